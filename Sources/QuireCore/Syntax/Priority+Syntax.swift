// MARK: - Priority symbols

extension Priority {
  /// The Obsidian Tasks emoji of the level (`🔺 ⏫ 🔼 🔽 ⏬`); `nil` for `.none`, which is not written.
  public var emoji: String? {
    switch self {
    case .highest: return "🔺"
    case .high: return "⏫"
    case .medium: return "🔼"
    case .none: return nil
    case .low: return "🔽"
    case .lowest: return "⏬"
    }
  }

  /// The dataview value of the level (`[priority:: high]`); `nil` for `.none`, which is not written.
  public var dataviewValue: String? { self == .none ? nil : rawValue }

  /// The level named by a dataview value (`highest` ... `lowest`, lower case only, as Obsidian Tasks).
  init?(dataviewValue text: some StringProtocol) {
    switch text {
    case "highest": self = .highest
    case "high": self = .high
    case "medium": self = .medium
    case "low": self = .low
    case "lowest": self = .lowest
    default: return nil
    }
  }
}
