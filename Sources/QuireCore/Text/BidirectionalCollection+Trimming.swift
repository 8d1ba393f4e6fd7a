extension BidirectionalCollection {
  /// The slice without the leading elements `leading` accepts and, of what is left, the trailing
  /// elements `trailing` accepts.
  ///
  /// Linear in what it drops: it walks one index from each end. A loop of `s = s.dropLast()` on a
  /// `Substring` counts the whole text again on every step (`Collection.dropLast` takes `count`),
  /// which made a note ending in many blank lines quadratic to trim (docs/measurements.md;
  /// `trimmingWalksEachElementOnce`).
  public func trimmingEdges(leading: (Element) -> Bool, trailing: (Element) -> Bool) -> SubSequence {
    var start = startIndex
    while start != endIndex, leading(self[start]) { start = index(after: start) }
    var end = endIndex
    while end != start {
      let before = index(before: end)
      guard trailing(self[before]) else { break }
      end = before
    }
    return self[start..<end]
  }
}

extension StringProtocol {
  /// The text without leading and trailing spaces and tabs (and a trailing carriage return);
  /// Foundation-free.
  public func trimmingSpaces() -> String {
    String(
      Substring(self).trimmingEdges(
        leading: { $0 == " " || $0 == "\t" }, trailing: { $0 == " " || $0 == "\t" || $0 == "\r" }))
  }
}
