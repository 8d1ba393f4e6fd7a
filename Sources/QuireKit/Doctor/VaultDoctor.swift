import Foundation
import QuireCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The checks of `quire doctor`: what `quire watch` and the other commands need from the
/// machine and the vault (docs/watch.md, "quire doctor"). Each check only looks; none writes
/// into the vault (opening the index may rebuild an outdated one, as any command would).
public enum VaultDoctor {
  /// Where Linux keeps the per-user inotify watch limit.
  public static let watchLimitFile = "/proc/sys/fs/inotify/max_user_watches"

  /// Every check, in the order printed.
  ///
  /// - Parameter service: the vault's background service (`quire service`), when the caller knows it.
  public static func checks(vault: Vault, environment: [String: String], service: ServiceManager? = nil)
    -> [DoctorCheck]
  {
    var checks = [
      self.vault(vault), timeZone(vault), templates(vault, environment: environment),
      notifier(config: vault.config, environment: environment), inotify(root: vault.root), index(vault: vault),
      watcher(
        root: vault.root,
        serviceInstalled: service.map { FileManager.default.fileExists(atPath: $0.definition.path) } ?? false),
    ]
    if let service { checks.append(self.service(service)) }
    return checks
  }

  /// The inotify watch limit against the watches `quire watch` would need (one per folder that
  /// is not hidden, and two in `.quire/`). Linux only.
  static func inotify(root: String, limitFile: String = watchLimitFile) -> DoctorCheck {
    #if os(Linux)
      let needed = FolderTree(root: root).folders.count + 2
      guard let text = try? String(contentsOfFile: limitFile, encoding: .utf8),
        let limit = Int(text.trimmingCharacters(in: .whitespacesAndNewlines))
      else {
        return DoctorCheck(
          "inotify", .warning, "cannot read \(limitFile); quire watch may have to poll (docs/watch.md)")
      }
      let raised = FallbackWatcher.raisedLimit(folders: needed)
      guard needed <= limit else {
        return DoctorCheck(
          "inotify", .warning,
          "the vault has \(needed) folders to watch but fs.inotify.max_user_watches is \(limit), so quire watch "
            + "would poll; raise it with `sudo sysctl fs.inotify.max_user_watches=\(raised)` (and put "
            + "`fs.inotify.max_user_watches=\(raised)` in /etc/sysctl.d/40-quire.conf to keep it)")
      }
      if needed * 2 > limit {
        return DoctorCheck(
          "inotify", .warning,
          "the vault needs \(needed) of the \(limit) inotify watches (fs.inotify.max_user_watches), leaving little "
            + "for other programs; raise it with `sudo sysctl fs.inotify.max_user_watches=\(raised)`")
      }
      return DoctorCheck("inotify", .ok, "\(needed) folders to watch, fs.inotify.max_user_watches is \(limit)")
    #else
      return DoctorCheck("inotify", .ok, "not needed on this system: quire watch polls the vault's folders")
    #endif
  }

  /// Whether the index exists and holds every note as it is now; where it is and how big.
  static func index(vault: Vault) -> DoctorCheck {
    var st = stat()
    guard vault.usesIndex else { return DoctorCheck("index", .ok, "not used (--no-cache or QUIRE_NO_CACHE)") }
    let location = VaultIndex.location(of: vault)
    guard lstat(location, &st) == 0 else {
      return DoctorCheck(
        "index", .info, "there is no index yet (\(location)); any command makes it, or run quire index")
    }
    let size = Self.megabytes(Int64(st.st_size))
    let (opened, warning) = VaultIndex.open(vault, walkingAhead: false)
    guard let index = opened else {
      return DoctorCheck(
        "index", .warning,
        (warning ?? "the index \(location) cannot be opened") + "; commands read every note until it is fixed")
    }
    // A running watcher writes gathered changes when a cookie comes: ask it first.
    _ = WatcherSync.sync(root: vault.root, database: index.path, reporter: vault.reporter)
    do throws(IndexError) {
      let (notes, behind) = try index.pendingChanges()
      guard behind == 0 else {
        return DoctorCheck(
          "index", .info,
          "\(behind) notes were added, changed or removed since the index was refreshed (\(notes) indexed, "
            + "\(size), \(location)); any command refreshes it first, or run quire index")
      }
      return DoctorCheck("index", .ok, "\(notes) notes indexed, all current (\(size), \(location))")
    } catch {
      return DoctorCheck("index", .warning, "\(error) (\(location)); run quire index --rebuild")
    }
  }

