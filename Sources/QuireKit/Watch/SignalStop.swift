import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Turns SIGINT and SIGTERM into a call of `action` on a dispatch queue (instead of ending
/// the process), so `quire watch` can save its state and exit 0.
// Unchecked Sendable: `sources` is set in init and never changed after.
public final class SignalStop: @unchecked Sendable {
  private var sources: [any DispatchSourceSignal] = []

  /// Installs the handlers; they stay while this object lives.
  public init(_ action: @escaping @Sendable () -> Void) {
    for number in [SIGINT, SIGTERM] {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler(handler: action)
      source.resume()
      sources.append(source)
    }
  }

  deinit {
    for source in sources { source.cancel() }
  }
}
