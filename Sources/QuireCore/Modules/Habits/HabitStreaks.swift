/// Streak arithmetic for habits. Pure: the caller passes today.
///
/// Rules:
/// - a day counts when all its slots are done (`times:` gives the slots; no times is one slot);
/// - days the habit is not scheduled (`days:`), and days before its `start`, neither count nor
///   break a streak;
/// - today, until it is complete, does not break the streak; once complete it counts;
/// - a check-in fills the slot of its time when the time is one of the habit's times; a check-in
///   without a time, or with a time that is not a slot (`Feed cat 08:45` for an 08:30 slot),
///   fills the earliest slot still open; two check-ins of one slot count once; check-ins on a
///   day the habit is not scheduled do not count.
public enum HabitStreaks {
  /// The stats of `habit` over `from...to`, with streaks computed over its whole history up to `today`.
  public static func stats(
    _ habit: Habit, checkins: [CheckIn], from: LocalDate, to: LocalDate, today: LocalDate
  ) -> HabitStats {
    HabitHistory(habit, checkins: checkins).stats(from: from, to: to, today: today)
  }

  /// Whether a check-in's habit name is `slug` (lowercased), ignoring case: without building a
  /// lowercased string when the name is ASCII, which a vault's check-ins nearly always are.
  public static func names(_ name: String, _ slug: String) -> Bool {
    var name = name
    var slug = slug
    let ascii: Bool? = name.withUTF8 { a in
      slug.withUTF8 { b in
        guard a.allSatisfy({ $0 < 0x80 }) else { return nil }
        guard a.count == b.count else { return false }
        for i in 0..<a.count {
          let c = a[i] >= 0x41 && a[i] <= 0x5A ? a[i] | 0x20 : a[i]
          if c != b[i] { return false }
        }
        return true
      }
    }
    return ascii ?? (name.lowercased() == slug)
  }

  /// The number of slots the check-ins of one day fill (at most the number of slots).
  static func filledSlots(_ habit: Habit, _ checkins: some Collection<CheckIn>) -> Int {
    // One slot: no array to count in (most habits, every day of their history).
    guard !habit.times.isEmpty else { return checkins.isEmpty ? 0 : 1 }
    return filledSlotMask(habit, checkins).filter { $0 }.count
  }

  /// Which slots the check-ins of one day fill, in the order of `habit.times` (one slot for a
  /// habit without times).
  public static func filledSlotMask(_ habit: Habit, _ checkins: some Collection<CheckIn>) -> [Bool] {
    guard !habit.times.isEmpty else { return [!checkins.isEmpty] }
    var filled = Array(repeating: false, count: habit.times.count)
    var loose = 0
    // Timed check-ins first, so that the order of lines in the note does not matter.
    for checkin in checkins {
      if let time = checkin.time, let slot = habit.times.firstIndex(of: time) {
        filled[slot] = true
      } else {
        loose += 1
      }
    }
    for slot in filled.indices where loose > 0 && !filled[slot] {
      filled[slot] = true
      loose -= 1
    }
    return filled
  }
}
