import QuireCore
import Testing

/// Berlin in 2026 with two offsets: +01:00, and +02:00 from 29 March 01:00Z to 25 October 01:00Z.
struct FakeBerlin: ZoneRules {
  static let summerStart: Int64 = Int64(LocalDate(iso: "2026-03-29")!.dayNumber) * 86_400 + 3600
  static let summerEnd: Int64 = Int64(LocalDate(iso: "2026-10-25")!.dayNumber) * 86_400 + 3600

  func secondsFromUTC(at instant: Int64) -> Int {
    instant >= Self.summerStart && instant < Self.summerEnd ? 7200 : 3600
  }
}

@Suite struct ICalendarTests {
  func dt(_ text: String) -> LocalDateTime { LocalDateTime(text: text)! }
  func d(_ text: String) -> LocalDate { LocalDate(iso: text)! }

  func export(_ contents: VaultContents, tzid: String? = "Europe/Berlin", from: LocalDate? = nil, to: LocalDate? = nil)
    -> String
  {
    ICalendarExport(
      calendarName: "Vault", tzid: tzid, zone: FakeBerlin(), now: dt("2026-11-24T08:00"), from: from, to: to
    ).document(contents)
  }

  func lines(_ text: String) -> [String] {
    // Unfold, then split on CRLF.
    text.replacingAll("\r\n ", with: "").split(separator: "\r\n").map(String.init)
  }

  // MARK: - Text

  @Test func escapesText() {
    #expect(ICalendarText.escape("a\\b;c,d\ne\r\nf") == "a\\\\b\\;c\\,d\\ne\\nf")
    #expect(ICalendarText.escape("bell\u{7}tab\t") == "belltab\t")
    #expect(ICalendarText.parameter("Europe/Berlin") == "Europe/Berlin")
    #expect(ICalendarText.parameter("a:b") == "\"a:b\"")
  }

