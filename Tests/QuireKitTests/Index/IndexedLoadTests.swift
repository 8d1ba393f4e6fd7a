import Foundation
import GRDB
import QuireCore
import QuireTestSupport
import Testing

@testable import QuireKit

/// Loading through the index gives exactly what a fresh parse gives, cold, warm and after
/// every kind of change to the files.
@Suite struct IndexedLoadTests {
  typealias S = IndexTestSupport

  @Test func samplesColdAndWarmEqualAFreshParse() throws {
    let v = try TemporaryVault(copying: RepositoryPaths.samples)
    let cold = S.loadBothWays(v)
    #expect(cold.warnings.isEmpty)
    #expect(FileManager.default.fileExists(atPath: v.url.appendingPathComponent(VaultIndex.relativePath).path))
    S.expectSame(cold.indexed, cold.fresh, "cold")
    #expect(cold.indexed.tasks.count >= 20)
    let warm = S.loadBothWays(v)
    S.expectSame(warm.indexed, warm.fresh, "warm")
    let (_, update) = try S.indexed(v)
    #expect(update.changed.isEmpty && update.touched == 0 && update.unchanged == update.total)
  }

  @Test func aGeneratedVaultStaysEqualThroughEditsDeletesRenamesAndTouches() throws {
    let v = try S.generatedVault()
    S.expectSame(S.loadBothWays(v).indexed, S.loadBothWays(v).fresh, "cold")
    // Let every file be older than the refresh's racy window, so only real changes count.
    let old = Date().timeIntervalSince1970 - 60
    for path in try FileManager.default.subpathsOfDirectory(atPath: v.url.path) where path.hasSuffix(".md") {
      try S.setMTime(v, path, old)
    }
    try v.write(".quire/keep", "")
    _ = try S.indexed(v)
    let (_, settled) = try S.indexed(v)
    #expect(settled.changed.isEmpty)

    // An edit, a delete, a rename, a new note, a touch with the same bytes.
    try v.write("journal/2026/2026-01-05.md", "- [ ] a new task 📅 2026-02-01 #cs101\n")
    try FileManager.default.removeItem(at: v.url.appendingPathComponent("journal/2026/2026-01-06.md"))
    try FileManager.default.moveItem(
      at: v.url.appendingPathComponent("journal/2026/2026-01-07.md"),
      to: v.url.appendingPathComponent("notes/moved.md"))
    try v.write("notes/new.md", "---\ntype: habit\nname: Run\ntimes: [07:00]\n---\n")
    try S.setMTime(v, "journal/2026/2026-01-08.md", old + 5)
    let (index, update) = try S.indexed(v)
    #expect(update.added == ["notes/moved.md", "notes/new.md"])
    #expect(update.modified == ["journal/2026/2026-01-05.md"])
    #expect(update.removed == ["journal/2026/2026-01-06.md", "journal/2026/2026-01-07.md"])
    #expect(update.touched == 1)
    S.expectSame(index.reader(after: update, warn: { _ in }).everything(), S.loadBothWays(v).fresh, "after edits")
    S.expectSame(S.loadBothWays(v).indexed, S.loadBothWays(v).fresh, "loader after edits")
  }

  /// A second edit in the same mtime tick with the same size: the listing cannot tell, the
  /// racy-file check (git's) reads the bytes again.
  /// `quire check` streams the notes and keeps only what its checks need: the diagnostics are
  /// those of a full load (repeated `🆔`, unknown habits, each note's own), with the index and
  /// without it, on the Samples and on a generated vault with a repeated `🆔`.
  @Test(arguments: ["samples", "generated"])
  func checkReportsWhatAFullLoadReports(_ which: String) throws {
    let v = which == "samples" ? try TemporaryVault(copying: RepositoryPaths.samples) : try S.generatedVault()
    for usesIndex in [true, false] {
      var vault = S.vault(v)
      vault.usesIndex = usesIndex
      let full = VaultLoader(vault: vault).load()
      let check = VaultLoader(vault: vault).reader().checked()
      #expect(check.diagnostics == full.diagnostics, "index \(usesIndex)")
      // Only the events with a `uid:` (`duplicate-event-uid`) are kept.
      #expect(check.courses == full.courses && check.tasks.isEmpty && check.events.allSatisfy { $0.uid != nil })
    }
    if which == "generated" {
      #expect(VaultLoader(vault: S.vault(v)).reader().checked().diagnostics.contains { $0.code == "duplicate-id" })
    }
  }

