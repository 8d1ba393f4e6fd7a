/// A day-planner line in a daily note: a list item that starts with a time
/// (`- 14:00-15:00 Dentist`, `- [ ] 09:30 Standup`, `- 9:00 – 10:30 Lecture`).
public struct DayPlannerLine: Sendable, Equatable {
  public var start: LocalTime
  public var end: LocalTime?
  public var title: String
  /// The checkbox symbol when the line has one.
  public var status: String?

  /// Reads a source line; `nil` when it is not a list item starting with `HH:MM`.
  public init?(line: Substring) {
    guard let item = Self.timedItem(line) else { return nil }
    self.init(item: item)
  }

  /// The list item of `line` when its text starts with a digit, as a planner line's does; read
  /// once and handed to `init(item:)` and `impossibleTime(item:in:)`.
  static func timedItem(_ line: Substring) -> ListLine? {
    guard let item = ListLine(line), let first = item.content.utf8.first, first >= 0x30, first <= 0x39 else {
      return nil
    }
    return item
  }

  /// Reads a `timedItem`.
  init?(item: ListLine) {
    var s = item.content
    guard let start = DayPlannerLine.time(&s) else { return nil }
    var end: LocalTime? = nil
    var rest = s.drop { $0 == " " }
    if let dash = rest.first, dash == "-" || dash == "–" || dash == "—" {
      rest = rest.dropFirst().drop { $0 == " " }
      guard let e = DayPlannerLine.time(&rest) else { return nil }
      end = e
      s = rest
    }
    guard s.isEmpty || s.first == " " || s.first == "\t" else { return nil }
    let title = s.trimmingSpaces()
    guard !title.isEmpty else { return nil }
    self.start = start
    self.end = end
    self.title = title
    self.status = item.status
  }

  /// A list item that starts like a planner line with a time that is no time of day
  /// (`- 25:00 Late`): the written time and its 0-based UTF-8 offset in `line`.
  public static func impossibleTime(line: Substring) -> (text: String, offset: Int)? {
    timedItem(line).flatMap { impossibleTime(item: $0, in: line) }
  }

  /// `impossibleTime(line:)` of a `timedItem` of `line`.
  static func impossibleTime(item: ListLine, in line: Substring) -> (text: String, offset: Int)? {
    // No need to ask whether it is a planner line: one whose time is no time of day is not.
    let content = item.content
    let digits = content.prefix { $0.isASCII && $0.isNumber }
    guard digits.count == 1 || digits.count == 2, content.dropFirst(digits.count).first == ":" else { return nil }
    let minutes = content.dropFirst(digits.count + 1).prefix { $0.isASCII && $0.isNumber }
    guard minutes.count == 2, let h = Int(digits), let m = Int(minutes), LocalTime(hour: h, minute: m) == nil else {
      return nil
    }
    let text = String(content.prefix(digits.count + 3))
    return (text, line.utf8.distance(from: line.startIndex, to: content.startIndex))
  }

  /// Consumes `H:MM` or `HH:MM` from the front of `s`.
  static func time(_ s: inout Substring) -> LocalTime? {
    let digits = s.prefix { $0.isASCII && $0.isNumber }
    guard digits.count == 1 || digits.count == 2 else { return nil }
    let afterHour = s.dropFirst(digits.count)
    guard afterHour.first == ":" else { return nil }
    let minutes = afterHour.dropFirst().prefix { $0.isASCII && $0.isNumber }
    guard minutes.count == 2, let h = Int(digits), let m = Int(minutes), let t = LocalTime(hour: h, minute: m)
    else { return nil }
    s = afterHour.dropFirst(3)
    return t
  }
}
