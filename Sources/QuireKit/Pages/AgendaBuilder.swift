import Foundation
import QuireCore

/// Writes the agenda pages of a vault (`quire build`, `quire watch`).
///
/// First it reads back every page it wrote before: a box ticked or unticked there is applied
/// to the task's own line (the same byte-safe edit as `quire done`), and the vault is read
/// again. Then it renders the planned pages from the templates and writes those whose bytes
/// changed (see `PageStore`).
public struct AgendaBuilder: Sendable {
  public let vault: Vault
  public let templates: TemplateSet
  private let store: PageStore
  private let cache: RenderCache?

  /// - Parameter cache: the pages rendered by earlier builds (`quire watch` keeps one): a page
  ///   whose view-model is unchanged is not rendered again.
  public init(vault: Vault, templates: TemplateSet, cache: RenderCache? = nil) {
    self.vault = vault
    self.templates = templates
    self.cache = cache
    store = PageStore(vault: vault)
  }

  /// The view-model and text of each page last rendered, for a process that builds again and
  /// again (rendering through Mustache's reflection is the slow part of a small rebuild).
  // Unchecked Sendable: one watch loop owns it and uses it from its own thread only.
  public final class RenderCache: @unchecked Sendable {
    fileprivate var pages: [String: (model: any Encodable & Sendable, text: String)] = [:]
    public init() {}

    fileprivate func text(for path: String, model: any Encodable & Sendable) -> String? {
      guard let old = pages[path] else { return nil }
      switch (old.model, model) {
      case let (a as DailyPage, b as DailyPage): return a == b ? old.text : nil
      case let (a as WeeklyPage, b as WeeklyPage): return a == b ? old.text : nil
      case let (a as MonthlyPage, b as MonthlyPage): return a == b ? old.text : nil
      case let (a as DashboardPage, b as DashboardPage): return a == b ? old.text : nil
      default: return nil
      }
    }
  }

  /// A box changed in a page and what Quire did with it.
  public struct AppliedBox: Sendable, Equatable {
    public var page: String
    public var line: Int
    public var taskID: String
    /// The note the task lives in, when a box was applied.
    public var file: String?
    /// `done: 8024974c inbox.md:10 Call the landlord`, or why nothing was changed.
    public var message: String
    public var applied: Bool

    /// Gives `task` the status `status` through `editor` and says what came of it: `done: ID
    /// FILE:LINE TEXT (where)`, or `PAGE:LINE: ID is already done` (`verb` names the status).
    mutating func set(
      _ task: TaskItem, to status: TaskStatus, verb: String, where place: String, editor: TaskEditor, vault: Vault,
      today: LocalDate
    ) throws(QuireKitError) {
      let (outcome, line) = try editor.setStatus(
        task, to: status, today: today, plainLineFormat: vault.config.taskFormat)
      applied = !outcome.isUnchanged
      file = task.file
      message =
        outcome.isUnchanged
        ? "\(page):\(self.line): \(task.id) is already \(verb)"
        : "\(verb): \(task.id) \(task.file):\(line) \(task.fields.description) (\(place))"
    }
  }

  /// What a build did.
  public struct Report: Sendable {
    public var written: [String] = []
    public var unchanged: [String] = []
    /// Pages edited by hand beyond their boxes: `(page, copy kept at)`.
    public var keptEdits: [(page: String, copy: String)] = []
    public var boxes: [AppliedBox] = []
    /// Template problems (a broken override), each a line ready to print
    /// (`path:line:column: warning: message`).
    public var problems: [String] = []
    /// Pages and assets that could not be rendered or written, in plan order, with why.
    public var failures: [(page: String, reason: String)] = []

    /// The failure to report when any page was not written (a command then exits 1): one line
    /// naming the first page, not a line per page (an agenda folder that is a file fails them all).
    public var failure: QuireKitError? {
      failures.first.map { .pagesNotWritten($0.page, $0.reason, others: failures.count - 1) }
    }
  }

