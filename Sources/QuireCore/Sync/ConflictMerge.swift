/// How a conflict copy's task changes are brought into its note (`quire conflicts merge`,
/// docs/sync.md): the line edits to make in the note, what each does, and whether the copy then
/// holds nothing the note lacks.
///
/// A copy has no common ancestor with its note, so which side changed a task cannot be known;
/// the rules favour keeping work over undoing it:
/// - a task closed (done, cancelled) in the copy and open in the note is closed, with the
///   copy's done or cancelled date; a task open in the copy and closed in the note stays closed;
/// - a field the copy sets and the note lacks comes in; a field the note sets and the copy lacks
///   stays (nothing is removed); a field both set to different values is a clash: the note's
///   value stays and the step says so, unless `preferCopy` takes the copy's;
/// - a task only in the copy is inserted, with its notes lines (docs/syntax.md, "Task notes"),
///   after the nearest line above it in the copy that the note also has (after that task's notes,
///   when it is a task), else at the end, in the copy's order;
/// - a task only in the note stays.
///
/// Other lines are not merged. When the copy holds lines the note lacks, or a value the note
/// kept over it (a clash, a task reopened), `keepsCopy` says so and the copy is left in place.
public struct ConflictMerge: Sendable, Equatable {
  /// One change to the note, for the report.
  public struct Step: Sendable, Equatable {
    public enum Kind: String, Sendable {
      /// The note's task line rewritten with the copy's status or fields.
      case changed
      /// A task line of the copy inserted.
      case added
      /// A difference the rules leave as the note has it (a clash, a task reopened in the copy).
      case kept
    }

    public var kind: Kind
    /// The note's line the step is at (for `added`, the line it comes after).
    public var line: Int
    /// The line as it will read (for `kept`, the copy's line that was not brought in).
    public var text: String
    /// What changed, in words (`closed as in the copy; due 2026-12-01 → 2026-12-03`).
    public var detail: String
  }

  /// The edits to the note's lines (`LineEditor.apply`) and the lines to append at its end.
  public var edits: [LineEdit]
  public var appended: [String]
  public var steps: [Step]
  /// Whether the copy still holds something the note lacks after the merge: other lines, or a
  /// value a `kept` step names (so it must stay).
  public var keepsCopy: Bool

  /// The merge of `copy` into `original`, each given as its parsed tasks and its text.
  public init(
    original: (tasks: [TaskItem], text: String), copy: (tasks: [TaskItem], text: String), preferCopy: Bool = false
  ) {
    let diff = ConflictDiff(original: original, copy: copy)
    let noteLines = Self.lines(original.text)
    let copyLines = Self.lines(copy.text)
    let (noteSource, copySource) = (SourceLines(original.text), SourceLines(copy.text))
    // The lines brought in with the copy's new tasks that are not tasks (their notes).
    var broughtNotes: [String] = []
    let byOriginalLine = Dictionary(original.tasks.map { ($0.line, $0) }, uniquingKeysWith: { a, _ in a })
    let byCopyLine = Dictionary(copy.tasks.map { ($0.line, $0) }, uniquingKeysWith: { a, _ in a })
    var replaced: [Int: String] = [:]
    var insertedAfter: [Int: [String]] = [:]
    var appended: [String] = []
    var steps: [Step] = []
    // A task of the copy paired with one of the note stands for that line when placing a new one.
    var paired: [Int: Int] = [:]
    for change in diff.changes {
      if let a = change.originalLine, let b = change.copyLine { paired[b] = a }
    }
    for change in diff.changes {
      switch change.kind {
      case .status, .fields:
        guard let a = byOriginalLine[change.originalLine ?? 0], let b = byCopyLine[change.copyLine ?? 0],
          let parsed = TaskLineParser.parse(noteLines[a.line - 1])
        else { continue }
        let (status, fields, words, kept) = Self.merged(a, b, preferCopy: preferCopy)
        if !kept.isEmpty {
          steps.append(
            Step(kind: .kept, line: a.line, text: copyLines[b.line - 1], detail: kept.joined(separator: "; ")))
        }
        guard status != a.status || fields != a.fields else { continue }
        let line = parsed.edited(status: status, fields: fields, lineEnding: "", plainFormat: a.format)
        replaced[a.line] = line
        steps.append(Step(kind: .changed, line: a.line, text: line, detail: words.joined(separator: "; ")))
      case .onlyInCopy:
        guard let n = change.copyLine else { continue }
        let text = copyLines[n - 1]
        let notes = Self.notes(of: n, in: copySource)
        broughtNotes += notes
        if var anchor = Self.anchor(above: n, in: copyLines, note: noteLines, paired: paired) {
          // Not between a task and its notes, which would then be the new task's.
          if byOriginalLine[anchor] != nil { anchor += Self.notes(of: anchor, in: noteSource).count }
          insertedAfter[anchor, default: []] += [text] + notes
          steps.append(Step(kind: .added, line: anchor, text: text, detail: "only in the copy"))
        } else {
          appended += [text] + notes
          steps.append(Step(kind: .added, line: noteLines.count, text: text, detail: "only in the copy, at the end"))
        }
      case .onlyInOriginal:
        continue
      }
    }
    var edits: [LineEdit] = []
    for n in Set(replaced.keys).union(insertedAfter.keys).sorted() {
      let own = replaced[n] ?? noteLines[n - 1]
      edits.append(LineEdit(line: n, expected: noteLines[n - 1], replacement: [own] + (insertedAfter[n] ?? [])))
    }
    self.edits = edits.sorted { $0.line < $1.line }
    self.appended = appended
    self.steps = steps.sorted { $0.line < $1.line }
    // The notes brought in are in the note after the merge.
    let copyStillHolds =
      broughtNotes.isEmpty
      ? diff.otherLinesOnlyInCopy
      : ConflictDiff.otherLines(
        original.text + "\n" + broughtNotes.joined(separator: "\n"), Set(original.tasks.map(\.line)), copy.text,
        Set(copy.tasks.map(\.line))
      ).1
    self.keepsCopy = copyStillHolds > 0 || steps.contains { $0.kind == .kept }
  }

