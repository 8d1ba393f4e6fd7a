import ArgumentParser
import Foundation
import QuireCore
import QuireKit

/// `quire goal log SLUG +AMOUNT [NOTE]`.
struct GoalLogCommand: VaultCommand {
  /// Creates or changes notes: refused in a folder that is no vault (`VaultCommand.writesNotes`).
  static let writesNotes = true

  static let configuration = CommandConfiguration(
    commandName: "log",
    abstract: "Add a dated progress line (- YYYY-MM-DD +AMOUNT NOTE) to a goal; a negative amount takes some back.")

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The goal's slug (its file name), or a unique prefix of it.")
  var slug: String

  // The amount and the note are one list read with `.allUnrecognized`: a negative amount
  // (`-150`) looks like an option to the parser, which then reported a missing '<amount>'.
  // Kept apart from options this way, `-150` is read as the amount.
  @Argument(
    parsing: .allUnrecognized,
    help: ArgumentHelp(
      "The amount: +500, 12.5, 1,000, -150; then a note for the line.", valueName: "amount> <note"))
  var words: [String] = []

  /// The amount as typed: the first word (after a `--` when one is given).
  var amount: String? { words.first { $0 != "--" } }

  /// The note: the words after the amount.
  var note: [String] {
    guard let index = words.firstIndex(where: { $0 != "--" }) else { return [] }
    return words[(index + 1)...].filter { $0 != "--" }
  }

  func validate() throws {
    guard let amount else {
      throw ValidationError("give an amount after the goal: quire goal log SLUG +500 (or -150 to take some back)")
    }
    if GoalLogPlan.amount(amount) == nil {
      throw ValidationError("amount '\(amount)' is not a number; write +500, 12.5 or -150")
    }
  }

  func run() throws {
    try withVault { context in
      let (vault, today, contents) = try context.load(.goal)
      let goal = try GoalCommand.resolve(slug, in: contents.goals)
      let value = GoalLogPlan.amount(amount ?? "")!
      let line = GoalLogPlan.line(date: today, amount: value, note: note.isEmpty ? nil : note.joined(separator: " "))
      let editor = context.noteEditor
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
