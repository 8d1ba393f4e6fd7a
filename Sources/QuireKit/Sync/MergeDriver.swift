import QuireCore

/// `quire merge-driver`: git's custom merge driver contract (docs/git.md, "The merge driver";
/// docs/research/sync-conflicts.md, section 8). Git hands three temporary files (the common
/// ancestor `%O`, ours `%A`, theirs `%B`); the merge (``NoteMerge``) is written over `%A`, and the
/// exit status says whether it is clean (0) or holds conflict markers (1). Git reads `%A` back
/// whatever the status.
public enum MergeDriver {
  /// Merges `theirs` into `ours` against `base` and writes the result over `ours`. A label git
  /// did not expand (`%X` from a git older than 2.44) counts as none given.
  ///
  /// - Throws: a file that cannot be read, or is not UTF-8 text (then `ours` is left as it
  ///   was: git reports a conflict, and the person resolves it by hand).
  public static func merge(
    base: String, ours: String, theirs: String, markerSize: Int, labels: (ours: String?, theirs: String?)
  ) throws(QuireKitError) -> NoteMerge {
    let texts = try [base, ours, theirs].map { path throws(QuireKitError) in
      let bytes = try AtomicWriter.read(path) ?? []
      let text = String(decoding: bytes, as: UTF8.self)
      guard Array(text.utf8) == bytes else {
        throw QuireKitError.editRefused(path, "it is not UTF-8 text, so Quire does not merge it; resolve it by hand")
      }
      return (text, bytes)
    }
    func label(_ given: String?, _ fallback: String) -> String {
      guard let given, !(given.count == 2 && given.hasPrefix("%")) else { return fallback }
      return given
    }
    let merged = NoteMerge(
      base: texts[0].0, ours: texts[1].0, theirs: texts[2].0, markerSize: markerSize,
      labels: (label(labels.ours, "ours"), label(labels.theirs, "theirs")))
    let bytes = Array(merged.text.utf8)
    if bytes != texts[1].1 {
      // Git's own temporary file, not a note: written whole and swapped in, without fsync.
      try AtomicWriter.write(bytes, to: ours, expecting: texts[1].1, durable: false)
    }
    return merged
  }
}
