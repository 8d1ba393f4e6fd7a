/// One task line as read by ``TaskLineParser``: its parts, its fields, and the exact text.
///
/// The line is `original` = `prefix` + `listMarker` + spaces + `[` + `status` + `]` +
/// (a space or tab + `body`, or nothing) + `lineEnding`.
///
/// Commands change a task by changing `status`, `fields`, `prefix` or `listMarker` and calling
/// ``formatted(using:)``: an unchanged line comes back byte for byte, a changed one is rebuilt in
/// the canonical field order of a syntax (docs/data-safety.md: only the lines a command names change).
public struct ParsedTaskLine: Sendable, Equatable {
  /// Indentation and blockquote markers before the list marker, exactly as written (`"  "`, `"> > "`).
  ///
  /// Obsidian Tasks calls this the indentation. A byte-order mark at the start of the line is part of it.
  public var prefix: String
  /// The list marker: `-`, `*`, `+`, or a number followed by `.` or `)`.
  public var listMarker: String
  /// The symbol between the brackets.
  public var status: TaskStatus
  /// The text after the checkbox, as written: everything after the `]` and the one space or tab
  /// that follows it, up to the line ending (which it never contains). Empty for `- [ ]`.
  ///
  /// `- [ ]  two spaces` has the body `" two spaces"`.
  public let body: String
  /// The UTF-8 offset of ``body`` in ``original``.
  public let bodyOffset: Int
  /// The fields read from the body.
  public var fields: TaskFields
  /// The format the line mostly uses: `.dataview` when it has a dataview field and no emoji
  /// field, else `.emoji`. ``formatted(using:)`` rebuilds in this format unless told otherwise.
  public let format: TaskFormat
  /// Fields that could not be read; offsets are 0-based UTF-8 offsets into the whole line, so
  /// `offset + 1` is the 1-based column of a ``Diagnostic``.
  public let problems: [TaskFieldProblem]
  /// Fields of the Obsidian Tasks plugin that it does not see on this line, because a token it
  /// cannot read follows them (``TaskBodyParser/Result/hiddenPluginFields``); offset as in `problems`.
  public var hiddenPluginFields: TaskFieldProblem? = nil
  /// The line exactly as handed to the parser, line ending included.
  public let original: String
  /// The line ending at the end of ``original`` (`"\r\n"`, `"\n"`, `"\r"`), or `""`.
  public let lineEnding: String

  /// Creates a parsed line from its parts; ``TaskLineParser/parse(_:)-(String)`` is the usual way.
  public init(
    prefix: String, listMarker: String, status: TaskStatus, body: String, bodyOffset: Int,
    fields: TaskFields, format: TaskFormat, problems: [TaskFieldProblem], original: String, lineEnding: String
  ) {
    self.prefix = prefix
    self.listMarker = listMarker
    self.status = status
    self.body = body
    self.bodyOffset = bodyOffset
    self.fields = fields
    self.format = format
    self.problems = problems
    self.original = original
    self.lineEnding = lineEnding
  }

  // MARK: - Writing

  /// Whether `prefix`, `listMarker`, `status` and `fields` still say what ``original`` says.
  public var isUnchanged: Bool {
    guard let read = TaskLineParser.parse(original) else { return false }
    return read.prefix == prefix && read.listMarker == listMarker && read.status == status
      && read.fields == fields
  }

  /// The line to write back: ``original`` byte for byte when nothing changed, else the line
  /// rebuilt by ``rebuilt(using:)``.
  ///
  /// - Parameter syntax: The format to rebuild in; `nil` means the line's own ``format``.
  public func formatted(using syntax: (any TaskLineSyntax)? = nil) -> String {
    isUnchanged ? original : rebuilt(using: syntax)
  }

  /// The line rebuilt from its parts: `prefix`, `listMarker`, one space, `[status]`, one space,
  /// the fields in the canonical order of `syntax`, and the original line ending.
  ///
  /// - Parameter syntax: The format to write; `nil` means the line's own ``format``.
  public func rebuilt(using syntax: (any TaskLineSyntax)? = nil) -> String {
    let syntax = syntax ?? format.syntax
    return syntax.line(prefix: prefix, listMarker: listMarker, status: status, fields: fields) + lineEnding
  }
}
