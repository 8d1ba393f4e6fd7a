import Foundation
import QuireCore
import QuireKit
import QuireTestSupport
import Testing

/// `quire timer`'s session on a manual clock, driven by scripted lines instead of a terminal.
@Suite struct TimerSessionTests {
  func run(_ lines: [String], at start: String, settings: StudyTimer.Settings) throws -> (
    ReviewLoopTests.Lines, [String], String
  ) {
    let v = try TemporaryVault()
    try v.write(".quire/config.yaml", "timezone: UTC\n")
    let vault = Vault(root: v.url.path)
    let clock = ManualClock(wall: LocalDateTime(text: start)!, zone: FixedZone(offsetSeconds: 0))
    let out = ReviewLoopTests.Lines()
    let notes = ReviewLoopTests.Lines()
    let session = TimerSession(
      settings: settings, vault: vault,
      templates: try TemplateSet(builtIn: RepositoryPaths.templates.path, vaultRoot: vault.root),
      notifier: Notifier(method: .terminal, terminal: { notes.output.line($0) }), clock: clock, fixed: clock,
      style: Style(enabled: false), output: out.output)
    var input = ScriptedLines(lines)
    try session.runOnLines(&input)
    let day = String(start.prefix(10))
    let note = String(decoding: try v.read("journal/\(day.prefix(4))/\(day).md"), as: UTF8.self)
    return (out, notes.stdout, note)
  }

  @Test func waitTickAndExtendOnAManualClock() throws {
    let (out, notified, note) = try run(
      ["wait", "c", "tick 2m", "e", "wait", "bogus", "q"], at: "2026-11-24T14:00",
      settings: StudyTimer.Settings(study: 25 * 60, breakLength: 5 * 60, cycles: 2))
    #expect(
      out.stdout == [
        "study 1/2 from 14:00 to 14:25",
        "study 1/2 over at 14:25 — c: take the break, e: 5m more, q: end",
        "logged 14:00–14:25 Study [study:: 25m] in journal/2026/2026-11-24.md:\(note.split(separator: "\n", omittingEmptySubsequences: false).count - 1)",
        "break 1/2 from 14:25 to 14:30",
        "break 1/2 extended to 14:35",
        "break 1/2 over at 14:35 — c: study on, e: 5m more, q: end",
        "session over: 1 study phase, 25m studied",
      ])
    #expect(
      out.stderr == ["quire: unknown timer command 'bogus'; use c (go on), e (extend), q (end), tick DURATION or wait"])
    #expect(notified.count == 2)
    #expect(note.hasSuffix("- 14:00–14:25 Study [study:: 25m]\n"))
  }

  @Test func theEndOfInputEndsTheSession() throws {
    let (out, _, note) = try run(
      ["tick 20m"], at: "2026-11-30T09:00", settings: StudyTimer.Settings(study: 50 * 60, breakLength: 600, cycles: nil)
    )
    #expect(out.stdout.last == "session over: 1 study phase, 20m studied")
    #expect(note.hasSuffix("- 09:00–09:20 Study [study:: 20m]\n"))
  }
}
