import PropertyBased
import QuireCore
import Testing

/// The index finds the task a command names by `TaskLookupKey`: the tasks it returns must let
/// `TaskResolver` decide exactly as it would among all of the vault's tasks.
@Suite struct TaskLookupKeyTests {
  /// The tasks of `all` whose key the lookup asks for: what the index returns.
  static func found(_ query: String, in all: [TaskItem]) -> [TaskItem] {
    switch TaskLookupKey.lookup(query) {
    case .place(let file, let line): return all.filter { $0.file == file && $0.line == line }
    case .keys(let exact, let prefix):
      return all.filter { exact.contains(TaskLookupKey.of($0)) || prefix?.contains(TaskLookupKey.of($0)) == true }
    }
  }

  static func same(_ a: Result<TaskItem, TaskResolveError>, _ b: Result<TaskItem, TaskResolveError>) -> Bool {
    switch (a, b) {
    case (.success(let x), .success(let y)): x == y
    case (.failure(let x), .failure(let y)): x.description == y.description
    default: false
    }
  }

  /// A vault's tasks: short ids with shared prefixes, `🆔`s (one that looks like a short id).
  static func tasks(_ seeds: [Int]) -> [TaskItem] {
    seeds.enumerated().map { i, seed in
      var fields = TaskFields(description: "task \(i)")
      let file = "notes/n\(seed % 3).md"
      if seed % 5 == 0 { fields.id = seed % 2 == 0 ? "abc\(seed % 7)" : String(format8(seed)) }
      let id = fields.id ?? format8(seed)
      return TaskItem(id: id, file: file, line: i + 1, status: .todo, fields: fields, format: .emoji)
    }
  }

  /// Eight hex digits with few distinct leading ones, so that prefixes are shared.
  static func format8(_ seed: Int) -> String {
    let hex = String(UInt32(truncatingIfNeeded: seed &* 2_654_435_761) % 0x0FFF_FFFF | 0xA000_0000, radix: 16)
    return String(repeating: "0", count: 8 - hex.count) + hex
  }

  @Test func theIndexedCandidatesDecideAsAllTasksDo() async {
    await propertyCheck(input: Gen.int(in: 0...100_000).array(of: 1...40), Gen.int(in: 0...1_000)) { seeds, pick in
      let all = Self.tasks(seeds)
      let task = all[pick % all.count]
      var queries = [
        task.id, task.id.uppercased(), " \(task.id) ", "\(task.file):\(task.line)", "\(task.file):999", "abc",
        "abc\(pick % 7)", "zzzz", "a000", "A0", "\(task.id)0", "notes:1",
      ]
      for length in 1...8 { queries.append(String(task.id.prefix(length))) }
      for query in queries {
        #expect(
          Self.same(TaskResolver.resolve(query, in: all), TaskResolver.resolve(query, in: Self.found(query, in: all))),
          "\(query)")
      }
    }
  }

  @Test func keys() {
    let plain = TaskItem(
      id: "0000abcd", file: "a.md", line: 1, status: .todo, fields: TaskFields(description: "x"), format: .emoji)
    #expect(TaskLookupKey.of(plain) == 0xABCD)
    var fields = TaskFields(description: "x")
    fields.id = "0000abcd"
    let explicit = TaskItem(id: "0000abcd", file: "a.md", line: 1, status: .todo, fields: fields, format: .emoji)
    #expect(TaskLookupKey.of(explicit) < 0)
    #expect(TaskLookupKey.lookup("a.md:3") == .place(file: "a.md", line: 3))
    #expect(
      TaskLookupKey.lookup("ABCD")
        == .keys(exact: [TaskLookupKey.of(explicitID: "ABCD")], prefix: 0xABCD_0000...0xABCD_FFFF))
    #expect(TaskLookupKey.lookup("xyz1") == .keys(exact: [TaskLookupKey.of(explicitID: "xyz1")], prefix: nil))
  }
}
