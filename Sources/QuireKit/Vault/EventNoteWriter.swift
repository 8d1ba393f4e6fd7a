import Foundation
import QuireCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes event notes from the `notes/event` template (`quire event add`, `quire ics import`)
/// and moves them to the archive (`quire event rm`). New files get a slug name that never
/// replaces an existing file (`standup.md`, `standup-2.md`, ...).
public struct EventNoteWriter: Sendable {
  public let vault: Vault
  public let templates: TemplateSet

  public init(vault: Vault, templates: TemplateSet) {
    self.vault = vault
    self.templates = templates
  }

  /// The note's text; with `hashed`, the text carries `import_hash:` of itself (``ImportHash``).
  public func render(_ note: EventNote, hashed: Bool = false) throws(QuireKitError) -> String {
    let plain = try renderTemplate(note.viewModel())
    guard hashed else { return plain }
    return try renderTemplate(note.viewModel(importHash: ImportHash.of(plain)))
  }

  private func renderTemplate(_ model: [String: Any]) throws(QuireKitError) -> String {
    do {
      return try templates.render("notes/event", model)
    } catch let error as QuireKitError {
      throw error
    } catch {
      throw .templateMissing("notes/event")
    }
  }

  /// The vault-relative folder of a calendar: `planner/` or `planner/<calendar>/`.
  public func folder(calendar: String?) -> String {
    let planner = vault.config.folders.planner
    guard let calendar, !calendar.isEmpty, calendar != "default" else { return planner }
    return planner + "/" + calendar
  }

  /// Writes `text` as a new note `<folder>/<slug>.md` (or `-2`, `-3`, ... when taken).
  /// With `syncFolder: false` the caller fsyncs the folder afterwards (many notes at once).
  /// - Returns: the vault-relative path written.
  public func create(text: String, folder: String, slug: String, syncFolder: Bool = true) throws(QuireKitError)
    -> String
  {
    var names: FreeNoteNames? = nil
    return try create(text: text, folder: folder, slug: slug, syncFolder: syncFolder, names: &names)
  }

  /// As ``create(text:folder:slug:syncFolder:)``, taking candidate names from `names` (the
  /// folder listed once, for many notes) instead of trying `-2`, `-3`, ... on the disk.
  public func create(
    text: String, folder: String, slug: String, syncFolder: Bool = true, names: inout FreeNoteNames?
  ) throws(QuireKitError) -> String {
    try VaultLock.withLock(vault) { () throws(QuireKitError) -> String in
      try createLocked(text: text, folder: folder, slug: slug, syncFolder: syncFolder, names: &names)
    }
  }

  private func createLocked(
    text: String, folder: String, slug: String, syncFolder: Bool, names: inout FreeNoteNames?
  ) throws(QuireKitError) -> String {
    let bytes = Array(text.utf8)
    var n = 1
    while true {
      let name: String
      if names != nil {
        name = names!.take(slug)
      } else {
        name = slug + (n == 1 ? "" : "-\(n)") + ".md"
        n += 1
      }
      let relative = folder + "/" + name
      let absolute = try NoteEditor(vault: vault).path(of: relative)
      if FileManager.default.fileExists(atPath: absolute) || isSymlink(absolute) { continue }
      do {
        try FileManager.default.createDirectory(
          atPath: (absolute as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      } catch {
        throw .writeFailed(relative, error.localizedDescription)
      }
      do {
        try AtomicWriter.write(bytes, to: absolute, expecting: nil, syncFolder: syncFolder)
        return relative
      } catch .changedOnDisk {
        continue  // someone made the file in the meantime: take the next name
      }
    }
  }

  /// Replaces the note at `relative` with `text` if it still holds `expected`.
  public func replace(_ relative: String, text: String, expected: [UInt8]) throws(QuireKitError) {
    let absolute = try NoteEditor(vault: vault).path(of: relative)
    try VaultLock.withLock(vault) { () throws(QuireKitError) in
      try AtomicWriter.write(Array(text.utf8), to: absolute, expecting: expected)
    }
  }

  /// Moves the note at `relative` to `<archive>/<relative>` (a free `-2`, `-3`, ... name when
  /// that is taken); it never replaces a file. Returns the new vault-relative path.
  public func archive(_ relative: String) throws(QuireKitError) -> String {
    let stem = String(relative.dropLast(relative.hasSuffix(".md") ? 3 : 0))
    let archive = vault.config.folders.archive
    return try NoteEditor(vault: vault).move(relative) { n in archive + "/" + stem + (n == 1 ? "" : "-\(n)") + ".md" }!
  }

  private func isSymlink(_ path: String) -> Bool {
    var st = stat()
    return lstat(path, &st) == 0 && st.st_mode & S_IFMT == S_IFLNK
  }
}
