/// Merges a burst of changes into one batch: the batch is ready once no change came for
/// `quiet` seconds, or `cap` seconds after the first change of the burst, whichever is first
/// (so a stream of writes cannot hold a refresh back forever). A batch with a cookie is ready
/// at once.
///
/// Times are handed in (any clock in seconds), so tests drive it with a fake one.
public struct Debouncer: Sendable {
  /// Seconds without a change that end a burst.
  public let quiet: Double
  /// Longest a burst is held, from its first change.
  public let cap: Double
  private var pending = WatchBatch()
  private var first: Double?
  private var last: Double?

  public init(quiet: Double = 0.02, cap: Double = 0.25) {
    self.quiet = quiet
    self.cap = max(cap, quiet)
  }

  /// Adds changes seen at `time` (an empty batch changes nothing).
  public mutating func add(_ batch: WatchBatch, at time: Double) {
    guard !batch.isEmpty else { return }
    pending.merge(batch)
    if first == nil { first = time }
    last = time
  }

  /// When the pending batch will be ready, or `nil` when nothing is pending.
  public var deadline: Double? {
    guard let first, let last else { return nil }
    // A command waits on a cookie: no quiet window (everything before it is pending already).
    if !pending.cookies.isEmpty { return last }
    return min(last + quiet, first + cap)
  }

  /// The merged batch when it is ready at `time`; it is then cleared.
  public mutating func take(at time: Double) -> WatchBatch? {
    guard let deadline, time >= deadline else { return nil }
    defer {
      pending = WatchBatch()
      first = nil
      last = nil
    }
    return pending
  }
}
