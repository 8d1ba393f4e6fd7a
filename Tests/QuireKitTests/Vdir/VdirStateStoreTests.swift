import Foundation
import PropertyBased
import QuireCore
import QuireTestSupport
import Testing

@testable import QuireKit

/// The sync state on disk (docs/phone.md, "How a sync decides"): a record that reads back as the
/// state it was made from, a damaged one refused, and the JSON an older Quire wrote read once
/// and then replaced.
@Suite struct VdirStateStoreTests {
  static let states = Generator<VdirState, Shrink.None<VdirState>> { rng in
    var state = VdirState(folder: "/home/ann/calendars/personal")
    let words = ["", "a", "Buy milk 📅 2026-11-27", "notes/ü.md", "x@quire", "  \t", "\u{0}", "line\nbreak"]
    func word() -> String { words[Int.random(in: 0..<words.count, using: &rng)] }
    func maybe() -> String? { Bool.random(using: &rng) ? word() : nil }
    for i in 0..<Int.random(in: 0...20, using: &rng) {
      var e = VdirState.Entry(
        kind: Bool.random(using: &rng) ? .task : .event, fileName: word(), vaultHash: word(), vdirHash: word(),
        note: word())
      e.line = Int.random(in: 0...100_000, using: &rng)
      e.text = word()
      e.taskID = maybe()
      e.quireID = word()
      e.vaultSource = maybe()
      e.vdirBytes = maybe()
      e.pending = [nil, false, true][Int.random(in: 0..<3, using: &rng)]
      e.noteGoneAt = maybe()
      state.items["uid-\(i)-" + word()] = e
    }
    return state
  }

  @Test func aRecordReadsBackAsItsState() async {
    await propertyCheck(count: 500, input: Self.states) { state in
      #expect((try? VdirState(binary: state.binary())) == state)
      // Cut short anywhere, it is refused.
      let bytes = state.binary()
      let cut = Int.random(in: 0..<bytes.count)
      #expect((try? VdirState(binary: Array(bytes.prefix(cut)))) == nil)
    }
  }

  func store() throws -> (VdirStateStore, TemporaryVault) {
    let v = try TemporaryVault()
    try v.write(".quire/config.yaml", "timezone: UTC\n")
    let folder = v.url.path + "/calendar"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return (try VdirStateStore(vault: Vault(root: v.url.path), folder: folder), v)
  }

  @Test func theJSONOfAnOlderQuireIsReadThenReplaced() throws {
    let (store, v) = try store()
    _ = v
    var state = VdirState(folder: store.folder)
    var entry = VdirState.Entry(kind: .task, fileName: "a.ics", vaultHash: "1", vdirHash: "2", note: "inbox.md")
    entry.line = 3
    entry.text = "- [ ] Buy milk 📅 2026-11-27"
    state.items["a"] = entry
    try FileManager.default.createDirectory(
      atPath: (store.legacyPath as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try JSONEncoder().encode(state).write(to: URL(fileURLWithPath: store.legacyPath))
    #expect(store.exists)
    #expect(try store.load() == state)
    // Saved unchanged, it is written as a record all the same.
    try store.save(state)
    #expect(FileManager.default.fileExists(atPath: store.path))
    #expect(!FileManager.default.fileExists(atPath: store.legacyPath))
    #expect(try VdirStateStore(vault: Vault(root: v.url.path), folder: store.folder).load() == state)
    state.items["a"]?.pending = true
    try store.save(state)
    #expect(try VdirStateStore(vault: Vault(root: v.url.path), folder: store.folder).load() == state)
  }

  @Test func aDamagedRecordIsRefused() throws {
    let (store, v) = try store()
    var state = VdirState(folder: store.folder)
    state.items["a"] = VdirState.Entry(kind: .event, fileName: "a.ics", vaultHash: "1", vdirHash: "2", note: "e.md")
    try store.save(state)
    var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: store.path)))
    bytes[bytes.count / 2] ^= 0x20
    try Data(bytes).write(to: URL(fileURLWithPath: store.path))
    #expect(throws: QuireKitError.self) {
      try VdirStateStore(vault: Vault(root: v.url.path), folder: store.folder).load()
    }
  }

  /// A change a sync is about to make is one line on record; a new store reads it; a save holds
  /// it and the line goes; marks on top of another generation, or cut short, are not read.
  @Test func pendingMarksAreReadUntilASaveHoldsThem() throws {
    let (store, v) = try store()
    var state = VdirState(folder: store.folder)
    state.items["a@x"] = VdirState.Entry(kind: .task, fileName: "a.ics", vaultHash: "1", vdirHash: "2", note: "i.md")
    state.items["b\nü"] = VdirState.Entry(kind: .task, fileName: "b.ics", vaultHash: "3", vdirHash: "4", note: "i.md")
    try store.save(state)
    func reopened() throws -> VdirState {
      try VdirStateStore(vault: Vault(root: v.url.path), folder: store.folder).load()
    }
    let other = try VdirStateStore(vault: Vault(root: v.url.path), folder: store.folder)
    _ = try other.load()
    try other.markPending("a@x")
    try other.markPending("b\nü")
    #expect(try reopened().items["a@x"]?.pending == true)
    #expect(try reopened().items["b\nü"]?.pending == true)
    // A mark cut short by a kill is no mark.
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: store.pendingPath))
    try handle.seekToEnd()
    try handle.write(contentsOf: Data("6162".utf8))
    try handle.close()
    #expect(try reopened().items.values.filter { $0.pending == true }.count == 2)
    // A mark made after it is read all the same.
    state.items["c"] = VdirState.Entry(kind: .task, fileName: "c.ics", vaultHash: "6", vdirHash: "7", note: "i.md")
    try other.save(state)
    try Data("generation 2\n6162".utf8).write(to: URL(fileURLWithPath: store.pendingPath))
    try other.markPending("c")
    #expect(try reopened().items.values.filter { $0.pending == true }.map(\.fileName) == ["c.ics"])
    // Saved, the state holds what the sync made of them, and the marks go.
    state.items["a@x"]?.vaultHash = "5"
    try other.save(state)
    #expect(!FileManager.default.fileExists(atPath: store.pendingPath))
    #expect(try reopened() == state)
    // Marks written on top of an older record are held by the newer one: not read.
    try Data("generation 1\n614078\n".utf8).write(to: URL(fileURLWithPath: store.pendingPath))
    #expect(try reopened() == state)
  }
}
