/// The SM-2 variant of the obsidian-spaced-repetition plugin ("SM-2-OSR"), for flashcards.
///
/// Transcribed from the plugin's published algorithm (`osrSchedule` in
/// `src/algorithms/osr/note-scheduling.ts`, `cardGetResetSchedule`/`cardGetNewSchedule`/
/// `cardCalcUpdatedSchedule` in `srs-algorithm-osr.ts`, and `DueDateHistogram`), with its
/// default settings. Ease is in percent (250 = 2.5), intervals in days. See docs/flashcards.md
/// for the formulas, worked examples and the deviations.
public enum SpacedRepetition {
  /// How well a card was recalled.
  public enum Grade: String, Sendable, CaseIterable {
    /// The plugin's "Reset": the card starts over (interval 1, base ease).
    case again
    case hard
    case good
    case easy
  }

  /// The plugin's scheduling settings (its defaults).
  public struct Settings: Sendable, Equatable {
    public var baseEase = 250
    /// Interval multiplier for a "hard" answer.
    public var lapsesIntervalChange = 0.5
    public var easyBonus = 1.3
    public var maximumInterval = 36525
    /// Spread due dates over a window around the computed interval (the plugin's load balancing).
    public var loadBalance = true

    public init() {}
  }

  /// The plugin's placeholder due date for a direction of a card that was never reviewed.
  public static let placeholderDue = LocalDate(year: 2000, month: 1, day: 1)!

  /// `osrSchedule`: the next interval (rounded to 0.1 day) and ease after `grade` (not `.again`).
  ///
  /// - Parameters:
  ///   - delayDays: whole days the review came after the due date (0 when on time or early).
  ///   - histogram: number of cards due in N days from today, for load balancing.
  public static func schedule(
    _ grade: Grade, interval: Double, ease: Double, delayDays: Int, settings: Settings = Settings(),
    histogram: [Int: Int]? = nil
  ) -> (interval: Double, ease: Double) {
    let delay = Double(max(0, delayDays))
    var interval = interval
    var ease = ease
    switch grade {
    case .easy:
      ease += 20
      interval = (interval + delay) * ease / 100
      interval *= settings.easyBonus
    case .good:
      interval = (interval + delay / 2) * ease / 100
    case .hard:
      ease = max(130, ease - 20)
      interval = max(1, (interval + delay / 4) * settings.lapsesIntervalChange)
    case .again:
      return (1, Double(settings.baseEase))
    }
    if settings.loadBalance, let histogram {
      interval = jsRound(interval)
      // No fuzz for short intervals; then a window of 1, up to 3, up to 7 days either side.
      if interval > 7 {
        let fuzz: Int
        if interval <= 21 {
          fuzz = 1
        } else if interval <= 180 {
          fuzz = min(3, Int((interval * 0.05).rounded(.down)))
        } else {
          fuzz = min(7, Int((interval * 0.025).rounded(.down)))
        }
        interval = Double(leastUsed(Int(interval), fuzz: fuzz, histogram: histogram))
      }
    }
    interval = min(interval, Double(settings.maximumInterval))
    interval = jsRound(interval * 10) / 10
    return (interval, ease)
  }

  /// `findLeastUsedIntervalOverRange`: the day in `interval ± fuzz` with the fewest cards due,
  /// searching outwards (−1, +1, −2, +2, ...) and stopping at the first empty day.
  public static func leastUsed(_ interval: Int, fuzz: Int, histogram: [Int: Int]) -> Int {
    guard histogram[interval] != nil else { return interval }
    var best = interval
    outer: for i in stride(from: 1, through: fuzz, by: 1) {
      for candidate in [interval - i, interval + i] {
        guard let count = histogram[candidate] else {
          best = candidate
          break outer
        }
        if count < histogram[best] ?? 0 { best = candidate }
      }
    }
    return best
  }

  /// The review state of one direction of a card after `grade` on `today`.
  ///
  /// `current` is `nil` (or the placeholder) for a card never reviewed: it starts from interval 1
  /// and the base ease. `.again` resets the card: interval 1, base ease, due tomorrow.
  public static func review(
    _ current: Flashcard.Schedule?, grade: Grade, today: LocalDate, settings: Settings = Settings(),
    histogram: [Int: Int]? = nil
  ) -> Flashcard.Schedule {
    if grade == .again {
      return Flashcard.Schedule(due: today.adding(days: 1), interval: 1, ease: settings.baseEase)
    }
    let result: (interval: Double, ease: Double)
    if let current, current.due != placeholderDue {
      result = schedule(
        grade, interval: Double(current.interval), ease: Double(current.ease),
        delayDays: current.due.days(to: today), settings: settings, histogram: histogram)
    } else {
      result = schedule(
        grade, interval: 1, ease: Double(settings.baseEase), delayDays: 0, settings: settings, histogram: histogram)
    }
    // The plugin stores Math.round(interval) and moves the due date by as many days.
    let days = Int(jsRound(result.interval))
    return Flashcard.Schedule(due: today.adding(days: days), interval: days, ease: Int(jsRound(result.ease)))
  }

  /// JavaScript's `Math.round`: halves round up (towards +∞).
  static func jsRound(_ x: Double) -> Double { (x + 0.5).rounded(.down) }
}
