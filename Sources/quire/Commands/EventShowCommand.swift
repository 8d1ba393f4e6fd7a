import ArgumentParser
import Foundation
import QuireCore
import QuireKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `quire event show ID`: the event's details and notes.
struct EventShowCommand: VaultCommand {
  static let configuration = CommandConfiguration(commandName: "show", abstract: "Print an event's details and notes.")

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The event's ID (as 'quire event list' shows it) or its file.")
  var id: String

  func run() throws {
    try withVault { context in
      let (root, vault) = (context.root, context.vault)
      let e = try resolveEvent(id, root: root, vault: vault)
      let eventID = EventID.of(e, plannerFolder: vault.config.folders.planner)
      let when: String? =
        e.allDay || e.start == nil ? nil : e.start!.description + (e.end.map { "-" + $0.description } ?? "")
      if global.json {
        try Output.orderedJSON(EventJSON.Detail(e, id: eventID))
        return
      }
      var rows: [(String, String?)] = [
        ("id", eventID), ("title", e.title),
        ("date", e.date.description + (e.endDate.map { " to " + $0.description } ?? "")),
        ("time", (when ?? "all day") + (e.timeZone.map { " " + $0 } ?? "")), ("repeat", e.recurrence),
        ("until", e.until?.description),
        ("also", e.rdates.isEmpty ? nil : e.rdates.map(\.description).joined(separator: ", ")),
        ("except", e.exdates.isEmpty ? nil : e.exdates.map(\.description).joined(separator: ", ")),
        ("remind", e.reminders.isEmpty ? nil : e.reminders.joined(separator: ", ")),
        ("kind", e.kind), ("course", e.course), ("location", e.location), ("uid", e.uid),
        ("file", e.file + ":" + String(e.line)),
      ]
      rows = rows.filter { $0.1 != nil }
      let style = Style(enabled: root.color)
      for (key, value) in rows {
        Output.line(style.dim(key.padding(toLength: 9, withPad: " ", startingAt: 0)) + value!)
      }
      if !e.notes.isEmpty {
        Output.line()
        Output.line(e.notes)
      }
    }
  }
}
