import QuireCore
import Testing

/// New York as a fixed -05:00 (winter) and Berlin as +01:00: enough for November dates, no disk.
struct FixedZones: ZoneDirectory {
  func zone(named name: String) -> (any ZoneRules)? {
    switch name {
    case "America/New_York": return FixedZone(offsetSeconds: -5 * 3600)
    case "Europe/Berlin": return FixedZone(offsetSeconds: 3600)
    case "UTC": return FixedZone(offsetSeconds: 0)
    default: return nil
    }
  }
}

@Suite struct ICalendarImportTests {
  func read(_ body: [String], courses: Set<String> = []) -> ICalendarImport.Result {
    let text =
      (["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN"] + body + ["END:VCALENDAR"]).joined(separator: "\r\n")
      + "\r\n"
    return ICalendarImport(
      file: "cal.ics", vaultZone: FixedZone(offsetSeconds: 3600), zones: FixedZones(), courses: courses
    )
    .read(text)
  }

  func d(_ s: String) -> LocalDate { LocalDate(iso: s)! }
  func t(_ s: String) -> LocalTime { LocalTime(text: s)! }

  @Test func zonedTimesMoveToTheVaultZoneAndWeekdaysFollow() throws {
    let result = read([
      "BEGIN:VEVENT", "UID:late", "SUMMARY:Late call", "DTSTART;TZID=America/New_York:20261102T200000",
      "DTEND;TZID=America/New_York:20261102T210000", "RRULE:FREQ=WEEKLY;BYDAY=MO,WE;UNTIL=20261130T010000Z",
      "END:VEVENT",
    ])
    #expect(result.diagnostics.isEmpty)
    let note = try #require(result.events.first?.note)
    // 20:00 in New York on a Monday is 02:00 the next day (Tuesday) in Berlin.
    #expect(note.date == d("2026-11-03"))
    #expect(note.start == t("02:00"))
    #expect(note.end == t("03:00"))
    #expect(note.endDate == nil)
    #expect(note.recurrence == "RRULE:FREQ=WEEKLY;UNTIL=20261130;BYDAY=TU,TH")
    #expect(note.uid == "late")
  }

  @Test func windowsAndPrefixedZoneNamesAreFound() throws {
    let result = read([
      "BEGIN:VEVENT", "UID:w", "DTSTART;TZID=Eastern Standard Time:20261102T090000", "END:VEVENT",
      "BEGIN:VEVENT", "UID:m", "DTSTART;TZID=/mozilla.org/20050126_1/America/New_York:20261102T100000", "END:VEVENT",
    ])
    #expect(result.diagnostics.isEmpty)
    #expect(result.events.map(\.note.start) == [t("15:00"), t("16:00")])
  }

  @Test func untilInUTCBeforeTheStartTimeEndsTheDayBefore() throws {
    let result = read([
      "BEGIN:VEVENT", "UID:u", "DTSTART:20261102T140000Z", "RRULE:FREQ=DAILY;UNTIL=20261105T120000Z", "END:VEVENT",
    ])
    #expect(result.events.first?.note.start == t("15:00"))
    #expect(result.events.first?.note.recurrence == "RRULE:FREQ=DAILY;UNTIL=20261104")
  }

