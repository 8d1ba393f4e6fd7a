import ArgumentParser
import Foundation
import QuireCore
import QuireKit

/// `quire goal list [--list L] [--svg DIR]`.
struct GoalListCommand: VaultCommand {
  static let configuration = CommandConfiguration(
    commandName: "list",
    abstract: "Goals by priority (achieved ones last) with a progress bar, amount of target and percent.")

  @OptionGroup var global: GlobalOptions

  @Option(help: ArgumentHelp("Only the goals of this list (`list:` in front matter).", valueName: "list"))
  var list: String?

  @Option(
    help: ArgumentHelp("Also write one SVG progress pie per goal into this folder (<slug>.svg).", valueName: "dir"))
  var svg: String?

  func run() throws {
    try withVault { context in
      let root = context.root
      let contents = context.reader.contents(.goal)
      root.reportDiagnostics(contents, files: Set(contents.goals.map(\.file)))
      let goals = contents.goals.filter { list == nil || $0.list?.lowercased() == list?.lowercased() }
      let standings = GoalStanding.ordered(goals)
      if let svg {
        do {
          try FileManager.default.createDirectory(atPath: svg, withIntermediateDirectories: true)
          for s in standings {
            try Data(GoalPie.svg(s).utf8).write(
              to: URL(fileURLWithPath: svg + "/" + s.goal.slug + ".svg"), options: .atomic)
          }
        } catch {
          throw UserError("cannot write the pies into '\(svg)': \(error.localizedDescription)")
        }
      }
      if global.json {
        try Output.orderedJSON(GoalJSON.List(goals: standings.map(GoalJSON.Row.init)))
        return
      }
      let style = Style(enabled: root.color)
      if standings.isEmpty {
        Output.line(list == nil ? "No goals yet: quire goal new TITLE --target N" : "No goals in the list '\(list!)'.")
      }
      let width = standings.map { $0.goal.title.count }.max() ?? 0
      for s in standings {
        let title = s.goal.title.padding(toLength: width, withPad: " ", startingAt: 0)
        let bar = s.achieved ? style.green(s.bar()) : s.bar()
        let percent = s.percentText.leftPadded(4)
        let list = s.goal.list.map { "  " + style.dim("[\($0)]") } ?? ""
        let mark = s.achieved ? "  " + style.green("achieved") : ""
        Output.line("\(style.bold(s.goal.slug))")
        Output.line("  \(title)  \(bar) \(percent)  \(s.amountText)\(list)\(mark)")
      }
      if let svg { Output.line("wrote \(standings.count) pie\(standings.count == 1 ? "" : "s") to \(svg)") }
    }
  }
}
