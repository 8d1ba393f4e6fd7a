/// A habit's month as a calendar grid (weeks in rows, weekdays in columns) and as an SVG
/// heatmap for the monthly page. Pure and deterministic: same input, same bytes.
public struct HabitHeatmap: Sendable, Equatable {
  public var stats: HabitStats
  public var year: Int
  public var month: Int
  /// ISO weekday the weeks start on (1 = Monday, 7 = Sunday).
  public var weekStart: Int
  /// Weeks of the month; `nil` cells are days of the neighbouring months.
  public var weeks: [[HabitDay?]]

  /// The heatmap of `habit` for `year`-`month`, with streaks as of `today`.
  public init(
    habit: Habit, checkins: [CheckIn], year: Int, month: Int, today: LocalDate, weekStart: Int = 1
  ) {
    self.init(HabitHistory(habit, checkins: checkins), year: year, month: month, today: today, weekStart: weekStart)
  }

  /// The heatmap of a habit's history for `year`-`month`, with streaks as of `today`.
  public init(_ history: HabitHistory, year: Int, month: Int, today: LocalDate, weekStart: Int = 1) {
    let first = LocalDate(year: year, month: month, day: 1)!
    let last = LocalDate(year: year, month: month, day: LocalDate.daysIn(month: month, year: year))!
    let stats = history.stats(from: first, to: last, today: today)
    self.stats = stats
    self.year = year
    self.month = month
    self.weekStart = weekStart
    let lead = (first.isoWeekday - weekStart + 7) % 7
    var cells: [HabitDay?] = Array(repeating: nil, count: lead) + stats.days.map { Optional($0) }
    while cells.count % 7 != 0 { cells.append(nil) }
    weeks = stride(from: 0, to: cells.count, by: 7).map { Array(cells[$0..<$0 + 7]) }
  }

  /// Two-letter weekday headers in column order (`Mo Tu We ...`).
  public var weekdayHeaders: [String] {
    (0..<7).map { ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"][(weekStart - 1 + $0) % 7] }
  }

  /// `YYYY-MM`.
  public var monthLabel: String { LocalDate(year: year, month: month, day: 1)!.monthKey }

  /// The fill colour of a day's cell in the SVG (GitHub-like greens; grey for unscheduled days).
  public static func color(_ status: HabitDay.Status) -> String {
    switch status {
    case .done: return "#216e39"
    case .partial: return "#9be9a8"
    case .missed: return "#f4c7c3"
    case .pending: return "#fff8c5"
    case .notScheduled: return "#ebedf0"
    case .future: return "#ffffff"
    }
  }

  /// A standalone SVG document: title with the streak, weekday headers, one square per day
  /// (its day number inside, a `<title>` tooltip with date, status and slots), and a legend.
  public var svg: String {
    let cell = 28
    let gap = 4
    let left = 8
    let top = 44
    let width = left * 2 + 7 * cell + 6 * gap
    let legendY = top + weeks.count * (cell + gap) + 8
    let height = legendY + 22
    var out = ""
    out +=
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\""
    out += " font-family=\"sans-serif\" role=\"img\" aria-label=\"\(Self.escape(stats.habit.name)) \(monthLabel)\">\n"
    out += "<rect width=\"\(width)\" height=\"\(height)\" fill=\"#ffffff\"/>\n"
    var title = "\(stats.habit.name) · \(monthLabel)"
    // Words, not the 🔥 of the badge: an SVG viewer without an emoji font shows a box.
    if stats.showsBadge { title += " · streak \(stats.streak)" }
    out +=
      "<text x=\"\(left)\" y=\"18\" font-size=\"13\" font-weight=\"bold\" fill=\"#24292f\">\(Self.escape(title))</text>\n"
    for (i, header) in weekdayHeaders.enumerated() {
      let x = left + i * (cell + gap) + cell / 2
      out +=
        "<text x=\"\(x)\" y=\"\(top - 8)\" font-size=\"10\" text-anchor=\"middle\" fill=\"#57606a\">\(header)</text>\n"
    }
    for (row, week) in weeks.enumerated() {
      for (column, day) in week.enumerated() {
        guard let day else { continue }
        let x = left + column * (cell + gap)
        let y = top + row * (cell + gap)
        let stroke = day.status == .future ? " stroke=\"#d0d7de\"" : ""
        out +=
          "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(cell)\" height=\"\(cell)\" rx=\"4\" fill=\"\(Self.color(day.status))\"\(stroke)>"
        let slots = day.slots > 0 ? " \(day.done)/\(day.slots)" : ""
        out += "<title>\(day.date) \(day.status.rawValue)\(slots)</title></rect>\n"
        let ink = day.status == .done ? "#ffffff" : "#24292f"
        out +=
          "<text x=\"\(x + cell / 2)\" y=\"\(y + cell / 2 + 4)\" font-size=\"11\" text-anchor=\"middle\" fill=\"\(ink)\">\(day.date.day)</text>\n"
      }
    }
    var x = left
    for status in [HabitDay.Status.done, .partial, .missed, .notScheduled] {
      out += "<rect x=\"\(x)\" y=\"\(legendY)\" width=\"10\" height=\"10\" rx=\"2\" fill=\"\(Self.color(status))\"/>"
      let label = status == .notScheduled ? "off" : status.rawValue
      out += "<text x=\"\(x + 14)\" y=\"\(legendY + 9)\" font-size=\"10\" fill=\"#57606a\">\(label)</text>\n"
      x += 14 + label.count * 6 + 12
    }
    out += "</svg>\n"
    return out
  }

  /// Escapes text for XML character data and attribute values.
  static func escape(_ text: String) -> String {
    var out = ""
    for c in text {
      switch c {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      default: out.append(c)
      }
    }
    return out
  }
}
