import QuireCore

extension IndexQueries {
  /// Each of `habits`' history on `today` (`quire habit list`: today's slots, the
  /// current and the longest streak). The longest streak needs the whole history: the index
  /// keeps each habit's streaks through yesterday (`StreakSeed`, table `streak_seeds`), so a
  /// later run reads only the check-ins after that day and walks on from there. A seed goes
  /// when a check-in on or before its day is added or removed (a trigger, in the same
  /// transaction) or when the habit's definition changes (its key); the seeds are stored anew
  /// when they moved on. The check-ins read come with them (with no places).
  ///
  /// The histories answer for `today` only: a seeded one lacks the check-ins of its seed's days.
  func habitHistories(_ habits: [Habit], today: LocalDate) throws(IndexError) -> (
    histories: [HabitHistory], checkins: [CheckIn]
  ) {
    let keys = habits.map(StreakSeed.key(of:))
    let yesterday = today.adding(days: -1).dayNumber
    var histories: [HabitHistory] = []
    var checkins: [CheckIn] = []
    try store.withStreakSeeds { stored, read in
      // One day for all: the seeds are stored together.
      let days = Set(keys.compactMap { stored[$0]?.through })
      let seeded =
        !habits.isEmpty && keys.allSatisfy { stored[$0] != nil } && days.count == 1 && days.first! < today.dayNumber
      checkins = try read(seeded ? days.first! + 1 : Int.min)
      histories = HabitHistory.histories(of: habits, checkins: checkins, through: today, seeds: seeded ? stored : [:])
      // A seed newer than yesterday (a run with an earlier `--today` must not move it back)
      // is kept.
      guard !stored.values.contains(where: { $0.through > yesterday }) else { return nil }
      var seeds: [String: StreakSeed] = [:]
      for (key, history) in zip(keys, histories) {
        guard let seed = history.seed(through: LocalDate(dayNumber: yesterday)) else { return nil }
        seeds[key] = seed
      }
      return seeds
    }
    return (histories, checkins)
  }
}
