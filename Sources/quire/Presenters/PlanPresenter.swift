import QuireCore
import QuireKit

/// What `quire plan` prints: the blocks in time order, then the tasks that did not fit; with
/// `--json` the same as data (docs/plan.md).
enum PlanPresenter {
  static func text(_ outcome: DayPlanning.Outcome, explain: Bool, dryRun: Bool) -> [String] {
    let plan = outcome.plan
    let free = plan.freeMinutes
    let hours = plan.working.isEmpty ? "no working hours" : plan.working.map(\.description).joined(separator: ", ")
    var lines = ["\(plan.date) \(Weekday(of: plan.date).name): \(hours), \(DayPlanner.duration(free)) free"]
    for (span, task) in plan.blocks {
      lines.append("  \(span) \(task.fields.description)  \(task.file):\(task.line) \(task.id)")
      if explain {
        let fit = outcome.placedInPart(task) == nil ? "; the earliest free time that holds it" : ""
        lines.append("      \(outcome.reasons(task))\(fit)")
      }
    }
    let kept = plan.kept
    for entry in kept {
      lines.append("  kept: \(entry.task.fields.description) (a block you changed)  \(entry.task.id)")
    }
    let left = plan.notPlaced
    if !left.isEmpty {
      lines.append("not placed:")
      for (entry, reason) in left {
        lines.append(
          "  \(entry.task.fields.description): \(reason)  \(entry.task.file):\(entry.task.line) \(entry.task.id)")
        if explain { lines.append("      \(outcome.reasons(entry.task))") }
      }
    }
    if plan.blocks.isEmpty && left.isEmpty && kept.isEmpty { lines.append("no open task to plan") }
    if dryRun {
      lines.append("(dry run: \(outcome.file) not written)")
    } else if outcome.lines.isEmpty && outcome.replaced == 0 {
      lines.append("nothing to write to \(outcome.file)")
    } else if !outcome.wrote {
      lines.append("\(outcome.file) already holds this plan; nothing changed")
    } else {
      let created = outcome.createdNote ? "created and " : ""
      lines.append(
        "\(created)wrote \(outcome.lines.count) block\(outcome.lines.count == 1 ? "" : "s") to \(outcome.file)"
          + (outcome.replaced > 0 ? " (replacing \(outcome.replaced) of Quire's own)" : ""))
    }
    return lines
  }

  struct Document: Encodable {
    struct Block: Encodable {
      var start: String
      var end: String
      var id: String
      var file: String
      var line: Int
      var title: String
      var why: String
    }
    struct Left: Encodable {
      var id: String
      var file: String
      var line: Int
      var title: String
      var minutes: Int
      var reason: String
      var why: String
    }
    var date: String
    var working: [String]
    var freeMinutes: Int
    var blocks: [Block]
    var kept: [String]
    var notPlaced: [Left]
    var file: String
    var written: Bool
  }

  static func json(_ outcome: DayPlanning.Outcome) -> Document {
    let plan = outcome.plan
    let blocks = plan.blocks.map { span, task in
      Document.Block(
        start: MinuteSpan.clock(span.start), end: MinuteSpan.clock(span.end), id: task.id, file: task.file,
        line: task.line, title: task.fields.description, why: outcome.reasons(task))
    }
    let left = plan.notPlaced.map { entry, reason in
      Document.Left(
        id: entry.task.id, file: entry.task.file, line: entry.task.line, title: entry.task.fields.description,
        minutes: entry.minutes, reason: reason.description, why: outcome.reasons(entry.task))
    }
    return Document(
      date: plan.date.description, working: plan.working.map(\.description),
      freeMinutes: plan.freeMinutes, blocks: blocks, kept: plan.kept.map(\.task.id), notPlaced: left,
      file: outcome.file,
      written: outcome.wrote)
  }
}
