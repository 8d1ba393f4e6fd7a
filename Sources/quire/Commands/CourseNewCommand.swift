import ArgumentParser
import Foundation
import QuireCore
import QuireKit

/// `quire course new CODE --title TITLE [--schedule 'mon,wed 10:00-11:30']...`: `courses/<code>.md`
/// from the course template, and a repeating event note of the course per class time.
struct CourseNewCommand: VaultCommand {
  /// Creates or changes notes: refused in a folder that is no vault (`VaultCommand.writesNotes`).
  static let writesNotes = true

  static let configuration = CommandConfiguration(
    commandName: "new", abstract: "Create courses/<code>.md from the course template.")

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The course code: letters, digits, - and _ (it is the tag that joins tasks to it: #cs101).")
  var code: String

  @Option(help: ArgumentHelp("The course's title.", valueName: "title"))
  var title: String

  @Option(
    help: ArgumentHelp(
      "A weekly class time, such as 'mon,wed 10:00-11:30' (repeatable): each a repeating event note of the course in planner/.",
      valueName: "days times"))
  var schedule: [String] = []

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("The first day of classes (YYYY-MM-DD or a phrase; default: today).", valueName: "date"))
  var from: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("The last day of classes (YYYY-MM-DD or a phrase such as eom).", valueName: "date"))
  var until: String?

  func validate() throws {
    for text in schedule {
      if case .failure(let error) = ClassSchedule.parse(text) { throw ValidationError(error.description) }
    }
    try DateArgument.check(from, option: "--from")
    try DateArgument.check(until, option: "--until")
    guard !code.isEmpty, code.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }),
      code.contains(where: \.isLetter)
    else {
      throw ValidationError("'\(code)' is not a course code; use letters, digits, - and _ with a letter (cs101)")
    }
  }

  func run() throws {
    var status: Int32 = 0
    try withVault { context in
      let vault = context.vault
      let code = code.lowercased()
      let path = "\(vault.config.folders.courses)/\(code).md"
      let model: [String: Any] = ["code": code, "title": YAMLText.escapedForDoubleQuotes(title)]
      status = try context.createNote(
        path, template: "notes/course", model: model, taken: "choose another code or edit that course")
      let first = try from.map { try context.date($0, option: "--from") } ?? context.today()
      let last = try until.map { try context.date($0, option: "--until").description }
      let writer = EventNoteWriter(vault: vault, templates: try context.root.templates(for: vault))
      for text in schedule {
        guard case .success(let times) = ClassSchedule.parse(text) else { continue }
        var draft = EventDraft(title: title, date: times.firstDay(onOrAfter: first).description)
        draft.start = times.start.description
        draft.end = times.end.description
        draft.recurrence = times.recurrence
        draft.until = last
        draft.kind = "class"
        draft.course = code
        let note: EventNote
        switch draft.note(today: try context.today(), weekStart: vault.config.weekStart) {
        case .success(let value): note = value
        case .failure(let error): throw UserError(error.description)
        }
        let file = try writer.create(
          text: try writer.render(note), folder: writer.folder(calendar: nil), slug: Slug.make(note.title))
        Output.error("created \(file) (\(times.recurrence), \(times.start)-\(times.end))")
      }
    }
    if status != 0 { throw ExitCode(status) }
  }
}
