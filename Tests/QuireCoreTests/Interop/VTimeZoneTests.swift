import QuireCore
import Testing

/// A zone with a yearly rule from `ruleFrom` on (before it, `oldRule`): summer time from the
/// `up` day at `upUTC` seconds after midnight UTC to the `down` day, `summer` seconds more than `standard`.
struct RuleZone: ZoneRules {
  var standard: Int
  var summer = 3600
  /// The change days of a year: (up, down).
  var rule: @Sendable (Int) -> (up: LocalDate, down: LocalDate)
  var oldRule: (@Sendable (Int) -> (up: LocalDate, down: LocalDate))? = nil
  var ruleFrom = Int.min
  /// Seconds after midnight UTC of each change.
  var upUTC: Int64
  var downUTC: Int64

  func secondsFromUTC(at instant: Int64) -> Int {
    let day = LocalDate(dayNumber: Int(instant >= 0 ? instant / 86_400 : (instant - 86_399) / 86_400))
    let (up, down) = (day.year >= ruleFrom ? rule : oldRule!)(day.year)
    let upAt = Int64(up.dayNumber) * 86_400 + upUTC
    let downAt = Int64(down.dayNumber) * 86_400 + downUTC
    let inSummer = up < down ? instant >= upAt && instant < downAt : instant >= upAt || instant < downAt
    return standard + (inSummer ? summer : 0)
  }

  /// The `n`-th (or, with -1, the last) `weekday` of a month.
  static func nth(_ n: Int, _ weekday: Weekday, _ month: Int, _ year: Int) -> LocalDate {
    if n > 0 {
      let first = LocalDate(year: year, month: month, day: 1)!
      let shift = (weekday.rawValue - first.isoWeekday + 7) % 7
      return first.adding(days: shift + 7 * (n - 1))
    }
    let last = LocalDate(year: year, month: month, day: LocalDate.daysIn(month: month, year: year))!
    return last.adding(days: -((last.isoWeekday - weekday.rawValue + 7) % 7))
  }

  /// Central Europe: last Sunday of March and of October, 01:00 UTC.
  static let europe = RuleZone(
    standard: 3600, rule: { (nth(-1, .sunday, 3, $0), nth(-1, .sunday, 10, $0)) }, upUTC: 3600, downUTC: 3600)
  /// New York: since 2007 the second Sunday of March and the first of November, before that the
  /// first Sunday of April and the last of October; 02:00 local.
  static let newYork = RuleZone(
    standard: -18_000, rule: { (nth(2, .sunday, 3, $0), nth(1, .sunday, 11, $0)) },
    oldRule: { (nth(1, .sunday, 4, $0), nth(-1, .sunday, 10, $0)) }, ruleFrom: 2007, upUTC: 7 * 3600,
    downUTC: 6 * 3600)
  /// Sydney: summer from the first Sunday of October to the first Sunday of April (02:00 and
  /// 03:00 local: 16:00 UTC the day before).
  static let sydney = RuleZone(
    standard: 36_000, rule: { (nth(1, .sunday, 10, $0).adding(days: -1), nth(1, .sunday, 4, $0).adding(days: -1)) },
    upUTC: 16 * 3600, downUTC: 16 * 3600)
  /// The `weekday` on or after day `day` of a month.
  static func onOrAfter(_ day: Int, _ weekday: Weekday, _ month: Int, _ year: Int) -> LocalDate {
    let start = LocalDate(year: year, month: month, day: day)!
    return start.adding(days: (weekday.rawValue - start.isoWeekday + 7) % 7)
  }

  /// Santiago: summer from the Sunday on or after 2 September to the Sunday on or after 2 April
  /// (04:00 and 03:00 UTC): neither the first nor the second Sunday every year.
  static let santiago = RuleZone(
    standard: -14_400, rule: { (onOrAfter(2, .sunday, 9, $0), onOrAfter(2, .sunday, 4, $0)) }, upUTC: 4 * 3600,
    downUTC: 3 * 3600)
  /// Changes on fixed dates (21 March, 21 September), whatever the weekday: no weekday rule.
  static let fixedDates = RuleZone(
    standard: 12_600, rule: { (LocalDate(year: $0, month: 3, day: 21)!, LocalDate(year: $0, month: 9, day: 21)!) },
    upUTC: 0, downUTC: 0)
}

@Suite struct VTimeZoneTests {
  func dt(_ text: String) -> LocalDateTime { LocalDateTime(text: text)! }

