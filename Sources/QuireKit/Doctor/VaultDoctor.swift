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
  public static func checks(vault: Vault, environment: [String: String]) -> [DoctorCheck] {
    [
      inotify(root: vault.root), index(vault: vault), watcher(root: vault.root),
      notifier(config: vault.config, environment: environment),
    ]
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

  /// Whether the index exists and holds every note as it is now.
  static func index(vault: Vault) -> DoctorCheck {
    var st = stat()
    guard lstat(vault.root + "/.quire", &st) == 0, st.st_mode & S_IFMT == S_IFDIR else {
      return DoctorCheck("index", .ok, "not used: the vault has no .quire/ folder (quire init makes one)")
    }
    guard vault.usesIndex else { return DoctorCheck("index", .ok, "not used (--no-cache or QUIRE_NO_CACHE)") }
    guard lstat(vault.root + "/" + VaultIndex.relativePath, &st) == 0 else {
      return DoctorCheck("index", .warning, "there is no index yet; run quire index (any command makes it)")
    }
    let (opened, warning) = VaultIndex.open(vault, walkingAhead: false)
    guard let index = opened else {
      return DoctorCheck("index", .warning, (warning ?? "the index cannot be opened") + "; commands read every note")
    }
    // A running watcher writes gathered changes when a cookie comes: ask it first.
    _ = WatcherSync.sync(root: vault.root, database: index.path)
    do throws(IndexError) {
      let (notes, behind) = try index.pendingChanges()
      guard behind == 0 else {
        return DoctorCheck(
          "index", .warning,
          "\(behind) notes were added, changed or removed since the index was refreshed (\(notes) indexed); "
            + "run quire index (any command refreshes it first, so this only costs the next one time)")
      }
      return DoctorCheck("index", .ok, "\(notes) notes indexed, all current (\(VaultIndex.relativePath))")
    } catch {
      return DoctorCheck("index", .warning, "\(error); run quire index --rebuild")
    }
  }

  /// Whether a `quire watch` runs for the vault and keeps its index current (its token).
  static func watcher(root: String) -> DoctorCheck {
    guard let token = WatchToken.read(root: root) else {
      return DoctorCheck(
        "watch", .warning,
        "quire watch is not running: reminders are delivered and pages rebuilt only while it runs")
    }
    if let reason = token.distrust(now: WatchToken.wallClock()) {
      if kill(token.pid, 0) != 0 && errno != EPERM {
        return DoctorCheck(
          "watch", .warning,
          "quire watch is not running (a token of pid \(token.pid) was left behind): reminders are delivered "
            + "only while it runs")
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

  /// Whether notifications reach the user: the configured command on `PATH`, else
  /// notify-send or osascript.
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
      return DoctorCheck("notifier", .ok, "'\(program)' found (notify: command: in .quire/config.yaml)")
    }
    switch Notifier.method(config: config, environment: environment) {
    case .command(let argv):
      return DoctorCheck("notifier", .ok, "\(argv.first ?? "") found")
    case .terminal:
      return DoctorCheck(
        "notifier", .warning,
        "no desktop notifier (notify-send with a session, or osascript): reminders go to the terminal; "
          + "set notify: command: in .quire/config.yaml")
    }
  }
}
