import QuireCore
import Testing

/// The timer's state machine on a fixed clock (seconds handed in by the test).
@Suite struct StudyTimerTests {
  let settings = StudyTimer.Settings(study: 1500, breakLength: 300, cycles: 2)

  @Test func aFullSessionOfTwoCycles() {
    var timer = StudyTimer(settings: settings, now: 0)
    #expect(timer.startEvents == [.started(.study, cycle: 1, at: 0, ends: 1500)])
    #expect(timer.advance(to: 1499).isEmpty)
    #expect(timer.remaining(at: 1000) == 500)
    #expect(timer.advance(to: 1500) == [.over(.study, cycle: 1, at: 1500)])
    #expect(timer.remaining(at: 1600) == nil)
    // The decision comes a minute later: the break starts then; the study phase logged ends at 1500.
    #expect(
      timer.handle(.goOn, at: 1560) == [
        .studied(cycle: 1, from: 0, to: 1500), .started(.rest, cycle: 1, at: 1560, ends: 1860),
      ])
    #expect(timer.handle(.goOn, at: 1600).isEmpty)  // going on while a phase runs does nothing
    #expect(timer.advance(to: 2000) == [.over(.rest, cycle: 1, at: 1860)])
    #expect(timer.handle(.goOn, at: 2000) == [.started(.study, cycle: 2, at: 2000, ends: 3500)])
    // Going on after the last study phase ends the session, without a break.
    #expect(
      timer.handle(.goOn, at: 3500) == [
        .over(.study, cycle: 2, at: 3500), .studied(cycle: 2, from: 2000, to: 3500),
        .finished(at: 3500, studyPhases: 2, studySeconds: 3000),
      ])
    #expect(timer.isFinished)
    #expect(timer.handle(.goOn, at: 4000).isEmpty)
  }

  @Test func extendingARunningPhaseMovesItsEndByTheBreakLength() {
    var timer = StudyTimer(settings: settings, now: 100)
    #expect(timer.handle(.extend, at: 200) == [.extended(.study, cycle: 1, ends: 1900)])
    #expect(timer.advance(to: 1600).isEmpty)
    #expect(timer.advance(to: 1900) == [.over(.study, cycle: 1, at: 1900)])
  }

  @Test func extendingAPhaseThatIsOverRunsItOnFromTheDecision() {
    var timer = StudyTimer(settings: settings, now: 0)
    _ = timer.advance(to: 1500)
    #expect(timer.handle(.extend, at: 1520) == [.extended(.study, cycle: 1, ends: 1820)])
    // The logged phase spans the whole time, extension included.
    #expect(
      timer.handle(.goOn, at: 1820) == [
        .over(.study, cycle: 1, at: 1820), .studied(cycle: 1, from: 0, to: 1820),
        .started(.rest, cycle: 1, at: 1820, ends: 2120),
      ])
  }

  @Test func endingEarlyLogsTheTimeStudiedWhenAtLeastAMinute() {
    var timer = StudyTimer(settings: settings, now: 0)
    #expect(
      timer.handle(.end, at: 600) == [
        .studied(cycle: 1, from: 0, to: 600), .finished(at: 600, studyPhases: 1, studySeconds: 600),
      ])
    var short = StudyTimer(settings: settings, now: 0)
    #expect(short.handle(.end, at: 59) == [.finished(at: 59, studyPhases: 0, studySeconds: 0)])
  }

  @Test func endingDuringABreakLogsNothingMore() {
    var timer = StudyTimer(settings: settings, now: 0)
    _ = timer.handle(.goOn, at: 1500)
    #expect(timer.handle(.end, at: 1600) == [.finished(at: 1600, studyPhases: 1, studySeconds: 1500)])
  }

  @Test func withoutCyclesItGoesOnUntilEnded() {
    var timer = StudyTimer(settings: StudyTimer.Settings(study: 60, breakLength: 60, cycles: nil), now: 0)
    var t = 0
    for _ in 0..<10 {
      t += 60
      _ = timer.handle(.goOn, at: t)
    }
    #expect(!timer.isFinished)
    #expect(timer.studyPhases == 5)
  }

  @Test func durationsAndLogLines() {
    #expect(StudyLog.seconds("25m") == 1500)
    #expect(StudyLog.seconds("1h30m") == 5400)
    #expect(StudyLog.seconds("1.5h") == 5400)
    #expect(StudyLog.seconds("90s") == 90)
    #expect(StudyLog.seconds("50") == 3000)
    #expect(StudyLog.seconds("soon") == nil)
    #expect(StudyLog.seconds("5") == 300)
    #expect(StudyLog.seconds("5x") == nil)
    #expect(StudyLog.seconds("m") == nil)
    #expect(StudyLog.text(minutes: 25) == "25m")
    #expect(StudyLog.text(minutes: 90) == "1h30m")
    #expect(StudyLog.text(minutes: 120) == "2h")
    #expect(StudyLog.text(seconds: 45) == "45s")
    #expect(StudyLog.text(seconds: 300) == "5m")
    let from = LocalDateTime(text: "2026-11-24T14:00")!
    #expect(StudyLog.line(from: from, to: from.adding(minutes: 25)) == "- 14:00–14:25 Study [study:: 25m]")
  }

  @Test func minutesPerDayFromTheDailyNotes() {
    let text =
      "---\ntype: journal\n---\n## Day planner\n- 14:00–14:25 Study [study:: 25m]\n- 15:00-16:30 Study [study:: 1h30m]\n- 17:00 Dentist\n- [x] 18:00 Review [study:: 10m]\n"
    let a = NoteParser(config: VaultConfig()).parse(file: "journal/2026/2026-11-24.md", text: text)
    let b = NoteParser(config: VaultConfig()).parse(
      file: "journal/2026/2026-11-26.md", text: "- 09:00–09:50 Study [study:: 50m]\n")
    let days = StudyLog.minutesPerDay(
      a.events + b.events, from: LocalDate(iso: "2026-11-23")!, to: LocalDate(iso: "2026-11-29")!)
    #expect(days.map(\.date.description) == ["2026-11-24", "2026-11-26"])
    #expect(days.map(\.minutes) == [125, 50])
    #expect(
      StudyLog.minutesPerDay(a.events, from: LocalDate(iso: "2026-11-25")!, to: LocalDate(iso: "2026-11-30")!).isEmpty)
  }

  @Test func aStudyPhaseUnderAMinuteIsNotLogged() {
    var timer = StudyTimer(settings: StudyTimer.Settings(study: 30, breakLength: 10, cycles: 1), now: 0)
    #expect(
      timer.handle(.goOn, at: 30) == [
        .over(.study, cycle: 1, at: 30), .finished(at: 30, studyPhases: 0, studySeconds: 0),
      ])
  }
}
