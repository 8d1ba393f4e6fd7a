import QuireCore
import QuireKit

/// Renders a query's answer for the terminal and for scripts (docs/queries.md, "quire query").
enum QueryPresenter {
  /// `{"groups":[{"headings":[...],"tasks":[{"id","file","line","text","status"}]}],"total":N}`,
  /// with `"explanation"` when the query says `explain`: groups and tasks in display order, one
  /// heading per `group by` as the plugin shows it, one group with no headings when nothing is
  /// grouped.
  static func json(_ answer: VaultQuery.Answer) -> String {
    struct Task: Encodable {
      let id: String
      let file: String
      let line: Int
      let text: String
      let status: String
    }
    struct Group: Encodable {
      let headings: [String]
      let tasks: JSONLines<Task>
    }
    struct Document: Encodable {
      let groups: JSONLines<Group>
      let total: Int
    }
    struct Explained: Encodable {
      let groups: JSONLines<Group>
      let total: Int
      let explanation: String
    }
    let groups = answer.groups.map { group in
      Group(
        headings: group.names.map(QueryResult.shown),
        tasks: JSONLines(
          group.tasks.map {
            Task(
              id: $0.task.id, file: $0.path, line: $0.task.line, text: $0.task.written, status: $0.task.status.symbol)
          }, layout: .bracketsApart))
    }
    let lines = JSONLines(groups, layout: .bracketsApart)
    // Cannot fail: every value is a string, a number or a list of them.
    if let explanation = answer.explanation {
      return (try? OrderedJSONEncoder().encode(Explained(groups: lines, total: answer.total, explanation: explanation)))
        ?? ""
    }
    return (try? OrderedJSONEncoder().encode(Document(groups: lines, total: answer.total))) ?? ""
  }

  /// The explanation when asked for, then each group's headings where they change (`####` for
  /// the first `group by`, one more `#` for each next), each task as its line with `file:line`
  /// and id, and the count of tasks, as the plugin shows a block; handed to `sink` in pieces.
  static func text(_ answer: VaultQuery.Answer, style: Style, to sink: (String) -> Void) {
    // In pieces of about 64 KB: an answer of tens of thousands of tasks is never held whole.
    // Bytes, not a string: appending a task's six pieces to a string cost more than the rest of
    // the printing (docs/queries.md, "Speed").
    var out: [UInt8] = []
    out.reserveCapacity(1 << 16 + 4096)
    func flushIfFull() {
      guard out.count >= 1 << 16 else { return }
      sink(String(decoding: out, as: UTF8.self))
      out.removeAll(keepingCapacity: true)
    }
    // A string's bytes from `offset` on, copied at once (its UTF-8 view copies byte by byte).
    func append(_ text: String, from offset: Int = 0) {
      var text = text
      text.withUTF8 { out.append(contentsOf: UnsafeBufferPointer(rebasing: $0[offset...])) }
    }
    if let explanation = answer.explanation {
      append(explanation.hasSuffix("\n") ? explanation + "\n" : explanation + "\n\n")
    }
    let (dim, cyan, off) = (style.dimOn, style.cyanOn, style.off)
    for (index, group) in answer.groups.enumerated() {
      for heading in answer.headings(above: index) { append(style.bold(heading) + "\n") }
      for task in group.tasks {
        append(task.task.written, from: task.indentationLength)
        append("  ")
        append(dim)
        append(task.path)
        append(":")
        append(String(task.task.line))
        append(off)
        append("  ")
        append(cyan)
        append(task.task.id)
        append(off)
        out.append(UInt8(ascii: "\n"))
        flushIfFull()
      }
    }
    append("\(answer.total) task" + (answer.total == 1 ? "" : "s") + "\n")
    sink(String(decoding: out, as: UTF8.self))
  }
}