  @Test func anEditThatKeepsSizeAndMTimeIsStillSeen() throws {
    let v = try TemporaryVault()
    try v.write(".quire/config.yaml", "")
    try v.write("a.md", "- [ ] buy milk\n")
    let attributes = try FileManager.default.attributesOfItem(atPath: v.url.appendingPathComponent("a.md").path)
    let mtime = (attributes[.modificationDate] as! Date).timeIntervalSince1970
    _ = S.loadBothWays(v)
    try v.write("a.md", "- [ ] buy eggs\n")
    try S.setMTime(v, "a.md", mtime)
    let (indexed, fresh, _) = S.loadBothWays(v)
    #expect(indexed.tasks.map(\.fields.description) == ["buy eggs"])
    S.expectSame(indexed, fresh)
  }

  /// A note that is a deck by its `#flashcards` tag, outside `decks/`, is found by the deck
  /// query (the `files.kinds` bit) with its cloze card, cold and warm, as by a fresh parse.
  @Test func aTaggedNoteIsFoundByTheDeckQuery() throws {
    let v = try TemporaryVault()
    try v.write(".quire/config.yaml", "")
    try v.write("notes/bio.md", "# Biology #flashcards/bio\n\nThe ==heart== pumps ==blood==.\n")
    try v.write("notes/plain.md", "Just prose with ==a highlight==.\n")
    for pass in ["cold", "warm"] {
      let decks = VaultLoader(vault: S.vault(v)).reader().contents(.deck).decks
      #expect(decks.map(\.name) == ["bio"], "\(pass)")
      #expect(decks.first?.cards.map(\.kind) == [.cloze], "\(pass)")
      let (indexed, fresh, _) = S.loadBothWays(v)
      S.expectSame(indexed, fresh, pass)
      #expect(indexed.notes.count == 2, "\(pass): still a note as well")
    }
  }

