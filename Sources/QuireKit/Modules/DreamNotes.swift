import Foundation
import QuireCore

/// Dream notes on disk: read one, write its analysis or its came-true flag into its front
/// matter (only the lines of that key change, atomically; docs/data-safety.md).
public struct DreamNotes: Sendable {
  public let vault: Vault

  public init(vault: Vault) { self.vault = vault }

  /// A dream note read and parsed: the dream, its text, and the note's diagnostics.
  public struct Loaded: Sendable {
    public var dream: Dream
    public var text: String
    public var diagnostics: [Diagnostic]
  }

  /// Reads the dream note at vault-relative `file`.
  public func load(_ file: String) throws(QuireKitError) -> Loaded {
    let absolute = try NoteEditor(vault: vault).path(of: file)
    guard FileManager.default.fileExists(atPath: absolute) else { throw .writeFailed(file, "no such note") }
    var diagnostics: [Diagnostic] = []
    guard let text = NoteReader.load(absolute: absolute, relative: file, into: &diagnostics) else {
      throw .editRefused(file, diagnostics.first?.message ?? "cannot read it")
    }
    let note = NoteParser(config: vault.config).parse(file: file, text: text)
    guard let dream = note.dream else {
      throw .editRefused(
        file,
        "not a dream note; give it 'type: dream' in its front matter or move it to \(vault.config.folders.dreams)/")
    }
    return Loaded(dream: dream, text: text, diagnostics: diagnostics + note.diagnostics)
  }

  /// Writes `lines` as front-matter key `key` of `file` (read as `text`). Returns whether the file changed.
  @discardableResult
  public func setFrontMatter(_ key: String, to lines: [String], file: String, text: String) throws(QuireKitError)
    -> Bool
  {
    switch FrontMatterEdit.set(key, to: lines, in: text) {
    case .failure(let problem): throw .editRefused(file, problem.description)
    case .success(let edits):
      guard !edits.isEmpty else { return false }
      try NoteEditor(vault: vault).edit(file, edits)
      return true
    }
  }

  /// Sets `came_true:` of the dream at `file`; returns whether the file changed.
  @discardableResult
  public func setCameTrue(_ value: Bool, file: String) throws(QuireKitError) -> Bool {
    try VaultLock.withLock(vault) { () throws(QuireKitError) -> Bool in
      let loaded = try load(file)
      return try setFrontMatter("came_true", to: ["came_true: \(value)"], file: file, text: loaded.text)
    }
  }
}
