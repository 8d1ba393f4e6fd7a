import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Installs, removes and reports the background service of a vault (`quire service`,
/// docs/service.md): writes or removes the file of `ServiceDefinition`, and asks systemctl or
/// launchctl to start or stop it when they are on `PATH` (else says what to run).
public struct ServiceManager {
  public let definition: ServiceDefinition
  private let environment: [String: String]

  public init(definition: ServiceDefinition, environment: [String: String]) {
    self.definition = definition
    self.environment = environment
  }

  /// What an install or uninstall did: lines to print, and whether the service manager failed.
  public struct Report: Sendable, Equatable {
    public var lines: [String] = []
    /// Set when systemctl/launchctl was found but refused: its message and what to run instead.
    public var failure: String?
  }

  // MARK: - Install

  /// Writes the file (replacing an earlier one of Quire's for this vault), then enables and
  /// starts the service when the service manager is found.
  public func install() throws(QuireKitError) -> Report {
    let path = definition.path
    do {
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    } catch {
      throw .writeFailed(path, error.localizedDescription)
    }
    if let existing = try AtomicWriter.read(path),
      !String(decoding: existing, as: UTF8.self).contains("quire service install")
    {
      throw .writeFailed(path, "it exists and was not written by quire service install; move it away first")
    }
    try AtomicWriter.write(Array(definition.text.utf8), to: path, expecting: try AtomicWriter.read(path))
    var report = Report(lines: ["wrote \(path)"])
    let steps: [[String]]
    switch definition.kind {
    case .systemd:
      steps = [
        ["systemctl", "--user", "daemon-reload"], ["systemctl", "--user", "enable", "--now", definition.label],
      ]
    case .launchd:
      try? FileManager.default.createDirectory(
        atPath: (definition.logFile as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      steps = [
        ["launchctl", "bootout", "gui/\(getuid())/\(definition.label)"],
        ["launchctl", "bootstrap", "gui/\(getuid())", path],
      ]
    }
    run(steps, into: &report, started: "started \(definition.label) (quire watch --vault \(definition.vault))")
    return report
  }

  // MARK: - Uninstall

  /// Stops and disables the service when the service manager is found, and removes the file.
  public func uninstall() throws(QuireKitError) -> Report {
    let path = definition.path
    guard FileManager.default.fileExists(atPath: path) else {
      return Report(lines: ["no service installed for \(definition.vault) (\(path) does not exist)"])
    }
    var report = Report()
    switch definition.kind {
    case .systemd:
      run([["systemctl", "--user", "disable", "--now", definition.label]], into: &report, started: nil)
    case .launchd:
      run([["launchctl", "bootout", "gui/\(getuid())/\(definition.label)"]], into: &report, started: nil)
    }
    do {
      try FileManager.default.removeItem(atPath: path)
    } catch {
      throw .writeFailed(path, error.localizedDescription)
    }
    report.lines.append("removed \(path)")
    if definition.kind == .systemd, program("systemctl") != nil {
      _ = Self.execute(["systemctl", "--user", "daemon-reload"], program: program("systemctl")!)
    }
    return report
  }

  // MARK: - Status

  /// What `quire service status` says.
  public struct Status: Sendable, Equatable {
    /// Whether the service file exists.
    public var installed: Bool
    /// The service manager's word (`active`, `inactive`, `failed`, ...), `nil` when it could not be asked.
    public var managerState: String?
    /// Whether a `quire watch` holds this vault's watch lock now (any watcher, service or not).
    public var watcherRunning: Bool
    /// The watcher's last reminder and page write (`WatchActivity`).
    public var activity: WatchActivity?
  }

  /// The service's state: its file, the service manager's word, a running watcher, its activity.
  public func status() -> Status {
    let installed = FileManager.default.fileExists(atPath: definition.path)
    var state: String?
    if installed {
      switch definition.kind {
      case .systemd:
        if let systemctl = program("systemctl") {
          let result = Self.execute(["systemctl", "--user", "is-active", definition.label], program: systemctl)
          let word = result.output.split(separator: "\n").first.map(String.init) ?? ""
          if ["active", "inactive", "failed", "activating", "deactivating", "reloading"].contains(word) {
            state = word
          }
        }
      case .launchd:
        if let launchctl = program("launchctl") {
          let result = Self.execute(["launchctl", "print", "gui/\(getuid())/\(definition.label)"], program: launchctl)
          state = result.status == 0 ? (result.output.contains("state = running") ? "running" : "loaded") : "not loaded"
        }
      }
    }
    return Status(
      installed: installed, managerState: state, watcherRunning: Self.watcherRunning(root: definition.vault),
      activity: WatchActivity.read(root: definition.vault))
  }

  /// Whether a `quire watch` holds the vault's watch lock (tried without taking it for long;
  /// nothing is created when there is no lock file).
  public static func watcherRunning(root: String) -> Bool {
    let file = VaultStateFolder.path(for: root) + "/watch.lock"
    let fd = open(file, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return false }
    defer { close(fd) }
    if flock(fd, LOCK_EX | LOCK_NB) == 0 {
      flock(fd, LOCK_UN)
      return false
    }
    return true
  }

  // MARK: - Running the service manager

  private func program(_ name: String) -> String? {
    Notifier.findProgram(name, path: environment["PATH"] ?? "")
  }

  /// Runs `steps` one after another; the first that fails (but for launchctl's bootout of a
  /// service that was not loaded) stops the rest and becomes the report's failure.
  private func run(_ steps: [[String]], into report: inout Report, started: String?) {
    let commands = steps.map { $0.map(Self.shellWord).joined(separator: " ") }.joined(separator: " && ")
    guard let tool = steps.first?.first, let path = program(tool) else {
      report.lines.append("\(steps.first?.first ?? "the service manager") is not found; run: \(commands)")
      return
    }
    for step in steps {
      let result = Self.execute(step, program: path)
      if result.status != 0, step.dropFirst().first != "bootout" {
        let message = result.output.split(separator: "\n").first.map(String.init) ?? "exit status \(result.status)"
        report.failure = "\(step.joined(separator: " ")) failed (\(message)); run it in your login session: \(commands)"
        return
      }
    }
    if let started { report.lines.append(started) }
  }

  static func shellWord(_ word: String) -> String {
    word.allSatisfy { $0.isLetter || $0.isNumber || "-_./:@=".contains($0) }
      ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// Runs a program, its output and errors gathered (the manager's messages are short).
  static func execute(_ argv: [String], program: String) -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = Array(argv.dropFirst())
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    process.standardInput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return (127, error.localizedDescription)
    }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
