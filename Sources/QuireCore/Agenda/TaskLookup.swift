/// A vault's tasks by their index in file order, as the agenda reads them: an array, or a
/// reader that decodes a task only when a page shows it (`quire agenda` through the index,
/// where most of a vault's tasks are on no page of the week).
public struct TaskLookup: Sendable {
  public let count: Int
  private let read: @Sendable (Int) -> TaskItem

  public init(_ tasks: [TaskItem]) {
    count = tasks.count
    read = { tasks[$0] }
  }

  /// `read(i)` gives the task at index `i` in `0..<count`.
  public init(count: Int, read: @escaping @Sendable (Int) -> TaskItem) {
    self.count = count
    self.read = read
  }

  public subscript(index: Int) -> TaskItem { read(index) }

  /// `indices` in listing order (`TaskListing.sortedIndices`), reading only those tasks.
  func sortedIndices(_ indices: [Int]) -> [Int] {
    let tasks = indices.map { self[$0] }
    return TaskListing.sortedIndices(tasks, Array(tasks.indices)).map { indices[$0] }
  }
}
