import PropertyBased
import QuireCore
import Testing

@Suite struct LocalDateTests {
  @Test(arguments: ["2026-11-22", "2024-02-29", "1970-01-01", "0001-01-01", "9999-12-31"])
  func parsesAndPrints(_ text: String) {
    #expect(LocalDate(iso: text)?.description == text)
  }

  @Test(arguments: ["2026-02-29", "2026-13-01", "2026-00-10", "2026-11-31", "26-11-22", "2026-11-2x", "2026/11/22", ""])
  func rejects(_ text: String) {
    #expect(LocalDate(iso: text) == nil)
  }

  @Test func weekdays() {
    #expect(LocalDate(iso: "2026-11-22")!.isoWeekday == 7)  // a Sunday
    #expect(LocalDate(iso: "2026-11-23")!.isoWeekday == 1)
    #expect(LocalDate(iso: "1970-01-01")!.isoWeekday == 4)
    #expect(LocalDate(iso: "1969-12-29")!.isoWeekday == 1)
  }

  @Test func dayNumbersRoundTrip() async {
    await propertyCheck(input: Gen.int(in: -700_000...2_900_000)) { n in
      let date = LocalDate(dayNumber: n)
      #expect(date.dayNumber == n)
      #expect(LocalDate(iso: date.description) == date)
      #expect(date.adding(days: 1) > date)
    }
  }

  @Test func times() {
    #expect(LocalTime(text: "08:30")?.minutesOfDay == 510)
    #expect(LocalTime(text: "8:30")?.description == "08:30")
    #expect(LocalTime(text: "24:00") == nil)
    #expect(LocalTime(text: "12:60") == nil)
    #expect(LocalDateTime(text: "2026-11-25T09:00")?.description == "2026-11-25T09:00")
    #expect(LocalDateTime(text: "2026-11-25 09:00")?.adding(minutes: -600).description == "2026-11-24T23:00")
  }

  @Test func reminders() {
    #expect(ReminderSpec(text: "1h before") == .beforeDue(minutes: 60))
    #expect(ReminderSpec(text: "10m before") == .beforeDue(minutes: 10))
    #expect(ReminderSpec(text: "2 days before") == .beforeDue(minutes: 2880))
    #expect(ReminderSpec(text: "2026-11-25 09:00") == .absolute(LocalDateTime(text: "2026-11-25T09:00")!))
    #expect(ReminderSpec(text: "12:00") == .atTimeOnDate(LocalTime(hour: 12, minute: 0)!))
    #expect(ReminderSpec(text: "soon") == nil)
  }
}
