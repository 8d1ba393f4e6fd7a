/// Study time logged in daily notes by the timer: `- 14:00–14:25 Study [study:: 25m]`.
/// The weekly page shows the minutes per day.
public enum StudyLog {
  /// Reads a duration: `25m`, `1h`, `1h30m`, `90s`, `1.5h`, or a bare number of minutes.
  /// - Returns: seconds, or `nil` when the text is not a duration.
  public static func seconds(_ text: some StringProtocol) -> Int? {
    let s = text.trimmingSpaces().lowercased()
    guard !s.isEmpty else { return nil }
    if let minutes = Double(s), minutes >= 0, minutes.isFinite { return Int((minutes * 60).rounded()) }
    var total = 0.0
    var number = ""
    var sawUnit = false
    for c in s {
      if c.isNumber || c == "." {
        number.append(c)
      } else if c == " " {
        continue
      } else {
        guard let value = Double(number), value.isFinite else { return nil }
        switch c {
        case "h": total += value * 3600
        case "m": total += value * 60
        case "s": total += value
        default: return nil
        }
        number = ""
        sawUnit = true
      }
    }
    guard sawUnit, number.isEmpty else { return nil }
    return Int(total.rounded())
  }

  /// `25m`, `1h30m`, `2h` — the duration as the log line writes it (whole minutes, at least one).
  public static func text(minutes: Int) -> String {
    let m = max(1, minutes)
    if m < 60 { return "\(m)m" }
    return m % 60 == 0 ? "\(m / 60)h" : "\(m / 60)h\(m % 60)m"
  }

  /// A length for messages: `45s` under a minute, else as ``text(minutes:)`` (whole minutes).
  public static func text(seconds: Int) -> String { seconds < 60 ? "\(max(0, seconds))s" : text(minutes: seconds / 60) }

  /// The log line for a study phase from `from` to `to` (wall-clock minutes): `- 14:00–14:25 Study [study:: 25m]`,
  /// with the course's tag when it was for one (`- 14:00–14:25 Study #phys201 [study:: 25m]`,
  /// which counts towards the course's study budget, `StudyPlan`).
  public static func line(from: LocalDateTime, to: LocalDateTime, course: String? = nil) -> String {
    let minutes = to.minuteNumber - from.minuteNumber
    let tag = course.map { " #\($0)" } ?? ""
    return "- \(from.time)–\(to.time) Study\(tag) [study:: \(text(minutes: minutes))]"
  }

  /// The minutes of a `[study:: …]` field in a text, `nil` without one (or with an unreadable one).
  public static func minutes(in text: some StringProtocol) -> Int? {
    guard let open = text.firstRange(of: "[study::") else { return nil }
    let rest = text[open.upperBound...]
    guard let close = rest.firstIndex(of: "]"), let seconds = seconds(rest[..<close]) else { return nil }
    return (seconds + 30) / 60
  }

  /// Minutes studied per day in `from...to`, from day-planner lines with a `[study:: …]` field
  /// (the events of daily notes); days without study are left out. In date order.
  public static func minutesPerDay(_ events: [EventItem], from: LocalDate, to: LocalDate) -> [(
    date: LocalDate, minutes: Int
  )] {
    var days: [LocalDate: Int] = [:]
    for event in events where event.date >= from && event.date <= to {
      if let minutes = minutes(in: event.title) { days[event.date, default: 0] += minutes }
    }
    return days.keys.sorted().map { ($0, days[$0]!) }
  }
}
