/// A habit's check-in: a ticked task line that names the habit, in a note of any kind
/// (docs/habits.md). No kind of note of its own: `NoteParser` asks `checkin(_:noteDate:diagnostics:)`
/// of each task line.
public enum CheckInKind: NoteKindSteps {
  public static let kind: NoteKind? = nil
  public static let section = "checkins"
  public static let bits: NoteKinds = .checkins

  /// The check-in a task line makes: a done slot of a habit (`#habit/feed-cat`,
  /// `[habit:: feed-cat]`), on its done date or else the journal's day.
  static func checkin(_ task: TaskItem, noteDate: LocalDate?, diagnostics: inout [Diagnostic]) -> CheckIn? {
    guard task.status.kind == .done else { return nil }
    let slug: String
    if let habit = task.fields.habit {
      slug = habit
    } else if let tag = task.fields.tags.first(where: { $0.lowercased().hasPrefix("#habit/") }) {
      slug = String(tag.dropFirst(7))
    } else {
      return nil
    }
    guard let date = task.fields.done ?? noteDate else {
      diagnostics.append(
        Diagnostic(
          file: task.file, line: task.line, .checkinNoDate))
      return nil
    }
    var time: LocalTime? = nil
    for word in task.fields.description.split(separator: " ") {
      var w = Substring(word)
      if let t = DayPlannerLine.time(&w), w.isEmpty {
        time = t
        break
      }
    }
    return CheckIn(habit: slug.lowercased(), date: date, time: time, file: task.file, line: task.line)
  }

  // MARK: - Index

  public static func encode(_ note: ParsedNote, to w: inout BinaryWriter) {
    w.array(note.checkins) { w, c in
      w.string(c.habit)
      w.date(c.date)
      w.optional(c.time) { $0.time($1) }
      w.file(c.file, in: note.file)
      w.int(c.line)
    }
  }

  public static func decode(_ r: inout BinaryReader, into note: inout ParsedNote) throws(IndexError) {
    let file = note.file
    note.checkins = try r.array { r throws(IndexError) in
      CheckIn(
        habit: try r.string(), date: try r.date(), time: try r.optionalTime(), file: try r.file(in: file),
        line: try r.int())
    }
  }

  // MARK: - Contents

  public static func kinds(of note: ParsedNote) -> NoteKinds { note.checkins.isEmpty ? [] : .checkins }

  public static func days(of note: ParsedNote, into days: inout [Int]) {
    for checkin in note.checkins { days.append(checkin.date.dayNumber) }
  }

  public static func count(in note: ParsedNote) -> Int { note.checkins.count }

  public static func add(_ note: ParsedNote, to contents: inout VaultContents) { contents.checkins += note.checkins }

  public static func replace(_ run: Range<Int>, in contents: inout VaultContents, with note: ParsedNote) {
    contents.checkins.patch(run, with: note.checkins)
  }

  public static func export(_ note: ParsedNote, encoder: ExportEncoder, into items: inout ExportDocument.Items) {
    for checkin in note.checkins { items.add(encoder.checkin(checkin)) }
  }
}

extension NoteKinds {
  public static let checkins = NoteKinds(rawValue: 1 << 2)
}

extension ExportEncoder {
  public func checkin(_ c: CheckIn) -> String {
    var o = JSONObject()
    o.string("habit", c.habit)
    o.string("date", c.date.description)
    o.string("time", c.time?.description)
    o.string("file", c.file)
    o.int("line", c.line)
    return o.json
  }
}
