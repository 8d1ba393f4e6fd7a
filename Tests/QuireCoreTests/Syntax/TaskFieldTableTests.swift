import Testing

@testable import QuireCore

/// The field table (`TaskFieldKey`): a field declared there alone — `[estimate:: 45m]` — is read,
/// written where the Obsidian Tasks plugin still reads every other field of the line, edited,
/// and reported when it cannot be read, with no code of its own in the parser or the syntaxes.
@Suite struct TaskFieldTableTests {
  @Test(arguments: [
    ("[estimate:: 45m]", 45), ("[estimate:: 1h30m]", 90), ("[estimate:: 2h]", 120), ("[estimate:: 90]", 90),
    ("[estimate:: 1.5h]", 90), ("[estimate::  20m ]", 20),
  ])
  func anEstimateIsRead(_ token: String, _ minutes: Int) {
    let result = TaskBodyParser.parse("Write the lab discussion " + token + " 📅 2026-11-25")
    #expect(result.fields.estimate == minutes)
    #expect(result.fields.description == "Write the lab discussion")
    #expect(result.fields.due == LocalDate(iso: "2026-11-25"))
    #expect(result.problems.isEmpty)
  }

  @Test func anUnreadableEstimateIsReportedAndKept() {
    let body = "Call mum [estimate:: soon] 📅 2026-11-25"
    let result = TaskBodyParser.parse(body, offset: 6)
    #expect(result.fields.estimate == nil)
    #expect(result.fields.invalidFields == ["[estimate:: soon]"])
    let problem = result.problems.first
    #expect(problem?.code == "bad-duration")
    // The value's first byte, 1-based in the whole line (`- [ ] ` is six bytes).
    #expect(problem.map { $0.offset + 1 } == 6 + Array("Call mum [estimate:: ".utf8).count + 1)
    #expect(problem?.message.contains("45m") == true)
    // Written back, the token is kept (docs/data-safety.md).
    #expect(EmojiTaskSyntax().serialize(result.fields) == "Call mum  [estimate:: soon] 📅 2026-11-25")
  }

