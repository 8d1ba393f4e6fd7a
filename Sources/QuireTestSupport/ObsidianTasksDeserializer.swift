import Foundation

/// A port of the Obsidian Tasks plugin's line reader, to check that the plugin reads what Quire
/// writes: `Task.extractTaskComponents` (the task regex and the block link) and
/// `DefaultTaskSerializer.deserialize` with the symbols of `DefaultTaskSerializer` (emoji) and
/// `DataviewTaskSerializer` (dataview), loop for loop and regex for regex.
///
/// Ported from https://github.com/obsidian-tasks-group/obsidian-tasks at commit
/// `cc0fce3c1326d18e2bdb7020eaf4c52e885da569`: `src/Task/Task.ts`, `src/Task/TaskRegularExpressions.ts`,
/// `src/TaskSerializer/DefaultTaskSerializer.ts`, `src/TaskSerializer/DataviewTaskSerializer.ts`.
/// Licence: MIT, "Copyright (c) 2021 Clare Macrae, Ilyas Landikov and Martin Schenck" (the notice is
/// reproduced in Tests/Fixtures/compat/README.md). JavaScript regular expressions run here as
/// `NSRegularExpression`s; the patterns use nothing whose meaning differs between the two.
///
/// What the port leaves out: the recurrence rule is kept as text (the plugin then parses it with
/// rrule), dates stay `YYYY-MM-DD` text (moment would turn `2022-02-30` into an invalid date), and
/// the global filter is not applied.
public enum ObsidianTasksDeserializer {
  public enum Format: Sendable { case emoji, dataview }

  /// What the plugin reads from a line.
  public struct Details: Equatable, Sendable {
    public var description = ""
    public var priority = "none"
    public var start: String?
    public var created: String?
    public var scheduled: String?
    public var due: String?
    public var done: String?
    public var cancelled: String?
    public var recurrence = ""
    public var onCompletion = ""
    public var id = ""
    public var dependsOn: [String] = []
    public var blockLink = ""
    public var status = ""

    public init() {}
  }

  // MARK: - Task.extractTaskComponents

