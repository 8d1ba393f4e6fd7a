import ArgumentParser
import Foundation
import QuireCore
import QuireKit

/// `quire upcoming`: the next events and due tasks, compact, for status bars and widgets.
struct UpcomingCommand: VaultCommand {
  static let configuration = CommandConfiguration(
    commandName: "upcoming",
    abstract: "Print the next events and due tasks compactly (for status bars and desktop widgets).",
    discussion: """
      --format line: one item a line (`today 14:00  Dentist`), after one line for overdue tasks \
      (`⚠ 12 overdue: Pay rent; ...`). --format json (or --json): an array of \
      {kind, date, time, title, when, file, line, id, minutesAway}, the first overdue tasks first \
      (kind `overdue`, with overdueCount: how many are overdue in all). --format waybar: one JSON object \
      {text, tooltip, class} for a Waybar custom module (class `soon` when the first item starts within \
      15 minutes, `overdue` when tasks are overdue, `empty` when there is nothing).
      """)

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case line, json, waybar
  }

  @OptionGroup var global: GlobalOptions

  @Option(help: "How many items to print.")
  var limit = 5

  @Option(help: ArgumentHelp("Output format: line, json or waybar.", valueName: "format"))
  var format: Format = .line

  func validate() throws {
    if limit < 1 { throw ValidationError("--limit must be at least 1") }
  }

  func run() throws {
    try withVault { context in
      let (root, vault) = (context.root, context.vault)
      let now = try context.now()
      let agenda = root.agendaContext(vault, reader: context.reader, now: now, around: now.date.adding(days: 30))
      let items = Upcoming.items(agenda, limit: limit)
      let overdue = Upcoming.overdue(agenda, limit: 3)
      switch global.json ? .json : format {
      case .json:
        try Output.json(overdue + items)
      case .line:
        if let count = overdue.first?.overdueCount {
          Output.line(
            "⚠ \(count) overdue: " + overdue.map(\.title).joined(separator: "; ") + (count > overdue.count ? "; …" : "")
          )
        }
        if items.isEmpty { Output.line("Nothing coming up.") }
        let style = Style(enabled: root.color)
        let width = items.map(\.when.count).max() ?? 0
        for item in items {
          let icon = item.kind == .task ? "☐ " : item.kind == .holiday ? "🎉 " : ""
          Output.line(style.bold(item.when.padding(width)) + "  " + icon + item.title)
        }
      case .waybar:
        try Output.json(Self.waybar(items, overdue: overdue.first?.overdueCount ?? 0))
      }
    }
  }

  /// `{text, tooltip, class}` for Waybar's custom module (`return-type: json`).
  static func waybar(_ items: [Upcoming.Item], overdue: Int = 0) -> [String: String] {
    let late = overdue > 0 ? "\(overdue) overdue" : nil
    guard let first = items.first else {
      return ["text": late ?? "", "tooltip": late ?? "Nothing coming up", "class": late == nil ? "empty" : "overdue"]
    }
    let soon = first.minutesAway.map { $0 <= 15 } ?? false
    return [
      "text": "\(first.when) \(first.title)" + (late.map { " · ⚠ \($0)" } ?? ""),
      "tooltip": ([late].compactMap { $0 } + items.map { "\($0.when)  \($0.title)" }).joined(separator: "\n"),
      "class": soon ? "soon" : late == nil ? "upcoming" : "overdue",
    ]
  }
}
