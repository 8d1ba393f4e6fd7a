import QuireMarkdown

/// Turns one note's text into located items and diagnostics. Pure: no IO, no clock.
///
/// One bad line never costs the rest of the file: every problem becomes a diagnostic and
/// parsing goes on.
public struct NoteParser: Sendable {
  public var config: VaultConfig

  public init(config: VaultConfig) { self.config = config }

  /// Parses the note at vault-relative `file` with contents `text`.
  public func parse(file: String, text: String) -> ParsedNote {
    let document = MarkdownDocument.parse(text)
    let lines = SourceLines(text)
    var diagnostics: [Diagnostic] = []
    if document.frontMatterProblem == .unclosed {
      diagnostics.append(
        Diagnostic(
          file: file, line: 1, column: 1, .frontMatterUnclosed))
    }
    let fields =
      document.frontMatter.map { FrontMatterReader.read($0, file: file, into: &diagnostics) }
      ?? FrontMatterFields(values: [:], line: 1)
    var kind = NoteKind.fromFolder(file, folders: config.folders)
    if let type = fields.type {
      if let named = NoteKind(type: type) { kind = named } else { kind = .note }
    }
    var note = ParsedNote(file: file, kind: kind)
    if fields.string("generated") == "quire" {
      note.isGenerated = true
      return note
    }
    let bodyStart = (document.frontMatter?.lineCount ?? 0) + 1
    let literal = document.literalLines
    // A note's title is its first level-1 heading (a `## Tasks` section names no note).
    let headingTitle = document.blocks.first(where: { $0.kind == .heading && $0.headingLevel == 1 })?.text
    let stem = VaultPath.stem(file)

    // MARK: - The kind's own item
    switch kind {
    case .journal:
      // The file name's date wins over a `date:` a template copied in (a warning says so).
      let named = LocalDate(iso: stem)
      let written = fields.date("date", file: file, into: &diagnostics)
      if let named, let written, named != written {
        diagnostics.append(
          Diagnostic(
            file: file, line: fields.line(of: "date"),
            .journalDateMismatch(frontMatter: written.description, fileName: named.description)))
      }
      if let date = named ?? written {
        note.date = date
        note.entry = JournalEntry(
          date: date, title: fields.string("title") ?? headingTitle,
          words: Self.wordCount(lines, from: bodyStart, skip: literal), file: file)
      } else {
        note.kind = .note
      }
    case .event:
      note.events.append(
        contentsOf: event(fields, file: file, lines: lines, bodyStart: bodyStart, diagnostics: &diagnostics))
      note.date = note.events.first?.date
    case .habit:
      note.habit = habit(fields, file: file, stem: stem, diagnostics: &diagnostics)
    case .dream:
      let date = fields.date("date", file: file, into: &diagnostics) ?? LocalDate(iso: stem.prefix(10))
      note.date = date
      note.dream = Dream(
        date: date, title: fields.string("title") ?? headingTitle,
        cameTrue: fields.bool("came_true", file: file, into: &diagnostics) ?? false,
        prediction: fields.string("prediction"), body: body(lines, from: bodyStart), file: file)
      if date == nil {
        diagnostics.append(
          Diagnostic(
            file: file, line: fields.line, .dreamNoDate))
      }
    case .goal:
      note.goal = goal(
        fields, file: file, stem: stem, title: headingTitle, lines: lines, document: document, diagnostics: &diagnostics
      )
    case .course:
      note.course = Course(
        code: (fields.string("code") ?? stem).lowercased(), title: fields.string("title") ?? headingTitle ?? stem,
        file: file)
    case .deck:
      note.deck = Deck(
        name: fields.string("name") ?? fields.string("title") ?? stem,
        cards: FlashcardParser.cards(in: lines, from: bodyStart, to: lines.count, file: file, into: &diagnostics),
        file: file)
    case .note:
      break
    }
    // A note of any other kind tagged `#flashcards` (or below it) is a deck too, as the
    // obsidian-spaced-repetition plugin reads it (docs/flashcards.md, "Decks").
    if note.deck == nil, let tag = deckTag(fields, lines: lines, from: bodyStart, skip: literal) {
      note.deck = Deck(
        name: fields.string("name") ?? DeckTag.subdeck(tag) ?? fields.string("title") ?? stem,
        cards: FlashcardParser.cards(in: lines, from: bodyStart, to: lines.count, file: file, into: &diagnostics),
        file: file)
    }
    if note.kind == .note {
      note.note = FreeNote(title: fields.string("title") ?? headingTitle ?? stem, file: file)
    }

    // MARK: - Tasks, check-ins and day-planner lines, wherever they stand
    var seenLines = Set<Int>()
    // A task in `courses/<code>.md` itself, or below `courses/<code>/`, belongs to that course.
    let pathCourse = note.course?.code ?? courseFromPath(file)
    for block in document.blocks where block.kind == .item {
      let n = block.range.start.line
      guard !literal.contains(n), seenLines.insert(n).inserted else { continue }
      let source = lines[n]
      var task = TaskLineParser.parse(source)
      if var parsed = task {
        parsed.status = config.tasks.statuses.status(parsed.status.symbol)
        // With the plugin's global filter, a checkbox line without it is no task, as in Obsidian
        // (a habit's slot is Quire's own and stays one).
        task = config.tasks.isTask(body: parsed.body) || Self.isHabitSlot(parsed.fields) ? parsed : nil
      }
      if let parsed = task {
        for problem in parsed.problems {
          diagnostics.append(
            Diagnostic(
              file: file, line: n, column: problem.offset + 1, problem.kind))
        }
        if let hidden = parsed.hiddenPluginFields {
          diagnostics.append(Diagnostic(file: file, line: n, column: hidden.offset + 1, hidden.kind))
        }
        let unreadable = parsed.fields.recurrence.flatMap { rule in
          RecurrenceCheck.problem(with: rule).map { (rule, $0) }
        }
        // What the syntax leaves as text but a person meant as a field: warnings at their column.
        let typos = TaskLineTypos.check(source, recurrence: unreadable?.0)
        for typo in typos { diagnostics.append(Diagnostic(file: file, line: n, column: typo.offset + 1, typo.kind)) }
        if let (rule, error) = unreadable {
          // A warning, as the task still reads; it only cannot get its next copy. A typo of a
          // known word was said above, with the word.
          if !typos.contains(where: { if case .recurrenceTypo = $0.kind { true } else { false } }) {
            diagnostics.append(
              Diagnostic(
                file: file, line: n, .badTaskRecurrence(rule: rule, error: "\(error)")))
          }
        } else if let rule = parsed.fields.recurrence,
          RecurrenceCheck.neverOccurs(rule, start: parsed.fields.due ?? parsed.fields.scheduled ?? parsed.fields.start)
        {
          diagnostics.append(Self.neverOccurs(rule, file: file, line: n, outcome: "the task gets no next copy"))
        }
        // The short id is given once the note's tasks are all known (`TaskID.assign`, below).
        var task = TaskItem(
          id: parsed.fields.id ?? "", file: file, line: n, status: parsed.status, fields: parsed.fields,
          format: parsed.format,
          course: parsed.fields.course?.lowercased() ?? pathCourse)
        if let named = config.tasks.filenameDate, task.fields.due == nil, task.fields.scheduled == nil,
          task.fields.start == nil, let date = named.date(of: file)
        {
          task.fields.scheduled = date
          task.scheduledIsInferred = true
        }
        if task.fields.due == nil,
          task.fields.reminders.contains(where: { if case .beforeDue = $0 { true } else { false } })
        {
          diagnostics.append(
            Diagnostic(
              file: file, line: n, .reminderNeedsDue))
        }
        if let checkin = checkin(task, noteDate: note.entry?.date, diagnostics: &diagnostics) {
          note.checkins.append(checkin)
        }
        // A line that names a habit (`#habit/feed-cat`, `[habit:: feed-cat]`) is a slot of that
        // habit: ticked, a check-in; open, a slot not filled yet. Never a to-do: it is listed by
        // `habit show`, not by `quire tasks`, the pages' task sections or the exports.
        if !Self.isHabitSlot(task) { note.tasks.append(task) }
      }
      if note.kind == .journal, let bad = DayPlannerLine.impossibleTime(line: source) {
        // `- 25:00 Late`: meant as a planner line, read as plain text.
        diagnostics.append(
          Diagnostic(file: file, line: n, column: bad.offset + 1, .badTaskTime(bad.text), severity: .warning))
      }
      if note.kind == .journal, let date = note.date, var planned = DayPlannerLine(line: source) {
        // A planner line that is also a task (`- [ ] 17:00 Standup 📅 2026-11-24 ^abc123`): its
        // task fields are not part of the event's title, as they are not of the task's text.
        if let task, let text = DayPlannerLine(line: Substring("- " + task.fields.description)) {
          planned.title = text.title
        }
        note.events.append(
          EventItem(
            title: planned.title, date: date, start: planned.start, end: planned.end, status: planned.status,
            file: file, line: n))
      }
    }
    TaskID.assign(&note.tasks)
    note.diagnostics = diagnostics
    return note
  }

