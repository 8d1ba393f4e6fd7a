import QuireCore
import Testing

/// The obsidian-spaced-repetition plugin's own expectations for `osrSchedule`, transcribed as
/// data from its `tests/unit/scheduling.test.ts` (MIT licence, github.com/st3v3nmw/obsidian-spaced-repetition):
/// (grade, interval, ease, delay in days, histogram) → (interval, ease), default settings.
@Suite struct SpacedRepetitionCompatTests {
  struct Case: Sendable, CustomStringConvertible {
    var grade: SpacedRepetition.Grade
    var interval: Double
    var delayDays: Int
    var histogram: [Int: Int]
    var expectedInterval: Double
    var expectedEase: Double
    var description: String { "\(grade) \(interval) +\(delayDays)d → \(expectedInterval)" }
  }

  static let cases: [Case] = [
    // "Test reviewing with default settings"
    Case(grade: .easy, interval: 1, delayDays: 0, histogram: [:], expectedInterval: 4, expectedEase: 270),
    Case(grade: .good, interval: 1, delayDays: 0, histogram: [:], expectedInterval: 3, expectedEase: 250),
    Case(grade: .hard, interval: 1, delayDays: 0, histogram: [:], expectedInterval: 1, expectedEase: 230),
    // "Test reviewing with default settings & delay" (two days)
    Case(grade: .easy, interval: 10, delayDays: 2, histogram: [:], expectedInterval: 42, expectedEase: 270),
    Case(grade: .good, interval: 10, delayDays: 2, histogram: [:], expectedInterval: 28, expectedEase: 250),
    Case(grade: .hard, interval: 10, delayDays: 2, histogram: [:], expectedInterval: 5, expectedEase: 230),
    // "Test load balancing, small interval (load balancing disabled)"
    Case(
      grade: .good, interval: 1, delayDays: 0, histogram: [0: 1, 1: 1, 2: 1, 3: 4], expectedInterval: 3,
      expectedEase: 250),
    // "Test load balancing"
    Case(grade: .good, interval: 2, delayDays: 0, histogram: [5: 2], expectedInterval: 5, expectedEase: 250),
    Case(
      grade: .good, interval: 7, delayDays: 0, histogram: [17: 4, 18: 5, 19: 3], expectedInterval: 19, expectedEase: 250
    ),
    Case(grade: .good, interval: 10, delayDays: 0, histogram: [23: 5, 26: 1], expectedInterval: 25, expectedEase: 250),
    Case(
      grade: .good, interval: 25, delayDays: 0,
      histogram: [2: 5, 59: 8, 60: 9, 61: 3, 62: 5, 63: 4, 64: 4, 65: 8, 66: 2, 67: 10], expectedInterval: 66,
      expectedEase: 250),
    Case(
      grade: .good, interval: 500, delayDays: 0,
      histogram: [1245: 7, 1246: 4, 1247: 2, 1248: 9, 1249: 5, 1250: 4, 1251: 1, 1252: 1, 1254: 1],
      expectedInterval: 1253, expectedEase: 250),
  ]

  @Test(arguments: cases)
  func pluginExpectation(_ c: Case) {
    let r = SpacedRepetition.schedule(
      c.grade, interval: c.interval, ease: 250, delayDays: c.delayDays, histogram: c.histogram)
    #expect(r.interval == c.expectedInterval)
    #expect(r.ease == c.expectedEase)
  }
}
