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
  /// and id, and the count of tasks, as the plugin shows a block; handed to `sink` as UTF-8 in
  /// pieces of about 64 KB (an answer of tens of thousands of tasks is never held whole).
  static func text(_ answer: VaultQuery.Answer, style: Style, to sink: (UnsafeRawBufferPointer) -> Void) {
    // Bytes, not a string: appending a task's six pieces to a string cost more than the rest of
    // the printing (docs/queries.md, "Speed").
    var out = Bytes()
    if let explanation = answer.explanation {
      out.append(explanation.hasSuffix("\n") ? explanation + "\n" : explanation + "\n\n")
    }
    let (dim, cyan, off) = (style.dimOn, style.cyanOn, style.off)
    for (index, group) in answer.groups.enumerated() {
      for heading in answer.headings(above: index) { out.append(style.bold(heading) + "\n") }
      for task in group.tasks {
        out.append(task.task.written, from: task.indentationLength)
        out.append("  ")
        out.append(dim)
        out.append(task.path)
        out.append(":")
        out.append(number: task.task.line)
        out.append(off)
        out.append("  ")
        out.append(cyan)
        out.append(task.task.id)
        out.append(off)
        out.bytes.append(UInt8(ascii: "\n"))
        if out.bytes.count >= 1 << 16 { out.flush(to: sink) }
      }
    }
    out.append("\(answer.total) task" + (answer.total == 1 ? "" : "s") + "\n")
    out.flush(to: sink)
  }

  /// The bytes of the text answer as they are built (a struct, where the buffer captured by local
  /// functions had its every access checked at run time).
  private struct Bytes {
    var bytes: [UInt8] = []

    init() { bytes.reserveCapacity(1 << 16 + 4096) }

    /// A string's bytes from `offset` on, copied at once (its UTF-8 view copies byte by byte).
    mutating func append(_ text: String, from offset: Int = 0) {
      let copied: Void? = text.utf8.withContiguousStorageIfAvailable {
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0[offset...]))
      }
      if copied == nil { bytes.append(contentsOf: text.utf8.dropFirst(offset)) }
    }

    /// A number's decimal digits (`String(number)` made a string per task).
    mutating func append(number: Int) {
      guard number > 0 else { return append(String(number)) }
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
        var (rest, at) = (number, digits.count)
        while rest > 0 {
          at -= 1
          digits[at] = UInt8(ascii: "0") + UInt8(rest % 10)
          rest /= 10
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[at...]))
      }
    }

    mutating func flush(to sink: (UnsafeRawBufferPointer) -> Void) {
      bytes.withUnsafeBytes(sink)
      bytes.removeAll(keepingCapacity: true)
    }
  }
}
