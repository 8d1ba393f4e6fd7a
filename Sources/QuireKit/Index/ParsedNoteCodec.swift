import QuireCore

/// Turns a `ParsedNote` into the index's compact bytes and back (docs/index.md): the tasks and
/// diagnostics here, each kind's items by its steps (`NoteKindRegistry`).
///
/// Hand-written rather than Codable: a field-by-field binary record decodes a large vault in a
/// fraction of the time JSONDecoder takes. Every stored property of every
/// model is written; `IndexedLoadTests` compares a cached load with a fresh parse, and the
/// models' synthesized `==` covers every property, so a field added to a model but not here
/// fails that test. Bump `IndexSchema.formatVersion` whenever this layout changes.
enum ParsedNoteCodec {
  static func encode(_ note: ParsedNote) -> [UInt8] { encodeWithSpans(note).bytes }

  /// The record, and where each task's bytes lie in it (the `tasks` table points there, so a
  /// query reads a task without the rest of its note).
  ///
  /// The tasks come as one block after their byte length, so that a reader that does not want
  /// them (`decodeSkippingTasks`) jumps over them.
  static func encodeWithSpans(_ note: ParsedNote) -> (bytes: [UInt8], spans: [Range<Int>]) {
    var w = BinaryWriter()
    w.string(note.file)
    w.string(note.kind.rawValue)
    w.optional(note.date) { $0.date($1) }
    var tasks = BinaryWriter(capacity: 128 * note.tasks.count)
    var starts: [Int] = []
    starts.reserveCapacity(note.tasks.count + 1)
    tasks.int(note.tasks.count)
    for task in note.tasks {
      starts.append(tasks.bytes.count)
      tasks.task(task, in: note.file)
    }
    starts.append(tasks.bytes.count)
    // Whether a task has a `🆔`: `quire check` reads the tasks of those notes only.
    w.bool(note.tasks.contains { $0.fields.id != nil })
    w.int(tasks.bytes.count)
    let base = w.bytes.count
    w.append(tasks.bytes)
    let spans = (0..<note.tasks.count).map { base + starts[$0]..<base + starts[$0 + 1] }
    // Each kind's items, in the registry's order (each kind's file writes its own).
    for steps in NoteKindRegistry.all { steps.encode(note, to: &w) }
    w.array(note.diagnostics) { $0.diagnostic($1, in: note.file) }
    w.bool(note.isGenerated)
    return (w.bytes, spans)
  }

  static func decode(_ bytes: [UInt8]) throws(IndexError) -> ParsedNote { try decode(bytes, tasks: .all) }

  /// The note with its tasks, or (``NoteTasks/ofNotesWithIDs``) without them when none has a `🆔`.
  static func decode(_ bytes: [UInt8], tasks: NoteTasks) throws(IndexError) -> ParsedNote {
    try decode(bytes, onlyWithIDs: tasks == .ofNotesWithIDs) { r, file throws(IndexError) in
      try r.array { r throws(IndexError) in try r.task(in: file) }
    }
  }

  /// The note without its tasks (`tasks` is empty): for views that read the tasks from the
  /// `tasks` table, or not at all. The task bytes are jumped over, not read.
  static func decodeSkippingTasks(_ bytes: [UInt8]) throws(IndexError) -> ParsedNote {
    try decode(bytes, tasks: nil)
  }

  /// One task, from the bytes its span in a record holds (`encodeWithSpans`).
  static func decodeTask(_ bytes: [UInt8], file: String) throws(IndexError) -> TaskItem {
    var r = BinaryReader(bytes)
    let task = try r.task(in: file)
    guard r.isAtEnd else { throw .corrupt("trailing bytes after a task") }
    return task
  }

