/// The two task formats of the Obsidian Tasks plugin.
public enum TaskFormat: String, Sendable, Codable, CaseIterable {
  /// `📅 2026-11-25 ⏫ 🔁 every week`.
  case emoji
  /// `[due:: 2026-11-25] [priority:: high] [repeat:: every week]`.
  case dataview
}
