import QuireMarkdown

/// Turns one note's text into located items and diagnostics. Pure: no IO, no clock.
///
/// One bad line never costs the rest of the file: every problem becomes a diagnostic and
/// parsing goes on.
///
/// The parser reads what every note has (front matter, tasks, check-ins, day-planner lines);
/// a kind's own item is read by its steps (`NoteKindRegistry`, `Sources/QuireCore/Entries/Kinds/`).
public struct NoteParser: Sendable {
  public var config: VaultConfig

  public init(config: VaultConfig) { self.config = config }

  /// Parses the note at vault-relative `file` with contents `text`.
  public func parse(file: String, text: String) -> ParsedNote {
    let document = MarkdownDocument.parse(text)
    let lines = SourceLines(text)
    var diagnostics: [Diagnostic] = []
    // Regions a git merge left (docs/git.md): an error each; their tasks are listed once, marked.
    let conflicts = GitConflictRegion.regions(in: text)
    for region in conflicts {
      diagnostics.append(Diagnostic(file: file, line: region.start, .gitConflict(start: region.start, end: region.end)))
    }
    // The descriptions of our side's tasks in each region (by its first line), so that the same
    // task on their side is not listed again.
    var oursInConflict: [Int: Set<String>] = [:]
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

    // MARK: - The kind's own item, then what a note of any kind adds (NoteKindRegistry)
    let noteSource = NoteSource(
      file: file, config: config, fields: fields, document: document, lines: lines, bodyStart: bodyStart,
      literal: literal, headingTitle: headingTitle, stem: stem)
    NoteKindRegistry.steps(for: kind)?.parse(noteSource, into: &note, diagnostics: &diagnostics)
    for steps in NoteKindRegistry.all { steps.parseAny(noteSource, into: &note, diagnostics: &diagnostics) }

    // MARK: - Tasks, check-ins and day-planner lines, wherever they stand
    var seenLines = Set<Int>()
    // A task in `courses/<code>.md` itself, or below `courses/<code>/`, belongs to that course.
    let pathCourse = note.course?.code ?? noteSource.courseFromPath()
    // The blocks come in document order, so the heading a task stands under is the last one met;
    // its text is made when a task first needs it (most headings of prose have none).
    var heading: String?
    var headingBlock: MarkdownBlock?
    for block in document.blocks where block.kind == .item || block.kind == .heading {
      let n = block.range.start.line
      if block.kind == .heading {
        (heading, headingBlock) = (nil, block)
        continue
      }
      guard !literal.contains(n), seenLines.insert(n).inserted else { continue }
      let region = conflicts.isEmpty ? nil : conflicts.first { $0.lines.contains(n) }
      let side = region?.side(of: n)
      // The common ancestor's lines are what both sides changed: not a task of either.
      if side == .base || side == .marker { continue }
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
        task.written = parsed.original
        let notesIndent = TaskNotes.Indent(of: parsed)
        let notesLines = TaskNotes.lines(below: n, in: lines, under: notesIndent)
        if !notesLines.isEmpty { task.notes = TaskNotes.text(of: notesLines, under: notesIndent) }
        if heading == nil, let block = headingBlock {
          heading = Self.headingText(lines[block.range.start.line], block: block)
        }
        task.heading = heading
        if let region, let side {
          task.inConflict = true
          let description = task.fields.description
          if side == .ours {
            oursInConflict[region.start, default: []].insert(description)
          } else if oursInConflict[region.start]?.contains(description) == true {
            continue
          }
        }
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
        if let checkin = CheckInKind.checkin(task, noteDate: note.entry?.date, diagnostics: &diagnostics) {
          note.checkins.append(checkin)
        }
        // A line that names a habit (`#habit/feed-cat`, `[habit:: feed-cat]`) is a slot of that
        // habit: ticked, a check-in; open, a slot not filled yet. Never a to-do: it is listed by
        // `habit show`, not by `quire tasks`, the pages' task sections or the exports.
        if !Self.isHabitSlot(task) { note.tasks.append(task) }
      }
      if note.kind == .journal {
        JournalKind.plannerLine(source, line: n, task: task, into: &note, diagnostics: &diagnostics)
      }
    }
    TaskID.assign(&note.tasks)
    note.diagnostics = diagnostics
    return note
  }

  /// Whether a task line names a habit, so is one of its slots (docs/habits.md).
  public static func isHabitSlot(_ task: TaskItem) -> Bool {
    isHabitSlot(task.fields)
  }

  static func isHabitSlot(_ fields: TaskFields) -> Bool {
    if fields.habit != nil { return true }
    // Most descriptions hold no `#h` at all: no tag to scan for.
    guard TagScanner.mayHoldTag(startingWith: "h", in: fields.description) else { return false }
    return fields.tags.contains { $0.lowercased().hasPrefix("#habit/") }
  }

  // MARK: - Helpers

  /// A heading's text as written: an ATX heading's line without its `#` marks and closing
  /// sequence, else (a setext heading) the text cmark-gfm read.
  static func headingText(_ line: Substring, block: MarkdownBlock) -> String {
    let trimmed = line.drop { $0 == " " }
    guard trimmed.hasPrefix("#") else { return block.text }
    let text = trimmed.drop { $0 == "#" }.trimmingSpaces()
    // A closing sequence is only `#`s after a blank, or the whole text (CommonMark): `# C#` is `C#`.
    let closing = text.reversed().prefix { $0 == "#" }.count
    let before = text.dropLast(closing)
    guard closing > 0, before.isEmpty || before.last == " " || before.last == "\t" else { return text }
    return before.trimmingSpaces()
  }

  /// A rule no date matches (`every February on the 30th`): up front, at the line that holds it,
  /// instead of a walk to the year 9999 on every page that asks for its dates (docs/recurrence.md).
  static func neverOccurs(_ rule: String, file: String, line: Int, outcome: String) -> Diagnostic {
    Diagnostic(
      file: file, line: line, .recurrenceNeverOccurs(rule: rule, outcome: outcome))
  }
}
