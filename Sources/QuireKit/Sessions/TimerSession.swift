import Foundation
import QuireCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One timer session: the state machine, a clock, and what each event does (print, notify, log).
public final class TimerSession {
  var timer: StudyTimer
  let vault: Vault
  let templates: TemplateSet
  let notifier: Notifier
  /// The vault's clock; read in wall seconds.
  let clock: any QuireClock
  /// The same clock when it is fixed, moved only by `tick`/`wait` lines; `nil` when it runs.
  let fixed: ManualClock?
  let output: SessionOutput
  /// Set while the countdown line is shown (it is cleared before other output).
  var countdownShown = false
  /// The course the study is for (`--course`): its code tags each logged phase.
  public var course: String?

  /// A session of `settings` on `clock` (`fixed` when it is a fixed clock, moved by `tick` and
  /// `wait` lines), logging study time in `vault`'s day notes and writing to `output`.
  public init(
    settings: StudyTimer.Settings, vault: Vault, templates: TemplateSet, notifier: Notifier, clock: any QuireClock,
    fixed: ManualClock?, output: SessionOutput
  ) {
    self.output = output
    self.vault = vault
    self.templates = templates
    self.notifier = notifier
    self.clock = clock
    self.fixed = fixed
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
      output.status(nil)
      countdownShown = false
    }
    output.line(text)
  }

  func handle(_ events: [StudyTimer.Event]) throws {
    for event in events {
      switch event {
      case .started(let phase, let cycle, let at, let ends):
        say("\(output.bold(label(phase, cycle))) from \(Self.wall(at).time) to \(Self.wall(ends).time)")
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
          let contents = VaultLoader(vault: vault).reader().everything()
          let written = try StudyLogWriter(vault: vault, templates: templates).log(
            from: Self.wall(from), to: Self.wall(to), course: course, contents: contents)
          say("logged \(written.text.dropFirst(2)) in \(written.file):\(written.line)")
        } catch let error as QuireKitError {
          // The session goes on; the study time is shown so it can be written by hand.
          output.error("quire: error: cannot log the study phase: \(error.description)")
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

  /// Runs the session on lines of `input` (a pipe, a script, a test): commands, and on a fixed
  /// clock `tick DURATION` and `wait`; on the system clock a phase also ends when its time is up.
  public func runOnLines<Input: LineSource>(_ input: inout Input) throws {
    try handle(timer.startEvents)
    var inputClosed = false
    while !timer.isFinished {
      if let fixed {
        let t = fixed.wallSeconds()
        guard case .line(let line) = input.nextLine(waitingAtMost: nil) else {
          // Nothing more to read and no clock to wait on: the session ends now.
          try handle(timer.handle(.end, at: t))
          break
        }
        let words = line.split(separator: " ").map(String.init)
        guard let first = words.first else { continue }
        switch first.lowercased() {
        case "tick":
          guard words.count == 2, let seconds = StudyLog.seconds(words[1]) else {
            output.error("quire: 'tick' needs a duration, like 'tick 5m'")
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
            output.error(
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
      switch input.nextLine(waitingAtMost: timer.nextDeadline.map { max(0, $0 - now) * 1000 }) {
      case .closed: inputClosed = true
      case .line(let line):
        try handle(timer.advance(to: now))
        let word = line.split(separator: " ").first.map(String.init) ?? ""
        if word.isEmpty {
          continue
        } else if let command = Self.command(word) {
          try handle(timer.handle(command, at: now))
        } else {
          output.error("quire: unknown timer command '\(word)'; use c (go on), e (extend) or q (end)")
        }
      case .timedOut: try handle(timer.advance(to: now))
      }
    }
  }

  func sleepUntil(_ deadline: Int) {
    while now < deadline { usleep(UInt32(min(1_000_000, max(1, deadline - now) * 1_000_000))) }
  }

  // MARK: - Keys (a terminal: single keys, a countdown line)

  /// Runs the session on single keys (a terminal in raw mode, handed in by the command line),
  /// showing a countdown line between them; it ends with the session or with the input.
  public func runOnKeys<Keys: KeySource>(_ keys: inout Keys) throws {
    try handle(timer.startEvents)
    while !timer.isFinished {
      try handle(timer.advance(to: now))
      if let left = timer.remaining(at: now), case .running(let phase, let cycle, _, _) = timer.state {
        let text = String(format: "%02d:%02d", left / 60, left % 60)
        output.status("\(label(phase, cycle))  \(output.bold(text)) left   e: extend  q: end")
        countdownShown = true
      }
      switch keys.nextKey(waitingAtMost: 250) {
      case .timedOut: continue
      case .closed: return
      case .key(let key):
        if let command = Self.command(String(key)) { try handle(timer.handle(command, at: now)) }
      }
    }
  }
}