  // MARK: - Kinds

  private func event(
    _ fields: FrontMatterFields, file: String, lines: SourceLines, bodyStart: Int, diagnostics: inout [Diagnostic]
  ) -> [EventItem] {
    guard let date = fields.date("date", file: file, into: &diagnostics) else {
      if fields.string("date") == nil {
        diagnostics.append(
          Diagnostic(
            file: file, line: fields.line, .eventNoDate))
      }
      return []
    }
    if let rule = fields.string("repeat") {
      do {
        _ = try Recurrence(parsing: rule)
        if RecurrenceCheck.neverOccurs(rule, start: date) {
          diagnostics.append(
            Self.neverOccurs(rule, file: file, line: fields.line(of: "repeat"), outcome: "the event is never shown"))
        }
      } catch {
        diagnostics.append(
          Diagnostic(
            file: file, line: fields.line(of: "repeat"), .badEventRepeat(rule: rule, error: "\(error)")))
      }
    }
    let start = fields.time("start", file: file, into: &diagnostics)
    let end = fields.time("end", file: file, into: &diagnostics)
    let allDay = fields.bool("all_day", file: file, into: &diagnostics) ?? (start == nil)
    // An unknown zone is no zone at all: the times are then read as the vault's (`EventZones`).
    if let zone = fields.string("timezone"), !zone.isEmpty, !config.knownZones.contains(zone) {
      diagnostics.append(Diagnostic(file: file, line: fields.line(of: "timezone"), .eventUnknownZone(zone)))
    }
    return [
      EventItem(
        title: fields.string("title") ?? VaultPath.stem(file), date: date, start: start, end: end,
        endDate: fields.date("end_date", file: file, into: &diagnostics), allDay: allDay,
        recurrence: fields.string("repeat"), until: fields.date("until", file: file, into: &diagnostics),
        reminders: fields.strings("remind") ?? [], kind: fields.string("kind"),
        course: fields.string("course")?.lowercased() ?? courseFromPath(file), location: fields.string("location"),
        notes: body(lines, from: bodyStart), file: file, line: 1,
        exdates: fields.items("exdate").compactMap { item in
          guard let day = LocalDate(iso: item.text) ?? LocalDateTime(text: item.text)?.date else {
            diagnostics.append(
              Diagnostic(
                file: file, line: item.line, .badExdate(item.text)))
            return nil
          }
          return day
        }, uid: fields.string("uid"), recurrenceID: fields.date("recurrence_id", file: file, into: &diagnostics),
        rdates: fields.items("rdate").compactMap { item in
          guard let day = LocalDate(iso: item.text) ?? LocalDateTime(text: item.text)?.date else {
            diagnostics.append(Diagnostic(file: file, line: item.line, .notADate(key: "rdate", value: item.text)))
            return nil
          }
          return day
        }, timeZone: fields.string("timezone"))
    ]
  }