  @Test func overridesAndCancelledOccurrencesBecomeExdatesOfTheSeries() throws {
    let result = read([
      "BEGIN:VEVENT", "UID:s", "SUMMARY:Standup", "DTSTART:20261102T090000", "DTEND:20261102T091500",
      "RRULE:FREQ=DAILY;COUNT=10", "EXDATE:20261104T090000,20261105T090000", "END:VEVENT",
      "BEGIN:VEVENT", "UID:s", "RECURRENCE-ID:20261106T090000", "SUMMARY:Standup (late)", "DTSTART:20261106T110000",
      "END:VEVENT",
      "BEGIN:VEVENT", "UID:s", "RECURRENCE-ID:20261109T090000", "STATUS:CANCELLED", "DTSTART:20261109T090000",
      "END:VEVENT",
    ])
    #expect(result.diagnostics.isEmpty)
    #expect(result.events.count == 2)
    let series = result.events[0]
    #expect(series.key == "s")
    #expect(series.note.exdates == [d("2026-11-04"), d("2026-11-05"), d("2026-11-06"), d("2026-11-09")])
    let moved = result.events[1]
    #expect(moved.key == "s#2026-11-06")
    #expect(moved.note.recurrenceID == d("2026-11-06"))
    #expect(moved.note.recurrence == nil)
    #expect(moved.note.start == t("11:00"))
    #expect(moved.note.title == "Standup (late)")
  }

  @Test func sloppyFeedsAreReadAsOtherProgramsReadThem() throws {
    let result = read([
      // VALUE=DATE on a date-time; a stray word and COUNT=-1 beside UNTIL in the RRULE.
      "BEGIN:VEVENT", "UID:a", "SUMMARY:Doors open", "DTSTART;VALUE=DATE:20110804T120000",
      "RRULE:FREQ=WEEKLY;AnythingRandom;X-FOO=1;COUNT=-1;UNTIL=20110901", "END:VEVENT",
    ])
    let note = try #require(result.events.first?.note)
    #expect((note.date, note.start, note.allDay) == (d("2011-08-04"), t("12:00"), false))
    #expect(note.recurrence == "RRULE:FREQ=WEEKLY;UNTIL=20110901")
    #expect(result.diagnostics.count == 1)
    #expect(result.diagnostics.first?.message.contains("read as 'FREQ=WEEKLY;UNTIL=20110901'") == true)
  }

  @Test func thisAndFutureCutsTheSeriesAndStartsItsLaterPart() throws {
    let result = read([
      "BEGIN:VEVENT", "UID:s", "SUMMARY:Standup", "DTSTART:20261102T090000", "DTEND:20261102T091500",
      "RRULE:FREQ=WEEKLY;BYDAY=MO,WE;COUNT=10", "EXDATE:20261104T090000,20261118T090000", "END:VEVENT",
      // From the 16th on: Tuesdays and Thursdays at 10:00, for half an hour.
      "BEGIN:VEVENT", "UID:s", "RECURRENCE-ID;RANGE=THISANDFUTURE:20261116T090000", "SUMMARY:Standup (new time)",
      "DTSTART:20261117T100000", "DTEND:20261117T103000", "END:VEVENT",
      // A single override after it takes its day out of the later part (moved with it).
      "BEGIN:VEVENT", "UID:s", "RECURRENCE-ID:20261123T090000", "STATUS:CANCELLED", "DTSTART:20261123T090000",
      "END:VEVENT",
    ])
    #expect(result.diagnostics.isEmpty)
    #expect(result.events.count == 2)
    let first = result.events[0].note
    #expect(first.until == d("2026-11-15"))
    #expect(first.exdates == [d("2026-11-04")])
    let later = result.events[1]
    #expect(later.key == "s#2026-11-16")
    #expect(later.note.recurrenceID == d("2026-11-16"))
    #expect(later.note.title == "Standup (new time)")
    #expect((later.note.date, later.note.start, later.note.end) == (d("2026-11-17"), t("10:00"), t("10:30")))
    // Four of the ten (2, 4, 9, 11 November) came before; the weekdays move with the start.
    #expect(later.note.recurrence == "RRULE:FREQ=WEEKLY;COUNT=6;BYDAY=TU,TH")
    #expect(later.note.exdates == [d("2026-11-19"), d("2026-11-24")])
  }

