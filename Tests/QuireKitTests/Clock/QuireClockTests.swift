import Foundation
import QuireCore
import QuireKit
import Testing

/// The clocks behind `QuireClock`: fixed (`--now`), pinned day (`--today`), running (`quire watch`).
@Suite struct QuireClockTests {
  let berlin = TimeZone(identifier: "Europe/Berlin")!

  @Test func manualClockReadsItsMomentInTheVaultsZone() {
    let clock = ManualClock(
      wall: LocalDateTime(text: "2026-11-25T09:00")!, seconds: 30, zone: FoundationZoneRules(berlin))
    #expect(clock.now() == LocalDateTime(text: "2026-11-25T09:00")!)
    #expect(clock.today() == LocalDate(iso: "2026-11-25")!)
    // 09:00:30 in Berlin (UTC+1 in November) is 08:00:30Z.
    #expect(clock.instant() == Double(1_795_593_600 + 30))
  }

  @Test func manualClockMovesOnlyWhenTold() {
    let clock = ManualClock(wall: LocalDateTime(text: "2026-11-25T23:58")!, zone: FixedZone(offsetSeconds: 0))
    clock.advance(by: 150)
    #expect(clock.now() == LocalDateTime(text: "2026-11-26T00:00")!)
    clock.set(wallSeconds: LocalDateTime(text: "2026-01-01T12:00")!.minuteNumber * 60)
    #expect(clock.today() == LocalDate(iso: "2026-01-01")!)
  }

  @Test func pinnedDayKeepsTheTimeApart() {
    let clock = ManualClock(
      wall: LocalDateTime(text: "2026-11-25T09:00")!, zone: FixedZone(offsetSeconds: 0),
      pinnedDay: LocalDate(iso: "2026-12-01")!)
    #expect(clock.today() == LocalDate(iso: "2026-12-01")!)
    #expect(clock.now() == LocalDateTime(text: "2026-11-25T09:00")!)
  }

  @Test func systemClockWithAPinnedDayShowsThatDay() {
    let day = LocalDate(iso: "2031-05-06")!
    let clock = SystemClock(zone: berlin, pinnedDay: day)
    #expect(clock.now().date == day)
    #expect(clock.today() == day)
    #expect(LocalDateTime(wallSeconds: clock.wallSeconds()).date == day)
  }

  @Test func runningClockStartsWhereItIsTold() {
    let start = 1_795_593_600.0
    let clock = RunningClock(startingAt: start, zone: berlin)
    #expect(abs(clock.instant() - start) < 5)
    #expect(clock.now().date == LocalDate(iso: "2026-11-25")!)
  }
}
