import Foundation
import QuireTestSupport
import Testing

/// `quire timer` scripted through standard input on a fixed clock (`--now`): `wait` runs to the
/// phase end, `tick D` moves the clock, `c`/`e`/`q` decide. Deterministic, so the whole output is compared.
@Suite struct TimerCommandTests {
  /// Runs quire with `input` on standard input.
  static func run(_ arguments: [String], input: String, in directory: URL) throws -> QuireResult {
    try QuireProcess.run(arguments, in: directory, input: input)
  }

  @Test func aScriptedSessionLogsEachStudyPhaseInTheDaysNote() throws {
    let v = try TemporaryVault(copying: RepositoryPaths.samples)
    let before = String(decoding: try v.read("journal/2026/2026-11-24.md"), as: UTF8.self)
    let result = try Self.run(
      ["--now", "2026-11-24T14:00", "timer", "--cycles", "2"], input: "wait\nc\ntick 2m\ne\nwait\nbogus\nc\nwait\nc\n",
      in: v.url)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout == """
        study 1/2 from 14:00 to 14:25
        study 1/2 over at 14:25 — c: take the break, e: 5m more, q: end
        logged 14:00–14:25 Study [study:: 25m] in journal/2026/2026-11-24.md:33
        break 1/2 from 14:25 to 14:30
        break 1/2 extended to 14:35
        break 1/2 over at 14:35 — c: study on, e: 5m more, q: end
        study 2/2 from 14:35 to 15:00
        study 2/2 over at 15:00 — c: finish, e: 5m more, q: end
        logged 14:35–15:00 Study [study:: 25m] in journal/2026/2026-11-24.md:34
        session over: 2 study phases, 50m studied

        """)
    // Each phase end is a notification (here the terminal fallback on standard error).
    #expect(
      result.stderr == """
        Quire timer: Study 1 is over: go on, extend by 5m, or end
        Quire timer: Break 1 is over: go on, extend by 5m, or end
        quire: unknown timer command 'bogus'; use c (go on), e (extend), q (end), tick DURATION or wait
        Quire timer: Study 2 is over: go on, extend by 5m, or end

        """)
    let after = String(decoding: try v.read("journal/2026/2026-11-24.md"), as: UTF8.self)
    #expect(after == before + "- 14:00–14:25 Study [study:: 25m]\n- 14:35–15:00 Study [study:: 25m]\n")
  }

  @Test func theEndOfInputEndsTheSessionAndANewDayGetsANote() throws {
    let v = try TemporaryVault(copying: RepositoryPaths.samples)
    let result = try Self.run(
      ["--now", "2026-11-30T09:00", "timer", "--study", "50m", "--break", "10m"], input: "tick 20m\n", in: v.url)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.hasSuffix(
        "logged 09:00–09:20 Study [study:: 20m] in journal/2026/2026-11-30.md:25\nsession over: 1 study phase, 20m studied\n"
      ))
    let note = String(decoding: try v.read("journal/2026/2026-11-30.md"), as: UTF8.self)
    #expect(note.hasSuffix("## Day planner\n\n- 09:00–09:20 Study [study:: 20m]\n"))
  }

  /// `--today` used to be ignored, so the session went into `--now`'s day (or the system's).
  @Test func todayPinsTheDayTheSessionIsLoggedIn() throws {
    let v = try TemporaryVault(copying: RepositoryPaths.samples)
    let result = try Self.run(
      ["--now", "2026-11-24T14:00", "--today", "2026-11-30", "timer", "--study", "50m"], input: "tick 20m\n", in: v.url)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("logged 14:00–14:20 Study [study:: 20m] in journal/2026/2026-11-30.md:25"))
    #expect(
      try v.read("journal/2026/2026-11-24.md")
        == (try Data(contentsOf: RepositoryPaths.samples.appendingPathComponent("journal/2026/2026-11-24.md"))))
  }

  @Test func badDurationsAreUsageErrors() throws {
    let v = try TemporaryVault(copying: RepositoryPaths.samples)
    let result = try Self.run(["--now", "2026-11-30T09:00", "timer", "--study", "soon"], input: "", in: v.url)
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("Error: --study 'soon' is not a duration"))
  }
}
