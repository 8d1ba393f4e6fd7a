import PropertyBased
import Testing

@testable import QuireCore

/// `RecurrenceRule.phrase`: the Obsidian Tasks phrase `ics import` writes for a rule, only when it
/// reads back as exactly that rule, in the characters the plugin's `🔁` reads.
@Suite struct RecurrenceRulePhraseTests {
  @Test(arguments: [
    ("FREQ=DAILY", "every day"),
    ("FREQ=DAILY;INTERVAL=3", "every 3 days"),
    ("FREQ=WEEKLY", "every week"),
    ("FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,FR", "every 2 weeks on Monday, Friday"),
    ("FREQ=MONTHLY;BYMONTHDAY=15", "every month on the 15th"),
    ("FREQ=MONTHLY;BYMONTHDAY=-1", "every month on the last"),
    ("FREQ=MONTHLY;BYDAY=2WE", "every month on the 2nd Wednesday"),
    ("FREQ=YEARLY", "every year"),
    ("FREQ=YEARLY;BYMONTH=1;BYMONTHDAY=15", "every January on the 15th"),
  ])
  func aRuleWithAPhraseGetsIt(_ rrule: String, _ phrase: String) throws {
    let rule = try RecurrenceRule(parsing: rrule)
    #expect(rule.phrase(from: LocalDate(iso: "2026-11-15")) == phrase)
    #expect(Recurrence(text: phrase)?.rule == rule)
    #expect(phrase.utf8.allSatisfy(PluginReach.isRuleByte))
  }

  @Test(arguments: [
    "FREQ=DAILY;COUNT=5", "FREQ=WEEKLY;UNTIL=20261231", "FREQ=MONTHLY;BYDAY=MO;BYSETPOS=-1",
    "FREQ=YEARLY;BYWEEKNO=20", "FREQ=MONTHLY;BYMONTHDAY=1,15", "FREQ=MONTHLY;BYMONTHDAY=-2",
    "FREQ=MONTHLY;BYDAY=-2FR",
  ])
  func aRuleWithoutOneKeepsItsRRule(_ rrule: String) throws {
    #expect(try RecurrenceRule(parsing: rrule).phrase(from: LocalDate(iso: "2026-11-15")) == nil)
  }

  /// `every month` from the 31st moves to the month's end; `FREQ=MONTHLY` skips short months.
  @Test func aMonthEndKeepsItsRRule() throws {
    let rule = try RecurrenceRule(parsing: "FREQ=MONTHLY")
    #expect(rule.phrase(from: LocalDate(iso: "2026-10-31")) == nil)
    #expect(rule.phrase(from: LocalDate(iso: "2026-10-28")) == "every month")
    #expect(rule.phrase(from: nil) == nil)
    #expect(try RecurrenceRule(parsing: "FREQ=WEEKLY").phrase(from: nil) == "every week")
  }

  static let rules = Generator<String, Shrink.None<String>> { rng in
    var parts = ["FREQ=" + ["DAILY", "WEEKLY", "MONTHLY", "YEARLY"][Int.random(in: 0...3, using: &rng)]]
    if Bool.random(using: &rng) { parts.append("INTERVAL=\(Int.random(in: 1...5, using: &rng))") }
    if Bool.random(using: &rng) {
      let days = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"].filter { _ in Bool.random(using: &rng) }
      let ordinal = Bool.random(using: &rng) ? String(Int.random(in: -5...5, using: &rng)) : ""
      if !days.isEmpty {
        parts.append("BYDAY=" + days.map { (ordinal == "0" ? "" : ordinal) + $0 }.joined(separator: ","))
      }
    }
    if Bool.random(using: &rng) {
      let day = Int.random(in: -31...31, using: &rng)
      if day != 0 { parts.append("BYMONTHDAY=\(day)") }
    }
    if Bool.random(using: &rng) { parts.append("BYMONTH=\(Int.random(in: 1...12, using: &rng))") }
    return parts.joined(separator: ";")
  }

  /// Over random rules: no crash, and a phrase given reads back as the rule, in the plugin's characters.
  @Test func aPhraseAlwaysReadsBackAsTheRule() async {
    await propertyCheck(count: 2000, input: Self.rules) { text in
      guard let rule = try? RecurrenceRule(parsing: text) else { return }
      for day in ["2026-11-15", "2026-01-31", "2024-02-29"] {
        guard let phrase = rule.phrase(from: LocalDate(iso: day)) else { continue }
        #expect(Recurrence(text: phrase)?.rule == rule, "\(text) → \(phrase)")
        #expect(phrase.utf8.allSatisfy(PluginReach.isRuleByte), "\(phrase)")
      }
    }
  }
}
