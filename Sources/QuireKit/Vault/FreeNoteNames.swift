import Foundation

/// Free file names in one folder for many new notes at once (`quire ics import`): the folder is
/// listed once, and each slug gets `slug.md`, then `slug-2.md`, `slug-3.md`, ... past every
/// name the folder held and every name handed out since.
///
/// Asking the file system about each candidate name instead made an import of N events with
/// one title cost N²/2 look-ups (2,000 events: two million); this costs one listing and, per
/// note, one counter step. The writer still checks the name it gets (a file made since the
/// listing is skipped), so the listing is an optimisation, never what keeps a note safe.
public struct FreeNoteNames: Sendable {
  /// Names known to be taken, lower-cased (a case-insensitive file system treats `A.md` and `a.md` as one).
  private var taken: Set<String>
  /// The next counter to try for each slug.
  private var next: [String: Int] = [:]

  /// Lists `folder` (an absolute path; a missing folder has no names).
  public init(listing folder: String) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    taken = Set(names.map { $0.lowercased() })
  }

  /// Names taken as given (for tests).
  public init(taken names: [String]) { taken = Set(names.map { $0.lowercased() }) }

  /// The next free name for `slug` (`slug.md`, `slug-2.md`, ...), now taken.
  public mutating func take(_ slug: String) -> String {
    var n = next[slug, default: 1]
    while true {
      let name = slug + (n == 1 ? "" : "-\(n)") + ".md"
      n += 1
      if taken.insert(name.lowercased()).inserted {
        next[slug] = n
        return name
      }
    }
  }
}
