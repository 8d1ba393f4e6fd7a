import PropertyBased
import QuireTestSupport
import Testing

@testable import QuireCore

/// `hidden-plugin-fields`: Quire says which of the plugin's fields the plugin does not see on a
/// line, and at which token it stops, as the plugin's own reader (ported in
/// `ObsidianTasksDeserializer`) shows.
@Suite struct HiddenPluginFieldsTests {
  typealias Plugin = ObsidianTasksDeserializer

  static func hidden(_ line: String) -> (column: Int, token: String, fields: [String])? {
    guard let problem = TaskLineParser.parse(line)?.hiddenPluginFields,
      case .hiddenPluginFields(let token, let fields) = problem.kind
    else { return nil }
    return (problem.offset + 1, token, fields)
  }

  @Test func theLineQuireUsedToWriteHidesThreeFields() throws {
    let line = "- [ ] Pay rent #home ⏫ 🔁 every month 📅 2026-11-25 09:00  [remind:: 1d before]"
    let found = try #require(Self.hidden(line))
    #expect(found.token == "[remind:: 1d before]")
    #expect(found.fields == ["priority", "recurrence", "due"])
    #expect(found.column == line.utf8.count - "[remind:: 1d before]".utf8.count + 1)
  }

  @Test func aTimeAfterTheDueDateHidesTheDueDate() throws {
    let found = try #require(Self.hidden("- [ ] Call 📅 2026-11-25 17:00 ✅ 2026-11-26"))
    #expect(found.token == "📅 2026-11-25 17:00")
    #expect(found.fields == ["due"])
    #expect(Self.hidden("- [ ] Call  [dueTime:: 17:00] 📅 2026-11-25 ✅ 2026-11-26") == nil)
  }

  @Test func quireOnlyFieldsAfterNoPluginFieldHideNothing() {
    #expect(Self.hidden("- [ ] Feed the cat  [habit:: feed-cat]") == nil)
    #expect(Self.hidden("- [ ] Read 📅 2026-11-25 #book") == nil)
    // A dataview line is read by the plugin's dataview reader: emoji there are text to it.
    #expect(Self.hidden("- [ ] Read  [due:: 2026-11-25]  [course:: cs101]")?.fields == ["due"])
    #expect(Self.hidden("- [ ] Read  [course:: cs101]  [due:: 2026-11-25]") == nil)
  }

  @Test func checkReportsItOnceWithTheColumn() {
    let note = NoteParser(config: VaultConfig()).parse(
      file: "inbox.md", text: "- [ ] Pay ⏫ 📅 2026-11-25  [course:: cs101]\n- [ ] Fine  [course:: cs101] ⏫\n")
    let found = note.diagnostics.filter { $0.code == DiagnosticKind.Code.hiddenPluginFields.rawValue }
    #expect(found.count == 1)
    #expect(found.first?.line == 1)
    #expect(found.first?.column == "- [ ] Pay ⏫ 📅 2026-11-25  ".utf8.count + 1)
    #expect(found.first?.severity == .warning)
  }

  // MARK: - Against the plugin's reader

  /// Tokens of every kind, in any order: the plugin's fields, Quire's own, a due time after the
  /// date, tags.
  static let tokens = [
    "📅 2026-11-25", "📅 2026-11-25 17:00", "⏳ 2026-11-24", "🛫 2026-11-20", "➕ 2026-11-01", "✅ 2026-11-26",
    "❌ 2026-11-27", "⏫", "🔽", "🔁 every week", "🔁 every month on the 1st", "🏁 delete", "🆔 abc1", "⛔ x1,y2",
    "⏰ 2026-11-25 09:00", "[remind:: 1h before]", "[course:: cs101]", "[habit:: feed-cat]", "[estimate:: 45m]",
    "[dueTime:: 08:00]", "#home", "#a/b", "[due:: 2026-11-25]", "[priority:: high]", "[repeat:: every day]",
    "[id:: q9]", "[scheduled:: 2026-11-23]", "🔁 RRULE:FREQ=DAILY",
  ]

