import ArgumentParser
import QuireCore
import QuireKit

/// `quire build [--from D --to D]`: write the agenda pages.
struct BuildCommand: VaultCommand {
  static let configuration = CommandConfiguration(
    commandName: "build",
    abstract:
      "Write the daily, weekly and monthly agenda pages and the dashboard (default: today and the next 7 days).",
    discussion: """
      Pages go to agenda/ (daily/YYYY-MM-DD.md, weekly/YYYY-Www.md, monthly/YYYY-MM.md, dashboard.md) \
      and are written only when their bytes change. A box ticked or unticked in a page is applied \
      to the task's own note first; a page edited by hand in any other way is kept in \
      .quire/cache/edited/ (a folder without .quire/: in the user's cache) before it is regenerated.
      """)

  @OptionGroup var global: GlobalOptions

  @OptionGroup var range: DateRangeOptions

  func run() throws {
    try withVault { context in
      let (root, vault) = (context.root, context.vault)
      let now = try context.now()
      let days = try range.days(today: now.date, weekStart: vault.config.weekStart)
      let first = days.first ?? now.date
      let last = days.last ?? first.adding(days: 7)
      guard first.days(to: last) <= 3660 else {
        throw UserError("--from \(first) --to \(last) spans more than ten years; build a shorter range")
      }
      let builder = AgendaBuilder(vault: vault, templates: try root.templates(for: vault))
      let paths = AgendaPaths(vault: vault)
      // The pages read what they show (through the index: their days' notes and tasks), and the
      // boxes ticked in pages read the task rows their ids name.
      let pages = AgendaPage.plan(from: first, to: last, paths: paths)
      // Query blocks in pages are answered; every note holding one gets a rendered copy.
      let report = builder.build(
        now: now, pages: pages, queries: { VaultQuery(vault: vault, reader: context.reader, today: now.date) },
        rendering: QueryRender.notesWithBlocks(in: vault), tasks: { ids in context.reader.tasksNamed(ids) }
      ) { edited, years, window in
        // Boxes ticked in pages were applied to their notes: the pages read them as they are now.
        if !edited.isEmpty { context.notesChanged() }
        var pageContext = AgendaContext(vault: vault, reader: context.reader, now: now, years: years, window: window)
        // Pages link only pages that exist or are written now (docs/agenda.md).
        pageContext.existingPages = AgendaContext.linkablePages(of: vault, planned: pages.map { $0.path(paths) })
        // Reminders `quire watch` told as missed today stay on today's page (docs/watch.md).
        pageContext.missed = ReminderStore(vaultRoot: vault.root).missed()
        return pageContext
      }
      Output.applied(report.boxes)
      for path in report.written { Output.line("wrote \(path)") }
      for kept in report.keptEdits {
        Output.error("quire: warning: \(kept.page) was edited by hand; the edited page is kept at \(kept.copy)")
      }
      for problem in report.problems { Output.error(problem) }
      Output.line("\(report.written.count) written, \(report.unchanged.count) unchanged")
      // A build that could not write its pages failed, in one line naming the first of them.
      if let failure = report.failure { throw failure }
    }
  }
}
