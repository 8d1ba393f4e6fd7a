import Foundation
import QuireCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `quire conflicts merge`: brings a conflict copy's task changes into its note
/// (`ConflictMerge` says which) under the write lock, then moves the copy to the vault's
/// `.trash/` folder, where Obsidian's own "move to trash" puts files (docs/sync.md).
public struct ConflictMerger: Sendable {
  public let vault: Vault

  public init(vault: Vault) { self.vault = vault }

  /// What a merge did (or, in a dry run, would do).
  public struct Outcome: Sendable {
    public var copy: ConflictCopy
    public var merge: ConflictMerge
    /// Where the copy went (vault-relative), `nil` when it stays (a dry run, or other lines).
    public var trashed: String?
  }

  /// Merges the copy at the vault-relative `path` (`preferCopy`: the copy's value wins a clash);
  /// `dryRun` writes and moves nothing.
  public func merge(_ path: String, preferCopy: Bool = false, dryRun: Bool) throws(QuireKitError) -> Outcome {
    guard let copy = VaultWalker(vault: vault).conflictCopy(at: path) else {
      throw .editRefused(
        path, "not a sync tool's conflict copy beside its note ('quire conflicts' lists them; docs/sync.md)")
    }
    let editor = TaskEditor(vault: vault)
    let parser = NoteParser(config: vault.config)
    return try VaultLock.withLock(vault) { () throws(QuireKitError) -> Outcome in
      let copied = try read(copy.path, parser: parser)
      var merge: ConflictMerge?
      // The note is merged from its bytes as they are under the lock (`NoteEditor.update`).
      try editor.editor.update(copy.original) { old throws(QuireKitError) -> [UInt8]? in
        guard let old, let text = String(validating: old, as: UTF8.self) else {
          throw .editRefused(copy.original, LineEditError.notUTF8.description)
        }
        let plan = ConflictMerge(
          original: (parser.parse(file: copy.original, text: text).tasks, text), copy: copied, preferCopy: preferCopy)
        merge = plan
        guard !dryRun, !plan.edits.isEmpty || !plan.appended.isEmpty else { return nil }
        var new = try TaskEditor.apply(plan.edits, to: old, file: copy.original)
        if !plan.appended.isEmpty {
          switch LineEditor.append(plan.appended, to: new) {
          case .success(let bytes): new = bytes
          case .failure(let error): throw .editRefused(copy.original, error.description)
          }
        }
        var map = LineMap()
        for edit in plan.edits {
          map.replace(edit.line, by: edit.replacement.count, goesOn: LineMap.Place(line: edit.line, index: 0))
        }
        _ = try editor.recordIDs(copy.original, old: old, new: new, map: map)
        return new
      }
      guard let merge else { throw .editRefused(copy.original, "the note could not be read") }
      if !dryRun { CrashPoint.reach(.beforeTrash) }
      let trashed = dryRun || merge.keepsCopy ? nil : try moveToTrash(copy.path)
      return Outcome(copy: copy, merge: merge, trashed: trashed)
    }
  }

  private func read(_ path: String, parser: NoteParser) throws(QuireKitError) -> (tasks: [TaskItem], text: String) {
    var problems: [Diagnostic] = []
    guard let read = ConflictReport.read(path, vault: vault, parser: parser, into: &problems) else {
      throw .editRefused(path, problems.first?.message ?? "cannot be read")
    }
    return read
  }

  /// Moves the note at `path` into `.trash/` (a name not taken there: ` 2`, ` 3`, ... before
  /// the extension) and answers its new vault-relative path.
  private func moveToTrash(_ path: String) throws(QuireKitError) -> String {
    let source = try NoteEditor(vault: vault).path(of: path)
    let folder = vault.root + "/.trash"
    if mkdir(folder, 0o755) != 0, errno != EEXIST {
      throw .writeFailed(".trash", String(cString: strerror(errno)))
    }
    let name = String(path.split(separator: "/").last!)
    let dot = name.lastIndex(of: ".") ?? name.endIndex
    var target = name
    var n = 1
    while access(folder + "/" + target, F_OK) == 0 {
      n += 1
      target = name[..<dot] + " \(n)" + name[dot...]
    }
    guard rename(source, folder + "/" + target) == 0 else {
      throw .writeFailed(path, "cannot move it to .trash/: " + String(cString: strerror(errno)))
    }
    return ".trash/" + target
  }
}
