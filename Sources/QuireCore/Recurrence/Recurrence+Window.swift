extension Recurrence {
  /// The occurrences from `start` that fall in `from...to` (at most `limit`).
  public func dates(from start: LocalDate, within from: LocalDate, _ to: LocalDate, limit: Int = 10_000) -> [LocalDate] {
    var days: [LocalDate] = []
    for day in occurrences(from: start) {
      if day > to || days.count >= limit { break }
      if day >= from { days.append(day) }
    }
    return days
  }
}