  static let lines = Generator<String, Shrink.None<String>> { rng in
    var parts = ["- [ ] Water", "plants"]
    for _ in 0..<Int.random(in: 0...6, using: &rng) { parts.append(TaskSyntaxPropertyTests.pick(tokens, &rng)) }
    return parts.joined(separator: TaskSyntaxPropertyTests.chance(30, &rng) ? "  " : " ")
  }

  /// The plugin's fields Quire reads on `line` that the plugin, in the line's format, does not.
  static func missedByThePlugin(_ line: String) -> [String] {
    guard let quire = TaskLineParser.parse(line),
      let plugin = Plugin.read(line: line, format: quire.format == .emoji ? .emoji : .dataview)
    else { return [] }
    let f = quire.fields
    var missed: [String] = []
    func compare(_ key: TaskFieldKey, _ quireHas: Bool, _ pluginHas: Bool) {
      if quireHas && !pluginHas { missed.append(key.rawValue) }
    }
    compare(.priority, f.priority != .none, plugin.priority != "none")
    compare(.recurrence, f.recurrence != nil, !plugin.recurrence.isEmpty)
    compare(.created, f.created != nil, plugin.created != nil)
    compare(.start, f.start != nil, plugin.start != nil)
    compare(.scheduled, f.scheduled != nil, plugin.scheduled != nil)
    compare(.due, f.due != nil, plugin.due != nil)
    compare(.done, f.done != nil, plugin.done != nil)
    compare(.cancelled, f.cancelled != nil, plugin.cancelled != nil)
    compare(.onCompletion, f.onCompletion != nil, !plugin.onCompletion.isEmpty)
    compare(.id, f.id != nil, !plugin.id.isEmpty)
    compare(.dependsOn, !f.dependsOn.isEmpty, !plugin.dependsOn.isEmpty)
    return missed
  }

  @Test func agreesWithThePluginsReader() async {
    await propertyCheck(count: 3000, input: Self.lines) { line in
      guard let parsed = TaskLineParser.parse(line), !Self.hasTwice(parsed) else { return }
      // The fields of the other format, and a recurrence the plugin has no characters for, are
      // never the plugin's: they are not "hidden".
      let otherFormat = Self.otherFormatFields(parsed)
      let missed = Self.missedByThePlugin(line).filter { !otherFormat.contains($0) }
      let said = Self.hidden(line)?.fields ?? []
      #expect(Set(said) == Set(missed), "\(line)")
    }
  }

  /// Whether a field is written twice: Quire takes the leftmost, the plugin the rightmost it reaches.
  static func hasTwice(_ parsed: ParsedTaskLine) -> Bool {
    var line = parsed.original
    let end = line.utf8.count - parsed.lineEnding.utf8.count
    let layout = line.withUTF8 { TaskBodyParser.layout($0, from: parsed.bodyOffset, to: end) }
    let keys = layout.spans.map(\.key).filter { $0 != .dueTime && $0 != .reminder }
    return Set(keys).count != keys.count
  }

  /// The plugin fields of `parsed` written in the format the plugin does not read on this line,
  /// or with a value it cannot hold (a raw RRULE).
  static func otherFormatFields(_ parsed: ParsedTaskLine) -> Set<String> {
    var line = parsed.original
    let end = line.utf8.count - parsed.lineEnding.utf8.count
    let layout = line.withUTF8 { TaskBodyParser.layout($0, from: parsed.bodyOffset, to: end) }
    let bytes = Array(parsed.original.utf8)
    var out: Set<String> = []
    for span in layout.spans where span.key.isPluginField {
      let bracketed =
        bytes[span.token.lowerBound] == UInt8(ascii: "[") || bytes[span.token.lowerBound] == UInt8(ascii: "(")
      let value = String(decoding: bytes[span.value], as: UTF8.self)
      if bracketed != (parsed.format == .dataview) || value.hasPrefix("RRULE") { out.insert(span.key.rawValue) }
    }
    return out
  }
}
