import QuireCore

extension WatchHooks {
  /// The hooks of `quire watch` with the agenda pages: every refresh, rollover and page change
  /// runs `AgendaBuilder` (as `quire build` does) for today and the next `days` days — it
  /// applies boxes ticked in pages to their notes, then writes the pages whose bytes changed.
  /// The notes come from `WatchNotes`: through the index, a change refreshes the notes it names
  /// and each build reads what its pages show; without one, the parsed notes are kept in memory.
  ///
  /// - Parameters:
  ///   - log: prints an event line (the time is put in front).
  ///   - warn: prints a warning line; each distinct template problem is told once.
  ///   - reportsFailure: pages that cannot be written are left to the caller (`failure`), not
  ///     warned about (`quire watch --once` fails with them instead).
  public static func building(
    templates: TemplateSet, days: Int = 7, log: @escaping (String) -> Void, warn: @escaping (String) -> Void,
    reportsFailure: Bool = false
  ) -> WatchHooks {
    let told = ToldOnce()
    let notes = WatchNotes()
    var contents = WatchContents.empty
    let rendered = AgendaBuilder.RenderCache()
    var failure: QuireKitError?
    let sendableWarn = UncheckedBox(warn)
    func build(_ vault: Vault, _ now: LocalDateTime, batch: WatchBatch?) -> WatchContents {
      if let batch {
        contents = notes.refresh(batch, vault: vault, warn: warn)
        // A half-merged note feeds the pages; said once for each conflict (docs/git.md).
        for path in batch.notes.sorted() {
          var ignored: [Diagnostic] = []
          guard let text = NoteReader.load(absolute: vault.absolute(path), relative: path, into: &ignored) else {
            continue
          }
          for region in GitConflictRegion.regions(in: text) {
            let message =
              "quire: warning: \(path):\(region.start): unresolved git merge conflict (lines \(region.start)–\(region.end)); "
              + "the pages show each of its tasks once, marked (git conflict)"
            if told.first(message) { warn(message) }
          }
        }
      }
      let paths = AgendaPaths(vault: vault)
      let pages = AgendaPage.plan(from: now.date, to: now.date.adding(days: days), paths: paths)
      // A page holding a ```tasks block shows its answer, so the page changes with the answer.
      let queries = notes.currentReader(warn: { sendableWarn.value($0) }).map { reader in
        { VaultQuery(vault: vault, reader: reader, today: now.date) }
      }
      let report = AgendaBuilder(vault: vault, templates: templates, cache: rendered).build(
        now: now, pages: pages, queries: queries,
        tasks: { ids in notes.tasks(named: ids, warn: { sendableWarn.value($0) }) }
      ) { edited, years, window in
        if !edited.isEmpty { contents = notes.refresh(WatchBatch(notes: edited), vault: vault, warn: warn) }
        var context = notes.context(
          vault: vault, now: now, years: years, window: window, warn: { sendableWarn.value($0) })
        // As `quire build`: a page links only pages that exist or are written with it.
        context.existingPages = AgendaContext.linkablePages(of: vault, planned: pages.map { $0.path(paths) })
        // Today's page lists the reminders this watcher told as missed today (the watch state).
        context.missed = ReminderStore(vaultRoot: vault.root).missed()
        return context
      }
      let stamp = "\(now.time) "
      for box in report.boxes {
        if box.applied { log(stamp + box.message) } else { warn("quire: warning: \(box.message)") }
      }
      if !report.written.isEmpty {
        log(
          stamp + "pages: \(report.written.count) written"
            + (report.written.count <= 3 ? " (\(report.written.joined(separator: ", ")))" : ""))
      }
      for kept in report.keptEdits {
        warn("quire: warning: \(kept.page) was edited by hand; the edited page is kept at \(kept.copy)")
      }
      for problem in report.problems where told.first(problem) { warn(problem) }
      failure = report.failure
      if !reportsFailure, let failure, told.first(failure.description) { warn("quire: warning: \(failure)") }
      return contents
    }
    return WatchHooks(
      refresh: { batch, vault, now in build(vault, now, batch: batch) },
      rollover: { now, _, vault in _ = build(vault, now, batch: nil) },
      agendaChanged: { pages, vault, now in
        // Quire's own writes come back here too; only a person's edit needs a build.
        guard AgendaBuilder(vault: vault, templates: templates).editedByHand(pages) else { return }
        _ = build(vault, now, batch: nil)
      },
      rebuild: { now, vault in _ = build(vault, now, batch: nil) },
      failure: { failure })
  }
}

/// Remembers which lines were told already.
private final class ToldOnce {
  private var lines: Set<String> = []
  func first(_ line: String) -> Bool { lines.insert(line).inserted }
}
