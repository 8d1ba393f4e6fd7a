/// A journal note (`type: journal` or `daily`, the journal folder): the day's entry, dated by
/// its file name (docs/syntax.md, "Journal entries"), and its day-planner lines as events
/// (`plannerLine`). A journal note without a date is read as a free note.
public enum JournalKind: NoteKindSteps {
  public static let kind: NoteKind? = .journal
  public static let section = "entries"
  public static let bits: NoteKinds = .entry

  public static func parse(_ source: NoteSource, into note: inout ParsedNote, diagnostics: inout [Diagnostic]) {
    let fields = source.fields
    // The file name's date wins over a `date:` a template copied in (a warning says so).
    let named = LocalDate(iso: source.stem)
    let written = fields.date("date", file: source.file, into: &diagnostics)
    if let named, let written, named != written {
      diagnostics.append(
        Diagnostic(
          file: source.file, line: fields.line(of: "date"),
          .journalDateMismatch(frontMatter: written.description, fileName: named.description)))
    }
    if let date = named ?? written {
      note.date = date
      note.entry = JournalEntry(
        date: date, title: fields.string("title") ?? source.headingTitle,
        words: wordCount(source.lines, from: source.bodyStart, skip: source.literal), file: source.file)
    } else {
      note.kind = .note
    }
  }

  /// A list item line `n` of a journal note (`source`) as a day-planner line: an event of the
  /// note's day (docs/syntax.md, "Day-planner lines"). `task` is the line read as a task, if it
  /// is one. Called by `NoteParser` for each such line, in line order.
  static func plannerLine(
    _ source: Substring, line n: Int, task: ParsedTaskLine?, into note: inout ParsedNote,
    diagnostics: inout [Diagnostic]
  ) {
    // Most list items start with no digit: one read of the item answers both questions.
    guard let item = DayPlannerLine.timedItem(source) else { return }
    if let bad = DayPlannerLine.impossibleTime(item: item, in: source) {
      // `- 25:00 Late`: meant as a planner line, read as plain text.
      diagnostics.append(
        Diagnostic(file: note.file, line: n, column: bad.offset + 1, .badTaskTime(bad.text), severity: .warning))
    }
    if let date = note.date, var planned = DayPlannerLine(item: item) {
      // A planner line that is also a task (`- [ ] 17:00 Standup 📅 2026-11-24 ^abc123`): its
      // task fields are not part of the event's title, as they are not of the task's text.
      if let task, let text = DayPlannerLine(line: Substring("- " + task.fields.description)) {
        planned.title = text.title
      }
      // A block of `quire plan` is named as its task, without its link, and reminds at its
      // start while it has no checkbox (a ticked one is done); the person's own planner lines do
      // not remind (docs/plan.md).
      let planTask = PlanBlocks.taskID(in: planned.title)
      note.events.append(
        EventItem(
          title: PlanBlocks.title(planned.title), date: date, start: planned.start, end: planned.end,
          reminders: planTask != nil && planned.status == nil ? [PlanBlocks.reminder] : [], status: planned.status,
          file: note.file, line: n, planTask: planTask))
    }
  }

  // MARK: - Index

  public static func encode(_ note: ParsedNote, to w: inout BinaryWriter) {
    w.optional(note.entry) { w, e in
      w.date(e.date)
      w.optionalString(e.title)
      w.int(e.words)
      w.file(e.file, in: note.file)
    }
  }

  public static func decode(_ r: inout BinaryReader, into note: inout ParsedNote) throws(IndexError) {
    let file = note.file
    note.entry = try r.optional { r throws(IndexError) in
      JournalEntry(date: try r.date(), title: try r.optionalString(), words: try r.int(), file: try r.file(in: file))
    }
  }

  // MARK: - Contents

  public static func kinds(of note: ParsedNote) -> NoteKinds { note.entry == nil ? [] : .entry }

  public static func days(of note: ParsedNote, into days: inout [Int]) {
    if let entry = note.entry { days.append(entry.date.dayNumber) }
  }

  public static func count(in note: ParsedNote) -> Int { note.entry == nil ? 0 : 1 }

  public static func add(_ note: ParsedNote, to contents: inout VaultContents) {
    if let entry = note.entry { contents.entries.append(entry) }
  }

  public static func replace(_ run: Range<Int>, in contents: inout VaultContents, with note: ParsedNote) {
    contents.entries.patch(run, with: note.entry)
  }

  public static func export(_ note: ParsedNote, encoder: ExportEncoder, into items: inout ExportDocument.Items) {
    if let entry = note.entry { items.add(encoder.entry(entry)) }
  }

  // MARK: - Words

  /// The words of the body from line `start`, but the lines `skip` (code): the entry's `words`.
  static func wordCount(_ lines: SourceLines, from start: Int, skip: Set<Int>) -> Int {
    guard start <= lines.count else { return 0 }
    // A word is a run of non-space bytes holding a letter or digit ("#" or "-" alone is not).
    // Every journal note's body passes here byte by byte, so no state is carried from byte to
    // byte but the class of the last byte that was no other word byte: a word is counted at
    // its first letter or digit, the one whose last such byte before it was a space (or the
    // line's start). Only line breaks branch.
    var count = 0
    var n = start
    var text = lines.text
    let skipping = !skip.isEmpty
    let classes = Self.wordByteClass
    text.withUTF8 { bytes in
      var i = lines.offset(of: start)
      let end = bytes.count
      var skipLine = skipping && skip.contains(n)
      var last: UInt8 = 2
      while i < end {
        if skipLine {
          while i < end, bytes[i] != 0x0A, bytes[i] != 0x0D { i += 1 }
          if i == end { break }
        }
        let b = bytes[i]
        i &+= 1
        let c = classes[Int(b)]
        if c == 3 {
          // Line breaks as in SourceLines: \n, \r\n, or a lone \r.
          if b == 0x0D, i < end, bytes[i] == 0x0A { continue }
          n += 1
          skipLine = skipping && skip.contains(n)
          last = 2
          continue
        }
        // Without branches (the compiler's branches missed every few bytes): `c & 1` is 1 for a
        // letter or digit, `last >> 1` 1 after a space; `last` takes `c` unless `c` is 0.
        count &+= Int((c & 1) & (last >> 1))
        let keep = (c | c >> 1) & 1 &- 1
        last = (last & keep) | (c & ~keep)
      }
    }
    return count
  }

  /// The class of each byte for `wordCount`: 0 a word's byte that is no letter or digit, 1 a
  /// letter, a digit or a byte of a non-ASCII character, 2 a space or tab, 3 a line break.
  private static let wordByteClass: [UInt8] = (0..<256).map { b -> UInt8 in
    switch b {
    case 0x0A, 0x0D: 3
    case 0x20, 0x09: 2
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x80...: 1
    default: 0
    }
  }
}

extension NoteKinds {
  public static let entry = NoteKinds(rawValue: 1 << 3)
}

extension ExportEncoder {
  public func entry(_ e: JournalEntry) -> String {
    var o = JSONObject()
    o.string("date", e.date.description)
    o.string("title", e.title)
    o.int("words", e.words)
    o.string("file", e.file)
    o.int("line", 1)
    return o.json
  }
}
