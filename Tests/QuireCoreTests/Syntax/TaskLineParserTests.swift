import Testing

@testable import QuireCore

@Suite struct TaskLineParserTests {
  // MARK: - Statuses

  @Test(arguments: [
    ("- [ ] a", " ", TaskStatus.Kind.todo),
    ("- [x] a", "x", .done),
    ("- [X] a", "X", .done),
    ("- [/] a", "/", .inProgress),
    ("- [-] a", "-", .cancelled),
    ("- [>] a", ">", .deferred),
    ("- [D] a", "D", .todo),
    ("- [?] a", "?", .todo),
    ("- []] a", "]", .todo),
    ("- [é] a", "é", .todo),
    ("- [🔥] a", "🔥", .todo),
    ("- [👍🏽] a", "👍🏽", .todo),
    ("- [x\u{301}] a", "x\u{301}", .todo),
  ])
  func statusIsOneGraphemeKeptAsWritten(line: String, symbol: String, kind: TaskStatus.Kind) throws {
    let parsed = try #require(TaskLineParser.parse(line))
    #expect(parsed.status.symbol == symbol)
    #expect(parsed.status.kind == kind)
    #expect(parsed.fields.description == "a")
  }

  // MARK: - Not tasks

  @Test(arguments: [
    "", "-", "- ", "- [", "- [ ", "- []", "- [] a", "- [ab] a", "- [ ]a", "-[ ] a", "- x [ ] a",
    "a - [ ] b", "#task - [ ] a", "@ [ ] a", "1234567890. [ ] a", ". [ ] a", ") [ ] a", "- - [ ] a",
    "Just text", "    code", "- [ ", "[ ] a",
  ])
  func notATask(line: String) {
    #expect(TaskLineParser.parse(line) == nil)
  }

  // MARK: - Prefix and list marker

  @Test(arguments: [
    ("- [ ] a", "", "-"),
    ("* [ ] a", "", "*"),
    ("+ [ ] a", "", "+"),
    ("1. [ ] a", "", "1."),
    ("1) [ ] a", "", "1)"),
    ("123456789. [ ] a", "", "123456789."),
    ("  - [ ] a", "  ", "-"),
    ("\t\t* [ ] a", "\t\t", "*"),
    ("> - [ ] a", "> ", "-"),
    (">- [ ] a", ">", "-"),
    ("> > > 2) [ ] a", "> > > ", "2)"),
    (">>>   + [ ] a", ">>>   ", "+"),
    ("\u{FEFF}- [ ] a", "\u{FEFF}", "-"),
  ])
  func prefixAndMarkerAreExactBytes(line: String, prefix: String, marker: String) throws {
    let parsed = try #require(TaskLineParser.parse(line))
    #expect(parsed.prefix == prefix)
    #expect(parsed.listMarker == marker)
    #expect(parsed.fields.description == "a")
  }

  @Test func severalSpacesOrATabBeforeTheCheckbox() throws {
    #expect(try #require(TaskLineParser.parse("-   [x] a")).status == .done)
    #expect(try #require(TaskLineParser.parse("-\t[x] a")).status == .done)
  }

  @Test(arguments: ["-", "*", "+", "0.", "1)", "12345.", "999999999)"])
  func listMarkers(marker: String) {
    #expect(TaskLineParser.isListMarker(marker))
  }

  @Test(arguments: ["", "%", ".", ")", "1", "a.", "1234567890.", "--", "1.)"])
  func notListMarkers(marker: String) {
    #expect(!TaskLineParser.isListMarker(marker))
  }

  // MARK: - Body

  @Test(arguments: [
    ("- [ ] a b", "a b", 6),
    ("- [ ]  two spaces", " two spaces", 6),
    ("- [ ]\ttab", "tab", 6),
    ("- [ ]", "", 5),
    ("- [ ] ", "", 6),
    ("> 1. [x] done ✅ 2026-11-25 ", "done ✅ 2026-11-25 ", 9),
  ])
  func bodyIsTheTextAfterTheCheckboxAndOneSpace(line: String, body: String, offset: Int) throws {
    let parsed = try #require(TaskLineParser.parse(line))
    #expect(parsed.body == body)
    #expect(parsed.bodyOffset == offset)
    #expect(String(decoding: Array(line.utf8)[offset...], as: UTF8.self) == body)
  }

  // MARK: - Line endings

