import Testing

@testable import QuireCore

@Suite struct TaskBodyParserTests {
  static let vs = "\u{FE0F}"

  func fields(_ body: String) -> TaskFields { TaskBodyParser.parse(body).fields }

  func date(_ text: String) -> LocalDate { LocalDate(iso: text)! }

  // MARK: - Emoji fields and U+FE0F

  @Test(arguments: ["", "\u{FE0F}"])
  func everyEmojiTakesAnOptionalVariationSelector(vs: String) {
    let f = fields(
      "a 🆔\(vs) abc ⛔\(vs) x,y ⏫\(vs) 🔁\(vs) every day 🏁\(vs) keep ➕\(vs) 2026-11-01 🛫\(vs) 2026-11-02 "
        + "⏳\(vs) 2026-11-03 📅\(vs) 2026-11-25 ⏰\(vs) 2026-11-24 09:00 ❌\(vs) 2026-11-26 ✅\(vs) 2026-11-27")
    var expected = TaskFields(description: "a")
    expected.id = "abc"
    expected.dependsOn = ["x", "y"]
    expected.priority = .high
    expected.recurrence = "every day"
    expected.onCompletion = "keep"
    expected.created = date("2026-11-01")
    expected.start = date("2026-11-02")
    expected.scheduled = date("2026-11-03")
    expected.due = date("2026-11-25")
    expected.reminders = [.absolute(LocalDateTime(text: "2026-11-24 09:00")!)]
    expected.cancelled = date("2026-11-26")
    expected.done = date("2026-11-27")
    #expect(f == expected)
  }

  @Test(arguments: [
    ("📅 2026-11-25", "due"), ("📆 2026-11-25", "due"), ("🗓 2026-11-25", "due"), ("🗓️ 2026-11-25", "due"),
    ("⏳ 2026-11-25", "scheduled"), ("⌛ 2026-11-25", "scheduled"), ("⌛️2026-11-25", "scheduled"),
    ("🛫2026-11-25", "start"), ("➕   2026-11-25", "created"), ("✅ 2026-11-25", "done"), ("❌ 2026-11-25", "cancelled"),
  ])
  func dateEmojiAndTheirAlternatives(body: String, field: String) {
    let f = fields("a " + body)
    let dates = [
      "due": f.due, "scheduled": f.scheduled, "start": f.start, "created": f.created, "done": f.done,
      "cancelled": f.cancelled,
    ]
    #expect(dates[field]! == date("2026-11-25"))
    #expect(dates.values.compactMap { $0 }.count == 1)
    #expect(f.description == "a")
  }

  @Test(arguments: [
    ("🔺", Priority.highest), ("⏫", .high), ("🔼", .medium), ("🔽", .low), ("⏬", .lowest),
    ("🔺️", .highest), ("⏬️", .lowest),
  ])
  func priorities(emoji: String, priority: Priority) {
    #expect(fields("a " + emoji).priority == priority)
    #expect(fields("a" + emoji).priority == priority)
  }

  @Test func fieldsAreReadOnlyFromTheEnd() {
    // The end is "trip." and "." is not in a rule's character set, so nothing is a field.
    let f = fields("call ✅ mum 📅 2026-11-25 about ⏫ the 🔁 every day trip.")
    #expect(f == TaskFields(description: "call ✅ mum 📅 2026-11-25 about ⏫ the 🔁 every day trip."))
    #expect(fields("the 🔁 every day trip").recurrence == "every day trip")
    let g = fields("this is a ✅ done task 🗓 2021-09-12 ✅ 2021-06-20")
    #expect(g.description == "this is a ✅ done task")
    #expect(g.done == date("2021-06-20"))
  }

  @Test func dateMustBeTheWholeValue() {
    #expect(fields("a 📅 2026-11-255").due == nil)
    #expect(fields("a 📅 12026-11-25").due == nil)
    #expect(fields("a 📅 2026-1-25").description == "a 📅 2026-1-25")
    #expect(fields("a 📅 tomorrow").description == "a 📅 tomorrow")
  }

