/// One notification: what the notifier shows, and what a `notify: command:` may place in its
/// arguments (`{title}`, `{body}`, `{time}`, `{file}`, `{line}`, `{source}`, `{id}`; docs/watch.md).
public struct Notification: Sendable, Equatable {
  public var title: String
  public var body: String
  /// The wall time the reminder was set for, `YYYY-MM-DDTHH:MM`, or empty.
  public var time: String
  /// The vault-relative file of the item, or empty.
  public var file: String
  /// The item's 1-based line, or 0.
  public var line: Int
  /// A task's id (what `quire snooze` and `quire done` take), or empty.
  public var id: String

  public init(title: String, body: String, time: String = "", file: String = "", line: Int = 0, id: String = "") {
    self.title = title
    self.body = body
    self.time = time
    self.file = file
    self.line = line
    self.id = id
  }

  /// `file:line`, or the file alone, or empty.
  public var source: String { file.isEmpty ? "" : line > 0 ? "\(file):\(line)" : file }

  /// The placeholders a command's arguments may hold, and their values.
  var placeholders: [(String, String)] {
    [
      ("{title}", title), ("{body}", body), ("{time}", time), ("{file}", file),
      ("{line}", line > 0 ? String(line) : ""), ("{source}", source), ("{id}", id),
    ]
  }
}
