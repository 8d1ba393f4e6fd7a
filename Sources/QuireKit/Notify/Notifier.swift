import Foundation
import QuireCore

/// Delivers a notification (a reminder, a timer's phase end) to the user.
///
/// Chosen once from the vault's config and the machine:
/// 1. `notify: command: [prog, args...]` in `.quire/config.yaml` — Quire appends the title and
///    the body as two more arguments;
/// 2. else `notify-send` (Linux desktops) or `osascript` (macOS) when found on `PATH`;
/// 3. else a line on the terminal (standard error, so scripts reading standard output are not
///    disturbed).
/// A notifier program that fails or is missing falls back to the terminal line and says why
/// once; delivery never stops `quire watch`.
// Unchecked Sendable: its method is fixed at init, and `warned` changes only under `lock`.
public final class Notifier: @unchecked Sendable {
  /// How notifications are delivered.
  public enum Method: Equatable, Sendable {
    /// Run this program with these arguments, then the title and the body.
    case command([String])
    /// Print `title: body` on standard error.
    case terminal
  }

  public let method: Method
  private let lock = NSLock()
  private var warned = false
  private let terminal: @Sendable (String) -> Void

  /// A notifier using `method`; `terminal` prints a line (standard error by default).
  public init(method: Method, terminal: (@Sendable (String) -> Void)? = nil) {
    self.method = method
    self.terminal =
      terminal ?? { line in FileHandle.standardError.write(Data((line + "\n").utf8)) }
  }

  /// The notifier the config and the machine call for.
  public convenience init(config: VaultConfig, environment: [String: String]) {
    self.init(method: Self.method(config: config, environment: environment))
  }

  /// The method for `config` on a machine with `environment`'s `PATH`.
  public static func method(config: VaultConfig, environment: [String: String]) -> Method {
    if !config.notifyCommand.isEmpty { return .command(config.notifyCommand) }
    let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
    if let program = findProgram("notify-send", path: path) {
      // Desktop notifications need a session bus; without one notify-send only fails.
      if environment["DBUS_SESSION_BUS_ADDRESS"] != nil || environment["DISPLAY"] != nil
        || environment["WAYLAND_DISPLAY"] != nil
      {
        return .command([program, "--app-name=Quire"])
      }
    }
    #if os(macOS)
      if let program = findProgram("osascript", path: path) { return .command([program, Self.osascriptMarker]) }
    #endif
    return .terminal
  }

  /// Delivers one notification; returns whether the chosen method succeeded (the terminal
  /// line is printed when it did not).
  @discardableResult
  public func send(title: String, body: String) -> Bool {
    switch method {
    case .terminal:
      terminal(body.isEmpty ? title : "\(title): \(body)")
      return true
    case .command(let argv):
      let ok = run(Self.arguments(argv, title: title, body: body))
      if !ok {
        lock.lock()
        let first = !warned
        warned = true
        lock.unlock()
        if first {
          terminal("quire: warning: the notifier '\(argv[0])' failed; showing notifications here instead")
        }
        terminal(body.isEmpty ? title : "\(title): \(body)")
      }
      return ok
    }
  }

  // MARK: - Running the program

  /// Stands for "build an AppleScript `display notification`" in a command list.
  static let osascriptMarker = "--quire-display-notification"

  static func arguments(_ argv: [String], title: String, body: String) -> [String] {
    if argv.count == 2, argv[1] == osascriptMarker {
      func quoted(_ s: String) -> String {
        "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
      }
      return [argv[0], "-e", "display notification \(quoted(body)) with title \(quoted(title))"]
    }
    return argv + [title, body]
  }

  private func run(_ argv: [String]) -> Bool {
    let process = Process()
    let program =
      argv[0].contains("/")
      ? argv[0] : (Self.findProgram(argv[0], path: ProcessInfo.processInfo.environment["PATH"] ?? "") ?? argv[0])
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = Array(argv.dropFirst())
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    do {
      try process.run()
      process.waitUntilExit()
      return process.terminationStatus == 0
    } catch {
      return false
    }
  }

  static func findProgram(_ name: String, path: String) -> String? {
    for folder in path.split(separator: ":") where !folder.isEmpty {
      let candidate = "\(folder)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }
}