  @Test func rruleRecurrenceIsKeptAsWritten() {
    #expect(fields("a 🔁 RRULE:FREQ=MONTHLY;BYDAY=-1FR 📅 2026-11-27").recurrence == "RRULE:FREQ=MONTHLY;BYDAY=-1FR")
    #expect(
      fields("a 🔁  every week on Monday, Friday when done  ").recurrence == "every week on Monday, Friday when done")
    #expect(
      fields("a [repeat:: every month on the 2nd last Friday]").recurrence == "every month on the 2nd last Friday")
  }

  @Test func onCompletionIsLowerCased() {
    #expect(fields("a 🏁 Delete").onCompletion == "delete")
    #expect(fields("a [onCompletion:: KEEP]").onCompletion == "keep")
  }

  // MARK: - Due time

  @Test(arguments: [
    "📅 2026-11-25 17:00", "📅 2026-11-25T17:00", "📅️ 2026-11-25 17:00", "📅2026-11-25T17:00",
    "[due:: 2026-11-25 17:00]", "[due::2026-11-25T17:00]", "(due:: 2026-11-25 17:00 )",
  ])
  func dueTimeFollowsTheDueDate(token: String) {
    let f = fields("Hand in " + token)
    #expect(f.due == date("2026-11-25"))
    #expect(f.dueTime == LocalTime(hour: 17, minute: 0))
    #expect(f.description == "Hand in")
  }

  @Test func oneDigitHour() {
    #expect(fields("a 📅 2026-11-25 7:05").dueTime == LocalTime(hour: 7, minute: 5))
  }

  @Test func onlyTheDueDateTakesATime() {
    let f = fields("a ⏳ 2026-11-25 17:00")
    #expect(f.scheduled == nil)
    #expect(f.description == "a ⏳ 2026-11-25 17:00")
    #expect(fields("a [start:: 2026-11-25 17:00]").start == nil)
  }

  // MARK: - Reminders

  @Test func remindersInBothFormatsInLineOrder() {
    let f = fields(
      "Exam ⏰ 2026-11-25 09:00 [remind:: 1h before] (remind:: 2026-11-24T20:30) ⏰ 10m before "
        + "[reminder:: 2 days before] 📅 2026-11-25 10:00")
    #expect(
      f.reminders == [
        .absolute(LocalDateTime(text: "2026-11-25T09:00")!), .beforeDue(minutes: 60),
        .absolute(LocalDateTime(text: "2026-11-24T20:30")!), .beforeDue(minutes: 10), .beforeDue(minutes: 2880),
      ])
    #expect(f.description == "Exam")
    #expect(f.dueTime == LocalTime(hour: 10, minute: 0))
  }

  @Test func unreadableRemindersAreReportedAndKept() {
    let read = TaskBodyParser.parse("a [remind:: whenever] ⏰ 2026-11-25", offset: 100)
    #expect(read.fields.reminders.isEmpty)
    #expect(read.fields.invalidFields == ["[remind:: whenever]", "⏰ 2026-11-25"])
    #expect(read.problems.map(\.code) == ["bad-reminder", "bad-reminder"])
    #expect(read.problems.map(\.offset) == [112, 126])
    #expect(read.fields.description == "a")
  }

  @Test func reminderEmojiWithOtherTextIsNotAField() {
    #expect(fields("set ⏰ see [notes](x.md)").description == "set ⏰ see [notes](x.md)")
  }

  // MARK: - Course and habit

  @Test func courseAndHabit() {
    let f = fields("Read ch. 3 #reading [course:: cs101] (habit:: feed-cat), ⏫")
    #expect(f.course == "cs101")
    #expect(f.habit == "feed-cat")
    #expect(f.priority == .high)
    #expect(f.description == "Read ch. 3 #reading")
    #expect(fields("a [course:: #cs101]").course == "#cs101")
  }

  // MARK: - Dataview details

  @Test(arguments: [
    "[due:: 2026-11-25]", "(due:: 2026-11-25)", "[due::2026-11-25]", "[  due::   2026-11-25  ]",
    "[due:: 2026-11-25],", "[due:: 2026-11-25]   ,",
  ])
  func dataviewSpellings(token: String) {
    let f = fields("a " + token)
    #expect(f.due == date("2026-11-25"))
    #expect(f.description == "a")
  }

  @Test(arguments: [
    "[due:: 2026-11-25)", "(due:: 2026-11-25]", "[Due:: 2026-11-25]", "[due :: 2026-11-25]", "due:: 2026-11-25",
    "[due:: soon]", "[due:: ]", "[dependson:: x]", "[id:: a*b]", "[priority:: High]", "[unknown:: x]",
    "[due:: [2026-11-25]]",
  ])
  func notDataviewFields(token: String) {
    let f = fields("a " + token)
    #expect(f == TaskFields(description: "a " + token))
  }

  @Test func dataviewDependsOnAndId() {
    let f = fields("a [id:: abc-1_x] [dependsOn::  ab , CD ,  EF  ,    GK]")
    #expect(f.id == "abc-1_x")
    #expect(f.dependsOn == ["ab", "CD", "EF", "GK"])
  }

  @Test func badDependsOnListIsNotAField() {
    #expect(fields("a ⛔ x,,y").dependsOn.isEmpty)
    #expect(fields("a ⛔ x y").description == "a ⛔ x y")
  }

  // MARK: - Both formats at once

  @Test func bothFormatsOnOneLine() {
    let f = fields("Mixed [priority:: high] 📅 2026-11-25 [repeat:: every week] ➕ 2026-11-01 #x")
    #expect(f.priority == .high)
    #expect(f.due == date("2026-11-25"))
    #expect(f.recurrence == "every week")
    #expect(f.created == date("2026-11-01"))
    #expect(f.description == "Mixed #x")
    #expect(TaskBodyParser.parse("Mixed [priority:: high] 📅 2026-11-25").format == .emoji)
  }

  @Test func theLeftmostOfTwoSameFieldsWins() {
    // As in Obsidian Tasks, which overwrites the value while it works leftwards.
    #expect(fields("a 📅 2026-11-01 📅 2026-11-25 17:00").due == date("2026-11-01"))
    #expect(fields("a 📅 2026-11-01 📅 2026-11-25 17:00").dueTime == nil)
  }

  // MARK: - Tags

  @Test func tagsBetweenFieldsMoveToTheDescription() {
    let f = fields("Wobble ⏫  #tag1 ✅ 2022-07-02 #tag2  📅 2022-07-02 #tag3")
    #expect(f.description == "Wobble #tag1 #tag2 #tag3")
    #expect(f.tags == ["#tag1", "#tag2", "#tag3"])
  }

  @Test(arguments: [
    ("count the # of tomatoes #gardening", ["#gardening"]),
    ("see https://x.org/#opml #a/b_c-d", ["#a/b_c-d"]),
    ("#first word #second", ["#first", "#second"]),
    ("nested #context/pc_clare #日本 #café", ["#context/pc_clare", "#日本", "#café"]),
    ("stop at #tag, comma", ["#tag"]),
  ])
  func tags(body: String, tags: [String]) {
    #expect(fields(body).tags == tags)
    #expect(fields(body).description == body)
  }

  @Test func tagsAfterFieldsKeepTheirOrder() {
    #expect(fields("#hello #world 📅 2026-11-25 #task").description == "#hello #world #task")
    #expect(fields("📅 2026-11-25 #a #b").description == "#a #b")
  }

  // MARK: - Block link

  @Test(arguments: [
    ("a 📅 2026-11-25 ^my-precious", " ^my-precious", "a"),
    ("a ^abc-123  ", " ^abc-123", "a"),
    ("a^abc", "", "a^abc"),
    ("^abc", "", "^abc"),
    ("a ^ab_c", "", "a ^ab_c"),
  ])
  func blockLink(body: String, link: String, description: String) {
    #expect(fields(body).blockLink == link)
    #expect(fields(body).description == description)
  }

  // MARK: - Descriptions

  @Test func descriptionIsTrimmed() {
    #expect(fields("  \t a b \t ").description == "a b")
    #expect(fields("").description == "")
    #expect(fields("⏫").description == "")
  }
}