  /// Applies changed boxes, then writes `pages` as of `now`.
  ///
  /// - Parameters:
  ///   - tasks: the tasks the ids of the boxes ticked in pages may name (`VaultLoader.tasksNamed`
  ///     of each, or every task of the vault), for `TaskResolver` to find each box's task: asked
  ///     once, before any box is applied, and only when a page has one.
  ///   - context: the vault read for the pages' days (`window`) and holidays (`years`), after
  ///     the notes in `edited` (those a ticked box changed) were changed.
  ///   - queries: answers the ```` ```tasks ```` blocks a page holds (a page template or the
  ///     dashboard with one) and those of `rendering`; without it, blocks stay as they are.
  ///   - rendering: notes that hold query blocks, each copied with its answers to
  ///     `agenda/rendered/NOTE` (docs/queries.md).
  public func build(
    now: LocalDateTime, pages: [AgendaPage], queries: (() -> VaultQuery)? = nil, rendering: [String] = [],
    tasks: (_ ids: [String]) -> [TaskItem],
    context: (_ edited: Set<String>, _ years: ClosedRange<Int>, _ window: ClosedRange<LocalDate>) -> AgendaContext
  ) -> Report {
    var report = Report()
    report.problems += templates.diagnostics.map { $0.formatted }
    // The boxes ticked in pages, then the blocks of `quire plan` ticked in daily notes.
    report.boxes = applyBoxes(tasks: tasks, today: now.date)
    report.boxes += PlanTicks(vault: vault).apply(tasks: tasks, today: now.date)
    let edited = Set(report.boxes.filter(\.applied).compactMap(\.file))
    let paths = AgendaPaths(vault: vault)
    let years = Self.years(of: pages, now: now)
    let window = AgendaPage.days(of: pages, weekStart: vault.config.weekStart, today: now.date)
    let context = context(edited, years, window)
    let stamp = Self.stamp(now)
    // The first planned page (today's daily page) is rendered and written before the others
    // are rendered: it is the one a person looks at after a save.
    let runner = queries?()
    for group in [pages.prefix(1), pages.dropFirst()] where !group.isEmpty {
      write(render(group, context, paths, runner, into: &report), stamp: stamp, into: &report)
    }
    if let runner, !rendering.isEmpty {
      write(renderedCopies(of: rendering, paths, runner), stamp: stamp, into: &report)
    }
    return report
  }

  /// `text` (the page at `path`) with the answer after each query block, each task as the page's
  /// own task line (`pages/task`: ticking it completes the task).
  private func answeringQueries(_ text: String, path: String, _ runner: VaultQuery?) -> String {
    guard let runner, text.contains("```tasks") || text.contains("~~~tasks") else { return text }
    return QueryRender.render(text, path: path, runner: runner) { shown, from in
      let task = QuireCore.TaskRow(shown.task, page: from, day: runner.today, settings: vault.config.tasks)
      var line = (try? templates.render("pages/task", encoding: task)) ?? QueryRender.noteLine(shown, from: from)
      while line.hasSuffix("\n") { line.removeLast() }
      return line
    }
  }

  /// Each note's copy with its answers under `agenda/rendered/`, links relative to the copy.
  private func renderedCopies(of notes: [String], _ paths: AgendaPaths, _ runner: VaultQuery)
    -> [(path: String, text: String, owned: Bool)]
  {
    notes.compactMap { note in
      guard let text = try? String(contentsOfFile: vault.absolute(note), encoding: .utf8) else { return nil }
      let copy = paths.rendered(note)
      return (copy, QueryRender.render(text, path: note, runner: runner, linkingFrom: copy), true)
    }
  }

  /// The text of each of `pages` (and their assets), from the cache when its view-model is
  /// unchanged; a page that fails is recorded in `report`.
  private func render(
    _ pages: ArraySlice<AgendaPage>, _ context: AgendaContext, _ paths: AgendaPaths, _ runner: VaultQuery?,
    into report: inout Report
  ) -> [(path: String, text: String, owned: Bool)] {
    var rendered: [(path: String, text: String, owned: Bool)] = []
    for page in pages {
      let path = page.path(paths)
      do {
        let model = page.viewModel(context, paths)
        let text = try cache?.text(for: path, model: model) ?? templates.render(page.template, encoding: model)
        cache?.pages[path] = (model, text)
        rendered.append((path, answeringQueries(text, path: path, runner), false))
      } catch {
        report.failures.append((path, "\(error)"))
      }
      rendered += page.assets(context, paths).map { ($0.path, $0.text, true) }
    }
    return rendered
  }

  /// Writes rendered pages in one go under the write lock, on record in the journal so that a
  /// page whose record a kill left behind is rewritten, never read for ticks.
  private func write(_ rendered: [(path: String, text: String, owned: Bool)], stamp: String, into report: inout Report)
  {
    do {
      try VaultLock.withLock(vault) { () throws(QuireKitError) in
        try WriteJournal.recording(.pages(rendered.map(\.path))) { () throws(QuireKitError) in
          for page in rendered {
            do {
              record(
                try store.write(page.text, to: page.path, stamp: stamp, owned: page.owned), page.path, into: &report)
            } catch {
              report.failures.append((page.path, "\(error)"))
            }
          }
        }
      }
    } catch {
      report.failures += rendered.map { ($0.path, "\(error)") }
    }
  }

