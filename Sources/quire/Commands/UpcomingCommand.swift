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
      --format line: one item a line (`today 14:00  Dentist`). --format json (or --json): an array of \
      {kind, date, time, title, when, file, line, id, minutesAway}. --format waybar: one JSON object \
      {text, tooltip, class} for a Waybar custom module (class `soon` when the first item starts within \
      15 minutes, `empty` when there is nothing).
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
      let items = Upcoming.items(root.agendaContext(vault, now: now, around: now.date.adding(days: 30)), limit: limit)
      switch global.json ? .json : format {
      case .json:
        try Output.json(items)
      case .line:
        if items.isEmpty { Output.line("Nothing coming up.") }
        let style = Style(enabled: root.color)
        let width = items.map(\.when.count).max() ?? 0
        for item in items {
          let icon = item.kind == .task ? "☐ " : item.kind == .holiday ? "🎉 " : ""
          Output.line(style.bold(item.when.padding(width)) + "  " + icon + item.title)
        }
      case .waybar:
        try Output.json(Self.waybar(items))
      }
    }
  }

  /// `{text, tooltip, class}` for Waybar's custom module (`return-type: json`).
  static func waybar(_ items: [Upcoming.Item]) -> [String: String] {
    guard let first = items.first else { return ["text": "", "tooltip": "Nothing coming up", "class": "empty"] }
    let soon = first.minutesAway.map { $0 <= 15 } ?? false
    return [
      "text": "\(first.when) \(first.title)",
      "tooltip": items.map { "\($0.when)  \($0.title)" }.joined(separator: "\n"),
      "class": soon ? "soon" : "upcoming",
    ]
  }
}
