import QuireCore

/// The tasks of a vault as stored records, decoded one by one when read (see
/// `VaultIndex.agendaContents`): for each note, its skimmed record (bytes and where each task
/// starts) or, for a note parsed afresh, its tasks.
///
/// Filled once, then only read (a decode makes a new value), so it may be shared.
final class TaskRecords: @unchecked Sendable {
  private enum Source {
    case record(file: String, SkimmedTasks)
    case tasks([TaskItem])

    var count: Int {
      switch self {
      case .record(_, let skimmed): return skimmed.offsets.count
      case .tasks(let tasks): return tasks.count
      }
    }
  }

  private var sources: [Source] = []
  /// The global index of each source's first task.
  private var starts: [Int] = []
  private var total = 0
  /// Reads a note's tasks from its file, for a record that no longer decodes (it decoded
  /// when skimmed, so this is for the impossible case, not a path a user should meet).
  private let reparse: (String) -> [TaskItem]

  init(reparse: @escaping (String) -> [TaskItem]) { self.reparse = reparse }

  func add(_ skimmed: SkimmedTasks, file: String) { append(.record(file: file, skimmed)) }

  func add(_ tasks: [TaskItem]) { append(.tasks(tasks)) }

  private func append(_ source: Source) {
    guard source.count > 0 else { return }
    sources.append(source)
    starts.append(total)
    total += source.count
  }

  /// The task at global index `index` (`0..<total`).
  func task(_ index: Int) -> TaskItem {
    // The last source starting at or before `index`.
    var low = 0
    var high = starts.count
    while high - low > 1 {
      let mid = (low + high) / 2
      if starts[mid] <= index { low = mid } else { high = mid }
    }
    let local = index - starts[low]
    switch sources[low] {
    case .tasks(let tasks):
      return tasks[local]
    case .record(let file, let skimmed):
      var reader = BinaryReader(skimmed.bytes, at: skimmed.offsets[local])
      if let task = try? reader.task(in: file) { return task }
      let tasks = reparse(file)
      if local < tasks.count { return tasks[local] }
      return TaskItem(
        id: "", file: file, line: 0, status: .todo,
        fields: TaskFields(description: "(this note changed while Quire read it; run the command again)"),
        format: .emoji)
    }
  }
}
