import QuireCore
import Testing

/// Each kind's code, severity and message; the messages are the words `quire check` has always printed.
@Suite struct DiagnosticKindTests {
  @Test(arguments: [
    (
      DiagnosticKind.badWeekStart("friday"), "bad-config", Severity.error,
      "week_start 'friday' is not monday, sunday or saturday"
    ),
    (
      .unknownTimeZone("Mars/Olympus"), "bad-config", .warning,
      "time zone 'Mars/Olympus' is unknown; using the system's (write an IANA name such as Europe/Berlin)"
    ),
    (.brokenSymlink, "broken-symlink", .warning, "symlink leads nowhere (or loops); not followed"),
    (.symlinkOutside, "symlink-outside", .warning, "symlink points outside the vault; not followed"),
    (
      .recurrenceNeverOccurs(rule: "every February on the 30th", outcome: "the task gets no next copy"),
      "recurrence-never-occurs", .warning,
      "the recurrence 'every February on the 30th' never occurs: no date matches it, so the task gets no next copy; see docs/recurrence.md"
    ),
    (
      .cardCut(twoWay: true, line: 4, separator: "::"), "card-cut", .warning,
      "the two-way multi-line card here is not read: line 4 holds '::', which makes that line a card of its own (as in the obsidian-spaced-repetition plugin); put a blank line before line 4, or write its colons as &#58;"
    ),
    (.importWrite(description: "disk full"), "import-write", .error, "disk full"),
    (.notADate(key: "date", value: "soon"), "bad-date", .error, "'date: soon' is not a date; write YYYY-MM-DD"),
    (
      .badOnCompletion("later"), "bad-on-completion", .warning,
      "'later' is not an on-completion action; write keep or delete"
    ),
    (
      .badAmount(date: "2026-11-01", amount: "+5OO", looksLikeAmount: true), "bad-amount", .error,
      "progress amount '+5OO' is not a number; write '- 2026-11-01 +AMOUNT NOTE', such as '- 2026-11-01 +500 bought at 98.40'"
    ),
    (
      .badAmount(date: "2026-11-01", amount: "went", looksLikeAmount: false), "bad-amount", .warning,
      "progress amount 'went' is not a number; write '- 2026-11-01 +AMOUNT NOTE', such as '- 2026-11-01 +500 bought at 98.40'"
    ),
  ])
  func kindHasItsCodeSeverityAndMessage(kind: DiagnosticKind, code: String, severity: Severity, message: String) {
    #expect(kind.code.rawValue == code)
    #expect(kind.severity == severity)
    #expect(kind.message == message)
  }