  private static func decode(
    _ bytes: [UInt8], onlyWithIDs: Bool = false,
    tasks: ((inout BinaryReader, String) throws(IndexError) -> [TaskItem])?
  ) throws(IndexError) -> ParsedNote {
    var r = BinaryReader(bytes)
    let file = try r.string()
    guard let kind = NoteKind(rawValue: try r.string()) else { throw .corrupt("unknown note kind") }
    var note = ParsedNote(file: file, kind: kind)
    note.date = try r.optional { r throws(IndexError) in try r.date() }
    let hasIDs = try r.bool()
    let length = try r.count()
    if let tasks, hasIDs || !onlyWithIDs {
      let end = r.offset + length
      note.tasks = try tasks(&r, file)
      guard r.offset == end else { throw .corrupt("tasks of the wrong length") }
    } else {
      try r.skip(length)
    }
    for steps in NoteKindRegistry.all { try steps.decode(&r, into: &note) }
    note.diagnostics = try r.array { r throws(IndexError) in try r.diagnostic(in: file) }
    note.isGenerated = try r.bool()
    guard r.isAtEnd else { throw .corrupt("trailing bytes") }
    return note
  }
}

// MARK: - Writing

extension BinaryWriter {
  mutating func task(_ t: TaskItem, in noteFile: String) {
    string(t.id)
    file(t.file, in: noteFile)
    int(t.line)
    string(t.status.symbol)
    int(TaskCodes.kinds.firstIndex(of: t.status.kind) ?? 0)
    bool(t.scheduledIsInferred)
    bool(t.inConflict)
    string(t.written)
    optionalString(t.heading)
    string(t.notes)
    int(TaskCodes.formats.firstIndex(of: t.format) ?? 0)
    optionalString(t.course)
    let f = t.fields
    // The description is nearly always a run of the line's own bytes: its place there, else 0
    // and the text.
    if let span = TaskCodes.span(of: f.description, in: t.written) {
      int(span.lowerBound + 1)
      int(span.count)
    } else {
      int(0)
      string(f.description)
    }
    strings(f.invalidFields)
    // Which fields of the field table the task has, as bits in the table's order, then each of
    // them in that order: a field of a plain kind needs no line here (a new executable rebuilds
    // the index, `IndexSchema.stamp`).
    var present = 0
    for (bit, key) in TaskCodes.keys.enumerated() where key.isSet(in: f) { present |= 1 << bit }
    int(present)
    for (bit, key) in TaskCodes.keys.enumerated() where present & (1 << bit) != 0 {
      switch key.value {
      case .date(let path): date(f[keyPath: path]!)
      case .text(let path): string(f[keyPath: path]!)
      case .time(let path): time(f[keyPath: path]!)
      case .minutes(let path): int(f[keyPath: path]!)
      case .special:
        switch key {
        case .id: string(f.id!)
        case .dependsOn: strings(f.dependsOn)
        case .priority: int(TaskCodes.priorities.firstIndex(of: f.priority) ?? 0)
        case .recurrence: string(f.recurrence!)
        case .onCompletion: string(f.onCompletion!)
        case .reminder:
          array(f.reminders) { w, spec in
            switch spec {
            case .absolute(let dt):
              w.int(0)
              w.dateTime(dt)
            case .beforeDue(let minutes):
              w.int(1)
              w.int(minutes)
            case .atTimeOnDate(let time):
              w.int(2)
              w.time(time)
            }
          }
        default: preconditionFailure("\(key) has a plain kind")
        }
      }
    }
    string(f.blockLink)
  }

  mutating func diagnostic(_ d: Diagnostic, in noteFile: String) {
    file(d.file, in: noteFile)
    optional(d.line) { $0.int($1) }
    optional(d.column) { $0.int($1) }
    string(d.severity.rawValue)
    string(d.code)
    string(d.message)
  }
}

// MARK: - Reading

