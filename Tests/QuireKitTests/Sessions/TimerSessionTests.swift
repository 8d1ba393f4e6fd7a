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
      output: out.output)
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

  /// On a terminal's keys: a countdown line redrawn in place between keys, cleared before each
  /// line the session writes; `q` ends the session.
  @Test func keysRedrawTheCountdownAndClearItBeforeALine() throws {
    let v = try TemporaryVault()
    try v.write(".quire/config.yaml", "timezone: UTC\n")
    let vault = Vault(root: v.url.path)
    let clock = ManualClock(wall: LocalDateTime(text: "2026-11-24T14:00")!, zone: FixedZone(offsetSeconds: 0))
    let log = LockedLines()
    let output = SessionOutput(
      line: { log.append("line " + $0) }, error: { log.append("error " + $0) },
      status: { log.append("status " + ($0 ?? "(cleared)")) }, bold: { "*" + $0 + "*" })
    let session = TimerSession(
      settings: StudyTimer.Settings(study: 25 * 60, breakLength: 5 * 60, cycles: 1), vault: vault,
      templates: try TemplateSet(builtIn: RepositoryPaths.templates.path, vaultRoot: vault.root),
      notifier: Notifier(method: .terminal, terminal: { _ in }), clock: clock, fixed: nil, output: output)
    // The whole phase passes while the session waits for a key; then `x` (no command) and `q`.
    var keys = ScriptedKeys([(25 * 60, .timedOut), (0, .key("x")), (0, .key("q"))], clock: clock)
    try session.runOnKeys(&keys)
    #expect(
      log.all == [
        "line *study 1/1* from 14:00 to 14:25",
        "status study 1/1  *25:00* left   e: extend  q: end",
        "status (cleared)",
        "line study 1/1 over at 14:25 — c: finish, e: 5m more, q: end",
        "line logged 14:00–14:25 Study [study:: 25m] in journal/2026/2026-11-24.md:\(try Self.lineCount(v) - 1)",
        "line session over: 1 study phase, 25m studied",
      ])
  }

  static func lineCount(_ v: TemporaryVault) throws -> Int {
    String(decoding: try v.read("journal/2026/2026-11-24.md"), as: UTF8.self)
      .split(separator: "\n", omittingEmptySubsequences: false).count
  }
}

/// Keys given in advance, each after moving a manual clock on by some seconds; then the end of input.
struct ScriptedKeys: KeySource {
  private var steps: IndexingIterator<[(Int, KeyWait)]>
  let clock: ManualClock

  init(_ steps: [(Int, KeyWait)], clock: ManualClock) {
    self.steps = steps.makeIterator()
    self.clock = clock
  }

  mutating func nextKey(waitingAtMost milliseconds: Int) -> KeyWait {
    guard let (seconds, wait) = steps.next() else { return .closed }
    clock.set(wallSeconds: clock.wallSeconds() + seconds)
    return wait
  }
}
