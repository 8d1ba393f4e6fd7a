/// The study timer's state machine: study and break phases in cycles; at each
/// phase end it waits for a decision — go on, extend the phase by the break length, or end the
/// session. Pure: time is a number of seconds handed in by the caller (a real or a test clock).
///
/// - A session starts with study phase 1. Going on after study phase N starts break N; going on
///   after break N starts study phase N + 1. Going on after the last study phase (`cycles`) ends
///   the session without a break.
/// - Extending a running phase moves its end by the break length; extending a phase that is over
///   runs it again until the break length from the decision.
/// - Each study phase is reported once as ``Event/studied(cycle:from:to:)`` when it is over for
///   good: on going on, or on ending the session (a study phase ended early counts the time
///   studied). A study phase shorter than a minute is not reported.
public struct StudyTimer: Sendable, Equatable {
  /// Lengths in seconds; `cycles` is the number of study phases (`nil`: until ended).
  public struct Settings: Sendable, Equatable {
    public var study: Int
    public var breakLength: Int
    public var cycles: Int?

    public init(study: Int = 25 * 60, breakLength: Int = 5 * 60, cycles: Int? = nil) {
      self.study = study
      self.breakLength = breakLength
      self.cycles = cycles
    }
  }

  public enum Phase: String, Sendable, Equatable {
    case study
    case rest = "break"
  }

  public enum State: Sendable, Equatable {
    /// A phase counting down: it started at `started` and ends at `ends`.
    case running(Phase, cycle: Int, started: Int, ends: Int)
    /// A phase that is over (at `ended`), waiting for a decision.
    case waiting(Phase, cycle: Int, started: Int, ended: Int)
    case finished
  }

  public enum Command: String, Sendable, Equatable {
    case goOn = "continue"
    case extend
    case end
  }

  /// What happened, for the caller to show, notify and log.
  public enum Event: Sendable, Equatable {
    case started(Phase, cycle: Int, at: Int, ends: Int)
    /// Notify: the phase is over; the timer waits for a command.
    case over(Phase, cycle: Int, at: Int)
    case extended(Phase, cycle: Int, ends: Int)
    /// Log: a study phase from `from` to `to`.
    case studied(cycle: Int, from: Int, to: Int)
    case finished(at: Int, studyPhases: Int, studySeconds: Int)
  }

  public let settings: Settings
  public private(set) var state: State
  public private(set) var studyPhases = 0
  public private(set) var studySeconds = 0

  /// A timer whose first study phase starts at `now`; the `.started` event is ``startEvents``.
  public init(settings: Settings, now: Int) {
    self.settings = settings
    state = .running(.study, cycle: 1, started: now, ends: now + settings.study)
  }

  /// The events of the start: study phase 1 started.
  public var startEvents: [Event] {
    guard case .running(let phase, let cycle, let started, let ends) = state else { return [] }
    return [.started(phase, cycle: cycle, at: started, ends: ends)]
  }

  /// Seconds left in the running phase at `now` (`nil` when not running).
  public func remaining(at now: Int) -> Int? {
    guard case .running(_, _, _, let ends) = state else { return nil }
    return max(0, ends - now)
  }

  /// When the running phase ends (`nil` when not running): the next moment `advance` matters.
  public var nextDeadline: Int? {
    guard case .running(_, _, _, let ends) = state else { return nil }
    return ends
  }

  /// Moves the clock to `now`: a running phase whose end has come is over.
  public mutating func advance(to now: Int) -> [Event] {
    guard case .running(let phase, let cycle, let started, let ends) = state, now >= ends else { return [] }
    state = .waiting(phase, cycle: cycle, started: started, ended: ends)
    return [.over(phase, cycle: cycle, at: ends)]
  }

  /// Applies a command at `now` (after advancing to it). A command that does not apply (going on
  /// while a phase runs) changes nothing and returns no events.
  public mutating func handle(_ command: Command, at now: Int) -> [Event] {
    var events = advance(to: now)
    switch (command, state) {
    case (_, .finished):
      return events
    case (.goOn, .running):
      return events
    case (.goOn, .waiting(let phase, let cycle, let started, let ended)):
      if phase == .study {
        events += studied(cycle, from: started, to: ended)
        if let cycles = settings.cycles, cycle >= cycles {
          state = .finished
          events.append(.finished(at: now, studyPhases: studyPhases, studySeconds: studySeconds))
          return events
        }
        state = .running(.rest, cycle: cycle, started: now, ends: now + settings.breakLength)
        events.append(.started(.rest, cycle: cycle, at: now, ends: now + settings.breakLength))
      } else {
        state = .running(.study, cycle: cycle + 1, started: now, ends: now + settings.study)
        events.append(.started(.study, cycle: cycle + 1, at: now, ends: now + settings.study))
      }
      return events
    case (.extend, .running(let phase, let cycle, let started, let ends)):
      state = .running(phase, cycle: cycle, started: started, ends: ends + settings.breakLength)
      return events + [.extended(phase, cycle: cycle, ends: ends + settings.breakLength)]
    case (.extend, .waiting(let phase, let cycle, let started, _)):
      state = .running(phase, cycle: cycle, started: started, ends: now + settings.breakLength)
      return events + [.extended(phase, cycle: cycle, ends: now + settings.breakLength)]
    case (.end, .running(let phase, let cycle, let started, _)):
      if phase == .study { events += studied(cycle, from: started, to: now) }
      state = .finished
      return events + [.finished(at: now, studyPhases: studyPhases, studySeconds: studySeconds)]
    case (.end, .waiting(let phase, let cycle, let started, let ended)):
      if phase == .study { events += studied(cycle, from: started, to: ended) }
      state = .finished
      return events + [.finished(at: now, studyPhases: studyPhases, studySeconds: studySeconds)]
    }
  }

  /// The log event of a study phase; none for less than a minute (nothing worth a line).
  private mutating func studied(_ cycle: Int, from: Int, to: Int) -> [Event] {
    guard to - from >= 60 else { return [] }
    studyPhases += 1
    studySeconds += to - from
    return [.studied(cycle: cycle, from: from, to: to)]
  }

  /// Whether the session is over.
  public var isFinished: Bool { state == .finished }
}
