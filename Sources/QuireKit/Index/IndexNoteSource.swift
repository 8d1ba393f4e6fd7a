import Dispatch
import QuireCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the index gets its notes: the vault's files as the walker lists them (not hidden, not
/// in the agenda folder, Markdown, no symlink on the way), their listing entries, and their
/// bytes read, hashed and parsed as `VaultLoader` does (docs/index.md).
struct IndexNoteSource: Sendable {
  /// The vault's folder.
  let root: String
  /// The settings the parser and the ignore rules read.
  let config: VaultConfig
  /// The folders and notes excluded by the person (docs/ignore.md).
  let ignore: VaultIgnore

  init(vault: Vault) {
    root = vault.root
    config = vault.config
    ignore = vault.ignore
  }

  /// A parser for the vault's settings (made once per refresh or load, not per note).
  func parser() -> NoteParser { NoteParser(config: config) }

  // MARK: - Walking

  private var walker: VaultWalker { VaultWalker(root: root, skipFolders: [config.folders.agenda], ignore: ignore) }

  /// Every note file with its listing entry, in the walker's (path) order, and the walk's own
  /// diagnostics (symlinks not followed, unreadable folders).
  func walk() -> (files: [VaultFile], diagnostics: [Diagnostic]) { walker.walk() }

  /// A walk started now on another thread (it overlaps with opening the database).
  func startWalk() -> PendingWalk { PendingWalk(walker) }

  /// The listing entries of those of `paths` the walker would list: a path that is gone,
  /// hidden, in the agenda folder, excluded (docs/ignore.md), behind a symlink or not a note is left out.
  func listing(of paths: Set<String>) -> [ListingEntry] {
    var present: [ListingEntry] = []
    let realRoot = VaultWalker.realPath(root) ?? root
    for path in paths where isNotePath(path) {
      let absolute = root + "/" + path
      var st = stat()
      guard lstat(absolute, &st) == 0, st.st_mode & S_IFMT == S_IFREG,
        VaultWalker.realPath(absolute) == realRoot + "/" + path
      else { continue }
      present.append(ListingEntry(path: path, st))
    }
    return present
  }

  /// Whether the walker would list a file at `path` (not hidden, not generated, not excluded, Markdown).
  func isNotePath(_ path: String) -> Bool {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard !parts.isEmpty, !parts.contains(where: { $0.isEmpty || $0.hasPrefix(".") }) else { return false }
    return VaultWalker.isMarkdown(String(parts.last!)) && walker.admits(path)
  }

  // MARK: - Reading

  /// What reading one file gave.
  enum Outcome {
    /// Same bytes as stored: only the listing entry changes.
    case touched
    /// New bytes, parsed: the record, where each task lies in it, the full-text paragraphs.
    case parsed(
      note: ParsedNote, items: [UInt8], spans: [Range<Int>], hash: Int64, paragraphs: [(line: Int, text: String)])
    /// Not readable now: not stored, tried again next time.
    case unreadable(ParsedNote)
  }

  /// Reads, hashes and (when its bytes are new) parses one note, as `VaultLoader` does; with
  /// `paragraphs`, also splits it into its full-text rows.
  func read(_ path: String, parser: NoteParser, storedHash: Int64?, paragraphs wanted: Bool = true) -> Outcome {
    var diagnostics: [Diagnostic] = []
    let bytes = NoteReader.readBytes(absolute: root + "/" + path, relative: path, into: &diagnostics)
    var note: ParsedNote
    var hash: Int64 = 0  // 0: never equal, parse again whenever the listing entry changes
    if let bytes {
      hash = ContentHash.of(bytes)
      if hash == storedHash { return .touched }
    } else if diagnostics.contains(where: { $0.code == "unreadable" }) {
      note = ParsedNote(file: path, kind: .note)
      note.diagnostics = diagnostics
      return .unreadable(note)
    }
    var paragraphs: [(line: Int, text: String)] = []
    if let bytes, let text = NoteReader.decode(bytes, relative: path, into: &diagnostics) {
      note = parser.parse(file: path, text: text)
      note.diagnostics.insert(contentsOf: diagnostics, at: 0)
      if wanted, !note.isGenerated { paragraphs = NoteParagraphs.split(text) }
    } else {
      note = ParsedNote(file: path, kind: .note)
      note.diagnostics = diagnostics
    }
    let (items, spans) = ParsedNoteCodec.encodeWithSpans(note)
    return .parsed(note: note, items: items, spans: spans, hash: hash, paragraphs: paragraphs)
  }

  /// A note read and parsed from its file, as `VaultLoader` does (for a record that no longer decodes).
  func parseAfresh(_ path: String, parser: NoteParser) -> ParsedNote {
    NoteReader.parse(path, root: root, parser: parser)
  }
}

/// A vault walk running on another thread.
// Unchecked Sendable: `value` is written on the walk's thread before the group is left, and read only after waiting on it.
final class PendingWalk: @unchecked Sendable {
  private let group = DispatchGroup()
  private let started = DispatchTime.now()
  private var value: (files: [VaultFile], diagnostics: [Diagnostic])?

  init(_ walker: VaultWalker) {
    DispatchQueue.global(qos: .userInitiated).async(group: group) { self.value = walker.walk() }
  }

  /// Waits for the walk and gives its result, or `nil` when it began more than `seconds` ago.
  /// The result is handed over, not kept: the walk's thread lets go of this object when it likes,
  /// and had the listing gone with it, after the command handed its freed memory back
  /// (docs/index.md, "Memory"), it would have stayed resident to the end.
  func result(startedWithin seconds: Double) -> (files: [VaultFile], diagnostics: [Diagnostic])? {
    guard Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9 <= seconds else {
      return nil
    }
    group.wait()
    defer { value = nil }
    return value
  }
}
