import Testing

@testable import QuireCore

/// `sort by` lines whose numbers the plugin's own tests never give.
@Suite struct QuerySortTests {
  static let today = LocalDate(iso: "2026-11-25")!

  static func descriptions(_ source: String, _ lines: [String]) -> [String] {
    let tasks = lines.map { line -> QueryTask in
      let parsed = TaskLineParser.parse(line)!
      return QueryTask(
        task: TaskItem(
          id: "", file: "a.md", line: 1, status: parsed.status, fields: parsed.fields, format: parsed.format))
    }
    return TaskQuery(source, today: today).run(tasks).groups.flatMap(\.tasks).map(\.task.fields.description)
  }

  static let lines = ["- [ ] c #z", "- [ ] none", "- [ ] a #y #b", "- [ ] b #x"]

  @Test func theNthTagSortsTasksWithThatManyTagsFirst() {
    #expect(Self.descriptions("sort by tag 2", Self.lines) == ["a #y #b", "c #z", "b #x", "none"])
    #expect(Self.descriptions("sort by tag", Self.lines) == ["b #x", "a #y #b", "c #z", "none"])
  }

  /// Found by FuzzQuery (`sort by tag 0000…`): the tag before the first was read, and the run
  /// trapped. Every task with tags ties now, and a number larger than an Int is more tags than any.
  @Test func tagZeroAndHugeNumbersTieTheTasksWithTags() {
    #expect(Self.descriptions("sort by tag 0", Self.lines) == ["c #z", "a #y #b", "b #x", "none"])
    #expect(
      Self.descriptions("sort by tag 99999999999999999999999", Self.lines) == ["c #z", "a #y #b", "b #x", "none"])
  }
}
