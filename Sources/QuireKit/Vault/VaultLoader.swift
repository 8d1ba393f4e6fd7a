import Dispatch
import Foundation
import QuireCore

/// Chooses how the vault is read (`reader()`: the index, else the files) and parses notes from
/// their files on all cores.
///
/// Files are parsed in batches, in parallel; results are handed over in path order so output is
/// deterministic. cmark's parses share a lock (docs/architecture.md, "Facts about the libraries");
/// reading, YAML, task syntax and JSON encoding run beside it.
public struct VaultLoader: Sendable {
  public let vault: Vault
  /// Files per batch: large enough to keep both cores busy, small enough to bound memory.
  public var batchSize = 512

  /// A loader of `vault`, its warnings told to the vault's reporter.
  public init(vault: Vault) {
    self.vault = vault
    let reporter = vault.reporter
    warn = { reporter.warn($0) }
  }

  /// The vault's walk: the generated agenda pages are never a source, and what the person
  /// excluded is never read (docs/ignore.md).
  var walker: VaultWalker {
    VaultWalker(vault: vault)
  }

  /// Where warnings about the index go: the vault's reporter unless changed.
  public var warn: @Sendable (String) -> Void

  /// The reader of the vault (`VaultReader`): through its index, brought up to date (only
  /// changed notes are parsed), when `vault.usesIndex` is on and the index can be used;
  /// otherwise, after one warning, from the files (`ParsedVaultReader`). A damaged index is
  /// rebuilt once on the way. The one place the adapter is chosen.
  ///
  /// - Parameters:
  ///   - progress: makes the counter a long refresh reports to (none by default; the command
  ///     line's reporter draws a bar).
  ///   - readingAhead: the filter of the first read of tasks, when the caller knows it: the index
  ///     reads its rows while it walks the vault (`VaultIndex.update(progress:readingAhead:)`).
  public func reader(
    progress: @escaping @Sendable () -> IndexProgress? = { nil }, readingAhead: TaskFilter? = nil
  ) -> any VaultReader {
    guard vault.usesIndex else { return ParsedVaultReader(vault: vault) }
    let (index, warning) = VaultIndex.open(vault)
    if let warning { warn(warning) }
    guard let index else { return ParsedVaultReader(vault: vault) }
    do throws(IndexError) {
      let update: IndexUpdate
      do {
        update = try index.update(progress: progress(), readingAhead: readingAhead)
      } catch .corrupt {
        try index.rebuild()
        update = try index.update(progress: progress())
      }
      return index.reader(after: update, warn: warn, progress: progress)
    } catch {
      warn("\(error); reading the notes without it")
      return ParsedVaultReader(vault: vault)
    }
  }

  /// The events of the notes an event ID `query` may name (`EventID.resolve` chooses among
  /// them): its note at the vault path or below the planner folder, with or without `.md`, or
  /// the daily note of a `FILE:LINE`. Only those notes are read, from their files; a path the
  /// walk would not list (ignored, generated, hidden, not Markdown, through a symlink) is left out.
  public func eventsNamed(_ query: String) -> [EventItem] {
    let bare = query.hasSuffix(".md") ? String(query.dropLast(3)) : query
    let planner = VaultPath.trimmingSlash(vault.config.folders.planner)
    // An ID is a note's path without `.md` (when it has it), below the planner folder or not.
    var paths: [String] = []
    for id in [bare, query] {
      for path in [id, id + ".md"] { paths += [path, planner + "/" + path] }
      if let colon = id.lastIndex(of: ":"), Int(id[id.index(after: colon)...]) != nil {
        paths.append(String(id[..<colon]))
      }
    }
    let walker = self.walker
    var files: [VaultFile] = []
    var seen = Set<String>()
    for path in paths where seen.insert(path).inserted {
      let parts = path.split(separator: "/", omittingEmptySubsequences: false)
      guard !path.hasPrefix("/"), !parts.contains(where: { $0.isEmpty || $0.hasPrefix(".") }),
        VaultWalker.isMarkdown(path), walker.admits(path), isPlainFile(parts)
      else { continue }
      files.append(VaultFile(path: path, size: 0, mtime: 0))
    }
    return ParsedVaultReader(vault: vault, files: files).notes(holding: .events, days: nil, below: nil).flatMap(
      \.events)
  }

  /// Whether the vault path of `parts` is a regular file reached through folders only, as the
  /// walk reaches a note (it follows no symlink).
  private func isPlainFile(_ parts: [Substring]) -> Bool {
    var path = vault.root
    for (i, part) in parts.enumerated() {
      path += "/" + part
      var st = stat()
      guard lstat(path, &st) == 0 else { return false }
      let wanted = i == parts.count - 1 ? S_IFREG : S_IFDIR
      guard st.st_mode & S_IFMT == wanted else { return false }
    }
    return true
  }

  /// The courses of `files`, found before their notes stream through (a task's course may come
  /// from a tag naming a course note anywhere in the vault). Only notes that can be courses
  /// are parsed: those in the courses folder and those whose front matter says `type: course`.
  func courses(in files: [VaultFile]) -> [Course] {
    let parser = NoteParser(config: vault.config)
    let root = vault.root
    let folders = vault.config.folders
    let slots = Slots<Course>(count: files.count)
    DispatchQueue.concurrentPerform(iterations: files.count) { i in
      let file = files[i]
      let path = root + "/" + file.path
      guard
        NoteKind.fromFolder(file.path, folders: folders) == .course
          || FrontMatterSniffer.declaresType("course", inFileAt: path)
      else { return }
      if let course = NoteReader.parse(file.path, root: root, parser: parser).course { slots.set(i, course) }
    }
    return slots.values()
  }

  /// Parses `files` batch by batch on all cores and hands each batch, in path order, to `body`,
  /// each note passed through `transform` on the core that parsed it.
  // Specialized for the passes that run over every note (`check`, the exports): called through
  // `any VaultReader`, the generic body would copy and destroy each note through its metadata.
  @_specialize(where T == ParsedNote)
  @_specialize(where T == ExportedNote)
  func forEachBatch<T>(
    _ files: [VaultFile], transform: @escaping @Sendable (ParsedNote) -> T, _ body: ([T]) -> Void
  ) {
    let parser = NoteParser(config: vault.config)
    let root = vault.root
    var start = 0
    while start < files.count {
      let batch = Array(files[start..<min(start + batchSize, files.count)])
      let slots = Slots<T>(count: batch.count)
      DispatchQueue.concurrentPerform(iterations: batch.count) { i in
        slots.set(i, transform(NoteReader.parse(batch[i].path, root: root, parser: parser)))
      }
      body(slots.values())
      start += batchSize
    }
  }
}
