import QuireCore

/// Blocks of `quire plan` ticked in their daily notes, applied to their tasks: the task a ticked
/// block names is done, once (docs/plan.md, "Ticking a block"). `quire build`, `quire watch` and
/// `quire plan` apply them, as `quire build` applies the boxes ticked in its pages.
///
/// Only a block Quire wrote (on record in `plan.json`, `PlanStore`) counts, and each tick is
/// applied once: the record keeps the blocks whose tick was applied. The id is looked up as
/// `quire done` looks it up; should it name an open later occurrence of a recurring task than
/// the block's day (the one planned was done elsewhere), the tick is not applied.
struct PlanTicks {
  let vault: Vault

  /// Applies the ticks not applied yet; `tasks` gives the tasks ids may name (as for the pages'
  /// boxes). One entry per ticked block: what was done, or why not.
  func apply(tasks: (_ ids: [String]) -> [TaskItem], today: LocalDate) -> [AgendaBuilder.AppliedBox] {
    let store = PlanStore(vaultRoot: vault.root)
    var ticks: [(date: LocalDate, note: String, line: Int, block: String, id: String)] = []
    // Only the days with a block whose tick was not applied yet: their notes are read.
    for (date, written, ticked) in store.recorded() where !written.isSubset(of: ticked) {
      let note = DailyNotePlan.path(for: date, journalFolder: vault.config.folders.journal)
      guard let bytes = try? AtomicWriter.read(vault.absolute(note)) else { continue }
      let lines = SourceLines(String(decoding: bytes, as: UTF8.self))
      guard lines.count > 0 else { continue }
      for n in 1...lines.count {
        guard let (block, id) = PlanBlocks.tickedBlock(lines[n], written: written), !ticked.contains(block) else {
          continue
        }
        ticks.append((date, note, n, block, id))
      }
    }
    guard !ticks.isEmpty else { return [] }
    // Every task looked up before any is done, as the pages' boxes are.
    let candidates = tasks(ticks.map(\.id).filter { StudyPlan.courseCode(inLink: $0) == nil })
    let record = TaskIDStore(vault: vault).load()
    let editor = TaskEditor(vault: vault)
    var applied: [AgendaBuilder.AppliedBox] = []
    // Said once: a tick whose task was done, cannot be found or names a later occurrence is
    // recorded; one whose edit failed is tried again.
    var settled: [(line: String, date: LocalDate)] = []
    for tick in ticks {
      // A study block names no task: ticked, it is the record of the time studied (`StudyPlan`).
      if StudyPlan.courseCode(inLink: tick.id) != nil {
        settled.append((tick.block, tick.date))
        continue
      }
      let place = "\(tick.note):\(tick.line)"
      var box = AgendaBuilder.AppliedBox(page: tick.note, line: tick.line, taskID: tick.id, message: "", applied: false)
      var settles = true
      switch record.resolve(tick.id, in: candidates, lookup: { tasks([$0]) }).map(\.task) {
      case .failure(let error):
        box.message = "\(place): block not applied: \(error)"
      case .success(let task):
        let fields = task.fields
        if fields.recurrence != nil, !task.status.isClosed,
          let next = fields.scheduled ?? fields.due ?? fields.start, next > tick.date
        {
          box.message =
            "\(place): block not applied: \(task.id) now names the next occurrence (\(next)); "
            + "the one of \(tick.date) was done elsewhere"
        } else {
          do {
            // Done on the block's day (the work was done then), not on the day the tick is read;
            // a block of a later day ticked early is done today.
            try box.set(
              task, to: .done, verb: "done", where: "its block ticked at \(place)", editor: editor, vault: vault,
              today: min(tick.date, today))
          } catch {
            box.message = "\(place): block not applied: \(error)"
            settles = false
          }
        }
      }
      if settles { settled.append((tick.block, tick.date)) }
      applied.append(box)
    }
    try? store.recordTicked(settled)
    return applied
  }
}
