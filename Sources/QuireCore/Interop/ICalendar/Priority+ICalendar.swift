extension Priority {
  /// The RFC 5545 `PRIORITY` (1 highest ... 9 lowest): highest 1, high 3, medium 5, low 7,
  /// lowest 9; none is 0 ("undefined"), which the export leaves out.
  public var icalendarPriority: Int {
    switch self {
    case .highest: return 1
    case .high: return 3
    case .medium: return 5
    case .none: return 0
    case .low: return 7
    case .lowest: return 9
    }
  }
}
