import PropertyBased
import QuireTestSupport
import Testing

@testable import QuireCore

/// Every line Quire writes keeps the Obsidian Tasks plugin's fields readable: the plugin's own
/// line reader (ported in `ObsidianTasksDeserializer`) reads the same dates, priority,
/// recurrence, on-completion, id and depends-on as Quire does, in the format the line is in
/// (docs/obsidian-tasks-compat.md, "Writing").
@Suite struct PluginReadsQuireLinesTests {
  typealias Plugin = ObsidianTasksDeserializer

  /// The plugin's fields as Quire reads them, in the plugin's words.
  static func expected(_ f: TaskFields) -> Plugin.Details {
    var d = Plugin.Details()
    d.priority = f.priority.rawValue
    d.start = f.start?.description
    d.created = f.created?.description
    d.scheduled = f.scheduled?.description
    d.due = f.due?.description
    d.done = f.done?.description
    d.cancelled = f.cancelled?.description
    d.recurrence = f.recurrence ?? ""
    d.onCompletion = f.onCompletion ?? ""
    d.id = f.id ?? ""
    d.dependsOn = f.dependsOn
    return d
  }

  /// Compares the plugin's reading of `line` with Quire's, all but the description and status.
  static func check(_ line: String, format: Plugin.Format, _ comment: @autoclosure () -> String = "") {
    guard let quire = TaskLineParser.parse(line) else {
      Issue.record("Quire does not read \(line.debugDescription)")
      return
    }
    guard var plugin = Plugin.read(line: line, format: format) else {
      Issue.record("the plugin does not read \(line.debugDescription)")
      return
    }
    plugin.description = ""
    plugin.status = ""
    plugin.blockLink = ""
    #expect(plugin == expected(quire.fields), "\(format): \(line.debugDescription) \(comment())")
  }

  /// The fields whose values the plugin can hold: a recurrence in its character set
  /// (`[a-zA-Z0-9, !]`, which Quire widens for raw RRULEs), no unreadable tokens.
  static func pluginShaped(_ f: TaskFields) -> TaskFields {
    var f = f
    f.invalidFields = []
    if let rule = f.recurrence, !rule.utf8.allSatisfy({ Self.isPluginRuleByte($0) }) { f.recurrence = "every week" }
    return f
  }

  static func isPluginRuleByte(_ b: UInt8) -> Bool {
    (b >= 0x30 && b <= 0x39) || ((b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A) || b == 0x20 || b == 0x2C || b == 0x21
  }

  static let formats: [(TaskFormat, Plugin.Format)] = [(.emoji, .emoji), (.dataview, .dataview)]

  // MARK: - Writing a new line (add, quick add, ics import, vdir sync's new tasks)

  @Test func aWrittenLineKeepsEveryPluginField() async {
    await propertyCheck(count: 600, input: TaskSyntaxPropertyTests.fields) { fields in
      var fields = Self.pluginShaped(fields)
      fields.estimate = fields.due == nil ? nil : 45
      for (format, plugin) in Self.formats {
        let line = format.syntax.line(fields: fields)
        Self.check(line, format: plugin)
      }
    }
  }

  @Test func theIssuesExampleReadsWhole() {
    var f = TaskFields(description: "Pay rent #home")
    f.priority = .high
    f.recurrence = "every month"
    f.due = LocalDate(iso: "2026-11-25")
    f.dueTime = LocalTime(text: "09:00")
    f.reminders = [.beforeDue(minutes: 1440)]
    let line = EmojiTaskSyntax().line(fields: f)
    #expect(line == "- [ ] Pay rent #home  [dueTime:: 09:00]  [remind:: 1d before] ⏫ 🔁 every month 📅 2026-11-25")
    Self.check(line, format: .emoji)
    // The line as Quire used to write it hides every field but the due date's from the plugin.
    let old = "- [ ] Pay rent #home ⏫ 🔁 every month 📅 2026-11-25 09:00  [remind:: 1d before]"
    #expect(Plugin.read(line: old, format: .emoji)?.due == nil)
    #expect(Plugin.read(line: old, format: .emoji)?.priority == "none")
  }

  // MARK: - Editing a line (modify, snooze, vdir sync's changes)

  static let changes: [(String, @Sendable (inout TaskModification) -> Void)] = [
    ("due", { $0.due = "2026-12-03" }),
    ("due with a time", { $0.due = "2026-12-03 17:30" }),
    ("scheduled", { $0.scheduled = "2026-12-01" }),
    ("start", { $0.start = "2026-11-30" }),
    ("priority", { $0.priority = "highest" }),
    ("no priority", { $0.priority = "none" }),
    ("recurrence", { $0.recurrence = "every 2 weeks" }),
    ("no recurrence", { $0.removeRecurrence = true }),
    ("a reminder", { $0.reminders = ["2026-12-02 09:00"] }),
    ("no reminders", { $0.removeReminders = true }),
    ("a tag", { $0.tags = ["+later"] }),
    ("an estimate", { $0.sets = ["estimate=1h"] }),
  ]

  @Test func anEditedLineKeepsEveryPluginField() async {
    await propertyCheck(count: 300, input: TaskSyntaxPropertyTests.fields) { fields in
      var fields = Self.pluginShaped(fields)
      // A relative reminder needs a due date (`modify` refuses one without).
      if fields.due == nil { fields.reminders.removeAll { if case .beforeDue = $0 { true } else { false } } }
      for (format, plugin) in Self.formats {
        let line = format.syntax.line(fields: fields)
        guard let parsed = TaskLineParser.parse(line) else { continue }
        for (name, change) in Self.changes {
          var modification = TaskModification()
          change(&modification)
          guard
            case .success(let edited) = modification.apply(
              to: parsed, today: LocalDate(iso: "2026-11-27")!, weekStart: 1, plainFormat: format)
          else { continue }
          Self.check(edited, format: plugin, name)
        }
      }
    }
  }

  // MARK: - Completing a recurring task (done's next copy)

  @Test func theNextCopyKeepsEveryPluginField() async {
    await propertyCheck(count: 300, input: TaskSyntaxPropertyTests.fields) { fields in
      var fields = Self.pluginShaped(fields)
      fields.recurrence = fields.recurrence ?? "every week"
      fields.done = nil
      fields.cancelled = nil
      if fields.due == nil, fields.scheduled == nil, fields.start == nil { fields.due = LocalDate(iso: "2026-11-27") }
      for (format, plugin) in Self.formats {
        let line = format.syntax.line(fields: fields)
        guard let parsed = TaskLineParser.parse(line) else { continue }
        let outcome = TaskCompletion.setStatus(of: parsed, to: .done, today: LocalDate(iso: "2026-11-27")!)
        for written in outcome.lines { Self.check(written, format: plugin, "from \(line)") }
      }
    }
  }
}
