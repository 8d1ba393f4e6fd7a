/// A dream diary note (`type: dream`, the dreams folder): its date, title, prediction and
/// body (docs/dreams.md).
public enum DreamKind: NoteKindSteps {
  public static let kind: NoteKind? = .dream
  public static let section = "dreams"
  public static let bits: NoteKinds = .dream

  public static func parse(_ source: NoteSource, into note: inout ParsedNote, diagnostics: inout [Diagnostic]) {
    let fields = source.fields
    let file = source.file
    let date = fields.date("date", file: file, into: &diagnostics) ?? LocalDate(iso: source.stem.prefix(10))
    note.date = date
    note.dream = Dream(
      date: date, title: fields.string("title") ?? source.headingTitle,
      cameTrue: fields.bool("came_true", file: file, into: &diagnostics) ?? false,
      prediction: fields.string("prediction"), body: source.body, file: file)
    if date == nil {
      diagnostics.append(
        Diagnostic(
          file: file, line: fields.line, .dreamNoDate))
    }
  }

  // MARK: - Index

  public static func encode(_ note: ParsedNote, to w: inout BinaryWriter) {
    w.optional(note.dream) { w, d in
      w.optional(d.date) { $0.date($1) }
      w.optionalString(d.title)
      w.bool(d.cameTrue)
      w.optionalString(d.prediction)
      w.string(d.body)
      w.string(d.file)
    }
  }

  public static func decode(_ r: inout BinaryReader, into note: inout ParsedNote) throws(IndexError) {
    note.dream = try r.optional { r throws(IndexError) in
      Dream(
        date: try r.optionalDate(), title: try r.optionalString(), cameTrue: try r.bool(),
        prediction: try r.optionalString(), body: try r.string(), file: try r.string())
    }
  }

  // MARK: - Contents

  /// A dream without a date is read whatever days a view shows.
  public static func kinds(of note: ParsedNote) -> NoteKinds {
    guard let dream = note.dream else { return [] }
    return dream.date == nil ? [.dream, .undated] : .dream
  }

  public static func days(of note: ParsedNote, into days: inout [Int]) {
    if let date = note.dream?.date { days.append(date.dayNumber) }
  }

  public static func count(in note: ParsedNote) -> Int { note.dream == nil ? 0 : 1 }

  public static func add(_ note: ParsedNote, to contents: inout VaultContents) {
    if let dream = note.dream { contents.dreams.append(dream) }
  }

  public static func replace(_ run: Range<Int>, in contents: inout VaultContents, with note: ParsedNote) {
    contents.dreams.patch(run, with: note.dream)
  }

  public static func export(_ note: ParsedNote, encoder: ExportEncoder, into items: inout ExportDocument.Items) {
    if let dream = note.dream { items.add(encoder.dream(dream)) }
  }
}

extension NoteKinds {
  public static let dream = NoteKinds(rawValue: 1 << 4)
}

extension ExportEncoder {
  public func dream(_ d: Dream) -> String {
    var o = JSONObject()
    o.string("date", d.date?.description)
    o.string("title", d.title)
    o.bool("cameTrue", d.cameTrue)
    o.string("prediction", d.prediction)
    o.string("file", d.file)
    o.int("line", 1)
    return o.json
  }
}
