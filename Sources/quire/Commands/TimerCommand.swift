import ArgumentParser
import Foundation
import QuireCore
import QuireKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `quire timer [--study 25m] [--break 5m] [--cycles N]`: a study timer.
///
/// On a terminal it counts down and reads single keys (c go on, e extend, q end). Otherwise it
/// reads one command a line from standard input (`c`/`continue`, `e`/`extend`, `q`/`end`). With
/// a fixed clock (`--now`, `$QUIRE_NOW`) time moves only by `tick DURATION` and `wait` (to the
/// running phase's end) lines, so a script or a test runs a whole session in no time.
struct TimerCommand: VaultCommand {
  /// Creates or changes notes: refused in a folder that is no vault (`VaultCommand.writesNotes`).
  static let writesNotes = true

  static let configuration = CommandConfiguration(
    commandName: "timer",
    abstract:
      "A study timer: study and break phases, a notification at each phase end, study time logged in the day's note.")

  @OptionGroup var global: GlobalOptions

  @Option(help: ArgumentHelp("Length of a study phase (25m, 1h, 50).", valueName: "duration"))
  var study = "25m"

  @Option(
    name: .customLong("break"),
    help: ArgumentHelp("Length of a break, and of an extension (5m).", valueName: "duration"))
  var breakLength = "5m"

  @Option(help: ArgumentHelp("Number of study phases (default: until ended).", valueName: "n"))
  var cycles: Int?

  @Option(
    help: ArgumentHelp(
      "The course studied for: each phase is logged with its tag and counts towards its study budget.",
      valueName: "code"))
  var course: String?

  func validate() throws {
    guard let s = StudyLog.seconds(study), s > 0 else {
      throw ValidationError("--study '\(study)' is not a duration; write 25m, 1h or 1h30m")
    }
    guard let b = StudyLog.seconds(breakLength), b > 0 else {
      throw ValidationError("--break '\(breakLength)' is not a duration; write 5m or 10m")
    }
    _ = (s, b)
    if let cycles, cycles < 1 { throw ValidationError("--cycles must be 1 or more") }
  }

  func run() throws {
    try withVault { context in
      let (root, vault) = (context.root, context.vault)
      let (clock, fixed) = try root.timerClock(for: vault)
      let style = Style(enabled: root.color)
      // The countdown line is redrawn in place: back to the line's start, erase to its end.
      let output = SessionOutput(
        line: { Output.line($0) }, error: { Output.error($0) }, status: { Output.write("\r\u{1B}[K" + ($0 ?? "")) },
        bold: { style.bold($0) })
      let session = TimerSession(
        settings: StudyTimer.Settings(
          study: StudyLog.seconds(study)!, breakLength: StudyLog.seconds(breakLength)!, cycles: cycles),
        vault: vault, templates: try root.templates(for: vault),
        notifier: root.notifier(for: vault.config),
        clock: clock, fixed: fixed, output: output)
      if let course {
        let code = course.lowercased().trimmingPrefix("#")
        guard context.reader.courses().contains(where: { $0.code == code }) else {
          throw UserError("no course '\(course)' in this vault; 'quire course list' shows the codes")
        }
        session.course = String(code)
      }
      if fixed == nil, isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 {
        var keys = TimerKeys()
        defer { keys.restore() }
        try session.runOnKeys(&keys)
      } else {
        var lines = StandardInputLines()
        try session.runOnLines(&lines)
      }
    }
  }
}
