import PropertyBased
import QuireCore
import Testing

/// Quick add (docs/quick-add.md): what `quire add TEXT` takes from the end of its text.
@Suite struct QuickAddTests {
  /// One input, the day it is read on, the description written and the summary printed.
  struct Row: Sendable, CustomTestStringConvertible {
    let input: String
    let today: String
    let description: String
    let summary: String
    var testDescription: String { "\(input) @ \(today)" }

    init(_ input: String, on today: String = "2026-11-25", _ description: String, _ summary: String? = nil) {
      self.input = input
      self.today = today
      self.description = description
      self.summary = summary ?? description
    }
  }

  // 2026-11-25 is a Wednesday, 2026-12-31 a Thursday, 2027-02-28 a Sunday; weeks start on Monday.
  static let rows: [Row] = [
    Row(
      "Pay rent tomorrow 9am every month !high #home remind 1d before", "Pay rent #home",
      "Pay rent · due 2026-11-26 09:00 · every month · high · #home · remind 1d before"),
    // Only trailing words are taken.
    Row("Meet Friday about fri report", "Meet Friday about fri report"),
    Row("Meet Friday", "Meet", "Meet · due 2026-11-27"),
    Row("Remind me to call tomorrow", "Remind me to call", "Remind me to call · due 2026-11-26"),
    Row("Notes 9", "Notes 9"),
    Row("Fix bug !urgent", "Fix bug !urgent"),
    Row("Email boss every blah", "Email boss every blah"),
    Row("Pay every", "Pay every"),
    // A word always stays for the title.
    Row("tomorrow", "tomorrow"),
    Row("every day", "every day"),
    Row("#home", "#home"),
    // Tags alone are not taken (the text is written as it is).
    Row("Tidy up #home #weekend", "Tidy up #home #weekend"),
    // Dates and times.
    Row("Call Anna at 5pm", "Call Anna", "Call Anna · due 2026-11-25 17:00"),
    Row("Meet at 9 am", "Meet", "Meet · due 2026-11-25 09:00"),
    Row("Call Anna tomorrow at 9am", "Call Anna", "Call Anna · due 2026-11-26 09:00"),
    Row("Dentist on fri 14:30", "Dentist", "Dentist · due 2026-11-27 14:30"),
    Row("Submit report by eom", "Submit report", "Submit report · due 2026-11-30"),
    Row("Hand in due dec 24 6pm", "Hand in", "Hand in · due 2026-12-24 18:00"),
    Row("Plan trip next week", "Plan trip", "Plan trip · due 2026-11-30"),
    Row("Plan trip in 3 days", "Plan trip", "Plan trip · due 2026-11-28"),
    Row("Renew passport dec 24", "Renew passport", "Renew passport · due 2026-12-24"),
    Row("Renew passport nov 24", "Renew passport", "Renew passport · due 2027-11-24"),
    Row("Pay bill +3d", "Pay bill", "Pay bill · due 2026-11-28"),
    Row("Call mom sun", "Call mom", "Call mom · due 2026-11-29"),
    Row("Exam 2026-12-24T18:00", "Exam", "Exam · due 2026-12-24 18:00"),
    Row("Exam 2026-12-24 18:00 !!!", "Exam", "Exam · due 2026-12-24 18:00 · high"),
    Row("Party tomorrow 8pm", on: "2026-12-31", "Party", "Party · due 2027-01-01 20:00"),
    Row("Report eom", on: "2026-12-31", "Report", "Report · due 2026-12-31"),
    Row("Review next month", on: "2026-12-31", "Review", "Review · due 2027-01-01"),
    Row("Dinner fri at 7pm", on: "2026-12-31", "Dinner", "Dinner · due 2027-01-01 19:00"),
    Row("Rent +1m", on: "2027-02-28", "Rent", "Rent · due 2027-03-28"),
    Row("Meet sun", on: "2027-02-28", "Meet", "Meet · due 2027-03-07"),
    Row("Plan sow", on: "2027-02-28", "Plan", "Plan · due 2027-03-01"),
    Row(
      "Pay in 1 month every month !high", on: "2027-02-28", "Pay",
      "Pay · due 2027-03-28 · every month · high"),
    // Recurrences.
    Row("Water plants every 3 days", "Water plants", "Water plants · every 3 days"),
    Row("Standup every weekday 9am", "Standup", "Standup · due 2026-11-25 09:00 · every weekday"),
    Row("Review every week on Monday", "Review", "Review · every week on Monday"),
    Row("Backup every month on the last", "Backup", "Backup · every month on the last"),
    Row("Gym every 2 weeks when done", "Gym", "Gym · every 2 weeks when done"),
    Row("Walk every day #health", "Walk #health", "Walk · every day · #health"),
    // Priorities.
    Row("Buy milk !", "Buy milk", "Buy milk · low"),
    Row("Buy milk !!", "Buy milk", "Buy milk · medium"),
    Row("Buy milk !!!", "Buy milk", "Buy milk · high"),
    Row("Buy milk !!!!", "Buy milk", "Buy milk · highest"),
    Row("Fix bug !lowest", "Fix bug", "Fix bug · lowest"),
    Row("Fix bug !HIGH", "Fix bug", "Fix bug · high"),
    Row("Chapter 12 !! #reading", "Chapter 12 #reading", "Chapter 12 · medium · #reading"),
    // Reminders.
    Row(
      "Dentist fri remind thu 6pm", "Dentist", "Dentist · due 2026-11-27 · remind 2026-11-26 18:00"),
    Row(
      "Dentist fri 10am remind 1h before remind thu 6pm", "Dentist",
      "Dentist · due 2026-11-27 10:00 · remind 1h before · remind 2026-11-26 18:00"),
    Row(
      "Ship it today 18:00 remind 30m before #work", "Ship it #work",
      "Ship it · due 2026-11-25 18:00 · #work · remind 30m before"),
    // Quotes and backticks are never read.
    Row("Say \"see you tomorrow\"", "Say \"see you tomorrow\""),
    Row("Echo `tomorrow`", "Echo `tomorrow`"),
    Row("Look at “next week”", "Look at “next week”"),
    Row("Run `make test` tomorrow", "Run `make test`", "Run `make test` · due 2026-11-26"),
  ]