  @Test func alarmsBecomeReminders() throws {
    let result = read([
      "BEGIN:VEVENT", "UID:a", "DTSTART:20261102T090000",
      "BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:-PT15M", "END:VALARM",
      "BEGIN:VALARM", "ACTION:AUDIO", "TRIGGER;RELATED=START:-P1D", "END:VALARM",
      "BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER;VALUE=DATE-TIME:20261101T170000Z", "END:VALARM",
      "BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:PT30M", "END:VALARM",
      "END:VEVENT",
      "BEGIN:VEVENT", "UID:b", "DTSTART;VALUE=DATE:20261127", "DTEND;VALUE=DATE:20261130",
      "BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:-PT15H", "END:VALARM", "END:VEVENT",
    ])
    #expect(result.diagnostics.isEmpty)
    #expect(result.events[0].note.reminders == ["15m before", "1d before", "2026-11-01 18:00", "2026-11-02 09:30"])
    // An all-day event's alarm counts from the default reminder time (09:00): -PT15H is 18:00 the day before.
    let allDay = result.events[1].note
    #expect(allDay.allDay)
    #expect(allDay.endDate == d("2026-11-29"))
    #expect(allDay.reminders == ["1d before"])
  }

  @Test func badComponentsAreWarningsOnTheirLinesAndTheRestIsKept() throws {
    let result = read([
      "BEGIN:VEVENT", "SUMMARY:no uid", "DTSTART:20261102", "END:VEVENT",  // lines 4-7
      "BEGIN:VEVENT", "UID:x", "SUMMARY:no start", "END:VEVENT",  // 8-11
      "BEGIN:VEVENT", "UID:y", "DTSTART;TZID=Mars/Olympus:20261102T100000", "RRULE:FREQ=HOURLY", "END:VEVENT",  // 12-16
      "BEGIN:VEVENT", "UID:y", "DTSTART:20261103", "END:VEVENT",  // 17-20
    ])
    // The event without UID gets one derived from its content (ICalendarRobustnessTests).
    #expect(result.events.map(\.key).last == "y")
    #expect(result.events.first?.key.hasPrefix("derived-") == true)
    #expect(result.events[1].note.start == t("10:00"), "an unknown zone's time is read as the vault's")
    #expect(result.events[1].note.recurrence == nil)
    // The second `y` (same SEQUENCE, no stamps) is the older version: it is found before the rest is read.
    #expect(result.diagnostics.map(\.line) == [17, 8, 14, 15])
    #expect(
      result.diagnostics.map(\.code) == ["ics-duplicate-uid", "ics-no-dtstart", "ics-unknown-tzid", "ics-bad-rrule"])
  }

  @Test func textFieldsAndQuiresOwnHeading() throws {
    let result = read(
      [
        "BEGIN:VEVENT", "UID:t", "SUMMARY:Exam\\, final", "DTSTART:20261102T090000",
        "DESCRIPTION:# Exam\\, final\\n\\nRoom 4\\; bring ID", "LOCATION:Hall\\nB", "CATEGORIES:exam,CS101",
        "CATEGORIES:extra", "END:VEVENT",
      ], courses: ["cs101"])
    let note = try #require(result.events.first?.note)
    #expect(note.title == "Exam, final")
    #expect(note.body == "Room 4; bring ID")
    #expect(note.location == "Hall B")
    #expect(note.kind == "exam")
    #expect(note.course == "cs101")
  }

  @Test func todosBecomeTaskFieldsWithoutFieldLookingText() throws {
    let result = read([
      "BEGIN:VTODO", "UID:t1", "SUMMARY:Pay rent 📅 2020-01-01 [due:: 2020-01-01] ⏫", "DUE:20261201T170000Z",
      "DTSTART;VALUE=DATE:20261120", "PRIORITY:1", "RRULE:FREQ=MONTHLY", "STATUS:IN-PROCESS",
      "BEGIN:VALARM", "TRIGGER:-PT1H", "END:VALARM", "END:VTODO",
      "BEGIN:VTODO", "UID:t2", "SUMMARY:Done one", "STATUS:COMPLETED", "COMPLETED:20261101T230000Z", "END:VTODO",
    ])
    #expect(result.diagnostics.isEmpty)
    let first = result.tasks[0]
    #expect(first.fields.description == "Pay rent 2020-01-01 [due: 2020-01-01]")
    #expect(first.fields.due == d("2026-12-01"))
    #expect(first.fields.dueTime == t("18:00"))
    #expect(first.fields.start == d("2026-11-20"))
    #expect(first.fields.priority == .highest)
    #expect(first.fields.recurrence == "every month")
    #expect(first.fields.reminders == [.beforeDue(minutes: 60)])
    #expect(first.status == .inProgress)
    #expect(first.fields.id == "ics-" + ICalendarUID.hash(["t1"]).prefix(10))
    #expect(result.tasks[1].status == .done)
    #expect(result.tasks[1].fields.done == d("2026-11-02"))
  }
}

