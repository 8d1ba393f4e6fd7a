import ArgumentParser
import QuireKit

/// `quire`: the plain-text planner's command line.
@main
struct QuireCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "quire",
    abstract: "A plain-text planner and journal over a folder of Markdown notes.",
    version: "0.1.0",
    subcommands: [
      InitCommand.self, TasksCommand.self, QueryCommand.self, RenderCommand.self, AddCommand.self, DoneCommand.self,
      UndoCommand.self,
      CancelCommand.self,
      ModifyCommand.self, SnoozeCommand.self, TidyCommand.self,
      RmCommand.self, ArchiveCommand.self, ExportCommand.self,
      AgendaCommand.self, CalCommand.self, UpcomingCommand.self, BuildCommand.self, CheckCommand.self,
      ConflictsCommand.self, GitCommand.self, MergeDriverCommand.self,
      RemindCommand.self, EventCommand.self, CalendarsCommand.self, HolidaysCommand.self, RecurCommand.self,
      IcsCommand.self, VdirCommand.self, PlanCommand.self,
      HabitCommand.self, JournalCommand.self, NoteCommand.self, GoalCommand.self, TimerCommand.self,
      WatchCommand.self, IndexCommand.self, SearchCommand.self, DoctorCommand.self,
      DreamCommand.self, DeckCommand.self, CardCommand.self, QuizCommand.self, ReviewCommand.self,
      CourseCommand.self, ExamsCommand.self, TemplatesCommand.self, ServiceCommand.self,
    ]
  )

  // Declared here too so that global options may stand before the subcommand
  // (`quire --vault V tasks`) as well as after it.
  @OptionGroup var global: GlobalOptions
}

extension ParsableCommand {
  /// Runs `body`, turning a `UserError` or a `QuireKitError` into one line on standard error
  /// and exit status 1.
  func reportingUserErrors(_ body: () throws -> Void) throws {
    do {
      try body()
    } catch let error as UserError {
      Output.error("quire: error: \(error.description)")
      throw ExitCode.failure
    } catch let error as QuireKitError {
      // The library's own errors already read as a user's message (file, what to do).
      Output.error("quire: error: \(error.description)")
      throw ExitCode.failure
    }
  }
}
