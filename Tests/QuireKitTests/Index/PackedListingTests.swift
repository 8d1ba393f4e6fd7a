import Foundation
import QuireCore
import QuireTestSupport
import Testing

@testable import QuireKit

/// The stored listing a refresh reads while its walk runs says "nothing changed" exactly when the
/// walk's listing is the stored one, entry by entry, and no file is young enough to be looked at
/// again: what the full comparison (`ListingDiff`) says, without a string per note.
@Suite struct PackedListingTests {
  typealias S = IndexTestSupport

  @Test func itSaysNothingChangedOnlyForTheStoredListing() throws {
    let v = try TemporaryVault()
    try v.write(".quire/config.yaml", "")
    let old = Date().timeIntervalSince1970 - 60
    for (path, text) in [("a.md", "- [ ] one\n"), ("b/c.md", "- [ ] two\n"), ("b/é ü.md", "three\n"), ("z.md", "")] {
      try v.write(path, text)
      try S.setMTime(v, path, old)
    }
    let (index, _) = try S.indexed(v)
    let stored = try S.packedListing(index)
    let walk = IndexNoteSource(vault: S.vault(v)).walk()
    #expect(walk.files.count == 4)
    #expect(IndexRefresh.nothingChanged(since: stored, walk.files, walk.diagnostics))

    var files = walk.files
    var changes: [(String, [ListingEntry])] = []
    files[1].size += 1
    changes.append(("a size", files))
    files = walk.files
    files[2].mtime += 1
    changes.append(("an mtime", files))
    files = walk.files
    files[3].path = "y.md"
    changes.append(("a path", files))
    files = walk.files
    files[0].path = "a.mdx"
    changes.append(("a longer path", files))
    changes.append(("a note less", Array(walk.files.dropLast())))
    changes.append(("a note more", walk.files + [ListingEntry(path: "zz.md", size: 1, mtime: walk.files[0].mtime)]))
    changes.append(("another order", walk.files.reversed()))
    files = walk.files
    files[0].mtime = Int(Date().timeIntervalSince1970 * 1e9)
    changes.append(("a young file", files))
    for (what, listing) in changes {
      #expect(!IndexRefresh.nothingChanged(since: stored, listing, walk.diagnostics), "\(what)")
    }
    let diagnostic = Diagnostic(file: "b", line: nil, .unreadableFolder(reason: "permission denied"))
    #expect(!IndexRefresh.nothingChanged(since: stored, walk.files, walk.diagnostics + [diagnostic]))
  }
}

extension IndexTestSupport {
  /// The listing `index` stores, as a refresh reads it while its walk runs.
  static func packedListing(_ index: VaultIndex) throws -> PackedListing {
    var listing: PackedListing?
    try index.store.read { db in listing = try PackedListing(db) }
    return try #require(listing)
  }
}
