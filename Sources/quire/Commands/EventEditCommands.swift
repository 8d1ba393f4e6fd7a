import ArgumentParser
import Foundation
import QuireCore
import QuireKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `quire event add TITLE --date D ...`: a new event note from the `notes/event` template.
struct EventAddCommand: VaultCommand {
  static let configuration = CommandConfiguration(
    commandName: "add", abstract: "Write a new event note in planner/ (or planner/<calendar>/) and print its ID.")

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The event's title.")
  var title: String

  @Option(help: ArgumentHelp("The day (YYYY-MM-DD), the first one when it repeats.", valueName: "date"))
  var date: String

  @Option(help: ArgumentHelp("Start time (HH:MM).", valueName: "time"))
  var start: String?

  @Option(help: ArgumentHelp("End time (HH:MM).", valueName: "time"))
  var end: String?

  @Flag(help: "An all-day event (also when no --start is given).")
  var allDay = false

  @Option(help: ArgumentHelp("A recurrence: an Obsidian Tasks phrase or an RRULE.", valueName: "rule"))
  var `repeat`: String?

  @Option(help: ArgumentHelp("The last day it repeats (YYYY-MM-DD).", valueName: "date"))
  var until: String?

  @Option(help: ArgumentHelp("A reminder: '1h before' or 'YYYY-MM-DD HH:MM' (repeatable).", valueName: "when"))
  var remind: [String] = []

  @Option(help: ArgumentHelp("Notes: the body of the note.", valueName: "text"))
  var notes: String?

  @Option(help: ArgumentHelp("The kind (exam, class, meeting, ...).", valueName: "kind"))
  var kind: String?

  @Option(help: ArgumentHelp("The course code it belongs to.", valueName: "code"))
  var course: String?

  @Option(help: ArgumentHelp("The calendar: a folder below planner/ (letters, digits, '-').", valueName: "name"))
  var calendar: String?

  func validate() throws {
    if let calendar, !Slug.isSlug(calendar) {
      throw ValidationError(
        "--calendar '\(calendar)' is not a calendar name; use lower-case letters, digits and '-' (such as '\(Slug.make(calendar, fallback: "work"))')"
      )
    }
  }

  func run() throws {
    try withVault { context in
      let (root, vault) = (context.root, context.vault)
      var draft = EventDraft(title: title, date: date)
      draft.start = start
      draft.end = end
      draft.allDay = allDay
      draft.recurrence = `repeat`
      draft.until = until
      draft.reminders = remind
      draft.notes = notes
      draft.kind = kind
      draft.course = course
      let note: EventNote
      switch draft.note() {
      case .success(let value): note = value
      case .failure(let error): throw UserError(error.description)
      }
      let writer = EventNoteWriter(vault: vault, templates: try root.templates(for: vault))
      let file = try writer.create(
        text: try writer.render(note), folder: writer.folder(calendar: calendar), slug: Slug.make(note.title))
      let id = EventID.of(
        EventItem(title: note.title, date: note.date, file: file, line: 1),
        plannerFolder: vault.config.folders.planner)
      Output.line("added \(id) \(file)")
    }
  }
}

/// Finds the event an ID names, or fails with the candidates.
private func resolveEvent(_ id: String, root: CompositionRoot, vault: Vault) throws -> EventItem {
  let events = VaultLoader(vault: vault).load().events
  switch EventID.resolve(
    id, in: events, plannerFolder: vault.config.folders.planner, archiveFolder: vault.config.folders.archive)
  {
  case .success(let event): return event
  case .failure(let error): throw UserError(error.description)
  }
}

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
        ("time", when ?? "all day"), ("repeat", e.recurrence), ("until", e.until?.description),
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

/// `quire event edit ID`: opens the note in `$EDITOR` (or prints its path when not on a terminal).
struct EventEditCommand: VaultCommand {
  static let configuration = CommandConfiguration(
    commandName: "edit", abstract: "Open an event's note in $EDITOR (prints its path when not on a terminal).")

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The event's ID (as 'quire event list' shows it) or its file.")
  var id: String

  func run() throws {
    try withVault { context in
      let (root, vault) = (context.root, context.vault)
      let e = try resolveEvent(id, root: root, vault: vault)
      let path = vault.absolute(e.file)
      let status = root.openOrPrint(e.line > 1 ? path + ":" + String(e.line) : path, absolute: path)
      if status != 0 {
        throw UserError("the editor exited with status \(status); \(e.file) is as it saved it")
      }
    }
  }
}

/// `quire event rm ID`: moves the event's note to the archive folder.
struct EventRmCommand: VaultCommand {
  static let configuration = CommandConfiguration(
    commandName: "rm", abstract: "Move an event's note to the archive folder (never deleted, never overwriting).")

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The event's ID (as 'quire event list' shows it) or its file.")
  var id: String

  func run() throws {
    try withVault { context in
      let (root, vault) = (context.root, context.vault)
      let e = try resolveEvent(id, root: root, vault: vault)
      guard e.line <= 1 else {
        throw UserError("\(e.file):\(e.line): this event is a line in a daily note; delete or edit the line there")
      }
      let writer = EventNoteWriter(vault: vault, templates: try root.templates(for: vault))
      let target = try writer.archive(e.file)
      Output.line("moved \(e.file) to \(target)")
    }
  }
}