  private func record(_ outcome: PageStore.Outcome, _ path: String, into report: inout Report) {
    switch outcome {
    case .written: report.written.append(path)
    case .unchanged: report.unchanged.append(path)
    case .writtenKeepingEdit(let copy):
      report.written.append(path)
      report.keptEdits.append((path, copy))
    }
  }

  /// Whether any of `pages` differs from what Quire last wrote there (a person edited it):
  /// the watcher also sees Quire's own page writes, which need no rebuild.
  public func editedByHand(_ pages: Set<String>) -> Bool {
    pages.contains { page in
      guard let disk = try? store.onDisk(page) else { return false }
      return disk != store.lastWritten(page)
    }
  }

  /// Applies the boxes changed in every page Quire wrote before. A page whose only changes
  /// are boxes is then taken as known, so regenerating it keeps no copy.
  ///
  /// Every box's task is looked up before any is applied, in the vault as the pages showed it:
  /// a recurring task ticked in two pages is completed once (the second box then finds its line
  /// changed), not once and then again as the next copy that took its id.
  func applyBoxes(tasks: (_ ids: [String]) -> [TaskItem], today: LocalDate) -> [AppliedBox] {
    var applied: [AppliedBox] = []
    let editor = TaskEditor(vault: vault)
    var changed: [(page: String, disk: [UInt8], comparison: PageCheckboxes.Comparison)] = []
    for page in recordedPages() {
      guard let record = store.lastWritten(page), let disk = try? store.onDisk(page), disk != record else { continue }
      let comparison = PageCheckboxes.compare(
        written: String(decoding: record, as: UTF8.self), onDisk: String(decoding: disk, as: UTF8.self))
      changed.append((page, disk, comparison))
    }
    let ids = changed.flatMap { $0.comparison.changes.map(\.id) }
    // What each id may name, read once (`TaskResolver` decides among them as among all tasks),
    // with the record of ids Quire changed since a page was written (`TaskIDLedger`).
    let candidates = ids.isEmpty ? [] : tasks(ids)
    let record = ids.isEmpty ? TaskIDLedger() : TaskIDStore(vault: vault).load()
    for (page, disk, comparison) in changed {
      for change in comparison.changes {
        var box = AppliedBox(page: page, line: change.line, taskID: change.id, message: "", applied: false)
        switch record.resolve(change.id, in: candidates, lookup: { tasks([$0]) }).map(\.task) {
        case .failure(let error):
          box.message = "\(page):\(change.line): box not applied: \(error)"
        case .success(let task):
          do {
            let verb =
              ["x": "done", "X": "done", " ": "to do", "-": "cancelled"][change.status.symbol]
              ?? "[\(change.status.symbol)]"
            try box.set(
              task, to: change.status, verb: verb, where: "ticked in \(page)", editor: editor, vault: vault,
              today: today)
          } catch {
            box.message = "\(page):\(change.line): box not applied: \(error)"
          }
        }
        applied.append(box)
      }
      if !comparison.otherEdits, !comparison.changes.isEmpty {
        // Only boxes changed, and they are now in the notes: regenerate without keeping a copy.
        _ = try? store.write(String(decoding: disk, as: UTF8.self), to: page, stamp: "")
      }
    }
    return applied
  }

  /// The vault-relative paths of the pages Quire has a record of.
  func recordedPages() -> [String] {
    let base = store.stateFolder + "/pages"
    guard let enumerator = FileManager.default.enumerator(atPath: base) else { return [] }
    var pages: [String] = []
    while let relative = enumerator.nextObject() as? String {
      // Pages only: the SVG assets have no boxes.
      if relative.hasSuffix(".md") { pages.append(relative) }
    }
    return pages.sorted()
  }

  /// The years a set of pages covers (for holidays), with the next year for exams ahead.
  static func years(of pages: [AgendaPage], now: LocalDateTime) -> ClosedRange<Int> {
    var first = now.date.year
    var last = now.date.year
    for page in pages {
      switch page {
      case .daily(let d), .weekly(let d), .monthly(let d):
        first = min(first, d.year - 1)
        last = max(last, d.year + 1)
      case .dashboard: break
      }
    }
    return max(first, HolidayCalendar.years.lowerBound)...min(last, HolidayCalendar.years.upperBound)
  }

  /// `20261124T0755`.
  static func stamp(_ now: LocalDateTime) -> String {
    now.description.replacingOccurrences(of: "-", with: "").replacingOccurrences(of: ":", with: "")
  }
}