  /// The stored listing a refresh reads while its walk runs only ever tells it that nothing
  /// changed: when it differs from the walk (here because another process wrote the index
  /// meanwhile), the refresh reads the listing again, and writes what that one lacks.
  @Test func aListingReadDuringTheWalkIsReadAgainWhenItDiffers() throws {
    let v = try TemporaryVault()
    try v.write(".quire/config.yaml", "")
    try v.write("a.md", "- [ ] one\n")
    let old = Date().timeIntervalSince1970 - 60
    try S.setMTime(v, "a.md", old)
    let (index, _) = try S.indexed(v)
    let early = try S.packedListing(index)
    // Another process adds a note and refreshes.
    try v.write("b.md", "- [ ] two\n")
    try S.setMTime(v, "b.md", old)
    _ = try S.indexed(v)
    let source = IndexNoteSource(vault: S.vault(v))
    let refresh = IndexRefresh(store: index.store, source: source, batchSize: 8)
    let walk = source.walk()
    #expect(!IndexRefresh.nothingChanged(since: early, walk.files, walk.diagnostics))
    // The naive use of the early listing inserted `b.md` a second time.
    let update = try refresh.apply(listing: walk.files, walkDiagnostics: walk.diagnostics, progress: nil)
    #expect(update.changed.isEmpty && update.touched == 0 && update.unchanged == 2)
    #expect(IndexRefresh.nothingChanged(since: try S.packedListing(index), walk.files, walk.diagnostics))
    // And a note the early listing and the stored one both lack is added.
    try v.write("c.md", "- [ ] three\n")
    let third = source.walk()
    let added = try refresh.apply(listing: third.files, walkDiagnostics: third.diagnostics, progress: nil)
    #expect(added.added == ["c.md"])
    #expect(
      index.reader(after: added, warn: { _ in }).tasks(TaskFilter([], archive: "archive")).map(\.fields.description)
        == ["one", "two", "three"])
  }

  /// The rows of the filter a refresh is told of are read while the walk runs, and answer the
  /// reader's first read of that filter when nothing changed; after a change, or for another
  /// filter, the reader asks the index afresh.
  @Test func rowsReadDuringTheWalkAnswerOnlyWhenNothingChanged() throws {
    let v = try TemporaryVault()
    try v.write(".quire/config.yaml", "")
    try v.write("a.md", "- [ ] one\n- [x] done\n")
    try v.write("b.md", "- [ ] two 📅 2026-12-01\n")
    let old = Date().timeIntervalSince1970 - 60
    for path in ["a.md", "b.md"] { try S.setMTime(v, path, old) }
    _ = try S.indexed(v)
    let open = TaskFilter([.open], archive: "archive")
    func refreshed(readingAhead filter: TaskFilter) throws -> VaultIndex {
      let index = try #require(VaultIndex.open(S.vault(v)).index)
      _ = try index.update(readingAhead: filter)
      return index
    }
    func descriptions(_ index: VaultIndex, _ filter: TaskFilter) -> [String] {
      index.reader(after: IndexUpdate(), warn: { _ in }).tasks(filter).map(\.fields.description)
    }

    // Nothing changed: the rows were kept, for that filter only, once.
    let unchanged = try refreshed(readingAhead: open)
    #expect(unchanged.takeReadAhead(TaskFilter([.closedOrExpiring], archive: "archive")) == nil)
    let kept = try refreshed(readingAhead: open)
    #expect(descriptions(kept, open) == ["one", "two"])
    #expect(kept.takeReadAhead(open) == nil)
    #expect(
      try refreshed(readingAhead: open).takeReadAhead(open)?.decodeAll { $0.fields.description } == ["one", "two"])

    // A note changed before the refresh: what was read during the walk goes, the answer is new.
    try v.write("a.md", "- [ ] uno, changed\n")
    try S.setMTime(v, "a.md", old)
    #expect(descriptions(try refreshed(readingAhead: open), open) == ["uno, changed", "two"])
  }

  @Test func updatingNamedPathsOnlyTouchesThem() throws {
    let v = try S.generatedVault(notes: 20)
    let (index, _) = try S.indexed(v)
    try v.write("notes/extra.md", "- [ ] from a watcher\n")
    try FileManager.default.removeItem(at: v.url.appendingPathComponent("notes/dup.md"))
    try v.write("agenda/daily/2026-11-24.md", "---\ngenerated: quire\n---\n- [ ] not a source\n")
    try v.write(".hidden/x.md", "- [ ] hidden\n")
    let update = try index.update(paths: [
      "notes/extra.md", "notes/dup.md", "agenda/daily/2026-11-24.md", ".hidden/x.md",
    ])
    #expect(update.added == ["notes/extra.md"])
    #expect(update.removed == ["notes/dup.md"])
    S.expectSame(
      index.reader(after: update, warn: { _ in }).everything(), S.loadBothWays(v).fresh, "after update(paths:)")
  }

  @Test func aPlainFolderWithoutDotQuireGetsNoIndex() throws {
    let v = try TemporaryVault()
    try v.write("a.md", "- [ ] x\n")
    let (indexed, fresh, warnings) = S.loadBothWays(v)
    #expect(warnings.isEmpty)
    S.expectSame(indexed, fresh)
    #expect(!FileManager.default.fileExists(atPath: v.url.appendingPathComponent(".quire").path))
  }

  @Test func searchNamesTheRealLine() throws {
    let v = try TemporaryVault()
    try v.write(".quire/config.yaml", "")
    try v.write(
      "n.md", "---\ntitle: T\n---\r\n# Head\r\n\r\nfirst line\r\nsecond Zebra line\r\n\r\n  - [ ] feed the zèbra\n")
    try v.write("agenda/daily/2026-11-24.md", "---\ngenerated: quire\n---\nzebra in a page\n")
    let (index, _) = try S.indexed(v)
    let hits = try index.search("zebra", limit: 10)
    #expect(hits.map(\.line) == [7, 9] || hits.map(\.line) == [9, 7])
    #expect(Set(hits.map(\.file)) == ["n.md"])
    let second = try #require(hits.first { $0.line == 9 })
    #expect(second.text == "- [ ] feed the zèbra")
    #expect(second.marked(open: "[", close: "]") == "- [ ] feed the [zèbra]")
    #expect(try index.search("zeb*", limit: 1).count == 1)
    #expect(try index.search("\"", limit: 5).isEmpty)
    #expect(try index.search("zebra head", limit: 5).isEmpty)  // different paragraphs
  }

  /// The full-text table is built by the first search, not by the refresh before it; from then
  /// on every refresh keeps it: a new note is found by its words, an edited one no longer by its
  /// old ones, and a generated page elsewhere in the vault never.
  @Test func theFirstSearchBuildsTheFullTextTableAndRefreshesKeepIt() throws {
    let v = try TemporaryVault()
    try v.write(".quire/config.yaml", "")
    try v.write("a.md", "# A\n\nthe heron waits\n")
    try v.write("notes/page.md", "---\ngenerated: quire\n---\nheron in a page\n")
    let (index, _) = try S.indexed(v)
    func rows() throws -> Int {
      try DatabaseQueue(path: index.path).read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM lines") ?? 0 }
    }
    #expect(try rows() == 0, "a refresh alone writes no full-text rows")
    #expect(try index.search("heron", limit: 5).map(\.file) == ["a.md"])
    let built = try rows()
    #expect(built > 0)
    try v.write("b.md", "the egret too\n")
    try v.write("a.md", "# A\n\nthe crane waits\n")
    _ = try index.update()
    #expect(try index.search("egret", limit: 5).map(\.file) == ["b.md"])
    #expect(try index.search("crane", limit: 5).map(\.file) == ["a.md"])
    #expect(try index.search("heron", limit: 5).isEmpty)
  }

  /// The full-text table stores no text, so a changed note's old paragraphs stay in it,
  /// unreachable; a search builds the table anew once they outnumber the live ones.
  @Test func staleParagraphsAreNeverFoundAndARebuildDropsThem() throws {
    let v = try TemporaryVault()
    try v.write(".quire/config.yaml", "")
    let many = IndexQueries.staleAllowance + 10
    try v.write("a.md", String(repeating: "old heron\n\n", count: many))
    try v.write("b.md", "a heron too\n")
    let (index, _) = try S.indexed(v)
    func meta() throws -> (stale: Int, live: Int) {
      try DatabaseQueue(path: index.path).read { db in
        (
          try MetaEntry.integer(.fullTextStale, db) ?? 0,
          try Int.fetchOne(db, sql: "SELECT sum(paragraphs) FROM fts_notes") ?? 0
        )
      }
    }
    #expect(try index.search("heron", limit: 3).count == 3)
    #expect(try meta() == (0, many + 1))
    try v.write("a.md", "the crane\n")
    _ = try index.update()
    #expect(try meta() == (many, 2), "the old paragraphs are stale until the next search")
    #expect(try index.search("heron", limit: 50).map(\.file) == ["b.md"])
    #expect(try meta() == (0, 2), "that search built the table anew")
    #expect(try index.search("crane", limit: 5).map(\.file) == ["a.md"])
  }

  /// `event list` and `exams` read only the notes whose events may fall in their days: what
  /// they list is what a full parse lists, for windows before, across and after the notes'
  /// dates, with series, a multi-day event and a series in another zone.
  @Test func eventsOfAWindowListAsAFullParseDoes() throws {
    let v = try S.generatedVault(notes: 60)
    try v.write(
      "planner/standup.md",
      "---\ntype: event\ntitle: Standup\ndate: 2026-01-05\nstart: 09:00\nrepeat: every weekday\n---\n")
    try v.write(
      "planner/trip.md", "---\ntype: event\ntitle: Trip\ndate: 2026-02-27\nend_date: 2026-03-03\nall_day: true\n---\n")
    try v.write(
      "planner/ny.md",
      "---\ntype: event\ntitle: NY call\ndate: 2026-03-02\nstart: 10:00\ntimezone: America/New_York\nrepeat: every week\n---\n"
    )
    let loader = VaultLoader(vault: S.vault(v))
    let all = loader.parseAll().events
    let zones = EventZones(
      vault: FoundationZoneRules(TimeZone(identifier: "Europe/Berlin")!), vaultName: "Europe/Berlin",
      directory: FoundationZoneDirectory())
    for (from, to) in [
      ("2025-12-01", "2025-12-31"), ("2026-02-25", "2026-03-10"), ("2026-01-01", "2026-01-01"),
      ("2026-06-01", "2027-06-01"),
    ] {
      let first = LocalDate(iso: from)!
      let last = LocalDate(iso: to)!
      for (name, reader) in S.readers(v) {
        let windowed = reader.events(on: first...last)
        #expect(windowed.count < all.count || from == "2026-06-01", "\(name) \(from): only some notes are read")
        #expect(
          EventOccurrences.list(windowed, from: first, to: last, zones: zones)
            == EventOccurrences.list(all, from: first, to: last, zones: zones), "\(name) \(from)...\(to)")
      }
    }
  }

  /// `quire course` reads the course notes, the notes with course events and the task rows of
  /// its courses: every course overview equals a full parse's, with tasks of a course by field,
  /// by folder and by tag, one tagged with two courses, an archived one and a done one.
  @Test func courseOverviewsAreAFullParses() throws {
    let v = try S.generatedVault(notes: 60)
    try v.write(
      "courses/bio200.md", "---\ntype: course\ncode: BIO200\ntitle: Biology\n---\n- [ ] Lab report 📅 2026-12-01\n")
    try v.write("courses/bio200/week1.md", "- [ ] Read chapter 1\n- [x] Quiz ✅ 2026-11-20\n")
    try v.write(
      "notes/mixed.md",
      "- [ ] Essay #bio200 #cs101 📅 2026-12-03\n- [ ] Lab [course:: bio200]\n- [ ] Not a course #bio\n")
    try v.write("archive/old.md", "- [ ] Gone #bio200\n- [x] Done long ago #bio200 ✅ 2026-01-05\n")
    try v.write(
      "planner/bio-exam.md", "---\ntype: event\ntitle: Bio exam\ndate: 2026-12-15\nkind: exam\ncourse: bio200\n---\n")
    let loader = VaultLoader(vault: S.vault(v))
    let all = loader.parseAll()
    #expect(all.courses.count >= 2)
    let today = LocalDate(iso: "2026-11-25")!
    func overviews(_ contents: VaultContents) -> [CourseOverview] {
      contents.courses.map { CourseOverview.make($0, contents: contents, today: today, archiveFolder: "archive") }
    }
    for (name, reader) in S.readers(v) {
      let listed = reader.courseContents()
      #expect(overviews(listed) == overviews(all), "\(name)")
      #expect(listed.tasks.count < all.tasks.count, "\(name): only the courses' tasks are read")
      for course in all.courses {
        let one = reader.courseContents(codes: [course.code])
        #expect(one.courses == all.courses)
        #expect(
          CourseOverview.make(course, contents: one, today: today, archiveFolder: "archive")
            == CourseOverview.make(course, contents: all, today: today, archiveFolder: "archive"),
          "\(name) \(course.code)")
      }
    }
    let bio = CourseOverview.make(
      all.courses.first { $0.code == "bio200" }!, contents: all, today: today, archiveFolder: "archive")
    #expect(
      bio.open.map(\.fields.description).sorted() == ["Essay #bio200 #cs101", "Lab", "Lab report", "Read chapter 1"])
    #expect(bio.done.count == 2)
    #expect(bio.exams.map(\.title) == ["Bio exam"])
  }

  /// `quire journal` and `quire habit check` read the habits, the day's check-ins and the open
  /// tasks due that day: the daily note planned from them is a full parse's, day after day.
  @Test func dailyNotesArePlannedAsFromAFullParse() throws {
    let v = try S.generatedVault(notes: 40)
    try v.write("archive/kept.md", "- [ ] Archived but open 📅 2026-01-12\n- [x] Done 📅 2026-01-12 ✅ 2026-01-10\n")
    let loader = VaultLoader(vault: S.vault(v))
    let all = loader.parseAll()
    var planned = 0
    for offset in 0..<40 {
      let date = LocalDate(dayNumber: LocalDate(year: 2026, month: 1, day: 1)!.dayNumber + offset)
      for (name, reader) in S.readers(v) {
        let day = reader.dailyNoteContents(date)
        let plan = DailyNotePlan(date: date, habits: day.habits, tasks: day.tasks)
        #expect(plan == DailyNotePlan(date: date, habits: all.habits, tasks: all.tasks), "\(name) \(date)")
        #expect(day.habits == all.habits)
        #expect(day.checkins == all.checkins.filter { $0.date == date }, "\(name) \(date)")
        #expect(day.tasks.count < all.tasks.count)
        planned += plan.tasks.count
      }
    }
    #expect(planned > 20, "the days have tasks to list")
  }

  /// `quire archive` reads the closed tasks and those that can expire: its plan is a full
  /// parse's, month after month.
  @Test func archivePlansAreAFullParses() throws {
    let v = try S.generatedVault(notes: 60)
    try v.write(
      "notes/misc.md",
      "- [-] Dropped ❌ 2026-01-20\n- [ ] Window 🛫 2026-01-02 📅 2026-01-05\n- [ ] Weekly 🔁 every week 🛫 2026-01-02 📅 2026-01-05\n- [x] Paid ✅ 2026-02-03\n"
    )
    // Beside the journal folder, not in it: its tasks move.
    try v.write("journal-extra/x.md", "- [x] Filed ✅ 2026-01-03\n")
    let loader = VaultLoader(vault: S.vault(v))
    let all = loader.parseAll().tasks
    let folders = VaultConfig().folders
    var moved = 0
    for (name, reader) in S.readers(v) {
      let candidates = reader.archiveCandidates(skipping: [folders.journal, folders.archive])
      #expect(candidates.contains { $0.file == "journal-extra/x.md" })
      #expect(candidates.count < all.count)
      for month in 1...6 {
        let today = LocalDate(year: 2026, month: month, day: 15)!
        let plan = ArchivePlan.moves(candidates, today: today, folders: folders)
        #expect(plan == ArchivePlan.moves(all, today: today, folders: folders), "\(name) \(today)")
        moved += plan.values.reduce(0) { $0 + $1.count }
      }
    }
    #expect(moved > 0)
  }

  /// `quire calendars` reads the notes below the planner folder only, and counts what a full
  /// parse counts (folders whose names start like it stay out).
  @Test func plannerEventsAreAFullParses() throws {
    let v = try S.generatedVault(notes: 30)
    let note = "---\ntype: event\ntitle: T\ndate: 2026-12-02\n---\n"
    for path in ["planner/work/a.md", "planner/b.md", "planner-old/c.md", "planner0/d.md", "notes/planner/e.md"] {
      try v.write(path, note)
    }
    let loader = VaultLoader(vault: S.vault(v))
    let expected = loader.parseAll().events.filter { VaultPath.isInside($0.file, folder: "planner") }
    #expect(expected.count >= 2)
    for (name, reader) in S.readers(v) {
      #expect(reader.events(below: "planner") == expected, "\(name)")
      #expect(reader.events(below: "planner/") == expected, "\(name), a trailing slash")
    }
  }

  /// `quire export --json` through the index writes the very bytes of the direct path, cold and warm.
  @Test(arguments: ["samples", "generated"])
  func exportThroughTheIndexIsByteIdentical(_ which: String) throws {
    let v = which == "samples" ? try TemporaryVault(copying: RepositoryPaths.samples) : try S.generatedVault()
    func export(index: Bool) -> [UInt8] {
      let out = Collected()
      var vault = Vault(root: v.url.path)
      vault.usesIndex = index
      var loader = VaultLoader(vault: vault)
      loader.warn = { Issue.record("warning: \($0)") }
      #expect(throws: Never.self) {
        try JSONExport.stream(
          loader.reader(), defaultReminderTime: vault.config.defaultReminderTime, write: { out.append($0) })
      }
      return out.bytes
    }
    let direct = export(index: false)
    #expect(export(index: true) == direct, "cold")
    #expect(export(index: true) == direct, "warm")
    #expect(direct.count > 1000)
  }
}

/// Collects the bytes an export writes (from its writer queue).
final class Collected: @unchecked Sendable {
  private let lock = NSLock()
  private var data: [UInt8] = []
  func append(_ chunk: [UInt8]) { lock.withLock { data += chunk } }
  var bytes: [UInt8] { lock.withLock { data } }
}
