/// The steps of one note kind, kept in the kind's own file: how its notes are read, how its
/// items are kept in the index record, how they join the merged contents and how they are
/// exported. `NoteKindRegistry.all` lists every kind's steps; `NoteParser`, `ParsedNoteCodec`,
/// `NoteKinds`, `VaultContents`, `LiveContents` and `ExportDocument` go through that list
/// instead of naming each kind (CONTRIBUTING.md, "Adding a note kind").
///
/// Every step is called once a note, never once a line: a kind is an enum of static functions
/// and the registry holds their types. (What a kind reads from single lines, a habit's check-in
/// or a journal's day-planner line, is called by name from `NoteParser`'s loop over the lines.)
public protocol NoteKindSteps: Sendable {
  /// The kind whose notes `parse` reads; `nil` for items that notes of any kind hold (check-ins).
  static var kind: NoteKind? { get }

  /// The array of `quire export --json` the items go to.
  static var section: String { get }

  /// Every `NoteKinds` bit `kinds(of:)` may give but `undated` (no two kinds share one: the
  /// bits are stored in the index).
  static var bits: NoteKinds { get }

  /// Reads a note of `kind`: its own item, from its front matter and body.
  static func parse(_ source: NoteSource, into note: inout ParsedNote, diagnostics: inout [Diagnostic])

  /// What a note of any kind adds of this kind, after its own kind's `parse` (a deck from a
  /// `#flashcards` tag). Nothing by default.
  static func parseAny(_ source: NoteSource, into note: inout ParsedNote, diagnostics: inout [Diagnostic])

  /// Writes the note's items into its index record (`ParsedNoteCodec`; bump
  /// `IndexSchema.formatVersion` when what it writes changes).
  static func encode(_ note: ParsedNote, to writer: inout BinaryWriter)

  /// Reads what `encode` wrote into `note` (whose `file` is read already).
  static func decode(_ reader: inout BinaryReader, into note: inout ParsedNote) throws(IndexError)

  /// The `files.kinds` bits of the note's items (`NoteKinds(note)`), `undated` among them when
  /// the agenda reads one whatever days it shows.
  static func kinds(of note: ParsedNote) -> NoteKinds

  /// Appends the day numbers of the note's dated items (`NoteKinds.days`). None by default.
  static func days(of note: ParsedNote, into days: inout [Int])

  /// How many items the note puts in its array of `VaultContents`.
  static func count(in note: ParsedNote) -> Int

  /// Appends the note's items to their array of `contents`.
  static func add(_ note: ParsedNote, to contents: inout VaultContents)

  /// Puts the note's items in the place of `run` of their array (`LiveContents`, on a save).
  static func replace(_ run: Range<Int>, in contents: inout VaultContents, with note: ParsedNote)

  /// Adds the note's items to their array of `quire export --json` (`ExportDocument`).
  static func export(_ note: ParsedNote, encoder: ExportEncoder, into items: inout ExportDocument.Items)
}

extension NoteKindSteps {
  public static func parse(_ source: NoteSource, into note: inout ParsedNote, diagnostics: inout [Diagnostic]) {}

  public static func parseAny(_ source: NoteSource, into note: inout ParsedNote, diagnostics: inout [Diagnostic]) {}

  public static func days(of note: ParsedNote, into days: inout [Int]) {}
}

extension Array {
  /// `run` replaced by `items`: in place when they are as many (the usual save), so that an
  /// array nobody else holds is not copied.
  mutating func patch(_ run: Range<Int>, with items: [Element]) {
    if run.count == items.count {
      for (offset, item) in items.enumerated() { self[run.lowerBound + offset] = item }
    } else {
      replaceSubrange(run, with: items)
    }
  }

  /// `run` replaced by `item`, if any; untouched when both are empty.
  mutating func patch(_ run: Range<Int>, with item: Element?) {
    switch (item, run.count) {
    case (nil, 0): return
    case (let item?, 1): self[run.lowerBound] = item
    default: replaceSubrange(run, with: item.map { [$0] } ?? [])
    }
  }
}
