import ArgumentParser
import Foundation
import QuireCore
import QuireKit

/// `quire goal`: goals with their progress (issue 5, item 6).
struct GoalCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "goal", abstract: "List goals with their progress, log progress, or start a goal.",
    subcommands: [GoalListCommand.self, GoalLogCommand.self, GoalNewCommand.self],
    defaultSubcommand: GoalListCommand.self)

  /// The goal `query` names: its slug (any case), else a unique slug prefix.
  static func resolve(_ query: String, in goals: [Goal]) throws -> Goal {
    switch SlugLookup.find(query, in: goals, slug: \.slug) {
    case .success(let found): return found
    case .failure(let failure): throw UserError(failure.message(query: query, noun: "goal", plural: "goals"))
    }
  }
}

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
      let (root, vault) = (context.root, context.vault)
      let contents = VaultLoader(vault: vault).load()
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
        let rows = standings.map { s in
          GoalJSON.Row(
            slug: s.goal.slug, name: s.goal.title, list: s.goal.list, target: s.goal.target, invested: s.invested,
            percent: s.percent.map { ($0 * 10).rounded() / 10 }, unit: s.goal.unit, priority: s.goal.priority,
            achieved: s.achieved, color: s.goal.color, start: s.goal.start?.description,
            end: s.goal.end?.description, file: s.goal.file)
        }
        try Output.orderedJSON(GoalJSON.List(goals: rows))
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

/// `quire goal log SLUG +AMOUNT [NOTE]`.
struct GoalLogCommand: VaultCommand {
  static let configuration = CommandConfiguration(
    commandName: "log",
    abstract: "Add a dated progress line (- YYYY-MM-DD +AMOUNT NOTE) to a goal. Write a negative amount after --.")

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The goal's slug (its file name), or a unique prefix of it.")
  var slug: String

  @Argument(help: "The amount: +500, 12.5, 1,000 (a negative one after --: quire goal log fund -- -150 repair).")
  var amount: String

  @Argument(parsing: .remaining, help: "A note for the line.")
  var note: [String] = []

  func validate() throws {
    if GoalLogPlan.amount(amount) == nil {
      throw ValidationError("amount '\(amount)' is not a number; write +500, 12.5 or -- -20")
    }
  }

  func run() throws {
    try withVault { context in
      let (vault, today, contents) = try context.load()
      let goal = try GoalCommand.resolve(slug, in: contents.goals)
      let value = GoalLogPlan.amount(amount)!
      let line = GoalLogPlan.line(date: today, amount: value, note: note.isEmpty ? nil : note.joined(separator: " "))
      let editor = NoteEditor(vault: vault)
      // Read, plan and write as one step: another log line may land in the same note meanwhile.
      let (fresh, number) = try VaultLock.holding(vault) { () throws -> (Goal, Int) in
        guard let bytes = try AtomicWriter.read(try editor.path(of: goal.file)) else {
          throw UserError("\(goal.file) no longer exists; run the command again")
        }
        let text = String(decoding: bytes, as: UTF8.self)
        // Plan on the text as it is now (the loader's copy may be older).
        guard let fresh = NoteParser(config: vault.config).parse(file: goal.file, text: text).goal else {
          throw UserError("\(goal.file) is no longer a goal note; nothing was written")
        }
        let number: Int
        switch GoalLogPlan.plan(line, goal: fresh, text: text) {
        case .edit(let edit):
          try editor.edit(goal.file, [edit])
          number = edit.line + edit.replacement.count - 1
        case .append(let lines):
          number = try editor.append(goal.file, lines: lines).line
        }
        return (fresh, number)
      }
      var after = fresh
      after.progress.append(Goal.Progress(date: today, amount: value, note: "", line: number))
      let s = GoalStanding(after)
      Output.line("logged: \(line.dropFirst(2)) \(goal.file):\(number)")
      Output.line(
        "\(goal.title): \(s.amountText) (\(s.percentText))\(s.achieved && !goal.achieved ? " — target reached!" : "")"
      )
    }
  }
}

/// `quire goal new TITLE --target N [--unit U] [--list L] [--priority P]`.
struct GoalNewCommand: VaultCommand {
  static let configuration = CommandConfiguration(
    commandName: "new", abstract: "Create goals/<title>.md from the goal template.")

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The goal's title (its file name is made from it).")
  var title: String

  @Option(help: ArgumentHelp("The target amount.", valueName: "number"))
  var target: String

  @Option(help: ArgumentHelp("The unit (EUR, books, km).", valueName: "unit"))
  var unit: String?

  @Option(help: ArgumentHelp("The list the goal belongs to (savings, reading).", valueName: "list"))
  var list: String?

  @Option(help: ArgumentHelp("highest, high, medium, none, low or lowest.", valueName: "priority"))
  var priority: String?

  @Option(help: ArgumentHelp("The pie's colour: a name (green, blue, ...) or #rrggbb.", valueName: "color"))
  var color: String?

  @Option(help: ArgumentHelp("The end date (YYYY-MM-DD).", valueName: "date"))
  var end: String?

  func validate() throws {
    guard let value = GoalLogPlan.amount(target), value > 0 else {
      throw ValidationError("--target '\(target)' is not a positive number")
    }
    if let priority, !["highest", "high", "medium", "none", "low", "lowest"].contains(priority.lowercased()) {
      throw ValidationError("--priority '\(priority)' is not one of highest, high, medium, none, low, lowest")
    }
    if let end, LocalDate(iso: end) == nil { throw ValidationError("--end '\(end)' is not a date; write YYYY-MM-DD") }
  }

  func run() throws {
    var status: Int32 = 0
    try withVault { context in
      let (root, vault) = (context.root, context.vault)
      let today = try context.today()
      let path = "\(vault.config.folders.goals)/\(NoteSlug.make(title)).md"
      var model: [String: Any] = [
        "title": YAMLText.escapedForDoubleQuotes(title), "date": today.description, "weekday": Weekday(of: today).name,
        "target": GoalStanding.format(GoalLogPlan.amount(target)!),
      ]
      if let unit { model["unit"] = YAMLText.escapedForDoubleQuotes(unit) }
      if let list { model["list"] = YAMLText.escapedForDoubleQuotes(list) }
      if let priority { model["priority"] = priority.lowercased() }
      if let color { model["color"] = YAMLText.escapedForDoubleQuotes(color) }
      if let end { model["end"] = end }
      let created = try NoteCreator(vault: vault, templates: try root.templates(for: vault))
        .create(path, template: "notes/goal", model: model)
      if !created { throw UserError("\(path) exists already; choose another title or edit that goal") }
      Output.error("created \(path)")
      status = root.openOrPrint(path, absolute: vault.absolute(path))
    }
    if status != 0 { throw ExitCode(status) }
  }
}

extension String {
  /// The text right-aligned in `width` columns.
  fileprivate func leftPadded(_ width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}
