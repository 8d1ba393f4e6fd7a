import ArgumentParser
import Foundation
import QuireCore
import QuireKit

/// `quire course`: courses with their homework, exams and events.
struct CourseCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "course", abstract: "Courses: list them, or show one with its homework, exams and events.",
    subcommands: [CourseListCommand.self, CourseShowCommand.self, CourseNewCommand.self])
}

/// JSON of one exam.

/// `quire course list`.
struct CourseListCommand: VaultCommand {
  static let configuration = CommandConfiguration(
    commandName: "list", abstract: "List courses with their open homework and next exam.")

  @OptionGroup var global: GlobalOptions

  func run() throws {
    try withVault { context in
      let root = context.root
      let (vault, today) = (context.vault, try context.today())
      let contents = context.reader.courseContents()
      let overviews = contents.courses.sorted { ($0.code, $0.file) < ($1.code, $1.file) }.map {
        CourseOverview.make($0, contents: contents, today: today, archiveFolder: vault.config.folders.archive)
      }
      if global.json {
        try Output.orderedJSON(CourseJSON.List(courses: overviews.map(CourseJSON.Row.init)))
        return
      }
      if overviews.isEmpty { Output.line("No courses yet; a note with 'type: course' and 'code: ...' is one.") }
      let style = Style(enabled: root.color)
      let width = overviews.map(\.course.code.count).max() ?? 0
      for c in overviews {
        var line = c.course.code + String(repeating: " ", count: width - c.course.code.count) + "  " + c.course.title
        line += "  " + "\(c.open.count) open"
        if let exam = c.exams.first { line += ", " + style.yellow("exam \(exam.countdown) (\(exam.date))") }
        Output.line(line + "  " + style.dim(c.course.file))
      }
    }
  }
}

/// `quire course show CODE`.
struct CourseShowCommand: VaultCommand {
  static let configuration = CommandConfiguration(
    commandName: "show", abstract: "Show a course: open and done homework, exams with the days left, events.")

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The course code (as in its note's 'code:').")
  var code: String

  func run() throws {
    try withVault { context in
      let root = context.root
      let (vault, today) = (context.vault, try context.today())
      let wanted = code.lowercased().hasPrefix("#") ? String(code.lowercased().dropFirst()) : code.lowercased()
      let contents = context.reader.courseContents(codes: [wanted])
      guard let course = contents.courses.first(where: { $0.code == wanted }) else {
        let codes = contents.courses.map(\.code).sorted()
        throw UserError(
          "no course with code '\(code)'" + (codes.isEmpty ? "" : "; courses: \(codes.joined(separator: ", "))"))
      }
      let c = CourseOverview.make(course, contents: contents, today: today, archiveFolder: vault.config.folders.archive)
      if global.json {
        try Output.orderedJSON(CourseJSON.Detail(c))
        return
      }
      let style = Style(enabled: root.color)
      Output.line(style.bold("\(c.course.code): \(c.course.title)") + "  " + style.dim(c.course.file))
      Output.line(style.bold("Homework") + " (\(c.open.count) open, \(c.done.count) done)")
      for t in c.open + c.done {
        let box = t.status.kind == .done ? "[x]" : "[\(t.status.symbol)]"
        // Open homework shows its due date, done homework the day it was done.
        let date = t.status.kind == .done ? t.fields.done : t.fields.due
        let due = date.map { $0.description + " " } ?? "           "
        Output.line("  \(box) \(due) \(t.fields.description)  " + style.dim("\(t.id) \(t.file):\(t.line)"))
      }
      Output.line(style.bold("Exams"))
      if c.exams.isEmpty { Output.line("  none ahead") }
      for e in c.exams {
        let time = e.start.map { " " + $0.description } ?? ""
        Output.line(
          "  \(e.date)\(time)  \(e.title)  " + style.yellow(e.countdown) + (e.location.map { "  \($0)" } ?? "")
            + "  " + style.dim(e.file))
      }
      Output.line(style.bold("Events"))
      if c.events.isEmpty { Output.line("  none") }
      for e in c.events {
        let next = e.next.map { "next \($0)" + (e.start.map { " \($0)" } ?? "") } ?? "no date ahead"
        Output.line("  \(e.title)" + (e.recurrence.map { "  (\($0))" } ?? "") + "  \(next)  " + style.dim(e.file))
      }
    }
  }
}

/// `quire exams`: every upcoming exam with its countdown.
struct ExamsCommand: VaultCommand {
  static let configuration = CommandConfiguration(
    commandName: "exams", abstract: "Every upcoming exam (events with 'kind: exam'), soonest first, with its countdown."
  )

  @OptionGroup var global: GlobalOptions

  func run() throws {
    try withVault { context in
      let (root, vault) = (context.root, context.vault)
      let today = try context.today()
      let events = context.reader.events(on: today...today.adding(days: CourseOverview.examHorizon))
      let exams = CourseOverview.upcomingExams(events, today: today)
      if global.json {
        try Output.orderedJSON(CourseJSON.Exams(exams: exams.map(CourseJSON.Exam.init)))
        return
      }
      if exams.isEmpty { Output.line("No exams ahead.") }
      let style = Style(enabled: root.color)
      for e in exams {
        let time = e.start.map { $0.description } ?? "     "
        Output.line(
          "\(e.date)  \(time)  \(e.title)" + (e.course.map { "  #\($0)" } ?? "") + "  " + style.yellow(e.countdown)
            + (e.location.map { "  \($0)" } ?? "") + "  " + style.dim(e.file))
      }
    }
  }
}
