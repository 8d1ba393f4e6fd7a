/// A free note (`type: note`, or a note no folder or `type:` gives a kind; docs/syntax.md,
/// "Notes"): its title. A journal note without a date is one too.
public enum FreeNoteKind: NoteKindSteps {
  public static let kind: NoteKind? = .note
  public static let section = "notes"
  public static let bits: NoteKinds = .note

  /// After the kind's own step, as a journal note without a date turns into a free note there.
  public static func parseAny(_ source: NoteSource, into note: inout ParsedNote, diagnostics: inout [Diagnostic]) {
    guard note.kind == .note else { return }
    note.note = FreeNote(title: source.fields.string("title") ?? source.headingTitle ?? source.stem, file: source.file)
  }

  // MARK: - Index

  public static func encode(_ note: ParsedNote, to w: inout BinaryWriter) {
    w.optional(note.note) { w, n in
      w.string(n.title)
      w.string(n.file)
    }
  }

  public static func decode(_ r: inout BinaryReader, into note: inout ParsedNote) throws(IndexError) {
    note.note = try r.optional { r throws(IndexError) in FreeNote(title: try r.string(), file: try r.string()) }
  }

  // MARK: - Contents

  public static func kinds(of note: ParsedNote) -> NoteKinds { note.note == nil ? [] : .note }

  public static func count(in note: ParsedNote) -> Int { note.note == nil ? 0 : 1 }

  public static func add(_ note: ParsedNote, to contents: inout VaultContents) {
    if let free = note.note { contents.notes.append(free) }
  }

  public static func replace(_ run: Range<Int>, in contents: inout VaultContents, with note: ParsedNote) {
    contents.notes.patch(run, with: note.note)
  }

  public static func export(_ note: ParsedNote, encoder: ExportEncoder, into items: inout ExportDocument.Items) {
    if let free = note.note { items.add(encoder.note(free)) }
  }
}

extension NoteKinds {
  public static let note = NoteKinds(rawValue: 1 << 8)
}

extension ExportEncoder {
  public func note(_ n: FreeNote) -> String {
    var o = JSONObject()
    o.string("title", n.title)
    o.string("file", n.file)
    o.int("line", 1)
    return o.json
  }
}
