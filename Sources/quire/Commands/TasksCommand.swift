import ArgumentParser
import QuireCore
import QuireKit

/// `quire tasks`: open tasks grouped Overdue / Due today / Due next week / Later / No date.
struct TasksCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tasks", abstract: "List open tasks, grouped by when they are due.")

  @OptionGroup var global: GlobalOptions

  @Option(help: ArgumentHelp("Only tasks due: today, week (today and the next 7 days) or overdue.", valueName: "when"))
  var due: DueFilter?

  @Option(help: ArgumentHelp("Only tasks with this tag (nested tags included).", valueName: "tag"))
  var tag: String?

  @Option(help: ArgumentHelp("Only tasks of this course (by code).", valueName: "code"))
  var course: String?

  func run() throws {
    try reportingUserErrors {
      let root = CompositionRoot(options: global)
      let vault = try root.vault()
      let today = try root.today(for: vault)
      let contents = VaultLoader(vault: vault).load()
      let groups = TaskListing.groups(contents.tasks, today: today, due: due, tag: tag, course: course)
      if global.json {
        let encoder = ExportEncoder(
          defaultReminderTime: vault.config.defaultReminderTime, courses: CourseResolver(courses: contents.courses))
        Output.line(TaskListPresenter.json(groups, encoder: encoder))
      } else {
        Output.write(TaskListPresenter.text(groups, today: today, style: Style(enabled: root.color)))
      }
    }
  }
}

extension DueFilter: ExpressibleByArgument {}