  private func habit(_ fields: FrontMatterFields, file: String, stem: String, diagnostics: inout [Diagnostic]) -> Habit
  {
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
            Self.neverOccurs(days[0], file: file, line: fields.line(of: "days"), outcome: "the habit is never due"))
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
    return Habit(
      slug: stem, name: fields.string("name") ?? fields.string("title") ?? stem, times: times, days: days,
      start: fields.date("start", file: file, into: &diagnostics), file: file, line: fields.line)
  }

  private func goal(
    _ fields: FrontMatterFields, file: String, stem: String, title: String?, lines: SourceLines,
    document: MarkdownDocument, diagnostics: inout [Diagnostic]
  ) -> Goal {
    var progress: [Goal.Progress] = []
    let literal = document.literalLines
    for block in document.blocks where block.kind == .item && !literal.contains(block.range.start.line) {
      let n = block.range.start.line
      if let line = GoalProgressLine(line: lines[n]) {
        progress.append(Goal.Progress(date: line.date, amount: line.amount, note: line.note, line: n))
      } else if let problem = GoalProgressLine.problem(line: lines[n]) {
        diagnostics.append(
          Diagnostic(
            file: file, line: n, problem))
      }
    }
    var achieved = false
    if let text = fields.string("achieved") {
      achieved = LocalDate(iso: text) != nil || ["true", "yes", "on"].contains(text.lowercased())
    }
    return Goal(
      slug: stem, title: fields.string("title") ?? fields.string("name") ?? title ?? stem, list: fields.string("list"),
      target: fields.number("target", file: file, into: &diagnostics), unit: fields.string("unit"),
      priority: fields.string("priority"), color: fields.string("color"),
      start: fields.date("start", file: file, into: &diagnostics),
      end: fields.date("end", file: file, into: &diagnostics),
      achievedMarked: achieved, progress: progress, file: file)
  }

  /// Whether a task line names a habit, so is one of its slots (docs/habits.md).
  public static func isHabitSlot(_ task: TaskItem) -> Bool {
    isHabitSlot(task.fields)
  }

  static func isHabitSlot(_ fields: TaskFields) -> Bool {
    fields.habit != nil || fields.tags.contains { $0.lowercased().hasPrefix("#habit/") }
  }

  private func checkin(_ task: TaskItem, noteDate: LocalDate?, diagnostics: inout [Diagnostic]) -> CheckIn? {
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

  // MARK: - Helpers

  /// A rule no date matches (`every February on the 30th`): up front, at the line that holds it,
  /// instead of a walk to the year 9999 on every page that asks for its dates (docs/recurrence.md).
  static func neverOccurs(_ rule: String, file: String, line: Int, outcome: String) -> Diagnostic {
    Diagnostic(
      file: file, line: line, .recurrenceNeverOccurs(rule: rule, outcome: outcome))
  }

  /// The note's `#flashcards` tag, from its front matter `tags:`/`tag:` or its body outside code.
  private func deckTag(_ fields: FrontMatterFields, lines: SourceLines, from start: Int, skip: Set<Int>) -> String? {
    let listed = (fields.strings("tags") ?? []) + (fields.strings("tag") ?? [])
    // Most notes never mention the tag: answer them without collecting their lines.
    guard listed.contains(where: { $0.contains("flashcards") }) || DeckTag.mentioned(in: lines.text) else {
      return nil
    }
    var body: [Substring] = []
    if start <= lines.count {
      for n in start...lines.count where !skip.contains(n) { body.append(lines[n]) }
    }
    return DeckTag.find(frontMatter: listed, body: body)
  }

  /// `courses/<code>/...` gives the course `<code>`.
  private func courseFromPath(_ file: String) -> String? {
    guard VaultPath.isInside(file, folder: config.folders.courses) else { return nil }
    let rest = file.dropFirst(config.folders.courses.count + 1).split(separator: "/")
    return rest.count >= 2 ? rest[0].lowercased() : nil
  }

  private func body(_ lines: SourceLines, from start: Int) -> String {
    guard start <= lines.count else { return "" }
    var parts: [Substring] = []
    for n in start...lines.count { parts.append(lines[n]) }
    return parts.joined(separator: "\n").trimmingNewlines()
  }

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

extension String {
  /// The text without leading and trailing blank lines.
  fileprivate func trimmingNewlines() -> String {
    String(
      Substring(self).trimmingEdges(
        leading: { $0 == "\n" || $0 == "\r" || $0 == " " },
        trailing: { $0 == "\n" || $0 == "\r" || $0 == " " || $0 == "\t" }))
  }
}
