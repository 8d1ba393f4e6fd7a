import Foundation
import QuireCore

/// The block lines `quire plan` last wrote for each day, in `plan.json` of the vault's state
/// folder (`.quire/cache/`): a block whose line still reads as written is Quire's to move on the
/// next plan; any other block is the person's (moved, edited or ticked) and stays (docs/plan.md).
/// A missing or unreadable file only means every block stays where it is.
struct PlanStore {
  let file: String

  init(vaultRoot: String) {
    file = VaultStateFolder.path(for: vaultRoot) + "/plan.json"
  }

  private struct Contents: Codable {
    var version: Int
    var days: [String: [String]]
    /// The blocks of each day whose tick was applied to their tasks (each once, docs/plan.md
    /// "Ticking a block"); absent in a file written before.
    var ticked: [String: [String]]?
  }

  /// The lines written for `date`.
  func lines(for date: LocalDate) -> Set<String> {
    Set(load().days[date.description] ?? [])
  }

  /// Every day with blocks on record: the lines written, and those whose tick was applied.
  func recorded() -> [(date: LocalDate, written: Set<String>, ticked: Set<String>)] {
    let contents = load()
    return contents.days.keys.sorted().compactMap { key in
      guard let date = LocalDate(iso: key) else { return nil }
      return (date, Set(contents.days[key] ?? []), Set(contents.ticked?[key] ?? []))
    }
  }

  /// Records `lines` as the blocks written for `date`, forgetting days more than 31 days before
  /// it (and the ticks of blocks no longer written).
  func record(_ lines: [String], for date: LocalDate) throws(QuireKitError) {
    try update { contents in
      contents.days = contents.days.filter { (LocalDate(iso: $0.key).map { $0.days(to: date) <= 31 }) ?? false }
      contents.days[date.description] = lines.isEmpty ? nil : lines
      var ticked: [String: [String]] = [:]
      for (day, lines) in contents.ticked ?? [:] {
        let kept = lines.filter { contents.days[day]?.contains($0) == true }
        if !kept.isEmpty { ticked[day] = kept }
      }
      contents.ticked = ticked.isEmpty ? nil : ticked
    }
  }

  /// Records that the ticks of these blocks were applied to their tasks.
  func recordTicked(_ blocks: [(line: String, date: LocalDate)]) throws(QuireKitError) {
    guard !blocks.isEmpty else { return }
    try update { contents in
      var ticked = contents.ticked ?? [:]
      for (line, date) in blocks where !(ticked[date.description] ?? []).contains(line) {
        ticked[date.description, default: []].append(line)
      }
      contents.ticked = ticked
    }
  }

  private func update(_ change: (inout Contents) -> Void) throws(QuireKitError) {
    var contents = load()
    change(&contents)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(contents) else { return }
    try? FileManager.default.createDirectory(
      atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try AtomicWriter.write([UInt8](data), to: file, expecting: try AtomicWriter.read(file))
  }

  private func load() -> Contents {
    guard let data = FileManager.default.contents(atPath: file),
      let contents = try? JSONDecoder().decode(Contents.self, from: data), contents.version == 1
    else { return Contents(version: 1, days: [:], ticked: nil) }
    return contents
  }
}
