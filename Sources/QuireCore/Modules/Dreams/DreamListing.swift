/// The order `quire dream list` shows dreams in.
public enum DreamListing {
  /// Newest first; dreams without a date last; ties by file.
  public static func sorted(_ dreams: [Dream]) -> [Dream] {
    dreams.sorted { a, b in
      switch (a.date, b.date) {
      case let (x?, y?) where x != y: return x > y
      case (_?, nil): return true
      case (nil, _?): return false
      default: return a.file < b.file
      }
    }
  }
}
