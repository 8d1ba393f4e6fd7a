import Foundation
import QuireCore

/// Delivers a notification (a reminder, a timer's phase end) to the user.
///
/// Chosen once from the vault's config and the machine:
/// 1. `notify: command: [prog, args...]` in `.quire/config.yaml` — Quire appends the title and
///    the body as two more arguments, unless the arguments hold placeholders (`{title}`,
///    `{body}`, `{time}`, `{file}`, `{line}`, `{source}`, `{id}`), which are then filled in instead;
/// 2. else `notify-send` (Linux desktops) or `osascript` (macOS) when found on `PATH`;
/// 3. else a line on the terminal (the command line writes it on standard error, so scripts
///    reading standard output are not disturbed).
///
/// A program runs in a process group of its own, at most `timeout` seconds (`notify: timeout:`,
/// default 10); then the group is killed. A program that fails, hangs or is missing gives one
/// line on the terminal with the notification's text. QuireKit never writes to the terminal
/// itself: those lines go to the `terminal` closure the command line hands in. `post` runs the
/// program off the caller's thread (one at a time, in order), so `quire watch` never waits for
/// it (docs/watch.md).
// Unchecked Sendable: its method and timeout are fixed at init; the queue runs one program at a time.
public final class Notifier: @unchecked Sendable {
  /// How notifications are delivered.
  public enum Method: Equatable, Sendable {
    /// Run this program with these arguments, then the title and the body.
    case command([String])
    /// Hand `title: body` to the terminal line (standard error, on the command line).
    case terminal
  }

  public let method: Method
  /// Seconds a program may run before its process group is killed.
  public let timeout: Double
  private let terminal: @Sendable (String) -> Void
  private let queue = DispatchQueue(label: "quire.notifier")

  /// A notifier using `method`; `terminal` writes one line on the terminal (the `.terminal`
  /// method's notifications, and a program's failure with the notification's text).
  public init(method: Method, timeout: Double = 10, terminal: @escaping @Sendable (String) -> Void) {
    self.method = method
    self.timeout = timeout
    self.terminal = terminal
  }

  /// The notifier the config and the machine call for, writing its terminal lines with `terminal`.
  public convenience init(
    config: VaultConfig, environment: [String: String], terminal: @escaping @Sendable (String) -> Void
  ) {
    self.init(
      method: Self.method(config: config, environment: environment), timeout: config.notifyTimeout, terminal: terminal)
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

  /// Delivers one notification and waits for the program (at most `timeout`); returns whether
  /// the chosen method succeeded (a terminal line is printed when it did not).
  @discardableResult
  public func send(title: String, body: String) -> Bool {
    send(Notification(title: title, body: body))
  }

  /// Delivers `notification` and waits for the program (at most `timeout`).
  @discardableResult
  public func send(_ notification: Notification) -> Bool {
    switch method {
    case .terminal:
      terminal(Self.line(notification))
      return true
    case .command(let argv):
      return deliver(notification, argv)
    }
  }

  /// Delivers `notification` without waiting: the program runs on the notifier's own queue,
  /// after those posted before. The terminal line of `.terminal` is printed at once.
  public func post(_ notification: Notification) {
    switch method {
    case .terminal:
      terminal(Self.line(notification))
    case .command(let argv):
      queue.async { _ = self.deliver(notification, argv) }
    }
  }

  /// Waits until every posted notification's program has ended (each at most `timeout`).
  public func waitForPosted() {
    queue.sync {}
  }

  /// Runs the program once, at most `timeout` seconds; how it ended.
  func outcome(of notification: Notification) -> NotifierProcess.Outcome {
    guard case .command(let argv) = method else { return .succeeded }
    return NotifierProcess.run(Self.arguments(argv, notification), timeout: timeout)
  }

  private func deliver(_ notification: Notification, _ argv: [String]) -> Bool {
    let outcome = NotifierProcess.run(Self.arguments(argv, notification), timeout: timeout)
    guard let problem = Self.problem(outcome, timeout: timeout) else { return true }
    terminal("quire: warning: the notifier '\(argv[0])' \(problem); \(Self.line(notification))")
    return false
  }

  /// What went wrong, in words, or `nil` when the program succeeded.
  static func problem(_ outcome: NotifierProcess.Outcome, timeout: Double) -> String? {
    switch outcome {
    case .succeeded: return nil
    case .failed(let why): return "failed (\(why))"
    case .notStarted(let why): return "could not be started (\(why))"
    case .timedOut: return "did not finish within \(Self.seconds(timeout)) s and was stopped"
    }
  }

  static func seconds(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }

  private static func line(_ n: Notification) -> String { n.body.isEmpty ? n.title : "\(n.title): \(n.body)" }

  // MARK: - Running the program

  /// Stands for "build an AppleScript `display notification`" in a command list.
  static let osascriptMarker = "--quire-display-notification"

  static func arguments(_ argv: [String], title: String, body: String) -> [String] {
    arguments(argv, Notification(title: title, body: body))
  }

  /// The program's arguments: placeholders filled in when there are any, else the title and
  /// the body appended.
  static func arguments(_ argv: [String], _ notification: Notification) -> [String] {
    let (title, body) = (notification.title, notification.body)
    if argv.count == 2, argv[1] == osascriptMarker {
      func quoted(_ s: String) -> String {
        "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
      }
      return [argv[0], "-e", "display notification \(quoted(body)) with title \(quoted(title))"]
    }
    let placeholders = notification.placeholders
    guard argv.dropFirst().contains(where: { arg in placeholders.contains { arg.contains($0.0) } }) else {
      return argv + [title, body]
    }
    // One pass over each argument, so a title that itself holds `{body}` is not filled in again.
    return [argv[0]]
      + argv.dropFirst().map { arg in
        var out = ""
        var rest = Substring(arg)
        outer: while !rest.isEmpty {
          for (key, value) in placeholders where rest.hasPrefix(key) {
            out += value
            rest = rest.dropFirst(key.count)
            continue outer
          }
          out.append(rest.removeFirst())
        }
        return out
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