  /// `indentationRegex + listMarkerRegex + ' +' + checkboxRegex + afterCheckboxRegex`, flag `u`.
  static let taskRegex = regex(#"^([\s\t>]*)([-*+]|[0-9]+[.)]) +\[(.)\] *(.*)"#)
  static let blockLinkRegex = regex(#" \^[a-zA-Z0-9-]+$"#)

  /// The plugin's reading of a whole line; `nil` when it is not a task line.
  public static func read(line: String, format: Format) -> Details? {
    guard let match = first(taskRegex, in: line) else { return nil }
    let status = group(match, 3, in: line) ?? ""
    var body = (group(match, 4, in: line) ?? "").trimmingCharacters(in: .whitespaces)
    var blockLink = ""
    if let link = first(blockLinkRegex, in: body) {
      blockLink = group(link, 0, in: body) ?? ""
      body = replaceFirst(blockLinkRegex, in: body).trimmingCharacters(in: .whitespaces)
    }
    var details = deserialize(body, format: format)
    details.blockLink = blockLink
    details.status = status
    return details
  }

  // MARK: - The symbols

  struct Symbols: Sendable {
    var priority: NSRegularExpression
    var start, created, scheduled, due, done, cancelled: NSRegularExpression
    var recurrence, onCompletion, id, dependsOn: NSRegularExpression
    var priorityValue: @Sendable (String) -> String
  }

  static let taskIdRegex = "[a-zA-Z0-9-_]+"
  static let taskIdSequenceRegex = taskIdRegex + "( *, *" + taskIdRegex + " *)*"

  /// `fieldRegex(symbols, value)`: the symbols, an optional U+FE0F, spaces and the value, at the end.
  static func fieldRegex(_ symbols: String, _ value: String) -> NSRegularExpression {
    var source = symbols + "\u{FE0F}?"
    if !value.isEmpty { source += " *" + value }
    return regex(source + "$")
  }

  static func dateFieldRegex(_ symbols: String) -> NSRegularExpression {
    fieldRegex(symbols, #"(\d{4}-\d{2}-\d{2})"#)
  }

  static let emoji = Symbols(
    priority: fieldRegex("(🔺|⏫|🔼|🔽|⏬)", ""),
    start: dateFieldRegex("🛫"), created: dateFieldRegex("➕"), scheduled: dateFieldRegex("(?:⏳|⌛)"),
    due: dateFieldRegex("(?:📅|📆|🗓)"), done: dateFieldRegex("✅"), cancelled: dateFieldRegex("❌"),
    recurrence: fieldRegex("🔁", "([a-zA-Z0-9, !]+)"), onCompletion: fieldRegex("🏁", "([a-zA-Z]+)"),
    id: fieldRegex("🆔", "(" + taskIdRegex + ")"), dependsOn: fieldRegex("⛔", "(" + taskIdSequenceRegex + ")"),
    priorityValue: { symbol in
      ["🔺": "highest", "⏫": "high", "🔼": "medium", "🔽": "low", "⏬": "lowest"][symbol] ?? "none"
    })

  /// `toInlineFieldRegex(inner)` of `DataviewTaskSerializer`.
  static func inlineFieldRegex(_ inner: String) -> NSRegularExpression {
    regex(#"(?:(?=[^\]]+\])\[|(?=[^)]+\))\() *"# + inner + #" *[)\]](?: *,)?$"#)
  }

  static let dataview = Symbols(
    priority: inlineFieldRegex("priority:: *(highest|high|medium|low|lowest)"),
    start: inlineFieldRegex(#"start:: *(\d{4}-\d{2}-\d{2})"#),
    created: inlineFieldRegex(#"created:: *(\d{4}-\d{2}-\d{2})"#),
    scheduled: inlineFieldRegex(#"scheduled:: *(\d{4}-\d{2}-\d{2})"#),
    due: inlineFieldRegex(#"due:: *(\d{4}-\d{2}-\d{2})"#),
    done: inlineFieldRegex(#"completion:: *(\d{4}-\d{2}-\d{2})"#),
    cancelled: inlineFieldRegex(#"cancelled:: *(\d{4}-\d{2}-\d{2})"#),
    recurrence: inlineFieldRegex("repeat:: *([a-zA-Z0-9, !]+)"),
    onCompletion: inlineFieldRegex("onCompletion:: *([a-zA-Z]+)"),
    id: inlineFieldRegex("id:: *(" + taskIdRegex + ")"),
    dependsOn: inlineFieldRegex("dependsOn:: *(" + taskIdSequenceRegex + ")"),
    priorityValue: { $0 })

  /// `TaskRegularExpressions.hashTagsFromEnd`.
  static let hashTagsFromEnd = regex(#"(^|\s)#[^ !@#$%^&*(),.?":{}|<>]+$"#)

  // MARK: - DefaultTaskSerializer.deserialize

  public static func deserialize(_ line: String, format: Format) -> Details {
    let symbols = format == .emoji ? emoji : dataview
    var details = Details()
    var state = line
    var matched = false
    var trailingTags = ""
    var recurrenceRule = ""

    func extract(_ regex: NSRegularExpression, _ setter: (NSTextCheckingResult) -> Void) {
      guard let match = first(regex, in: state) else { return }
      setter(match)
      state = replaceFirst(regex, in: state).trimmingCharacters(in: .whitespacesAndNewlines)
      matched = true
    }
    func date(_ regex: NSRegularExpression, _ set: (String) -> Void) {
      let line = state
      extract(regex) { set(group($0, 1, in: line) ?? "") }
    }

    let maxRuns = 20
    var runs = 0
    repeat {
      matched = false
      var line = state
      extract(symbols.priority) { details.priority = symbols.priorityValue(group($0, 1, in: line) ?? "") }
      date(symbols.done) { details.done = $0 }
      date(symbols.cancelled) { details.cancelled = $0 }
      date(symbols.due) { details.due = $0 }
      date(symbols.scheduled) { details.scheduled = $0 }
      date(symbols.start) { details.start = $0 }
      date(symbols.created) { details.created = $0 }
      line = state
      extract(symbols.recurrence) {
        recurrenceRule = (group($0, 1, in: line) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
      }
      line = state
      extract(symbols.onCompletion) { details.onCompletion = (group($0, 1, in: line) ?? "").lowercased() }
      line = state
      extract(hashTagsFromEnd) {
        let tag = (group($0, 0, in: line) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        trailingTags = trailingTags.isEmpty ? tag : tag + " " + trailingTags
      }
      line = state
      extract(symbols.id) { details.id = (group($0, 1, in: line) ?? "").trimmingCharacters(in: .whitespaces) }
      line = state
      extract(symbols.dependsOn) {
        details.dependsOn = (group($0, 1, in: line) ?? "").replacingOccurrences(of: " ", with: "")
          .split(separator: ",").map(String.init).filter { !$0.isEmpty }
      }
      runs += 1
    } while matched && runs <= maxRuns

    details.recurrence = recurrenceRule
    if !trailingTags.isEmpty {
      state += (state.isEmpty ? "" : " ") + trailingTags
    }
    details.description = state
    return details
  }

  // MARK: - Regex helpers

  static func regex(_ pattern: String) -> NSRegularExpression {
    try! NSRegularExpression(pattern: pattern)
  }

  static func first(_ regex: NSRegularExpression, in text: String) -> NSTextCheckingResult? {
    regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text))
  }

  static func group(_ match: NSTextCheckingResult, _ index: Int, in text: String) -> String? {
    let range = match.range(at: index)
    guard range.location != NSNotFound, let r = Range(range, in: text) else { return nil }
    return String(text[r])
  }

  static func replaceFirst(_ regex: NSRegularExpression, in text: String) -> String {
    guard let match = first(regex, in: text), let r = Range(match.range, in: text) else { return text }
    return text.replacingCharacters(in: r, with: "")
  }
}
