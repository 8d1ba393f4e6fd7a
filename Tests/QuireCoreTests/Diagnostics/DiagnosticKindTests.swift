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
