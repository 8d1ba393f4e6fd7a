/// How bad a finding is.
public enum Severity: String, Sendable, Codable, Comparable {
  case note, warning, error

  public static func < (a: Severity, b: Severity) -> Bool {
    let order: [Severity] = [.note, .warning, .error]
    return order.firstIndex(of: a)! < order.firstIndex(of: b)!
  }
}

/// A problem found in a user's file: bad content is a value, never a throw.
///
/// Lines are 1-based; columns are 1-based UTF-8 bytes (cmark's unit). `line` and `column`
/// are `nil` when the finding is about the whole file.
public struct Diagnostic: Sendable, Hashable, Codable {
  public var file: String
  public var line: Int?
  public var column: Int?
  public var severity: Severity
  /// A stable, searchable code such as `yaml-syntax` or `bad-date`.
  public var code: String
  /// One lower-case sentence that says what is wrong and what to do.
  public var message: String

  /// A diagnostic of `kind` at a place: its code and message come from the kind.
  ///
  /// - Parameters:
  ///   - file: The vault-relative path.
  ///   - line: The 1-based line, or `nil` for the whole file.
  ///   - column: The 1-based UTF-8 byte column, if known.
  ///   - kind: What is wrong, with the parts of its message.
  ///   - severity: Overrides the kind's default severity.
  public init(file: String, line: Int?, column: Int? = nil, _ kind: DiagnosticKind, severity: Severity? = nil) {
    self.file = file
    self.line = line
    self.column = column
    self.severity = severity ?? kind.severity
    self.code = kind.code.rawValue
    self.message = kind.message
  }

  /// A diagnostic read back as stored (the index's cache, a decoder): code and message as written.
  public static func restored(
    file: String, line: Int?, column: Int?, severity: Severity, code: String, message: String
  ) -> Diagnostic {
    Diagnostic(file: file, line: line, column: column, severity: severity, storedCode: code, message: message)
  }

  /// The old free-text initializer; name a ``DiagnosticKind`` instead.
  @available(*, deprecated, message: "name a DiagnosticKind: Diagnostic(file:line:column:_:severity:)")
  public init(file: String, line: Int?, column: Int? = nil, severity: Severity, code: String, message: String) {
    self.init(file: file, line: line, column: column, severity: severity, storedCode: code, message: message)
  }

  private init(file: String, line: Int?, column: Int?, severity: Severity, storedCode code: String, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.severity = severity
    self.code = code
    self.message = message
  }

  /// `path:line:column: severity: message`, the format compilers and editors understand.
  public var formatted: String { formatted(severity: severity.rawValue) }

  /// `formatted` with `severity` written in its place (a coloured label on a terminal).
  public func formatted(severity label: String) -> String {
    var location = file
    if let line { location += ":\(line)" }
    if let column { location += ":\(column)" }
    return "\(location): \(label): \(message)"
  }
}
