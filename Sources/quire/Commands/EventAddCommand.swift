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
  /// Creates or changes notes: refused in a folder that is no vault (`VaultCommand.writesNotes`).
  static let writesNotes = true

  static let configuration = CommandConfiguration(
    commandName: "add", abstract: "Write a new event note in planner/ (or planner/<calendar>/) and print its ID.")

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The event's title.")
  var title: String

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "The day (YYYY-MM-DD or a phrase such as fri; docs/dates.md), the first one when it repeats.", valueName: "date"))
  var date: String

  @Option(help: ArgumentHelp("Start time (HH:MM).", valueName: "time"))
  var start: String?

  @Option(help: ArgumentHelp("End time (HH:MM).", valueName: "time"))
  var end: String?

  @Flag(help: "An all-day event (also when no --start is given).")
  var allDay = false

  @Option(help: ArgumentHelp("A recurrence: an Obsidian Tasks phrase or an RRULE.", valueName: "rule"))
  var `repeat`: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("The last day it repeats (YYYY-MM-DD or a phrase such as eoy).", valueName: "date"))
  var until: String?

  @Option(
    parsing: .unconditionalSingleValue,
    help: ArgumentHelp("A reminder: '1h before', 'fri 9am' or 'YYYY-MM-DD HH:MM' (repeatable).", valueName: "when"))
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
      switch draft.note(today: try context.today(), weekStart: vault.config.weekStart) {
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