  @Test(arguments: ["\r\n", "\r", "\n"])
  func lineEndingIsKeptButNeverRead(ending: String) throws {
    let line = "- [ ] Pay rent 📅 2026-11-25 17:00 [course:: cs101] ^blk" + ending
    let parsed = try #require(TaskLineParser.parse(line))
    #expect(parsed.lineEnding == ending)
    #expect(parsed.original == line)
    #expect(parsed.body == "Pay rent 📅 2026-11-25 17:00 [course:: cs101] ^blk")
    #expect(parsed.fields.blockLink == " ^blk")
    #expect(parsed.fields.course == "cs101")
    #expect(parsed.fields.dueTime == LocalTime(hour: 17, minute: 0))
    #expect(parsed.fields.description == "Pay rent")
    #expect(parsed.formatted() == line)
  }

  @Test func crlfAfterAnEmptyBody() throws {
    let parsed = try #require(TaskLineParser.parse("- [x]\r\n"))
    #expect(parsed.body == "")
    #expect(parsed.fields == TaskFields())
    #expect(parsed.lineEnding == "\r\n")
  }

  // MARK: - Problems

  @Test(arguments: [
    ("- [ ] Pay 📅 1️⃣2022-02-30", "bad-date", "'2022-02-30' is not a real date; write YYYY-MM-DD"),
    ("> - [ ] Pay ⏳️1️⃣2023-13-01 #rent", "bad-date", "'2023-13-01' is not a real date; write YYYY-MM-DD"),
    ("- [ ] Pay [due:: 1️⃣2022-02-29 10:00]", "bad-date", "'2022-02-29' is not a real date; write YYYY-MM-DD"),
    ("- [ ] Pay 📅 2022-02-28 1️⃣24:00", "bad-time", "'24:00' is not a real time; write HH:MM from 00:00 to 23:59"),
    (
      "- [ ] Pay [remind:: 1️⃣next week] 📅 2026-11-25", "bad-reminder",
      "'next week' is not a reminder; write YYYY-MM-DD HH:MM, HH:MM (on the task's date) or a time before the due time such as 1h before"
    ),
    (
      "- [ ] Pay ⏰ 1️⃣2026-11-25", "bad-reminder",
      "'2026-11-25' is not a reminder; write YYYY-MM-DD HH:MM, HH:MM (on the task's date) or a time before the due time such as 1h before"
    ),
    ("- [ ] Pay 🏁 1️⃣later", "bad-on-completion", "'later' is not an on-completion action; write keep or delete"),
  ])
  func problemPointsAtTheValueInTheWholeLine(marked: String, code: String, message: String) throws {
    let (line, offset) = Marker.strip(marked)
    let parsed = try #require(TaskLineParser.parse(line))
    #expect(parsed.problems == [TaskFieldProblem(offset: offset, code: code, message: message)])
    #expect(parsed.fields.description == "Pay" || parsed.fields.description == "Pay #rent")
    #expect(parsed.fields.invalidFields.count == 1)
    #expect(parsed.fields.due == nil || code == "bad-reminder" || code == "bad-on-completion")
  }

  @Test func problemsComeInLineOrder() throws {
    let parsed = try #require(TaskLineParser.parse("- [ ] a ➕ 2022-02-30 📅 2022-02-31 ✅ 2026-01-01"))
    #expect(parsed.problems.map(\.offset) == [12, 28])  // ➕ is 3 UTF-8 bytes, 📅 is 4
    #expect(parsed.fields.invalidFields == ["➕ 2022-02-30", "📅 2022-02-31"])
    #expect(parsed.fields.done == LocalDate(year: 2026, month: 1, day: 1))
    #expect(parsed.fields.description == "a")
  }

  // MARK: - Format

  @Test(arguments: [
    ("- [ ] a", TaskFormat.emoji),
    ("- [ ] a #tag", .emoji),
    ("- [ ] a 📅 2026-11-25", .emoji),
    ("- [ ] a [due:: 2026-11-25]", .dataview),
    ("- [ ] a (priority:: high), [course:: cs101]", .dataview),
    ("- [ ] a [due:: 2026-11-25] ⏫", .emoji),
    ("- [ ] a [unknown:: x]", .emoji),
  ])
  func formatIsDataviewOnlyWithoutEmojiFields(line: String, format: TaskFormat) throws {
    #expect(try #require(TaskLineParser.parse(line)).format == format)
  }
}
