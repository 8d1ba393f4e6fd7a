/// A course note (`type: course`, or `courses/<code>.md` itself): its code and title
/// (docs/courses.md). The notes below `courses/<code>/` are of other kinds; their tasks and
/// events belong to the course (`NoteSource.courseFromPath`).
public enum CourseKind: NoteKindSteps {
  public static let kind: NoteKind? = .course
  public static let section = "courses"
  public static let bits: NoteKinds = .course

  public static func parse(_ source: NoteSource, into note: inout ParsedNote, diagnostics: inout [Diagnostic]) {
    let fields = source.fields
    let days = fields.number("study_days", file: source.file, into: &diagnostics)
    note.course = Course(
      code: (fields.string("code") ?? source.stem).lowercased(),
      title: fields.string("title") ?? source.headingTitle ?? source.stem, file: source.file,
      study: fields.duration("study", file: source.file, into: &diagnostics),
      studyDays: days.map { Int(min(max($0.rounded(), 1), 366)) })
  }

  // MARK: - Index

  public static func encode(_ note: ParsedNote, to w: inout BinaryWriter) {
    w.optional(note.course) { w, c in
      w.string(c.code)
      w.string(c.title)
      w.string(c.file)
      w.optional(c.study) { $0.int($1) }
      w.optional(c.studyDays) { $0.int($1) }
    }
  }

  public static func decode(_ r: inout BinaryReader, into note: inout ParsedNote) throws(IndexError) {
    note.course = try r.optional { r throws(IndexError) in
      Course(
        code: try r.string(), title: try r.string(), file: try r.string(),
        study: try r.optional { r throws(IndexError) in try r.int() },
        studyDays: try r.optional { r throws(IndexError) in try r.int() })
    }
  }

  // MARK: - Contents

  /// A course is read whatever days a view shows (its tag may name any task).
  public static func kinds(of note: ParsedNote) -> NoteKinds { note.course == nil ? [] : [.course, .undated] }

  public static func count(in note: ParsedNote) -> Int { note.course == nil ? 0 : 1 }

  public static func add(_ note: ParsedNote, to contents: inout VaultContents) {
    if let course = note.course { contents.courses.append(course) }
  }

  public static func replace(_ run: Range<Int>, in contents: inout VaultContents, with note: ParsedNote) {
    contents.courses.patch(run, with: note.course)
  }

  public static func export(_ note: ParsedNote, encoder: ExportEncoder, into items: inout ExportDocument.Items) {
    if let course = note.course { items.add(encoder.course(course)) }
  }
}

extension NoteKinds {
  public static let course = NoteKinds(rawValue: 1 << 6)
}

extension ExportEncoder {
  public func course(_ c: Course) -> String {
    var o = JSONObject()
    o.string("code", c.code)
    o.string("title", c.title)
    o.string("file", c.file)
    o.int("line", 1)
    return o.json
  }
}
