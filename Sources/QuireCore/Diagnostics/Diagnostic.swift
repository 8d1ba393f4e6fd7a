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

  public init(file: String, line: Int?, column: Int? = nil, severity: Severity, code: String, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.severity = severity
    self.code = code
    self.message = message
  }

  /// `path:line:column: severity: message`, the format compilers and editors understand.
  public var formatted: String {
    var location = file
    if let line { location += ":\(line)" }
    if let column { location += ":\(column)" }
    return "\(location): \(severity.rawValue): \(message)"
  }
}
