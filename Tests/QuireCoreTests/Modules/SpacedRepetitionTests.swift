import QuireCore
import Testing

/// Worked examples of the obsidian-spaced-repetition plugin's SM-2-OSR formulas (defaults:
/// base ease 250, hard ×0.5, easy bonus 1.3, load balancing on), computed by hand:
///
///     easy: ease += 20;              ivl = (ivl + delay)     × ease/100 × 1.3
///     good:                          ivl = (ivl + delay / 2) × ease/100
///     hard: ease = max(130, ease−20); ivl = max(1, (ivl + delay / 4) × 0.5)
///     then Math.round; over 7 days the least busy day within ±fuzz; cap 36525; due = today + ivl
@Suite struct SpacedRepetitionTests {
  let today = LocalDate(iso: "2026-11-25")!
  func due(_ days: Int) -> LocalDate { today.adding(days: days) }
  func s(_ dueOffset: Int, _ interval: Int, _ ease: Int) -> Flashcard.Schedule {
    Flashcard.Schedule(due: due(dueOffset), interval: interval, ease: ease)
  }

  @Test(arguments: [
    // A new card starts from interval 1 and ease 250.
    (SpacedRepetition.Grade.good, 3, 250),  // 1 × 2.5 = 2.5 → 3
    (.easy, 4, 270),  // 1 × 2.7 × 1.3 = 3.51 → 4
    (.hard, 1, 230),  // max(1, 1 × 0.5) = 1
    (.again, 1, 250),  // reset
  ])
  func newCard(_ grade: SpacedRepetition.Grade, _ interval: Int, _ ease: Int) {
    let next = SpacedRepetition.review(nil, grade: grade, today: today, histogram: [:])
    #expect(next == s(interval, interval, ease))
  }

  @Test func placeholderDirectionIsNew() {
    let placeholder = Flashcard.Schedule(due: SpacedRepetition.placeholderDue, interval: 1, ease: 250)
    #expect(SpacedRepetition.review(placeholder, grade: .good, today: today) == s(3, 3, 250))
  }

  @Test func onTimeReviews() {
    // interval 3, ease 250, due today.
    // 7.5 → 8
    #expect(SpacedRepetition.review(s(0, 3, 250), grade: .good, today: today, histogram: [:]) == s(8, 8, 250))
    // 3 × 2.7 × 1.3 = 10.53
    #expect(SpacedRepetition.review(s(0, 3, 250), grade: .easy, today: today, histogram: [:]) == s(11, 11, 270))
    // 1.5 → 2
    #expect(SpacedRepetition.review(s(0, 3, 250), grade: .hard, today: today, histogram: [:]) == s(2, 2, 230))
    #expect(SpacedRepetition.review(s(0, 3, 250), grade: .again, today: today) == s(1, 1, 250))
  }

  @Test func lateReviewsCountTheDelay() {
    // interval 10, ease 250, due 4 days ago.
    // (10 + 2) × 2.5
    #expect(SpacedRepetition.review(s(-4, 10, 250), grade: .good, today: today, histogram: [:]) == s(30, 30, 250))
    // (10 + 1) × 0.5 = 5.5
    #expect(SpacedRepetition.review(s(-4, 10, 250), grade: .hard, today: today, histogram: [:]) == s(6, 6, 230))
    // 14 × 2.7 × 1.3 = 49.14
    #expect(SpacedRepetition.review(s(-4, 10, 250), grade: .easy, today: today, histogram: [:]) == s(49, 49, 270))
  }

  @Test func earlyReviewsHaveNoNegativeDelay() {
    #expect(SpacedRepetition.review(s(5, 10, 250), grade: .good, today: today, histogram: [:]) == s(25, 25, 250))
  }

  @Test func easeNeverDropsBelow130() {
    #expect(SpacedRepetition.review(s(0, 4, 140), grade: .hard, today: today).ease == 130)
    #expect(SpacedRepetition.review(s(0, 4, 130), grade: .hard, today: today).ease == 130)
  }

  @Test func intervalIsCappedAtTheMaximum() {
    #expect(SpacedRepetition.review(s(0, 30000, 250), grade: .good, today: today, histogram: [:]).interval == 36525)
  }

  @Test func withoutLoadBalancingTheIntervalIsRoundedToATenthFirst() {
    var settings = SpacedRepetition.Settings()
    settings.loadBalance = false
    // 7.45 rounds to 7.5 first (one decimal), then to 8 when stored, as in the plugin.
    let r = SpacedRepetition.schedule(.good, interval: 2.98, ease: 250, delayDays: 0, settings: settings)
    #expect(r.interval == 7.5)
  }

  @Test func loadBalancingPicksTheLeastBusyDayNearby() {
    // interval 8 → fuzz 1: day 7 has fewer cards than 8, day 9 fewer still.
    #expect(SpacedRepetition.leastUsed(8, fuzz: 1, histogram: [8: 5, 7: 2, 9: 1]) == 9)
    // An empty day ends the search at once.
    #expect(SpacedRepetition.leastUsed(8, fuzz: 1, histogram: [8: 5]) == 7)
    // A free target day is kept.
    #expect(SpacedRepetition.leastUsed(8, fuzz: 1, histogram: [7: 1]) == 8)
    // 30 days → fuzz min(3, ⌊1.5⌋) = 1.
    let r = SpacedRepetition.review(
      s(-4, 10, 250), grade: .good, today: today, histogram: [30: 4, 29: 3, 31: 2])
    #expect(r == s(31, 31, 250))
    // 49 days → fuzz min(3, ⌊2.45⌋) = 2: 48 and 50 are busy, 47 is free.
    let e = SpacedRepetition.review(
      s(-4, 10, 250), grade: .easy, today: today, histogram: [49: 3, 48: 3, 50: 3])
    #expect(e == s(47, 47, 270))
  }

  @Test func jsRoundingOfHalves() {
    let r = SpacedRepetition.schedule(.hard, interval: 5, ease: 250, delayDays: 0, histogram: [:])
    #expect(r.interval == 3)  // 2.5 → 3 (Math.round rounds halves up)
  }
}
