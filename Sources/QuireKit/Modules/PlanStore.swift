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
  }

  /// The lines written for `date`.
  func lines(for date: LocalDate) -> Set<String> {
    Set(load()[date.description] ?? [])
  }

  /// Records `lines` as the blocks written for `date`, forgetting days more than 31 days before it.
  func record(_ lines: [String], for date: LocalDate) throws(QuireKitError) {
    var days = load().filter { (LocalDate(iso: $0.key).map { $0.days(to: date) <= 31 }) ?? false }
    days[date.description] = lines.isEmpty ? nil : lines
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(Contents(version: 1, days: days)) else { return }
    try? FileManager.default.createDirectory(
      atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try AtomicWriter.write([UInt8](data), to: file, expecting: try AtomicWriter.read(file))
  }

  private func load() -> [String: [String]] {
    guard let data = FileManager.default.contents(atPath: file),
      let contents = try? JSONDecoder().decode(Contents.self, from: data), contents.version == 1
    else { return [:] }
    return contents.days
  }
}
