import QuireCore

/// `quire plan`: reads what a day holds, places its tasks (`DayPlanner`) and writes the blocks
/// into the day's note, replacing only Quire's own blocks that still read as written
/// (docs/plan.md).
public struct DayPlanning: Sendable {
  public let vault: Vault
  public let templates: TemplateSet

  public init(vault: Vault, templates: TemplateSet) {
    self.vault = vault
    self.templates = templates
  }

  /// A day planned, and what was written.
  public struct Outcome: Sendable {
    public var plan: DayPlanner.Plan
    /// The day's note (vault-relative).
    public var file: String
    /// The block lines of the new plan, in time order.
    public var lines: [String]
    /// Quire's untouched blocks taken out to be placed again.
    public var replaced: Int
    /// Whether the note was written (not with `dryRun`, nor when the plan is the one it holds).
    public var wrote: Bool
    /// Whether the day's note had to be created.
    public var createdNote: Bool
    /// The blocks ticked in daily notes since they were written, applied to their tasks first
    /// (`PlanTicks`; not with `dryRun`).
    public var ticks: [AgendaBuilder.AppliedBox] = []
    /// The courses' study shares of the day (`StudyPlan`), placed as tasks of their own.
    public var study: [StudyPlan.Share] = []

    /// Why `task` stands where it does in the order, for `--explain` (a study share says what
    /// is left of its budget).
    public func reasons(_ task: TaskItem) -> String {
      guard let share = study.first(where: { $0.id == task.id }) else { return PlanOrder.reasons(task, on: plan.date) }
      guard let placed = placedInPart(task) else { return share.reasons }
      let rest = share.daysLeft == 1 ? "the rest does not fit before the exam" : "the rest moves to the days after"
      return share.reasons + "; \(DayPlanner.duration(placed)) of \(DayPlanner.duration(share.toPlace)) fit, \(rest)"
    }

    /// The minutes placed of a study share the day's free time holds only in part.
    public func placedInPart(_ task: TaskItem) -> Int? {
      guard let share = study.first(where: { $0.id == task.id }) else { return nil }
      let placed = plan.blocks.filter { $0.task.id == task.id }.reduce(0) { $0 + $1.span.minutes }
      return placed > 0 && placed < share.toPlace ? placed : nil
    }
  }

  /// Plans `date` (today or later: the caller refuses a past day). `now` is the current minute:
  /// today is planned from it on.
  public func plan(
    _ date: LocalDate, now: LocalDateTime, reader: any VaultReader, zones: EventZones?, dryRun: Bool
  ) throws -> Outcome {
    let config = vault.config
    // A ticked block's task is done before the day is planned again (its block then stays as
    // the person's): planning forgets the blocks it replaces.
    let ticks = dryRun ? [] : PlanTicks(vault: vault).apply(tasks: { reader.tasksNamed($0) }, today: now.date)
    let file = DailyNotePlan.path(for: date, journalFolder: config.folders.journal)
    let store = PlanStore(vaultRoot: vault.root)
    let written = store.lines(for: date)
    let before = try AtomicWriter.read(vault.absolute(file)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    let blocks = Self.blocks(in: before, written: written)

    let events = reader.events(on: date...date)
    let occurrences = EventOccurrences.list(
      events, from: date, to: date, plannerFolder: config.folders.planner, archiveFolder: config.folders.archive,
      zones: zones)
    let contents = reader.dailyNoteContents(date)
    let busy = PlanBlocks.busy(
      on: date, occurrences: occurrences, habits: contents.habits,
      replaced: Set(blocks.untouched.map { "\(file):\($0.line)" }), settings: config.plan)
    let open = reader.tasks(TaskFilter([.listed], archive: config.folders.archive))
    let study = Self.studyShares(on: date, reader: reader, settings: config.plan)
    // Less than 5 minutes of a share left is no block.
    let studyTasks = study.filter { $0.toPlace >= 5 }.map(\.task)
    let candidates = PlanOrder.candidates(open, on: date, settings: config.plan) + studyTasks
    let plan = DayPlanner.plan(
      date, tasks: candidates, busy: busy, kept: blocks.kept, study: Set(studyTasks.map(\.id)),
      settings: config.plan, now: date == now.date ? now.time.minutesOfDay : nil)
    let lines = plan.blocks.map { PlanBlocks.line($0.span, $0.task) }

    var outcome = Outcome(
      plan: plan, file: file, lines: lines, replaced: blocks.untouched.count, wrote: false, createdNote: false,
      ticks: ticks, study: study)
    guard !dryRun, !lines.isEmpty || !blocks.untouched.isEmpty else { return outcome }
    if !lines.isEmpty {
      let daily = DailyNotePlan(date: date, habits: contents.habits, tasks: contents.tasks)
      outcome.createdNote = try NoteCreator(vault: vault, templates: templates).dailyNote(daily).created
    }
    var changed = false
    _ = try NoteEditor(vault: vault).update(file) { old throws(QuireKitError) -> [UInt8]? in
      guard let old else { throw .writeFailed(file, "the file no longer exists") }
      // Read again: an editor may have saved the note since the plan was made.
      let untouched = Self.blocks(in: String(decoding: old, as: UTF8.self), written: written).untouched
      switch PlanBlocks.rewrite(old, dropping: untouched, adding: lines) {
      case .success(let new):
        changed = new != old
        return changed ? new : nil
      case .failure(let error): throw .editRefused(file, error.description)
      }
    }
    try store.record(lines, for: date)
    outcome.wrote = changed
    return outcome
  }

  /// The study shares of `date` (`StudyPlan`).
  static func studyShares(on date: LocalDate, reader: any VaultReader, settings: PlanSettings) -> [StudyPlan.Share] {
    guard let (courses, events) = studyInputs(on: date, reader: reader, settings: settings) else { return [] }
    return StudyPlan.shares(on: date, courses: courses, events: events, settings: settings)
  }

  /// What study around `date` is worked out from: the courses with a budget, and the events of
  /// the days from the widest window before it to the widest window after it; `nil` (nothing
  /// read but the courses) when no course has a budget.
  static func studyInputs(on date: LocalDate, reader: any VaultReader, settings: PlanSettings) -> (
    courses: [Course], events: [EventItem]
  )? {
    let courses = reader.courses().filter { ($0.study ?? 0) > 0 }
    guard let window = courses.map({ $0.studyDays ?? settings.studyDays }).max() else { return nil }
    return (courses, reader.events(on: date.adding(days: -window)...date.adding(days: window)))
  }

  /// The blocks of a note: those that read as `written` (Quire's, to place again) with their
  /// lines, and the ids of the tasks whose blocks the person changed.
  static func blocks(in text: String, written: Set<String>) -> (
    untouched: [(line: Int, text: String)], kept: Set<String>
  ) {
    var untouched: [(line: Int, text: String)] = []
    var kept = Set<String>()
    let lines = SourceLines(text)
    guard lines.count > 0 else { return ([], []) }
    for n in 1...lines.count {
      let line = NoteSection.stripped(lines[n])
      guard let id = PlanBlocks.taskID(in: line) else { continue }
      if written.contains(String(line)) {
        untouched.append((n, String(line)))
      } else {
        kept.insert(id)
      }
    }
    return (untouched, kept)
  }
}
