import PropertyBased
import QuireCore
import Testing

/// A broken component costs only itself: whichever END is missing and wherever the file is cut,
/// every component that is whole is read (docs/icalendar.md, "Bad input").
@Suite struct ICalendarParserRecoveryPropertyTests {
  struct Case: Sendable, CustomStringConvertible {
    var lines: [String]
    /// The UID of each component and the index of its END line.
    var components: [(uid: String, end: Int)]
    /// Which component loses its END, and where the file is cut (drawn with the case, so a
    /// failing seed reproduces).
    var broken: Int
    var cut: Int
    var description: String { lines.joined(separator: "\n") }
  }

  /// A calendar of 1–8 events and tasks, some with alarms, folded lines and blank lines.
  static let calendar = Generator<Case, Shrink.None<Case>> { rng in
    var lines = ["BEGIN:VCALENDAR", "VERSION:2.0"]
    var components: [(uid: String, end: Int)] = []
    for i in 0..<Int.random(in: 1...8, using: &rng) {
      let name = Bool.random(using: &rng) ? "VEVENT" : "VTODO"
      lines += ["BEGIN:" + name, "UID:u\(i)", "SUMMARY:Item \(i) with a long", " folded title", "DTSTART:20261102"]
      if Int.random(in: 0..<3, using: &rng) == 0 {
        lines += ["BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:-PT15M", "END:VALARM"]
      }
      if Int.random(in: 0..<4, using: &rng) == 0 { lines.append("") }
      lines.append("END:" + name)
      components.append(("u\(i)", lines.count - 1))
    }
    lines.append("END:VCALENDAR")
    return Case(
      lines: lines, components: components, broken: Int.random(in: 0..<components.count, using: &rng),
      cut: Int.random(in: 1...lines.count, using: &rng))
  }

  static func uids(_ lines: [String]) -> Set<String> {
    let (calendars, _) = ICalendarParser(file: "p.ics").parse(lines.joined(separator: "\r\n") + "\r\n")
    return Set(
      calendars.flatMap(\.components).compactMap { c in c.first("UID").map(\.value) })
  }

  @Test func aMissingEndLosesOnlyItsComponent() async {
    await propertyCheck(count: 500, input: Self.calendar) { c in
      let broken = c.components[c.broken]
      var lines = c.lines
      lines.remove(at: broken.end)
      let expected = Set(c.components.map(\.uid)).subtracting([broken.uid])
      // The last component has no next BEGIN: it ends with the calendar's END, and is kept.
      #expect(Self.uids(lines).isSuperset(of: expected), "\(lines.joined(separator: "\n"))")
    }
  }

  @Test func aCutFileKeepsEveryComponentThatEndedBeforeTheCut() async {
    await propertyCheck(count: 500, input: Self.calendar) { c in
      let cut = c.cut
      let lines = Array(c.lines.prefix(cut))
      let whole = Set(c.components.filter { $0.end < cut }.map(\.uid))
      #expect(Self.uids(lines) == whole, "cut at \(cut):\n\(lines.joined(separator: "\n"))")
    }
  }
}
