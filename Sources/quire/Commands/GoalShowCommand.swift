import ArgumentParser
import Foundation
import QuireCore
import QuireKit

/// `quire goal show NAME`: one goal, its progress bar and every progress line.
struct GoalShowCommand: VaultCommand {
  static let configuration = CommandConfiguration(
    commandName: "show", abstract: "One goal: its progress bar, amount of target, and every progress line.")

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The goal: its slug (file name) or a unique prefix of it.")
  var name: String

  func run() throws {
    try withVault { context in
      let root = context.root
      let contents = context.reader.contents(.goal)
      let goal = try GoalCommand.resolve(name, in: contents.goals)
      root.reportDiagnostics(contents, files: [goal.file])
      let s = GoalStanding(goal)
      if global.json {
        try Output.orderedJSON(
          GoalJSON.Show(
            goal: GoalJSON.Row(s),
            progress: goal.progress.map {
              GoalJSON.Entry(date: $0.date.description, amount: $0.amount, note: $0.note, line: $0.line)
            }))
        return
      }
      let style = Style(enabled: root.color)
      Output.line("\(style.bold(goal.title))  \(style.dim("\(goal.file)"))")
      let mark = s.achieved ? "  " + style.green("achieved") : ""
      Output.line("\(s.achieved ? style.green(s.bar()) : s.bar()) \(s.percentText)  \(s.amountText)\(mark)")
      if goal.progress.isEmpty { Output.line("No progress yet: quire goal log \(goal.slug) AMOUNT [NOTE]") }
      for entry in goal.progress {
        let amount = (entry.amount >= 0 ? "+" : "") + GoalStanding.format(entry.amount)
        let note = entry.note.isEmpty ? "" : "  " + entry.note
        Output.line("  \(entry.date)  \(amount.leftPadded(9))\(note)  " + style.dim("\(goal.file):\(entry.line)"))
      }
    }
  }
}
