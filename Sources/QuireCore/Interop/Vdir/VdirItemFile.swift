/// One file of a vdir read: its calendar, the item's main component and UID, or why it is
/// skipped (pure; docs/phone.md, "Bad input").
public struct VdirItemFile: Sendable, Equatable {
  /// The largest file read, in bytes: one item is a few kilobytes; a bigger file is skipped.
  public static let largestFile = 1 << 20
  /// The largest RRULE COUNT taken: more occurrences than this are not a real schedule.
  public static let largestCount = 10000

  /// The file's name in the folder.
  public var name: String
  /// The whole document as read (normally one VCALENDAR).
  public var calendars: [ICalendarComponent]
  /// The VTODO or VEVENT without RECURRENCE-ID.
  public var main: ICalendarComponent
  /// Its UID (TEXT unescaped).
  public var uid: String

  /// The item's components: the main one and its overrides (RECURRENCE-ID).
  public var components: [ICalendarComponent] {
    calendars.flatMap(\.components).filter { $0.name == main.name }
  }

  /// The item's kind.
  public var kind: VdirItemKind { main.name == "VTODO" ? .task : .event }

  /// A file read: its item, or the warning that says why it is skipped.
  public enum Reading: Sendable, Equatable {
    case item(VdirItemFile)
    case skipped(Diagnostic)
  }

  /// Reads `bytes`; a problem is one warning naming the file (and its line when there is one).
  public static func read(name: String, bytes: [UInt8]) -> Reading {
    func skipped(_ reason: String, line: Int? = nil) -> Reading {
      .skipped(Diagnostic(file: name, line: line, .vdirSkipped(reason: reason)))
    }
    if bytes.count > largestFile {
      return skipped("the file is \(bytes.count / 1024) KB, more than the \(largestFile / 1024) KB an item may be")
    }
    if bytes.contains(0) { return skipped("the file holds NUL bytes; it is not iCalendar text") }
    let (calendars, diagnostics) = ICalendarParser(file: name).parse(bytes: bytes)
    guard !calendars.isEmpty, calendars.allSatisfy({ $0.name == "VCALENDAR" }) else {
      return skipped("the file is not iCalendar (no BEGIN:VCALENDAR)", line: diagnostics.first?.line)
    }
    let items = calendars.flatMap(\.components).filter { $0.name == "VTODO" || $0.name == "VEVENT" }
    let mains = items.filter { $0.first("RECURRENCE-ID") == nil }
    guard let main = mains.first ?? items.first else {
      return skipped("the file holds no VTODO or VEVENT")
    }
    guard let property = main.first("UID") else { return skipped("its \(main.name) has no UID", line: main.line) }
    let uid = ICalendarValue.text(property.value.trimmingSpaces())
    if let problem = VdirFileName.problem(with: uid) { return skipped(problem, line: property.line) }
    if let other = items.first(where: { c in
      c.first("UID").map { ICalendarValue.text($0.value.trimmingSpaces()) } != uid
    }) {
      return skipped(
        "it holds a second item with another UID (line \(other.line)); one item per file", line: other.line)
    }
    if mains.count > 1 { return skipped("it holds \(main.name) \(uid) twice", line: mains[1].line) }
    for c in items {
      guard let rule = c.first("RRULE") else { continue }
      for part in rule.value.uppercased().split(separator: ";") where part.hasPrefix("COUNT=") {
        if let n = Int(String(part.dropFirst(6)).trimmingSpaces()), n > largestCount {
          return skipped("its RRULE has COUNT=\(n), more than \(largestCount) occurrences", line: rule.line)
        }
        if Int(String(part.dropFirst(6)).trimmingSpaces()) == nil {
          return skipped("its RRULE has a COUNT that is not a number", line: rule.line)
        }
      }
    }
    return .item(VdirItemFile(name: name, calendars: calendars, main: main, uid: uid))
  }
}
