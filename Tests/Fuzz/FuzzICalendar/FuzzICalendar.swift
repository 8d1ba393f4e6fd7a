import QuireCore
import QuireFuzzSupport

// The iCalendar parser and the import conversion (docs/fuzzing.md, docs/icalendar.md): the input is an .ics file.
// Every imported task, written as `quire ics import` writes it (Sources/QuireKit/Interop/CalendarImporter.swift,
// in either syntax), must read back as the same task, and every imported event must keep a title on one line and
// a recurrence Quire can read.

/// A few fixed zones, as in Tests/QuireCoreTests/Interop/ICalendarImportTests.swift: no zone database needed.
struct Zones: ZoneDirectory {
  func zone(named name: String) -> (any ZoneRules)? {
    switch name {
    case "America/New_York": return FixedZone(offsetSeconds: -5 * 3600)
    case "Europe/Berlin": return FixedZone(offsetSeconds: 3600)
    case "Asia/Kolkata": return FixedZone(offsetSeconds: 19_800)
    case "UTC": return FixedZone(offsetSeconds: 0)
    default: return nil
    }
  }
}

let importer = ICalendarImport(
  file: "fuzz.ics", vaultZone: FixedZone(offsetSeconds: 3600), zones: Zones(), courses: ["cs101"])
let syntaxes: [any TaskLineSyntax] = [EmojiTaskSyntax(), DataviewTaskSyntax()]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzICalendar(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let result = importer.read(bytes: FuzzInput.bytes(data, size))
  for task in result.tasks {
    for syntax in syntaxes {
      let line = syntax.line(status: task.status, fields: task.fields)
      let read = TaskLineParser.parse(line)
      FuzzInput.require(
        read?.fields == task.fields && read?.status == task.status,
        "an imported task does not read back (\(syntax.format)): \(line.debugDescription)\n"
          + "imported: \(task.fields)\nread:     \(String(describing: read?.fields))")
    }
  }
  for event in result.events {
    let note = event.note
    FuzzInput.require(
      !note.title.contains(where: \.isNewline), "an imported title spans lines: \(note.title.debugDescription)")
    if let rule = note.recurrence {
      FuzzInput.require(
        Recurrence(text: rule) != nil, "an imported recurrence cannot be read: \(rule.debugDescription)")
    }
  }
  return 0
}
