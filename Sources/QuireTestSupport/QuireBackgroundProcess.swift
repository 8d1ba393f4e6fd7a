import Foundation

/// A `quire` process left running (`quire watch`), whose standard output is read line by line
/// while it runs.
// Unchecked Sendable: `out` and `err` change only under `lock`; `process` is set up before it runs.
public final class QuireBackgroundProcess: @unchecked Sendable {
  private let process = Process()
  private let lock = NSLock()
  private var out = Data()
  private var err = Data()

  /// Starts `quire` with `arguments` and `environment` added to a clean one (as `QuireProcess`).
  public init(_ arguments: [String], environment: [String: String] = [:]) throws {
    process.executableURL = RepositoryPaths.quireBinary
    process.arguments = arguments
    var env = [
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "HOME": NSTemporaryDirectory(),
      "TZ": "UTC",
    ]
    env.merge(environment) { $1 }
    process.environment = env
    let outPipe = Pipe()
    let errPipe = Pipe()
    process.standardOutput = outPipe
    process.standardError = errPipe
    process.standardInput = FileHandle.nullDevice
    outPipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
      let data = handle.availableData
      guard let self else { return }
      self.lock.lock()
      self.out.append(data)
      self.lock.unlock()
    }
    errPipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
      let data = handle.availableData
      guard let self else { return }
      self.lock.lock()
      self.err.append(data)
      self.lock.unlock()
    }
    try process.run()
  }

  deinit {
    if process.isRunning { process.terminate() }
  }

  /// Standard output so far.
  public var stdout: String {
    lock.lock()
    defer { lock.unlock() }
    return String(decoding: out, as: UTF8.self)
  }

  /// Standard error so far.
  public var stderr: String {
    lock.lock()
    defer { lock.unlock() }
    return String(decoding: err, as: UTF8.self)
  }

  /// Waits until standard output holds `text` (at most `timeout` seconds); returns whether it did.
  @discardableResult
  public func waitFor(_ text: String, timeout: Double = 5) -> Bool {
    let end = Date().addingTimeInterval(timeout)
    while Date() < end {
      if stdout.contains(text) { return true }
      Thread.sleep(forTimeInterval: 0.02)
    }
    return stdout.contains(text)
  }

  /// Whether the process has not ended yet.
  public var isRunning: Bool { process.isRunning }

  /// Waits for the process to end by itself (at most `timeout` seconds, then it is killed);
  /// returns its exit status.
  public func wait(timeout: Double = 60) -> Int32 { stop(signal: 0, timeout: timeout) }

  /// Sends `signal` and waits for the process to end (at most `timeout` seconds, then it is
  /// killed); returns its exit status.
  public func stop(signal: Int32 = SIGTERM, timeout: Double = 5) -> Int32 {
    kill(process.processIdentifier, signal)
    let end = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < end { Thread.sleep(forTimeInterval: 0.02) }
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      return -1
    }
    process.waitUntilExit()
    // Let the pipe handlers take the last bytes.
    Thread.sleep(forTimeInterval: 0.05)
    return process.terminationStatus
  }
}
