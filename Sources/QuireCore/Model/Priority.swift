/// A task's priority, with the Obsidian Tasks names and emoji.
public enum Priority: String, Sendable, Codable, CaseIterable, Comparable {
  case highest, high, medium, none, low, lowest

  /// Sort rank: 0 for highest ... 5 for lowest (Obsidian Tasks stores these as '0'–'5').
  public var rank: Int { Priority.allCases.firstIndex(of: self)! }

  public static func < (a: Priority, b: Priority) -> Bool { a.rank < b.rank }
}
