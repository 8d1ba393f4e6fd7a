import QuireCore
import QuireFuzzSupport

// The Tasks query parser, its evaluator of functions and the run (docs/fuzzing.md, docs/queries.md). The input is a
// query (the text of a ```tasks block), read with a query file for its placeholders, and must:
// - be read or refused with a message, never crash or hang (a regex with catastrophic backtracking is refused by
//   RegexSafety before it runs; libFuzzer's -timeout catches any other);
// - when read, run over a fixed set of tasks: every task shown is one of them, the total counts the distinct tasks
//   shown, no group has more than `limit groups`, and no more than `limit` tasks are shown in all;
// - explain itself without crashing, and read the same twice (parsing has no state).

let today = LocalDate(year: 2026, month: 11, day: 25)!
let file = TaskQuery.File(path: "notes/query.md")
let lines = [
  "- [ ] Pay rent #home ⏫ 🔁 every month 📅 2026-11-25", "- [x] Call mum ✅ 2026-11-20 📅 2026-11-19",
  "- [/] Write the report #work 🛫 2026-11-20 ⏳ 2026-11-24 📅 2026-12-01 🆔 abc", "- [-] Old plan ❌ 2026-11-01",
  "- [ ] Blocked one ⛔ abc 🔽 ➕ 2026-11-01", "- [ ] Due invalid 📅 2026-02-30",
  "- [ ] [due:: 2026-11-26]  [priority:: high] dv",
  "- [>] Later #home/garden ⏳ 2027-01-09", "- [ ] no fields at all",
]
let paths = ["notes/query.md", "inbox.md", "work/projects/a.md"]
let tasks: [QueryTask] = lines.enumerated().compactMap { index, line in
  guard let parsed = TaskLineParser.parse(line) else { return nil }
  var item = TaskItem(
    id: "", file: paths[index % paths.count], line: index + 1, status: parsed.status, fields: parsed.fields,
    format: parsed.format)
  item.written = line
  item.heading = index % 2 == 0 ? "Heading \(index)" : nil
  return QueryTask(task: item)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzQuery(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let source = FuzzInput.text(data, size)
  let query = TaskQuery(source, today: today, file: file)
  let again = TaskQuery(source, today: today, file: file)
  FuzzInput.require(query.error == again.error, "read twice, two answers: \(source.debugDescription)")
  _ = query.explained()
  guard query.error == nil else { return 0 }
  let result = query.run(tasks)
  let places = Set(tasks.map { "\($0.path):\($0.task.line)" })
  var shown = Set<String>()
  for group in result.groups {
    for task in group.tasks {
      let place = "\(task.path):\(task.task.line)"
      FuzzInput.require(places.contains(place), "a task that was not given is shown: \(source.debugDescription)")
      shown.insert(place)
    }
    if let groupLimit = query.groupLimit, !query.groupers.isEmpty {
      FuzzInput.require(group.tasks.count <= groupLimit, "a group over its limit: \(source.debugDescription)")
    }
  }
  if result.error == nil {
    FuzzInput.require(shown.count == result.total, "total is not the tasks shown: \(source.debugDescription)")
  }
  if let limit = query.limit {
    FuzzInput.require(shown.count <= limit, "more tasks shown than the limit: \(source.debugDescription)")
  }
  return 0
}
