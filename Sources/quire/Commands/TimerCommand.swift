import ArgumentParser
import Foundation
import QuireCore
import QuireKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `quire timer [--study 25m] [--break 5m] [--cycles N]`: a study timer (issue 5, item 5).
///
/// On a terminal it counts down and reads single keys (c go on, e extend, q end). Otherwise it
/// reads one command a line from standard input (`c`/`continue`, `e`/`extend`, `q`/`end`). With
/// a fixed clock (`--now`, `$QUIRE_NOW`) time moves only by `tick DURATION` and `wait` (to the
/// running phase's end) lines, so a script or a test runs a whole session in no time.
struct TimerCommand: VaultCommand {
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
      let clock = try context.clock
      // A fixed clock (`--now`) moves only by the session's `tick` and `wait` lines.
      let fixed = clock as? ManualClock
      let session = TimerSession(
        settings: StudyTimer.Settings(
          study: StudyLog.seconds(study)!, breakLength: StudyLog.seconds(breakLength)!, cycles: cycles),
        vault: vault, templates: try root.templates(for: vault),
        notifier: Notifier(config: vault.config, environment: root.environment),
        clock: clock, fixed: fixed, style: Style(enabled: root.color))
      if fixed == nil, isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 {
        try session.runOnTerminal()
      } else {
        try session.runOnLines()
      }
    }
  }
}

/// One timer session: the state machine, a clock, and what each event does (print, notify, log).
final class TimerSession {
  var timer: StudyTimer
  let vault: Vault
  let templates: TemplateSet
  let notifier: Notifier
  /// The vault's clock; read in wall seconds.
  let clock: any QuireClock
  /// The same clock when it is fixed, moved only by `tick`/`wait` lines; `nil` when it runs.
  let fixed: ManualClock?
  let style: Style
  /// Set while the terminal countdown line is on screen (it is cleared before other output).
  var countdownShown = false

  init(
    settings: StudyTimer.Settings, vault: Vault, templates: TemplateSet, notifier: Notifier, clock: any QuireClock,
    fixed: ManualClock?, style: Style
  ) {
    self.vault = vault
    self.templates = templates
    self.notifier = notifier
    self.clock = clock
    self.fixed = fixed
    self.style = style
    timer = StudyTimer(settings: settings, now: clock.wallSeconds())
  }

  var now: Int { clock.wallSeconds() }

  // MARK: - Events

  func label(_ phase: StudyTimer.Phase, _ cycle: Int) -> String {
    let of = timer.settings.cycles.map { "/\($0)" } ?? ""
    return "\(phase == .study ? "study" : "break") \(cycle)\(of)"
  }

  static func wall(_ seconds: Int) -> LocalDateTime { LocalDateTime(wallSeconds: seconds) }

  func say(_ text: String) {
    if countdownShown {
      Output.write("\r\u{1B}[K")
      countdownShown = false
    }
    Output.line(text)
  }

  func handle(_ events: [StudyTimer.Event]) throws {
    for event in events {
      switch event {
      case .started(let phase, let cycle, let at, let ends):
        say("\(style.bold(label(phase, cycle))) from \(Self.wall(at).time) to \(Self.wall(ends).time)")
      case .over(let phase, let cycle, let at):
        let extend = StudyLog.text(seconds: timer.settings.breakLength)
        let next: String
        if phase == .study, let cycles = timer.settings.cycles, cycle >= cycles {
          next = "c: finish"
        } else {
          next = phase == .study ? "c: take the break" : "c: study on"
        }
        say("\(label(phase, cycle)) over at \(Self.wall(at).time) — \(next), e: \(extend) more, q: end")
        notifier.send(
          title: "Quire timer",
          body: "\(phase == .study ? "Study" : "Break") \(cycle) is over: go on, extend by \(extend), or end")
      case .extended(let phase, let cycle, let ends):
        say("\(label(phase, cycle)) extended to \(Self.wall(ends).time)")
      case .studied(_, let from, let to):
        do {
          let contents = VaultLoader(vault: vault).load()
          let written = try StudyLogWriter(vault: vault, templates: templates).log(
            from: Self.wall(from), to: Self.wall(to), contents: contents)
          say("logged \(written.text.dropFirst(2)) in \(written.file):\(written.line)")
        } catch let error as QuireKitError {
          // The session goes on; the study time is shown so it can be written by hand.
          Output.error("quire: error: cannot log the study phase: \(error.description)")
        }
      case .finished(_, let phases, let seconds):
        say(
          "session over: \(phases) study phase\(phases == 1 ? "" : "s"), \(seconds == 0 ? "0m" : StudyLog.text(seconds: seconds)) studied"
        )
      }
    }
  }