  /// Whether a `quire watch` runs for the vault and keeps its index current (its token).
  ///
  /// Not running is a problem only when the vault's service is installed (it should run it).
  static func watcher(root: String, serviceInstalled: Bool = false) -> DoctorCheck {
    let notRunning: DoctorCheck.Status = serviceInstalled ? .warning : .info
    let what =
      serviceInstalled
      ? "its service is installed but not running; see quire service status and the service's log (docs/service.md)"
      : "reminders are delivered and pages rebuilt only while it runs; quire service install keeps it running"
    guard let token = WatchToken.read(root: root) else {
      if ServiceManager.watcherRunning(root: root) {
        return DoctorCheck("watch", .ok, "quire watch runs (it keeps no index for other commands: no .quire/ folder)")
      }
      return DoctorCheck("watch", notRunning, "quire watch is not running: " + what)
    }
    if let reason = token.distrust(now: WatchToken.wallClock()) {
      if kill(token.pid, 0) != 0 && errno != EPERM {
        return DoctorCheck(
          "watch", notRunning,
          "quire watch is not running (a token of pid \(token.pid) was left behind): " + what)
      }
      return DoctorCheck(
        "watch", .warning,
        "quire watch runs (pid \(token.pid), \(token.mechanism)) but commands walk the vault: \(reason)")
    }
    guard WatchToken.identity(of: root + "/" + VaultIndex.relativePath) == token.database else {
      return DoctorCheck(
        "watch", .warning,
        "quire watch runs (pid \(token.pid)) but writes an index file that was since replaced (another build "
          + "of Quire?); restart quire watch")
    }
    return DoctorCheck(
      "watch", .ok, "quire watch runs (pid \(token.pid), inotify) and keeps the index current for other commands")
  }

  /// Whether notifications reach the user: the configured command is found and, run once with a
  /// test notification, ends within `notify: timeout:`; else notify-send or osascript.
  static func notifier(config: VaultConfig, environment: [String: String]) -> DoctorCheck {
    let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
    if let program = config.notifyCommand.first {
      guard
        program.contains("/")
          ? FileManager.default.isExecutableFile(atPath: program)
          : Notifier.findProgram(program, path: path) != nil
      else {
        return DoctorCheck(
          "notifier", .warning,
          "the notifier '\(program)' (notify: command: in .quire/config.yaml) is not found on PATH; "
            + "reminders then go to the terminal")
      }
    }
    // The check only runs the program (`outcome(of:)`) and never sends, so nothing reaches a terminal line.
    let notifier = Notifier(config: config, environment: environment, terminal: { _ in })
    guard case .command(let argv) = notifier.method else {
      return DoctorCheck(
        "notifier", .info,
        "no desktop notifier (notify-send with a session, or osascript): reminders go to the terminal "
          + "(the service's log); set notify: command: in .quire/config.yaml (docs/watch.md, a phone push recipe)")
    }
    let program = argv.first ?? ""
    let source = config.notifyCommand.isEmpty ? "" : " (notify: command: in .quire/config.yaml)"
    let started = Date()
    let outcome = notifier.outcome(
      of: Notification(
        title: "Quire", body: "a test notification from quire doctor", time: "", file: ".quire/config.yaml", line: 0))
    let took = Date().timeIntervalSince(started)
    if outcome == .timedOut {
      return DoctorCheck(
        "notifier", .warning,
        "the notifier '\(program)'\(source) did not finish within its timeout of \(Notifier.seconds(notifier.timeout)) s "
          + "and was stopped; reminders still count as delivered but may never show: make it return sooner, "
          + "or raise notify: timeout: in .quire/config.yaml")
    }
    if let problem = Notifier.problem(outcome, timeout: notifier.timeout) {
      return DoctorCheck(
        "notifier", .warning,
        "the notifier '\(program)'\(source) \(problem) on a test notification; run it by hand to see why, "
          + "or fix notify: command: in .quire/config.yaml")
    }
    return DoctorCheck(
      "notifier", .ok,
      "'\(program)'\(source) delivered a test notification in \(String(format: "%.1f", took)) s "
        + "(timeout \(Notifier.seconds(notifier.timeout)) s)")
  }

  /// A size in MB, one decimal below 10.
  static func megabytes(_ bytes: Int64) -> String {
    let mb = Double(bytes) / 1_000_000
    return mb < 10 ? String(format: "%.1f MB", mb) : "\(Int(mb.rounded())) MB"
  }
}