extension BinaryReader {
  /// A task of the note `noteFile` (its file name shares that string).
  mutating func task(in noteFile: String) throws(IndexError) -> TaskItem {
    let id = try string()
    let file = try self.file(in: noteFile)
    let line = try int()
    let symbol = try string()
    let status = TaskStatus(symbol: symbol, kind: try code(TaskCodes.kinds))
    let inferred = try bool()
    let inConflict = try bool()
    let (written, writtenAt) = try stringAndOffset()
    let writtenEnd = offset
    let heading = try optionalString()
    let notes = try string()
    let format = try code(TaskCodes.formats)
    let course = try optionalString()
    let place = try int()
    let description: String
    if place == 0 {
      description = try string()
    } else {
      let length = try int()
      guard place > 0, length >= 0, place - 1 <= writtenEnd - writtenAt - length else {
        throw .corrupt("bad description")
      }
      description = try string(at: writtenAt + place - 1, count: length)
    }
    // The fields are filled in place in the task (building them apart and handing them over
    // copied them, a tenth of decoding a task).
    var task = TaskItem(
      id: id, file: file, line: line, status: status, fields: TaskFields(description: description), format: format,
      course: course)
    task.scheduledIsInferred = inferred
    task.inConflict = inConflict
    task.written = written
    task.heading = heading
    task.notes = notes
    try fields(of: &task.fields)
    return task
  }

  /// A case of `cases` by its place there (`BinaryWriter.task` writes such places).
  private mutating func code<T>(_ cases: [T]) throws(IndexError) -> T {
    let n = try int()
    guard cases.indices.contains(n) else { throw .corrupt("unknown \(T.self)") }
    return cases[n]
  }

  /// The fields in the order `task(_:in:)` writes them: the field table's, those present only.
  private mutating func fields(of f: inout TaskFields) throws(IndexError) {
    f.invalidFields = try strings()
    let present = try int()
    for (bit, key) in TaskCodes.keys.enumerated() where present & (1 << bit) != 0 {
      switch key.value {
      case .date(let path): f[keyPath: path] = try date()
      case .text(let path): f[keyPath: path] = try string()
      case .time(let path): f[keyPath: path] = try time()
      case .minutes(let path): f[keyPath: path] = try int()
      case .special:
        switch key {
        case .id: f.id = try string()
        case .dependsOn: f.dependsOn = try strings()
        case .priority: f.priority = try code(TaskCodes.priorities)
        case .recurrence: f.recurrence = try string()
        case .onCompletion: f.onCompletion = try string()
        case .reminder: f.reminders = try reminders()
        default: throw .corrupt("\(key) has a plain kind")
        }
      }
    }
    f.blockLink = try string()
  }

  mutating func reminders() throws(IndexError) -> [ReminderSpec] {
    try array { r throws(IndexError) in
      switch try r.int() {
      case 0: return .absolute(try r.dateTime())
      case 1: return .beforeDue(minutes: try r.int())
      case 2: return .atTimeOnDate(try r.time())
      default: throw .corrupt("unknown reminder")
      }
    }
  }

  mutating func diagnostic(in noteFile: String) throws(IndexError) -> Diagnostic {
    let file = try self.file(in: noteFile)
    let line = try optional { r throws(IndexError) in try r.int() }
    let column = try optional { r throws(IndexError) in try r.int() }
    guard let severity = Severity(rawValue: try string()) else { throw .corrupt("unknown severity") }
    return Diagnostic.restored(
      file: file, line: line, column: column, severity: severity, code: try string(), message: try string())
  }
}

/// The case lists whose places the codec writes instead of names, and the rules for which
/// fields a task record holds.
private enum TaskCodes {
  static let kinds = TaskStatus.Kind.allCases
  static let formats = TaskFormat.allCases
  static let priorities = Priority.allCases
  /// The field table, built once (`allCases` builds its array at each call).
  static let keys = TaskFieldKey.allCases

  /// Where `part`'s UTF-8 bytes first stand in `whole`'s (on scalar boundaries, as UTF-8 never
  /// matches inside a scalar); nil when they do not.
  static func span(of part: String, in whole: String) -> Range<Int>? {
    var part = part
    var whole = whole
    return part.withUTF8 { p in
      whole.withUTF8 { w -> Range<Int>? in
        guard p.count <= w.count else { return nil }
        if p.isEmpty { return 0..<0 }
        var start = 0
        while start + p.count <= w.count {
          if w[start] == p[0], UnsafeBufferPointer(rebasing: w[start..<start + p.count]).elementsEqual(p) {
            return start..<start + p.count
          }
          start += 1
        }
        return nil
      }
    }
  }
}