  static func command(_ word: String) -> StudyTimer.Command? {
    switch word.lowercased() {
    case "c", "continue", "go", "next": return .goOn
    case "e", "extend": return .extend
    case "q", "quit", "end", "stop": return .end
    default: return nil
    }
  }

  // MARK: - Lines (a pipe, a script, a test)

  func runOnLines() throws {
    try handle(timer.startEvents)
    var inputClosed = false
    while !timer.isFinished {
      if let fixed {
        let t = fixed.wallSeconds()
        guard let line = readLine() else {
          // Nothing more to read and no clock to wait on: the session ends now.
          try handle(timer.handle(.end, at: t))
          break
        }
        let words = line.split(separator: " ").map(String.init)
        guard let first = words.first else { continue }
        switch first.lowercased() {
        case "tick":
          guard words.count == 2, let seconds = StudyLog.seconds(words[1]) else {
            Output.error("quire: 'tick' needs a duration, like 'tick 5m'")
            continue
          }
          fixed.set(wallSeconds: t + seconds)
          try handle(timer.advance(to: t + seconds))
        case "wait":
          if let deadline = timer.nextDeadline {
            fixed.set(wallSeconds: max(t, deadline))
            try handle(timer.advance(to: max(t, deadline)))
          }
        default:
          guard let command = Self.command(first) else {
            Output.error(
              "quire: unknown timer command '\(first)'; use c (go on), e (extend), q (end), tick DURATION or wait")
            continue
          }
          try handle(timer.handle(command, at: t))
        }
        continue
      }
      // The system clock: wait for a line or the phase end, whichever comes first.
      if inputClosed {
        if let deadline = timer.nextDeadline { sleepUntil(deadline) }
        try handle(timer.advance(to: now))
        if case .waiting = timer.state { try handle(timer.handle(.end, at: now)) }
        continue
      }
      let timeout = timer.nextDeadline.map { max(0, $0 - now) * 1000 } ?? -1
      if waitForInput(milliseconds: timeout) {
        guard let line = readLine() else {
          inputClosed = true
          continue
        }
        try handle(timer.advance(to: now))
        let word = line.split(separator: " ").first.map(String.init) ?? ""
        if word.isEmpty { continue }
        if let command = Self.command(word) {
          try handle(timer.handle(command, at: now))
        } else {
          Output.error("quire: unknown timer command '\(word)'; use c (go on), e (extend) or q (end)")
        }
      } else {
        try handle(timer.advance(to: now))
      }
    }
  }

  func sleepUntil(_ deadline: Int) {
    while now < deadline { usleep(UInt32(min(1_000_000, max(1, deadline - now) * 1_000_000))) }
  }

  /// Whether standard input has something to read within `milliseconds` (-1: wait as long as it takes).
  func waitForInput(milliseconds: Int) -> Bool {
    var fds = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    let ready = poll(&fds, 1, Int32(clamping: milliseconds))
    return ready > 0
  }

  // MARK: - Terminal (single keys, a countdown line)

  func runOnTerminal() throws {
    var saved = termios()
    tcgetattr(STDIN_FILENO, &saved)
    var raw = saved
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
    tcsetattr(STDIN_FILENO, TCSANOW, &raw)
    TerminalState.saved = saved
    signal(SIGINT) { _ in
      if var s = TerminalState.saved { tcsetattr(STDIN_FILENO, TCSANOW, &s) }
      _exit(130)
    }
    defer {
      tcsetattr(STDIN_FILENO, TCSANOW, &saved)
      TerminalState.saved = nil
    }
    try handle(timer.startEvents)
    while !timer.isFinished {
      try handle(timer.advance(to: now))
      if let left = timer.remaining(at: now), case .running(let phase, let cycle, _, _) = timer.state {
        let text = String(format: "%02d:%02d", left / 60, left % 60)
        Output.write("\r\u{1B}[K\(label(phase, cycle))  \(style.bold(text)) left   e: extend  q: end")
        countdownShown = true
      }
      guard waitForInput(milliseconds: 250) else { continue }
      var byte: UInt8 = 0
      guard read(STDIN_FILENO, &byte, 1) == 1 else { break }
      if let command = Self.command(String(UnicodeScalar(byte))) { try handle(timer.handle(command, at: now)) }
    }
  }
}

/// The terminal settings to restore when Ctrl-C ends the timer.
enum TerminalState {
  nonisolated(unsafe) static var saved: termios?
}
