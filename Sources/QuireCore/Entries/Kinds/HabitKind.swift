/// A habit note (`type: habit`, the habits folder): its times and days (docs/habits.md). Its
/// check-ins come from task lines anywhere (`CheckInKind`).
public enum HabitKind: NoteKindSteps {
  public static let kind: NoteKind? = .habit
  public static let section = "habits"
  public static let bits: NoteKinds = .habit

  public static func parse(_ source: NoteSource, into note: inout ParsedNote, diagnostics: inout [Diagnostic]) {
    let fields = source.fields
    let file = source.file
    var times: [LocalTime] = []
    for (text, line) in fields.items("times") {
      if let time = LocalTime(text: text) {
        times.append(time)
      } else {
        diagnostics.append(
          Diagnostic(
            file: file, line: line, .badHabitTime(text)))
      }
    }
    let days = (fields.strings("days", commaSeparated: false) ?? []).flatMap { value -> [String] in
      // `days: mon, wed` (a plain scalar) and `days: [mon, wed]` mean the same; a phrase stays whole.
      value.hasPrefix("every") ? [value] : value.split(separator: ",").map { $0.trimmingSpaces().lowercased() }
    }
    if days.count == 1, days[0].hasPrefix("every") {
      do {
        _ = try Recurrence(parsing: days[0])
        var reported: [Diagnostic] = []  // a bad start is reported once, below
        let start = fields.date("start", file: file, into: &reported)
        if RecurrenceCheck.neverOccurs(days[0], start: start) {
          diagnostics.append(
            NoteParser.neverOccurs(
              days[0], file: file, line: fields.line(of: "days"), outcome: "the habit is never due"))
        }
      } catch {
        diagnostics.append(
          Diagnostic(
            file: file, line: fields.line(of: "days"), .badHabitDays(days[0], error: "\(error)")))
      }
    } else {
      for day in days where HabitDays.weekday(day) == nil {
        diagnostics.append(
          Diagnostic(
            file: file, line: fields.line(of: "days"), .badWeekday(day)))
      }
    }
    note.habit = Habit(
      slug: source.stem, name: fields.string("name") ?? fields.string("title") ?? source.stem, times: times,
      days: days, start: fields.date("start", file: file, into: &diagnostics), file: file, line: fields.line)
  }

  // MARK: - Index

  public static func encode(_ note: ParsedNote, to w: inout BinaryWriter) {
    w.optional(note.habit) { w, h in
      w.string(h.slug)
      w.string(h.name)
      w.array(h.times) { $0.time($1) }
      w.strings(h.days)
      w.optional(h.start) { $0.date($1) }
      w.string(h.file)
      w.int(h.line)
    }
  }

  public static func decode(_ r: inout BinaryReader, into note: inout ParsedNote) throws(IndexError) {
    note.habit = try r.optional { r throws(IndexError) in
      Habit(
        slug: try r.string(), name: try r.string(), times: try r.array { r throws(IndexError) in try r.time() },
        days: try r.strings(), start: try r.optionalDate(), file: try r.string(), line: try r.int())
    }
  }

  // MARK: - Contents

  /// A habit is read whatever days a view shows.
  public static func kinds(of note: ParsedNote) -> NoteKinds { note.habit == nil ? [] : [.habit, .undated] }

  public static func count(in note: ParsedNote) -> Int { note.habit == nil ? 0 : 1 }

  public static func add(_ note: ParsedNote, to contents: inout VaultContents) {
    if let habit = note.habit { contents.habits.append(habit) }
  }

  public static func replace(_ run: Range<Int>, in contents: inout VaultContents, with note: ParsedNote) {
    contents.habits.patch(run, with: note.habit)
  }

  public static func export(_ note: ParsedNote, encoder: ExportEncoder, into items: inout ExportDocument.Items) {
    if let habit = note.habit { items.add(encoder.habit(habit)) }
  }
}

extension NoteKinds {
  public static let habit = NoteKinds(rawValue: 1 << 1)
}

extension ExportEncoder {
  public func habit(_ h: Habit) -> String {
    var o = JSONObject()
    o.string("slug", h.slug)
    o.string("name", h.name)
    o.strings("times", h.times.map(\.description))
    o.strings("days", h.days)
    o.string("start", h.start?.description)
    o.string("file", h.file)
    o.int("line", h.line)
    return o.json
  }
}