@Suite struct ImportTextSafetyTests {
  @Test(arguments: [
    ("Team sync (work)", "team-sync-work"), ("../../../etc/x", "etc-x"), ("Mum's birthday", "mums-birthday"),
    ("Café Straße", "cafe-strasse"), ("/", "event"), ("...", "event"), ("CON", "con"), ("日本", "event"),
  ])
  func slugs(_ text: String, _ slug: String) {
    #expect(Slug.make(text) == slug)
  }

  @Test func slugsAreShortAndCalendarNamesChecked() {
    #expect(Slug.make(String(repeating: "word ", count: 40)).count <= 60)
    #expect(!Slug.make(String(repeating: "word ", count: 40)).hasSuffix("-"))
    #expect(Slug.isSlug("work"))
    #expect(!Slug.isSlug("../x"))
    #expect(!Slug.isSlug("Work"))
  }

  @Test func bodyLinesCannotOpenStructure() {
    let escaped = MarkdownEscape.body(
      "---\ntype: habit\n- [ ] task\n  * [x] done\n# h\n> q\n1. one\n12) two\n```\n<div>\nplain - text\n")
    #expect(
      escaped
        == "\\---\ntype: habit\n\\- [ ] task\n  \\* [x] done\n\\# h\n\\> q\n1\\. one\n12\\) two\n\\```\n\\<div>\nplain - text\n"
    )
  }

  @Test func eventNoteViewModelEscapesEveryValue() {
    var note = EventNote(title: "a\"b\nc", date: LocalDate(iso: "2026-11-02")!)
    note.location = "x\ny"
    note.uid = "u\"id"
    let m = note.viewModel(importHash: "h")
    #expect(m["title"] as? String == "a\\\"b c")
    #expect(m["heading"] as? String == "a\"b c")
    #expect(m["location"] as? String == "x y")
    #expect(m["uid"] as? String == "u\\\"id")
    #expect(m["import_hash"] as? String == "h")
  }

  @Test func importHashFindsEditsOnly() {
    let plain = "---\ntype: event\ntitle: \"x\"\n---\n# x\n"
    let hashed = "---\ntype: event\ntitle: \"x\"\nimport_hash: \(ImportHash.of(plain))\n---\n# x\n"
    #expect(ImportHash.isUnedited(hashed))
    #expect(!ImportHash.isUnedited(hashed + "more\n"))
    #expect(!ImportHash.isUnedited(plain))
    #expect(!ImportHash.isUnedited("# x\nimport_hash: \(ImportHash.of(plain))\n"), "only front matter counts")
  }
}

@Suite struct EventDraftTests {
  @Test func validDraft() throws {
    var draft = EventDraft(title: " Dentist ", date: "2026-12-02")
    draft.start = "14:00"
    draft.end = "15:00"
    draft.recurrence = "every 2 weeks"
    draft.until = "2027-01-31"
    draft.reminders = ["1 hour before"]
    draft.course = "CS101"
    let note = try draft.note(today: LocalDate(year: 2026, month: 11, day: 25)!, weekStart: 1).get()
    #expect(note.title == "Dentist")
    #expect(!note.allDay)
    #expect(note.reminders == ["1h before"])
    #expect(note.course == "cs101")
  }

