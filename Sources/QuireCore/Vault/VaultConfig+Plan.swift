extension PlanSettings {
  /// The keys `plan:` takes (docs/plan.md).
  public static let configKeys = [
    "hours", "breaks", "estimate", "shortest_block", "buffer", "habit_minutes", "event_minutes", "horizon",
    "study_days",
  ]
}

extension VaultConfig {
  /// `plan:`: each bad value is reported at its line and keeps its default.
  static func readPlan(
    _ fields: FrontMatterFields, file: String, into settings: inout PlanSettings, _ sink: inout [Diagnostic]
  ) {
    guard case .map(let entries, _)? = fields.values["plan"] else { return }
    func bad(_ key: String, _ value: FrontMatterValue, _ expected: String, shown: String? = nil) {
      sink.append(
        Diagnostic(
          file: file, line: value.line,
          .badPlanSetting(key: key, value: shown ?? value.text ?? "a list", expected: expected)))
    }
    func duration(_ key: String, _ value: FrontMatterValue) -> Int? {
      guard let minutes = value.text.flatMap(minutes), minutes >= 0, minutes < 1440 else {
        bad(key, value, "a duration such as 30m, 1h or 1h30m")
        return nil
      }
      return minutes
    }
    for (key, value) in entries {
      switch key {
      case "hours":
        if let hours = readHours(value, bad: { bad("hours", $0, $1, shown: $2) }) { settings.hours = hours }
      case "breaks":
        if let spans = spans(value) {
          settings.breaks = spans
        } else {
          bad(key, value, "a list of times such as \"12:00-13:00\"")
        }
      case "estimate": duration(key, value).map { settings.defaultEstimate = max($0, 1) }
      case "shortest_block": duration(key, value).map { settings.shortestBlock = max($0, 1) }
      case "buffer": duration(key, value).map { settings.buffer = $0 }
      case "habit_minutes": duration(key, value).map { settings.habitMinutes = $0 }
      case "event_minutes": duration(key, value).map { settings.eventMinutes = $0 }
      case "horizon":
        if let days = value.text.flatMap({ Int($0) }), days >= 0, days <= 366 {
          settings.horizon = days
        } else {
          bad(key, value, "a number of days from 0 to 366")
        }
      case "study_days":
        if let days = value.text.flatMap({ Int($0) }), days >= 1, days <= 366 {
          settings.studyDays = days
        } else {
          bad(key, value, "a number of days from 1 to 366")
        }
      default: break  // reported by reportUnknownKeys
      }
    }
  }

  /// `hours:`, a map from `mon`...`sun`, `weekdays`, `weekend` or `every day` to a span, a list of
  /// spans, or `off`; a later key wins over an earlier one for the days both name. The days the
  /// map names replace the default's; the days it leaves out keep it.
  private static func readHours(
    _ value: FrontMatterValue, bad: (FrontMatterValue, String, String?) -> Void
  ) -> [Int: [MinuteSpan]]? {
    guard case .map(let entries, _) = value else {
      bad(value, "a map such as {weekdays: \"09:00-17:00\", sat: off}", nil)
      return nil
    }
    var hours = PlanSettings().hours
    for (day, spanValue) in entries {
      let days: [Int]
      switch day.lowercased() {
      case "weekdays": days = Array(1...5)
      case "weekend": days = [6, 7]
      case "every day", "daily": days = Array(1...7)
      default:
        guard let weekday = DatePhrase.weekdayWords[day.lowercased()] else {
          bad(spanValue, "a day: mon ... sun, weekdays, weekend or every day", day)
          continue
        }
        days = [weekday.rawValue]
      }
      let off = ["off", "none", "no", "false"].contains(spanValue.text?.lowercased() ?? "")
      guard let spans = off ? [] : spans(spanValue) else {
        bad(spanValue, "working hours such as \"09:00-17:00\", a list of them, or off", nil)
        continue
      }
      for day in days { hours[day] = spans }
    }
    return hours
  }

  /// A span (`"09:00-12:00"`) or a list of them; `nil` when any is not one.
  private static func spans(_ value: FrontMatterValue) -> [MinuteSpan]? {
    switch value {
    case .scalar(let text, _, _): return MinuteSpan(text: text).map { [$0] }
    case .list(let items, _):
      let spans = items.compactMap { $0.text.flatMap(MinuteSpan.init(text:)) }
      return spans.count == items.count ? spans.sorted() : nil
    case .map: return nil
    }
  }
}