  @Test func foldsAt75OctetsWithoutSplittingCharacters() {
    let content = "SUMMARY:" + String(repeating: "ü", count: 100) + String(repeating: "🎉", count: 30)
    let bytes = ICalendarWriter.fold(content)
    #expect(bytes.suffix(2) == [13, 10])
    var lines: [[UInt8]] = []
    var current: [UInt8] = []
    var i = 0
    while i < bytes.count {
      if bytes[i] == 13, i + 1 < bytes.count, bytes[i + 1] == 10 {
        lines.append(current)
        current = []
        i += 2
      } else {
        #expect(bytes[i] != 10, "bare LF")
        current.append(bytes[i])
        i += 1
      }
    }
    #expect(lines.count > 3)
    for (n, line) in lines.enumerated() {
      #expect(line.count <= 75)
      if n > 0 { #expect(line.first == UInt8(ascii: " ")) }
      // Each physical line is valid UTF-8 on its own.
      let body = n > 0 ? Array(line.dropFirst()) : line
      #expect(String(validating: body, as: UTF8.self) != nil)
    }
    let unfolded = lines.enumerated().flatMap { $0.offset > 0 ? Array($0.element.dropFirst()) : $0.element }
    #expect(String(decoding: unfolded, as: UTF8.self) == content)
    #expect(ICalendarWriter.fold(String(repeating: "a", count: 75)).count == 77)
    #expect(ICalendarWriter.fold(String(repeating: "a", count: 76)).count == 81)
  }

  @Test func durationsAndOffsets() {
    #expect(ICalendarText.duration(minutes: -60) == "-PT1H")
    #expect(ICalendarText.duration(minutes: -10) == "-PT10M")
    #expect(ICalendarText.duration(minutes: -1440) == "-P1D")
    #expect(ICalendarText.duration(minutes: -10080) == "-P1W")
    #expect(ICalendarText.duration(minutes: -(1440 + 150)) == "-P1DT2H30M")
    #expect(ICalendarText.duration(minutes: 540) == "PT9H")
    #expect(ICalendarText.duration(minutes: 0) == "PT0S")
    #expect(ICalendarText.offset(seconds: 3600) == "+0100")
    #expect(ICalendarText.offset(seconds: -16200) == "-0430")
    #expect(ICalendarText.utc(0) == "19700101T000000Z")
  }

  @Test func priorityMapping() {
    let map = Priority.allCases.map(\.icalendarPriority)
    #expect(map == [1, 3, 5, 0, 7, 9])
  }

  // MARK: - Events

  @Test func allDayEventEndsTheDayAfterItsLastDay() {
    var contents = VaultContents()
    contents.events = [
      EventItem(
        title: "Trip", date: d("2026-11-28"), endDate: d("2026-11-29"), allDay: true, file: "planner/trip.md", line: 1),
      EventItem(
        title: "Birthday", date: d("2026-11-26"), allDay: true, recurrence: "every year", file: "planner/b.md", line: 1),
    ]
    let out = lines(export(contents))
    #expect(out.contains("DTSTART;VALUE=DATE:20261128"))
    #expect(out.contains("DTEND;VALUE=DATE:20261130"))
    #expect(out.contains("DTEND;VALUE=DATE:20261127"))
    #expect(out.contains("RRULE:FREQ=YEARLY"))
    #expect(!out.contains("BEGIN:VTIMEZONE"), "no time carries the TZID")
  }

  @Test func timedEventWithZoneRuleAndAlarms() {
    var contents = VaultContents()
    contents.events = [
      EventItem(
        title: "Lecture", date: d("2026-10-12"), start: LocalTime(text: "10:15"), end: LocalTime(text: "11:45"),
        recurrence: "every week on Monday", until: d("2027-02-05"),
        reminders: ["1h before", "10m before", "1d before", "2026-10-12 08:00", "whenever"], kind: "class",
        course: "cs101", location: "Room 1, Building; B", notes: "Bring\nthe laptop\n", file: "planner/lecture.md",
        line: 1)
    ]
    let out = lines(export(contents))
    #expect(out.contains("DTSTART;TZID=Europe/Berlin:20261012T101500"))
    #expect(out.contains("DTEND;TZID=Europe/Berlin:20261012T114500"))
    // UNTIL in UTC for a zoned start: 2027-02-05 23:59 at +01:00.
    #expect(out.contains("RRULE:FREQ=WEEKLY;BYDAY=MO;UNTIL=20270205T225900Z"))
    #expect(out.contains("LOCATION:Room 1\\, Building\\; B"))
    #expect(out.contains("DESCRIPTION:Bring\\nthe laptop"))
    #expect(out.contains("CATEGORIES:class,cs101"))
    #expect(out.contains("TRIGGER:-PT1H"))
    #expect(out.contains("TRIGGER:-PT10M"))
    #expect(out.contains("TRIGGER:-P1D"))
    // 08:00 in Berlin summer time is 06:00Z.
    #expect(out.contains("TRIGGER;VALUE=DATE-TIME:20261012T060000Z"))
    #expect(out.filter { $0 == "BEGIN:VALARM" }.count == 4, "the unreadable reminder is left out")
    #expect(out.contains("DTSTAMP:20261124T070000Z"))
    #expect(out.contains("BEGIN:VTIMEZONE"))
  }

  @Test func floatingVaultHasNoTZID() {
    var contents = VaultContents()
    contents.events = [
      EventItem(
        title: "Sync", date: d("2026-11-24"), start: LocalTime(text: "09:00"), end: LocalTime(text: "09:30"),
        recurrence: "every day", until: d("2026-11-30"), file: "planner/sync.md", line: 1)
    ]
    let text = export(contents, tzid: nil)
    #expect(!text.contains("TZID"))
    #expect(!text.contains("VTIMEZONE"))
    let out = lines(text)
    #expect(out.contains("DTSTART:20261124T090000"))
    #expect(out.contains("RRULE:FREQ=DAILY;UNTIL=20261130T235900"))
  }

  @Test func uidsAreStableAndDistinct() {
    let a = EventItem(
      title: "Standup", date: d("2026-11-19"), start: LocalTime(text: "09:30"), file: "journal/2026-11-19.md", line: 7)
    var moved = a
    moved.line = 12
    moved.start = LocalTime(text: "10:00")
    #expect(ICalendarUID.event(a, plannerOccurrence: 0) == ICalendarUID.event(moved, plannerOccurrence: 0))
    #expect(ICalendarUID.event(a, plannerOccurrence: 0) != ICalendarUID.event(a, plannerOccurrence: 1))
    let note = EventItem(title: "Exam", date: d("2026-12-07"), file: "planner/exam.md", line: 1)
    var renamed = note
    renamed.title = "Midterm"
    renamed.date = d("2026-12-08")
    #expect(ICalendarUID.event(note, plannerOccurrence: 0) == ICalendarUID.event(renamed, plannerOccurrence: 0))
    var contents = VaultContents()
    contents.events = [a, a]
    let uids = lines(export(contents)).filter { $0.hasPrefix("UID:") }
    #expect(uids.count == 2 && uids[0] != uids[1])
  }

  @Test func rangeKeepsSeriesThatTouchIt() {
    var contents = VaultContents()
    contents.events = [
      EventItem(title: "Old", date: d("2026-01-05"), allDay: true, file: "planner/old.md", line: 1),
      EventItem(
        title: "Weekly", date: d("2026-01-05"), allDay: true, recurrence: "every week", file: "planner/w.md", line: 1),
      EventItem(
        title: "Ended", date: d("2026-01-05"), allDay: true, recurrence: "every week", until: d("2026-02-01"),
        file: "planner/e.md", line: 1),
    ]
    let out = lines(export(contents, from: d("2026-11-01"), to: d("2026-11-30")))
    #expect(out.contains("SUMMARY:Weekly"))
    #expect(!out.contains("SUMMARY:Old"))
    #expect(!out.contains("SUMMARY:Ended"))
  }

  // MARK: - Tasks

  func task(_ description: String, status: TaskStatus = .todo, _ edit: (inout TaskFields) -> Void = { _ in })
    -> TaskItem
  {
    var fields = TaskFields(description: description)
    edit(&fields)
    return TaskItem(
      id: "id-" + description.lowercased(), file: "inbox.md", line: 1, status: status, fields: fields, format: .emoji)
  }

  @Test func tasksBecomeTodos() {
    var contents = VaultContents()
    contents.tasks = [
      task("Report") {
        $0.due = LocalDate(iso: "2026-11-25")
        $0.dueTime = LocalTime(text: "17:00")
        $0.start = LocalDate(iso: "2026-11-20")
        $0.priority = .high
        $0.reminders = [.beforeDue(minutes: 60)]
        $0.recurrence = "every week"
      },
      task("Laundry", status: .inProgress) {
        $0.recurrence = "every week when done"
        $0.due = LocalDate(iso: "2026-11-26")
      },
      task("Filed", status: .done) {
        $0.due = LocalDate(iso: "2026-11-20")
        $0.done = LocalDate(iso: "2026-11-21")
        $0.priority = .lowest
      },
      task("Closed undated", status: .done),
      task("Dropped", status: .cancelled) { $0.due = LocalDate(iso: "2026-11-22") },
    ]
    let out = lines(export(contents))
    #expect(out.filter { $0 == "BEGIN:VTODO" }.count == 4)
    #expect(out.contains("UID:task-id-report@quire"))
    #expect(out.contains("DUE;TZID=Europe/Berlin:20261125T170000"))
    #expect(out.contains("DTSTART;TZID=Europe/Berlin:20261120T000000"))
    #expect(out.contains("PRIORITY:3"))
    #expect(out.contains("PRIORITY:9"))
    #expect(out.contains("RRULE:FREQ=WEEKLY"))
    #expect(out.filter { $0.hasPrefix("RRULE:") }.count == 1, "a when-done rule has no RRULE")
    // 16:00 Berlin winter time.
    #expect(out.contains("TRIGGER;VALUE=DATE-TIME:20261125T150000Z"))
    #expect(out.contains("STATUS:IN-PROCESS"))
    #expect(out.contains("STATUS:COMPLETED"))
    #expect(out.contains("STATUS:CANCELLED"))
    #expect(out.contains("DUE;VALUE=DATE:20261126"))
    #expect(out.contains("COMPLETED:20261120T230000Z"))
    #expect(!out.contains("SUMMARY:Closed undated"))
    let without = ICalendarExport(
      calendarName: "V", tzid: nil, zone: FakeBerlin(), now: dt("2026-11-24T08:00"), includeTasks: false)
    #expect(!without.document(contents).contains("VTODO"))
  }

  /// A task with a scheduled date and no start date carries it as DTSTART (the only other date a
  /// VTODO has); a start date wins over it.
  @Test func aScheduledDateIsTheStartOfATaskWithout() {
    var contents = VaultContents()
    contents.tasks = [
      task("Plan") { $0.scheduled = LocalDate(iso: "2026-11-30") },
      task("Both") {
        $0.scheduled = LocalDate(iso: "2026-11-30")
        $0.start = LocalDate(iso: "2026-11-29")
      },
    ]
    let out = lines(export(contents))
    #expect(out.filter { $0 == "BEGIN:VTODO" }.count == 2)
    #expect(out.filter { $0.hasPrefix("DTSTART") } == ["DTSTART;VALUE=DATE:20261130", "DTSTART;VALUE=DATE:20261129"])
  }

  /// A recurring task done twice leaves two done lines beside its open copy (as `quire done`
  /// writes them): only the open copy carries the series; a done or cancelled occurrence is
  /// exported as itself, without RRULE (else a calendar app shows a completed series per line).
  @Test func onlyTheOpenCopyOfARecurringTaskCarriesItsRule() {
    var contents = VaultContents()
    contents.tasks = [
      task("Water plants") {
        $0.recurrence = "every week"
        $0.due = LocalDate(iso: "2026-11-28")
      },
      task("Water plants", status: .done) {
        $0.recurrence = "every week"
        $0.due = LocalDate(iso: "2026-11-21")
        $0.done = LocalDate(iso: "2026-11-21")
      },
      task("Water plants", status: .cancelled) {
        $0.recurrence = "every week"
        $0.due = LocalDate(iso: "2026-11-14")
      },
    ]
    let out = lines(export(contents))
    #expect(out.filter { $0 == "BEGIN:VTODO" }.count == 3)
    #expect(out.filter { $0.hasPrefix("RRULE:") } == ["RRULE:FREQ=WEEKLY"])
    let open = out.firstIndex(of: "DUE;VALUE=DATE:20261128")!
    #expect(out[open...].prefix { $0 != "END:VTODO" }.contains("RRULE:FREQ=WEEKLY"), "the open copy's")
  }

  // MARK: - Zone

  @Test func vtimezoneFromTwoOffsets() {
    let zone = VTimeZone(tzid: "Europe/Berlin", zone: FakeBerlin(), years: 2026...2026)
    #expect(
      zone.observances == [
        .init(isDaylight: false, start: dt("2026-01-01T00:00"), offsetFrom: 3600, offsetTo: 3600),
        .init(isDaylight: true, start: dt("2026-03-29T02:00"), offsetFrom: 3600, offsetTo: 7200),
        .init(isDaylight: false, start: dt("2026-10-25T03:00"), offsetFrom: 7200, offsetTo: 3600),
      ])
    var w = ICalendarWriter()
    zone.write(into: &w)
    #expect(
      w.text
        == [
          "BEGIN:VTIMEZONE", "TZID:Europe/Berlin",
          "BEGIN:STANDARD", "DTSTART:20260101T000000", "TZOFFSETFROM:+0100", "TZOFFSETTO:+0100", "END:STANDARD",
          "BEGIN:DAYLIGHT", "DTSTART:20260329T020000", "TZOFFSETFROM:+0100", "TZOFFSETTO:+0200", "END:DAYLIGHT",
          "BEGIN:STANDARD", "DTSTART:20261025T030000", "TZOFFSETFROM:+0200", "TZOFFSETTO:+0100", "END:STANDARD",
          "END:VTIMEZONE",
        ].map { $0 + "\r\n" }.joined())
    let fixed = VTimeZone(tzid: "Asia/Kolkata", zone: FixedZone(offsetSeconds: 19_800), years: 2026...2027)
    #expect(fixed.observances.count == 1)
  }

  @Test func documentIsDeterministicAndWrapped() {
    var contents = VaultContents()
    contents.events = [
      EventItem(title: "A", date: d("2026-11-24"), start: LocalTime(text: "09:00"), file: "planner/a.md", line: 1)
    ]
    let text = export(contents)
    #expect(text == export(contents))
    #expect(
      text.hasPrefix(
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Quire//Quire//EN\r\nCALSCALE:GREGORIAN\r\nX-WR-CALNAME:Vault\r\n"))
    #expect(text.hasSuffix("END:VCALENDAR\r\n"))
  }
}

extension String {
  fileprivate func replacingAll(_ target: String, with replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