  /// The words `Sources/QuireCore/Interop/ICalendar/ICalendarImport.swift` writes, with sample values.
  @Test(arguments: [
    (
      DiagnosticKind.icsCancelled(title: "Lab"), "ics-cancelled",
      "VEVENT 'Lab' is cancelled (STATUS:CANCELLED); not imported"
    ),
    (
      .icsDuplicateEventUID(firstLine: 12), "ics-duplicate-uid", "VEVENT repeats the UID of the one at line 12; skipped"
    ),
    (.icsDuplicateTaskUID, "ics-duplicate-uid", "VTODO repeats a UID seen before; skipped"),
    (
      .icsDuplicateOverride(day: "2026-11-25"), "ics-duplicate-uid",
      "a second override of 2026-11-25 for the same UID; skipped"
    ),
    (.icsUnsupportedComponent("VJOURNAL"), "ics-unsupported", "VJOURNAL is not imported (only VEVENT and VTODO are)"),
    (.icsEventNoUID, "ics-no-uid", "VEVENT has no UID; skipped (a calendar needs it to find the event again)"),
    (.icsTaskNoUID, "ics-no-uid", "VTODO has no UID; skipped"),
    (.icsNoDTStart, "ics-no-dtstart", "VEVENT has no DTSTART; skipped"),
    (
      .icsBadTime(property: "DTSTART", value: "x", expected: "a date or date-time", outcome: "VEVENT skipped"),
      "ics-bad-time", "DTSTART 'x' is not a date or date-time; VEVENT skipped"
    ),
    (
      .icsBadTime(property: "DTEND", value: "x", expected: "a date-time like DTSTART", outcome: "ignored"),
      "ics-bad-time", "DTEND 'x' is not a date-time like DTSTART; ignored"
    ),
    (.icsBadDuration("1h"), "ics-bad-duration", "DURATION '1h' is not a duration such as PT1H; ignored"),
    (.icsRDate, "ics-unsupported", "RDATE at another time of day than DTSTART is listed at DTSTART's time"),
    (.icsThisAndFuture, "ics-unsupported", "RANGE=THISANDFUTURE is read as changing this one occurrence only"),
    (
      .icsBadRRule(rule: "FREQ=SOMETIMES", error: "bad FREQ", outcome: "the event is imported once"), "ics-bad-rrule",
      "RRULE 'FREQ=SOMETIMES' cannot be read (bad FREQ); the event is imported once"
    ),
    (
      .icsRRuleZone(dayShift: -1), "ics-rrule-zone",
      "in the vault's zone the event starts 1 day earlier; the rule's month days and numbered weekdays are kept as written, check them"
    ),
    (
      .icsRRuleZone(dayShift: 2), "ics-rrule-zone",
      "in the vault's zone the event starts 2 days later; the rule's month days and numbered weekdays are kept as written, check them"
    ),
    (.icsAlarmNoTrigger, "ics-bad-alarm", "VALARM has no TRIGGER; ignored"),
    (
      .icsBadTrigger("soon", expected: "a duration such as -PT15M"), "ics-bad-alarm",
      "TRIGGER 'soon' is not a duration such as -PT15M; alarm ignored"
    ),
    (
      .icsAlarmAfterStart("PT1H"), "ics-bad-alarm",
      "TRIGGER 'PT1H' fires after the start of a repeating event, which Quire cannot say; alarm ignored"
    ),
    (.icsAlarmEnd, "ics-alarm-end", "TRIGGER relative to the end is read as relative to the start"),
    (
      .icsAlarmWithoutDue("-PT15M"), "ics-bad-alarm",
      "TRIGGER '-PT15M' of a task without DUE cannot be placed; alarm ignored"
    ),
    (
      .icsUnknownTZID("Mars/Olympus"), "ics-unknown-tzid",
      "unknown TZID 'Mars/Olympus'; the time is read as the vault's local time"
    ),
  ])
  func icalendarImportKindIsAWarningWithItsWords(kind: DiagnosticKind, code: String, message: String) {
    #expect(kind.code.rawValue == code)
    #expect(kind.severity == .warning)
    #expect(kind.message == message)
  }

  @Test func diagnosticTakesCodeMessageAndSeverityFromItsKind() {
    let d = Diagnostic(file: "a.md", line: 3, column: 7, .badTaskDate("2026-02-30"))
    #expect(d.code == "bad-date")
    #expect(d.severity == .error)
    #expect(d.formatted == "a.md:3:7: error: '2026-02-30' is not a real date; write YYYY-MM-DD")
    #expect(Diagnostic(file: "a.md", line: nil, .binary, severity: .error).severity == .error)
  }

  @Test func codesAreLowerCaseWordsWithASummaryEach() {
    for code in DiagnosticKind.Code.allCases {
      #expect(code.rawValue.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(code.rawValue)")
      #expect(!code.summary.isEmpty && code.summary.first?.isUppercase == false, "\(code.rawValue)")
    }
  }

  @Test func spelledOutTaskProblemEqualsTheParsersOnlyWhenItsWordsDo() {
    let problem = TaskFieldProblem(offset: 4, .badReminder("next week"))
    #expect(TaskFieldProblem(offset: 4, code: problem.code, message: problem.message) == problem)
    #expect(TaskFieldProblem(offset: 4, code: problem.code, message: "'next week' is bad") != problem)
  }
}