  @Test(arguments: rows) func takesTrailingWords(row: Row) throws {
    let today = try #require(LocalDate(iso: row.today))
    let quick = QuickAdd.parse(row.input, today: today, weekStart: 1)
    #expect(quick.description == row.description)
    #expect(quick.tookAnything == (row.summary != row.description))
    if quick.tookAnything { #expect(quick.summary == row.summary) }
  }

  @Test func anExplicitOptionLeavesItsWordsInTheText() throws {
    let today = LocalDate(year: 2026, month: 11, day: 25)!
    let quick = QuickAdd.parse("Meet fri every week !high", today: today, weekStart: 1, skipping: [.due, .priority])
    // The priority is not taken, so it ends the scan: nothing before it is read either.
    #expect(quick.description == "Meet fri every week !high" && !quick.tookAnything)
    let due = QuickAdd.parse("Meet fri !high", today: today, weekStart: 1, skipping: [.due])
    #expect(due.description == "Meet fri" && due.priority == .high && due.due == nil)
  }

  @Test func appliedFillsTheDraftAndRefusesARelativeReminderWithoutADate() throws {
    let today = LocalDate(year: 2026, month: 11, day: 25)!
    let quick = QuickAdd.parse("Pay rent tomorrow 9am every month !high", today: today, weekStart: 1)
    let draft = try quick.applied(to: TaskDraft(text: "ignored")).get()
    let fields = try draft.fields(today: today, weekStart: 1).get()
    #expect(fields.description == "Pay rent" && fields.due == LocalDate(year: 2026, month: 11, day: 26))
    #expect(fields.dueTime == LocalTime(hour: 9, minute: 0) && fields.recurrence == "every month")
    #expect(fields.priority == .high)
    let bare = QuickAdd.parse("Call remind 1h before", today: today, weekStart: 1)
    guard case .failure(let error) = bare.applied(to: TaskDraft(text: "Call remind 1h before")) else {
      Issue.record("a relative reminder without a due date was accepted")
      return
    }
    #expect(error.description.hasPrefix("'remind 1h before' counts from the due date"))
    var withDue = TaskDraft(text: "")
    withDue.due = "fri"
    #expect((try? bare.applied(to: withDue).get())?.reminders == ["1h before"])
  }

  // MARK: - Properties

  /// Words quick add reads, and plain ones.
  static let vocabulary = [
    "tomorrow", "fri", "9am", "18:00", "next", "week", "in", "3", "days", "every", "day", "month", "!high", "!!",
    "#home", "remind", "1d", "before", "at", "on", "Pay", "rent", "`code`", "\"quoted\"", "dec", "24",
  ]

  /// A text that does not end in a word quick add reads is left as it is.
  @Test func aTextWithoutTrailingTokensIsUnchanged() async {
    let words = Gen.element(of: Self.vocabulary).array(of: 0...8)
    let last = Gen.element(of: ["report", "rent", "milk", "zebra", "!urgent", "every", "remind"])
    await propertyCheck(input: words, last, Gen.int(in: 0...40_000)) { words, last, t in
      let text = (words.compactMap { $0 } + [last ?? "x"]).joined(separator: " ")
      let quick = QuickAdd.parse("Task " + text, today: LocalDate(dayNumber: t), weekStart: 1)
      #expect(!quick.tookAnything && quick.description == "Task " + text)
    }
  }

  /// Whatever it takes, quick add keeps the words before what it took, as written.
  @Test func theTitleIsAPrefixOfTheText() async {
    let words = Gen.element(of: Self.vocabulary).array(of: 0...10)
    await propertyCheck(input: words, Gen.int(in: 0...40_000)) { words, t in
      let text = (["Task"] + words.compactMap { $0 }).joined(separator: " ")
      let quick = QuickAdd.parse(text, today: LocalDate(dayNumber: t), weekStart: 1)
      #expect(text.hasPrefix(quick.title) && !quick.title.isEmpty)
    }
  }

  /// `--literal`: a draft that is not given to quick add is written with its text unchanged,
  /// whatever words it ends with.
  @Test func aLiteralTextIsWrittenUnchanged() async {
    let words = Gen.element(of: Self.vocabulary).array(of: 0...10)
    await propertyCheck(input: words, Gen.int(in: 0...40_000)) { words, t in
      let text = (["Task"] + words.compactMap { $0 }).joined(separator: " ")
      let fields = try? TaskDraft(text: text).fields(today: LocalDate(dayNumber: t), weekStart: 1).get()
      #expect(fields?.description == text)
      for format in TaskFormat.allCases {
        #expect(fields.map { format.syntax.line(fields: $0) } == "- [ ] " + text)
      }
    }
  }
}