  /// Written right after the description, before every field the plugin reads: the plugin reads
  /// fields from the line's end and stops at the first it does not know, so all of its fields
  /// stay visible (docs/obsidian-tasks-compat.md).
  @Test func anEstimateIsWrittenBeforeThePluginsFields() {
    var fields = TaskFields(description: "Pay rent #home")
    fields.priority = .high
    fields.recurrence = "every month"
    fields.due = LocalDate(iso: "2026-11-25")
    fields.estimate = 45
    #expect(EmojiTaskSyntax().serialize(fields) == "Pay rent #home  [estimate:: 45m] ⏫ 🔁 every month 📅 2026-11-25")
    #expect(
      DataviewTaskSyntax().serialize(fields)
        == "Pay rent #home  [estimate:: 45m]  [priority:: high]  [repeat:: every month]  [due:: 2026-11-25]")
    for syntax in [EmojiTaskSyntax() as any TaskLineSyntax, DataviewTaskSyntax()] {
      #expect(syntax.parse(syntax.serialize(fields)) == fields)
    }
  }

  /// Every serialize case of the plugin's own tests (Tests/Fixtures/compat): with an estimate
  /// added, Quire's line is the plugin's expected line with `  [estimate:: 45m]` after the
  /// description — what follows it is the plugin's own text, so the plugin reads every one of its
  /// fields as from its own line — and Quire reads every field back, the estimate too.
  @Test func theCompatLinesKeepTheirFieldsWithAnEstimate() throws {
    let json = try CompatFixtures.load("obsidian-tasks-serialize.json")
    let cases = try #require(json["cases"] as? [[String: Any]])
    var checked = 0
    for testCase in cases {
      guard let body = testCase["expect_body"] as? String else { continue }
      let syntax = (TaskFormat(rawValue: testCase["format"] as? String ?? "") ?? .emoji).syntax
      var fields = syntax.parse(body)
      // Only the cases Quire writes exactly as the plugin (the compat suite lists the others).
      guard syntax.serialize(fields) == body else { continue }
      fields.estimate = 45
      let written = syntax.serialize(fields)
      let head = fields.descriptionWithInvalidFields
      let id = testCase["id"] as? String ?? "?"
      #expect(written == head + "  [estimate:: 45m]" + body.dropFirst(head.count), "\(id)")
      #expect(syntax.parse(written) == fields, "\(id)")
      checked += 1
    }
    #expect(checked > 20)
  }

  /// Random fields with an estimate survive writing and reading in both formats.
  @Test func randomFieldsRoundTrip() {
    var rng = SeededGenerator(seed: 11)
    for _ in 0..<300 {
      var fields = TaskFields(description: ["Read", "Write essay #cs101", "Plan trip"][Int(rng.next() % 3)])
      fields.estimate = rng.next() % 4 == 0 ? nil : Int(1 + rng.next() % 600)
      fields.priority = Priority.allCases[Int(rng.next() % UInt64(Priority.allCases.count))]
      if rng.next() % 2 == 0 { fields.due = LocalDate(dayNumber: 20_000 + Int(rng.next() % 400)) }
      if rng.next() % 3 == 0 { fields.recurrence = "every week" }
      if rng.next() % 3 == 0 { fields.course = "cs101" }
      for syntax in [EmojiTaskSyntax() as any TaskLineSyntax, DataviewTaskSyntax()] {
        // Written in whole minutes as `1h30m`: the same minutes come back.
        let written = syntax.serialize(fields)
        #expect(syntax.parse(written) == fields, "\(written)")
      }
    }
  }

  /// Editing a line changes only the estimate's token, and adds it after the description.
  @Test func anEstimateIsSetAndChangedInPlace() throws {
    let original = "- [ ] Pay rent #home ⏫ 📅 2026-11-25 ^abc\n"
    let line = try #require(TaskLineParser.parse(original))
    var fields = line.fields
    fields.estimate = 30
    let added = line.edited(status: line.status, fields: fields, plainFormat: .emoji)
    #expect(added == "- [ ] Pay rent #home  [estimate:: 30m] ⏫ 📅 2026-11-25 ^abc\n")
    let again = try #require(TaskLineParser.parse(added))
    fields = again.fields
    fields.estimate = 90
    #expect(
      again.edited(status: again.status, fields: fields, plainFormat: .emoji)
        == "- [ ] Pay rent #home  [estimate:: 1h30m] ⏫ 📅 2026-11-25 ^abc\n")
    fields.estimate = nil
    #expect(again.edited(status: again.status, fields: fields, plainFormat: .emoji) == original)
  }

  /// `quire modify --set estimate=...` and `--unset estimate` go through the table.
  @Test func modifySetsTheTablesFields() throws {
    let line = try #require(TaskLineParser.parse("- [ ] Essay 📅 2026-11-25\n"))
    let today = LocalDate(iso: "2026-11-20")!
    var change = TaskModification()
    change.sets = ["estimate=1h15m"]
    #expect(
      try change.apply(to: line, today: today, weekStart: 1, plainFormat: .emoji).get()
        == "- [ ] Essay  [estimate:: 1h15m] 📅 2026-11-25")
    change.sets = ["Estimate = 20"]
    #expect(
      try change.apply(to: line, today: today, weekStart: 1, plainFormat: .emoji).get()
        == "- [ ] Essay  [estimate:: 20m] 📅 2026-11-25")
    change.sets = ["estimate=soon"]
    #expect(throws: TaskDraftError.self) {
      try change.apply(to: line, today: today, weekStart: 1, plainFormat: .emoji).get()
    }
    // Every plain field of the table, the plugin's dates too; a special one (priority) is refused.
    change.sets = ["due=2026-12-01"]
    #expect(
      try change.apply(to: line, today: today, weekStart: 1, plainFormat: .emoji).get() == "- [ ] Essay 📅 2026-12-01")
    change.sets = ["priority=high"]
    #expect(throws: TaskDraftError.self) {
      try change.apply(to: line, today: today, weekStart: 1, plainFormat: .emoji).get()
    }
    change.sets = []
    change.unsets = ["estimate"]
    let set = try #require(TaskLineParser.parse("- [ ] Essay  [estimate:: 20m] 📅 2026-11-25\n"))
    #expect(
      try change.apply(to: set, today: today, weekStart: 1, plainFormat: .emoji).get() == "- [ ] Essay 📅 2026-11-25")
  }

  /// The export gives the estimate under its name, after the older keys.
  @Test func theExportGivesTheEstimate() {
    var fields = TaskFields(description: "Essay")
    fields.estimate = 45
    let task = TaskItem(id: "abcd1234", file: "a.md", line: 1, status: .todo, fields: fields, format: .emoji)
    let json = ExportEncoder(defaultReminderTime: LocalTime(hour: 9, minute: 0)!, courses: CourseResolver(courses: []))
      .task(task)
    #expect(json.hasSuffix(#""format":"emoji","conflict":false,"estimate":45,"notes":null}"#))
  }
}