  @Test(arguments: [
    ("date", "2026-13-01", "--date '2026-13-01' is not a date: write YYYY-MM-DD, today, tomorrow"),
    ("start", "25:00", "--start '25:00' is not a time; write HH:MM (24-hour)"),
    ("repeat", "every blue moon", "--repeat 'every blue moon' cannot be read"),
    ("until", "2026-01-01", "--until needs --repeat"),
    ("remind", "soon", "--remind 'soon' is not a reminder"),
    ("end", "10:00", "--end needs --start"),
  ])
  func badValuesAreOneLine(_ field: String, _ value: String, _ message: String) {
    var draft = EventDraft(title: "x", date: "2026-12-01")
    switch field {
    case "date": draft.date = value
    case "start": draft.start = value
    case "repeat": draft.recurrence = value
    case "until": draft.until = value
    case "remind": draft.reminders = [value]
    default: draft.end = value
    }
    guard case .failure(let error) = draft.note(today: LocalDate(year: 2026, month: 11, day: 25)!, weekStart: 1) else {
      Issue.record("accepted \(field) \(value)")
      return
    }
    #expect(error.description.hasPrefix(message))
    #expect(!error.description.contains("\n"))
  }

  @Test func eventIDs() throws {
    let note = EventItem(title: "a", date: LocalDate(iso: "2026-11-02")!, file: "planner/work/sync.md", line: 1)
    let elsewhere = EventItem(title: "b", date: LocalDate(iso: "2026-11-02")!, file: "notes/trip.md", line: 1)
    let line = EventItem(title: "c", date: LocalDate(iso: "2026-11-02")!, file: "journal/2026/2026-11-02.md", line: 7)
    let archived = EventItem(
      title: "d", date: LocalDate(iso: "2026-11-02")!, file: "archive/planner/work/sync.md", line: 1)
    #expect(EventID.of(note, plannerFolder: "planner") == "work/sync")
    #expect(EventID.of(elsewhere, plannerFolder: "planner") == "notes/trip")
    #expect(EventID.of(line, plannerFolder: "planner") == "journal/2026/2026-11-02.md:7")
    let all = [note, elsewhere, line, archived]
    #expect(try EventID.resolve("work/sync", in: all, plannerFolder: "planner").get() == note)
    #expect(try EventID.resolve("planner/work/sync.md", in: all, plannerFolder: "planner").get() == note)
    #expect(try EventID.resolve("journal/2026/2026-11-02.md:7", in: all, plannerFolder: "planner").get() == line)
    #expect((try? EventID.resolve("sync", in: all, plannerFolder: "planner").get()) == nil)
  }

  @Test func exdatesSkipOccurrencesAndAreExported() {
    let event = EventItem(
      title: "Standup", date: LocalDate(iso: "2026-11-02")!, start: LocalTime(text: "09:00"), recurrence: "every day",
      file: "planner/s.md", line: 1, exdates: [LocalDate(iso: "2026-11-03")!])
    let days = EventOccurrences.list([event], from: LocalDate(iso: "2026-11-02")!, to: LocalDate(iso: "2026-11-04")!)
      .map(\.date)
    #expect(days == [LocalDate(iso: "2026-11-02")!, LocalDate(iso: "2026-11-04")!])
    var contents = VaultContents()
    contents.events = [event]
    let text = ICalendarExport(
      calendarName: "v", tzid: "Europe/Berlin", zone: FixedZone(offsetSeconds: 3600),
      now: LocalDateTime(text: "2026-11-01T00:00")!
    ).document(contents)
    #expect(text.contains("EXDATE;TZID=Europe/Berlin:20261103T090000\r\n"))
  }
}