  /// The notes lines of the task on line `n` (none when it has none or is no task line).
  static func notes(of n: Int, in source: SourceLines) -> [String] {
    guard let task = TaskLineParser.parse(source[n]) else { return [] }
    return TaskNotes.lines(below: n, in: source, under: TaskNotes.Indent(of: task)).map(String.init)
  }

  /// The status and fields of `a` (the note's task) with `b`'s (the copy's) brought in, the
  /// words that say what changed, and those that say what the note kept over the copy.
  static func merged(_ a: TaskItem, _ b: TaskItem, preferCopy: Bool) -> (TaskStatus, TaskFields, [String], [String]) {
    var status = a.status
    var fields = a.fields
    var words: [String] = []
    var kept: [String] = []
    if !a.status.isClosed && b.status.isClosed {
      status = b.status
      fields.done = b.fields.done
      fields.cancelled = b.fields.cancelled
      words.append("[\(b.status.symbol)] as in the copy")
    } else if a.status.isClosed && !b.status.isClosed {
      kept.append("[\(a.status.symbol)] kept: the copy has it open")
    }
    // Each other field of the field table, through its own comparison and copy (the ones
    // `TaskLineMerge` merges by): the copy's value comes in when the note has none, or (a
    // clash) when the copy is preferred.
    for key in TaskFieldKey.allCases where key != .done && key != .cancelled {
      guard key.isSet(in: b.fields), !key.isEqual(in: a.fields, b.fields) else { continue }
      let new = Self.shown(key, b.fields)
      if key.isSet(in: a.fields) {
        let old = Self.shown(key, a.fields)
        guard preferCopy else {
          kept.append("\(key.rawValue): kept \(old), the copy has \(new)")
          continue
        }
        words.append("\(key.rawValue) \(old) → \(new)")
      } else {
        words.append("\(key.rawValue) \(new) from the copy")
      }
      key.copy(from: b.fields, into: &fields)
    }
    return (status, fields, words, kept)
  }

  /// A field's value in words, for the report: as written for a plain kind (`45m`,
  /// `2026-12-01`), else its value, ids joined by commas, or a count of reminders.
  static func shown(_ key: TaskFieldKey, _ f: TaskFields) -> String {
    if let text = key.plainText(in: f) { return text }
    switch key {
    case .id: return f.id ?? ""
    case .dependsOn: return f.dependsOn.joined(separator: ",")
    case .priority: return f.priority.rawValue
    case .recurrence: return f.recurrence ?? ""
    case .onCompletion: return f.onCompletion ?? ""
    case .reminder: return "\(f.reminders.count) reminders"
    default: return ""
    }
  }

  /// The note's line after which a copy line `n` goes: the nearest line above it in the copy
  /// that is paired with a task of the note (`paired`: copy line to note line) or that the note
  /// has too (its last such line), `nil` when none.
  static func anchor(above n: Int, in copy: [String], note: [String], paired: [Int: Int]) -> Int? {
    var k = n - 1
    while k >= 1 {
      if let line = paired[k] { return line }
      let text = copy[k - 1]
      if !text.trimmingSpaces().isEmpty, let at = note.lastIndex(of: text) { return at + 1 }
      k -= 1
    }
    return nil
  }

  /// The text's lines without their breaks (a final break ends the last line, not a new one).
  static func lines(_ text: String) -> [String] {
    let source = SourceLines(text)
    var lines = (1...source.count).map { String(source[$0]) }
    if let last = text.unicodeScalars.last, last == "\n" || last == "\r" { lines.removeLast() }
    return lines
  }
}