  @Test func aZoneWithAYearlyRuleGetsTwoObservancesWithRRULE() {
    let zone = VTimeZone(tzid: "Europe/Berlin", zone: RuleZone.europe, years: 2026...2027)
    #expect(
      zone.observances == [
        .init(isDaylight: false, start: dt("2026-01-01T00:00"), offsetFrom: 3600, offsetTo: 3600),
        .init(
          isDaylight: true, start: dt("2026-03-29T02:00"), offsetFrom: 3600, offsetTo: 7200,
          rule: "FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU"),
        .init(
          isDaylight: false, start: dt("2026-10-25T03:00"), offsetFrom: 7200, offsetTo: 3600,
          rule: "FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU"),
      ])
    var w = ICalendarWriter()
    zone.write(into: &w)
    #expect(w.text.contains("BEGIN:DAYLIGHT\r\nDTSTART:20260329T020000\r\nRRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU\r\n"))
  }

  @Test func theYearsBeforeTheRuleAreListed() {
    let zone = VTimeZone(tzid: "America/New_York", zone: RuleZone.newYork, years: 2005...2026)
    #expect(
      zone.observances.map { "\($0.start) \($0.rule ?? "-")" } == [
        "2005-01-01T00:00 -",
        "2005-04-03T02:00 -", "2005-10-30T02:00 -", "2006-04-02T02:00 -", "2006-10-29T02:00 -",
        "2007-03-11T02:00 FREQ=YEARLY;BYMONTH=3;BYDAY=2SU", "2007-11-04T02:00 FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
      ])
    #expect(zone.observances.map(\.isDaylight) == [false, true, false, true, false, true, false])
  }

  @Test func theSouthernSummerStartsTheYear() {
    let zone = VTimeZone(tzid: "Australia/Sydney", zone: RuleZone.sydney, years: 2026...2026)
    #expect(
      zone.observances.map { "\($0.isDaylight) \($0.start) \($0.rule ?? "-")" } == [
        "true 2026-01-01T00:00 -",
        "false 2026-04-05T03:00 FREQ=YEARLY;BYMONTH=4;BYDAY=1SU",
        "true 2026-10-04T02:00 FREQ=YEARLY;BYMONTH=10;BYDAY=1SU",
      ])
  }

  @Test func aWeekdayOnOrAfterADayIsASevenDayWindow() {
    let zone = VTimeZone(tzid: "America/Santiago", zone: RuleZone.santiago, years: 2026...2026)
    #expect(
      zone.observances.compactMap(\.rule) == [
        "FREQ=YEARLY;BYMONTH=4;BYDAY=SU;BYMONTHDAY=2,3,4,5,6,7,8",
        "FREQ=YEARLY;BYMONTH=9;BYDAY=SU;BYMONTHDAY=2,3,4,5,6,7,8",
      ])
  }

  @Test func changesOnFixedDatesAreListedOneByOne() {
    let zone = VTimeZone(tzid: "Asia/Tehran", zone: RuleZone.fixedDates, years: 2026...2027)
    #expect(zone.observances.allSatisfy { $0.rule == nil })
    // 1 January 2026 and two changes in each year through 2035 (the years covered and eight more).
    #expect(zone.observances.count == 21)
  }

  /// Every rule written gives back the zone's own transitions, for decades after the export.
  @Test(arguments: [RuleZone.europe, RuleZone.newYork, RuleZone.sydney])
  func theRuleGivesEveryLaterTransition(zone: RuleZone) throws {
    let vtz = VTimeZone(tzid: "Z", zone: zone, years: 2026...2026)
    let ruled = vtz.observances.filter { $0.rule != nil }
    #expect(ruled.count == 2)
    for year in 2026...2060 {
      for o in ruled {
        let rule = try #require(o.rule)
        let parts = Dictionary(
          uniqueKeysWithValues: rule.split(separator: ";").map { p in
            let kv = p.split(separator: "=")
            return (String(kv[0]), String(kv[1]))
          })
        let byDay = try #require(parts["BYDAY"])
        let day = RuleZone.nth(
          Int(byDay.dropLast(2))!, Weekday(code: byDay.suffix(2))!, Int(parts["BYMONTH"]!)!, year)
        // The onset is a wall time in the old offset: the zone changes at that instant.
        let instant = Int64(LocalDateTime(date: day, time: o.start.time).minuteNumber) * 60 - Int64(o.offsetFrom)
        #expect(zone.secondsFromUTC(at: instant - 1) == o.offsetFrom, "\(year) \(rule)")
        #expect(zone.secondsFromUTC(at: instant) == o.offsetTo, "\(year) \(rule)")
      }
    }
  }
}
