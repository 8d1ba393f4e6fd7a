import Foundation
import QuireCore
import QuireKit
import QuireTestSupport
import Testing

/// Helpers shared by the index tests.
enum IndexTestSupport {
  /// Records an issue for every part of `indexed` that differs from `fresh`.
  static func expectSame(
    _ indexed: VaultContents, _ fresh: VaultContents, _ context: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    func check<T: Equatable>(_ name: String, _ a: [T], _ b: [T]) {
      guard a != b else { return }
      let first = zip(a, b).first { $0 != $1 }.map { "\($0)\n  vs\n\($1)" } ?? "counts \(a.count) vs \(b.count)"
      Issue.record("\(context) \(name) differ: \(first)", sourceLocation: sourceLocation)
    }
    func same<T: Equatable>(_ a: T, _ b: Any) -> Bool { (b as? T) == a }
    // Every array of the contents by its name, found by reflection: the array a new note kind
    // adds is compared without a line here. (`taskKeys` is checked below; the ids seen are
    // bookkeeping.)
    for (a, b) in zip(Mirror(reflecting: indexed).children, Mirror(reflecting: fresh).children) {
      guard let name = a.label, name != "taskKeys", name != "explicitIDs" else { continue }
      guard let value = a.value as? any Equatable else {
        Issue.record("\(name) of VaultContents cannot be compared", sourceLocation: sourceLocation)
        continue
      }
      guard !same(value, b.value) else { continue }
      let (x, y) = (Array(Mirror(reflecting: a.value).children), Array(Mirror(reflecting: b.value).children))
      let first =
        zip(x, y).first { "\($0.value)" != "\($1.value)" }.map { "\($0.value)\n  vs\n\($1.value)" }
        ?? "counts \(x.count) vs \(y.count)"
      Issue.record("\(context) \(name) differ: \(first)", sourceLocation: sourceLocation)
    }
    // The agenda's keys, when the load made them, are those of the tasks.
    if let keys = indexed.taskKeys {
      check("task keys", keys.keys, TaskKeys(fresh.tasks, archive: keys.archive).keys)
      if !keys.inFileOrder { Issue.record("\(context) task keys not in file order", sourceLocation: sourceLocation) }
    }
  }

  /// A vault of the index's own making, written at test time: daily notes with tasks in both
  /// formats, habits and check-ins, events, dreams, goals, a course, a deck, and bad input
  /// (broken YAML, non-UTF-8 bytes, a binary file, CRLF, a BOM).
  static func generatedVault(notes: Int = 120, seed: UInt64 = 7) throws -> TemporaryVault {
    let v = try TemporaryVault()
    try v.write(".quire/config.yaml", "timezone: Europe/Berlin\nweek_start: monday\n")
    var rng = SplitMix(seed: seed)
    let words = ["plan", "read", "write", "call", "exam", "garden", "Gödel", "café", "review", "budget", "cat"]
    func phrase(_ n: Int) -> String {
      (0..<n).map { _ in words[Int(rng.next() % UInt64(words.count))] }.joined(separator: " ")
    }
    try v.write(
      "habits/feed-cat.md", "---\ntype: habit\nname: Feed the cat\ntimes: [08:30, 17:00]\ndays: every day\n---\n")
    try v.write(
      "courses/cs101.md", "---\ntype: course\ncode: cs101\ntitle: Intro to CS\n---\n- [ ] Homework 1 📅 2026-11-25\n")
    try v.write("decks/words.md", "---\ntype: deck\n---\nhund::dog\nkatze:::cat <!--SR:!2026-11-25,3,250-->\n")
    try v.write("goals/save.md", "---\ntype: goal\ntarget: 1000\nunit: EUR\n---\n- 2026-11-01 +200 first\n")
    try v.write(
      "dreams/flying.md",
      "---\ntype: dream\ndate: 2026-11-20\ncame_true: false\n---\nI was flying over the \(phrase(3)).\n")
    try v.write(
      "planner/exam.md",
      "---\ntype: event\ntitle: Exam\ndate: 2026-12-07\nstart: 09:00\nkind: exam\ncourse: cs101\n---\n")
    try v.write("notes/broken.md", "---\ntitle: [unclosed\n---\n- [ ] still a task 📅 2026-11-30\n")
    try v.write("notes/latin1.md", Data([0x2D, 0x20, 0x5B, 0x20, 0x5D, 0x20, 0x63, 0x61, 0x66, 0xE9, 0x0A]))
    try v.write("notes/binary.md", Data([0x00, 0x01, 0x02, 0x03]))
    try v.write("notes/crlf.md", "\u{FEFF}# CRLF\r\n- [ ] dup 🆔 same\r\n- [x] done ✅ 2026-11-20\r\n")
    try v.write("notes/dup.md", "- [ ] dup again 🆔 same #cs101\n")
    for i in 0..<notes {
      let day = LocalDate(dayNumber: LocalDate(year: 2026, month: 1, day: 1)!.dayNumber + i)
      var text = "---\ntype: journal\n---\n# \(day)\n\n\(phrase(12)).\n\n"
      for j in 0..<Int(rng.next() % 6) {
        let due = LocalDate(dayNumber: day.dayNumber + Int(rng.next() % 20))
        text +=
          rng.next() % 2 == 0
          ? "- [ ] \(phrase(4)) #cs101 📅 \(due) ⏫\n"
          : "- [x] \(phrase(3)) [due:: \(due)] [priority:: low] [remind:: 1h before]\n"
        if j == 1 { text += "- [x] Feed cat 08:30 #habit/feed-cat\n- 14:00-15:00 Dentist\n" }
      }
      try v.write("journal/\(day.year)/\(day).md", text)
    }
    return v
  }

  /// The index of `v`, opened and refreshed.
  static func indexed(_ v: TemporaryVault) throws -> (VaultIndex, IndexUpdate) {
    let (index, warning) = VaultIndex.open(vault(v))
    #expect(warning == nil)
    let opened = try #require(index)
    return (opened, try opened.update())
  }

  static func vault(_ v: TemporaryVault) -> Vault {
    var vault = Vault(root: v.url.path)
    vault.usesIndex = true
    return vault
  }

  /// `VaultLoader` through the index, and a fresh parse, of `v`; with the loader's warnings.
  static func loadBothWays(_ v: TemporaryVault) -> (indexed: VaultContents, fresh: VaultContents, warnings: [String]) {
    let warnings = Warnings()
    var loader = VaultLoader(vault: vault(v))
    loader.warn = { warnings.append($0) }
    let indexed = loader.load()
    return (indexed, loader.parseAll(), warnings.all)
  }

  /// The two adapters of `VaultReader` on `v`: its index (refreshed) and its files.
  static func readers(_ v: TemporaryVault) -> [(name: String, reader: any VaultReader)] {
    [("index", VaultLoader(vault: vault(v)).reader()), ("files", ParsedVaultReader(vault: vault(v)))]
  }

  /// Sets a file's modification time (seconds since 1970).
  static func setMTime(_ v: TemporaryVault, _ path: String, _ seconds: Double) throws {
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSince1970: seconds)], ofItemAtPath: v.url.appendingPathComponent(path).path)
  }
}

/// Collects warnings from a `@Sendable` closure.
final class Warnings: @unchecked Sendable {
  private let lock = NSLock()
  private var items: [String] = []
  func append(_ s: String) { lock.withLock { items.append(s) } }
  var all: [String] { lock.withLock { items } }
}

/// A small seeded generator (SplitMix64, the flashcards' one), so a generated vault is the
/// same on every run.
typealias SplitMix = SeededGenerator
