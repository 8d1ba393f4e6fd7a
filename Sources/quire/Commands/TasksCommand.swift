import ArgumentParser
import QuireCore
import QuireKit

/// `quire tasks`: open tasks grouped Overdue / Due today / This week / Due next week / This month / Later / No date.
struct TasksCommand: VaultCommand {
  static let configuration = CommandConfiguration(
    commandName: "tasks", abstract: "List open tasks, grouped by when they are due.")

  @OptionGroup var global: GlobalOptions

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Only tasks due: today, week (to the end of this week), overdue, month (to the end of this month), or uncompleted (earlier this month, still open).",
      valueName: "when"))
  var due: DueFilter?

  @Option(help: ArgumentHelp("Only tasks with this tag (nested tags included).", valueName: "tag"))
  var tag: String?

  @Option(help: ArgumentHelp("Only tasks of this course (by code).", valueName: "code"))
  var course: String?

  @Flag(help: "List expired tasks (marked #expires, not recurring, the due date past) instead.")
  var expired = false

  func run() throws {
    try withVault { context in
      let root = context.root
      let (vault, today) = (context.vault, try context.today())
      let filter = TaskListing.Filter(
        due: due, tag: tag, course: course, archiveFolder: vault.config.folders.archive,
        weekStart: vault.config.weekStart)
      let (tasks, courses) = context.reader.listedTasks(
        TaskListing.query(filter, today: today, expired: expired))
      let groups =
        expired
        ? TaskListing.expired(tasks, today: today, filter: filter)
        : TaskListing.groups(tasks, today: today, filter: filter)
      if global.json {
        let encoder = ExportEncoder(
          defaultReminderTime: vault.config.defaultReminderTime, courses: CourseResolver(courses: courses))
        Output.line(TaskListPresenter.json(groups, encoder: encoder))
      } else {
        Output.write(
          TaskListPresenter.text(
            groups, today: today, style: Style(enabled: root.color), settings: context.vault.config.tasks))
      }
    }
  }
}

extension DueFilter: ExpressibleByArgument {}
