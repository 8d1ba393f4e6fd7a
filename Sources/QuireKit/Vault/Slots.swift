/// Per-index result storage for `concurrentPerform`: each iteration writes only its own slot.
// Unchecked Sendable: each concurrent writer sets only its own slot of a buffer allocated once.
final class Slots<Value>: @unchecked Sendable {
  // Allocated once: concurrent writers to distinct indices never touch shared bookkeeping
  // (an Array's copy-on-write check would be a data race).
  private let items: UnsafeMutableBufferPointer<Value?>

  init(count: Int) {
    items = .allocate(capacity: count)
    items.initialize(repeating: nil)
  }

  deinit {
    items.deinitialize()
    items.deallocate()
  }

  func set(_ index: Int, _ value: Value) { items[index] = value }

  /// The value of slot `index`, which is emptied (its memory goes as soon as the caller is done).
  func take(_ index: Int) -> Value? {
    defer { items[index] = nil }
    return items[index]
  }

  /// The filled slots in index order.
  func values() -> [Value] { items.compactMap { $0 } }
}
