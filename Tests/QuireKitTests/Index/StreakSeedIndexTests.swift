import Foundation
import QuireTestSupport
import Testing

@testable import QuireCore
@testable import QuireKit

/// `quire habit list` reads the check-ins after the streaks the index keeps for each habit
/// (`streak_seeds`): its streaks equal a full parse's, run after run, and after a note on or
/// before a seed's day is edited, removed or added, or the habit's definition changes.
@Suite struct StreakSeedIndexTests {
  typealias S = IndexTestSupport

  /// Every habit's streaks and today's slots, by slug, as `habit list` has them.
  func listed(_ loader: VaultLoader, today: LocalDate) -> [String] {
    loader.reader().habits(today: today).histories.map {
      let s = $0.stats(from: today, to: today, today: today)
      return "\($0.habit.slug) \(s.streak) \(s.longestStreak) \(s.doneToday)/\(s.slotsToday)"
    }.sorted()
  }

  func expected(_ vault: Vault, today: LocalDate) -> [String] {
    let contents = VaultLoader(vault: vault).parseAll()
    return HabitHistory.histories(of: contents.habits, checkins: contents.checkins).map {
      let s = $0.stats(from: today, to: today, today: today)
      return "\($0.habit.slug) \(s.streak) \(s.longestStreak) \(s.doneToday)/\(s.slotsToday)"
    }.sorted()
  }

  func seeds(_ vault: Vault) throws -> [String: StreakSeed] {
    var found: [String: StreakSeed] = [:]
    let (index, _) = VaultIndex.open(vault)
    try #require(index).store.withStreakSeeds { stored, _ in
      found = stored
      return nil
    }
    return found
  }

  func journal(_ day: LocalDate, read: Bool, run: Bool = true) -> String {
    "# \(day)\n- [\(read ? "x" : " ")] Read #habit/read\n- [\(run ? "x" : " ")] Run #habit/run\n"
  }

  @Test func seededStreaksEqualAFullParseAcrossEdits() throws {
    let v = try TemporaryVault()
    try v.write(".quire/config.yaml", "timezone: Europe/Berlin\n")
    try v.write("habits/read.md", "---\ntype: habit\nname: Read\n---\n")
    try v.write("habits/run.md", "---\ntype: habit\nname: Run\ndays: [mon, wed, fri]\n---\n")
    let today = LocalDate(iso: "2026-11-25")!
    // Ninety days, a long run of reading broken once 40 days ago.
    for back in 1...90 {
      let day = today.adding(days: -back)
      try v.write("journal/\(day).md", journal(day, read: back != 40, run: back % 5 != 0))
    }
    let vault = S.vault(v)
    let loader = VaultLoader(vault: vault)
    #expect(listed(loader, today: today) == expected(vault, today: today))
    // The seeds are stored through yesterday, and the next run uses them.
    let stored = try seeds(vault)
    #expect(stored.count == 2 && stored.values.allSatisfy { $0.through == today.dayNumber - 1 })
    #expect(listed(loader, today: today) == expected(vault, today: today))
    // A day later: walked on from the seed.
    let tomorrow = today.adding(days: 1)
    try v.write("journal/\(today).md", journal(today, read: true))
    #expect(listed(loader, today: tomorrow) == expected(vault, today: tomorrow))
    #expect(try seeds(vault).values.allSatisfy { $0.through == today.dayNumber })
    // An old note edited: the break 40 days ago mended, the longest run now longer.
    let broken = today.adding(days: -40)
    try v.write("journal/\(broken).md", journal(broken, read: true))
    #expect(try seeds(vault).count == 2)  // not refreshed yet
    #expect(listed(loader, today: tomorrow) == expected(vault, today: tomorrow))
    #expect(listed(loader, today: tomorrow).contains("read 91 91 0/1"))
    // An old note removed, and an older one added.
    try FileManager.default.removeItem(at: v.url.appendingPathComponent("journal/\(today.adding(days: -10)).md"))
    #expect(listed(loader, today: tomorrow) == expected(vault, today: tomorrow))
    let older = today.adding(days: -200)
    try v.write("journal/\(older).md", journal(older, read: true))
    #expect(listed(loader, today: tomorrow) == expected(vault, today: tomorrow))
    // The habit's schedule changed: its seed is not used.
    try v.write("habits/read.md", "---\ntype: habit\nname: Read\ndays: [tue, thu]\n---\n")
    #expect(listed(loader, today: tomorrow) == expected(vault, today: tomorrow))
    // An earlier "today" (`--today`) reads everything and does not move the seeds back.
    let past = today.adding(days: -30)
    #expect(listed(loader, today: past) == expected(vault, today: past))
    #expect(try seeds(vault).values.allSatisfy { $0.through == today.dayNumber })
  }
}
