import Testing

@testable import QuireCore

/// `plan:` in `.quire/config.yaml` (docs/plan.md): each value read, each bad one reported at its
/// line and left at its default.
@Suite struct PlanSettingsTests {
  @Test func readsHoursBreaksAndSizes() {
    var sink: [Diagnostic] = []
    let config = VaultConfig.parse(
      """
      plan:
        hours:
          weekdays: "08:30-12:00"
          wed: ["09:00-12:00", "14:00-18:00"]
          sat: off
          sun: "10:00-12:00"
        breaks: ["10:00-10:15"]
        estimate: 45m
        shortest_block: 20m
        buffer: 0
        habit_minutes: 10m
        event_minutes: 1h
        horizon: 3

      """, file: ".quire/config.yaml", into: &sink)
    #expect(sink.isEmpty, "\(sink.map(\.message))")
    let plan = config.plan
    #expect(plan.hours[1] == [MinuteSpan(510, 720)] && plan.hours[5] == [MinuteSpan(510, 720)])
    #expect(plan.hours[3] == [MinuteSpan(540, 720), MinuteSpan(840, 1080)])
    #expect(plan.hours[6] == [] && plan.hours[7] == [MinuteSpan(600, 720)])
    #expect(plan.breaks == [MinuteSpan(600, 615)])
    #expect(
      (plan.defaultEstimate, plan.shortestBlock, plan.buffer, plan.habitMinutes, plan.eventMinutes, plan.horizon)
        == (45, 20, 0, 10, 60, 3))
  }

  @Test func reportsEachBadValueAtItsLineAndKeepsTheDefault() {
    var sink: [Diagnostic] = []
    let config = VaultConfig.parse(
      """
      plan:
        hours: {mon: "17:00-09:00", funday: "09:00-10:00"}
        breaks: lunch
        estimate: soon
        horizon: -1
        bufer: 5m

      """, file: ".quire/config.yaml", into: &sink)
    #expect(
      sink.map { "\($0.line ?? 0): \($0.message)" } == [
        "2: plan.hours cannot be '17:00-09:00'; write working hours such as \"09:00-17:00\", a list of them, or off (docs/plan.md)",
        "2: plan.hours cannot be 'funday'; write a day: mon ... sun, weekdays, weekend or every day (docs/plan.md)",
        "3: plan.breaks cannot be 'lunch'; write a list of times such as \"12:00-13:00\" (docs/plan.md)",
        "4: plan.estimate cannot be 'soon'; write a duration such as 30m, 1h or 1h30m (docs/plan.md)",
        "5: plan.horizon cannot be '-1'; write a number of days from 0 to 366 (docs/plan.md)",
        "6: unknown key 'plan.bufer'; did you mean 'plan.buffer'? (it is ignored)",
      ])
    #expect(config.plan == PlanSettings())
  }
}
