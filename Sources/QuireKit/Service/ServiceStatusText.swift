import Foundation

/// The lines of `quire service status`.
public enum ServiceStatusText {
  /// One line each: the service file, whether it runs, the last reminder, the last pages.
  public static func lines(_ status: ServiceManager.Status, definition: ServiceDefinition, zone: TimeZone = .current)
    -> [String]
  {
    var lines: [String] = []
    let manager = definition.kind == .systemd ? "systemctl --user" : "launchctl"
    if status.installed {
      lines.append("service: installed, \(definition.label) (\(definition.path))")
      lines.append(
        "state: " + (status.managerState.map { "\($0) (\(manager))" } ?? "unknown (\(manager) cannot be asked)"))
    } else {
      lines.append("service: not installed (quire service install writes \(definition.path))")
    }
    lines.append(
      "watcher: "
        + (status.watcherRunning
          ? "running for \(definition.vault)" + (status.activity.map { " (pid \($0.pid))" } ?? "")
          : "not running for \(definition.vault)"))
    let activity = status.activity
    lines.append("last reminder: " + describe(activity?.reminderAt, activity?.reminder, zone: zone))
    lines.append("last pages written: " + describe(activity?.pagesAt, activity?.pages, zone: zone))
    return lines
  }

  private static func describe(_ instant: Int64?, _ text: String?, zone: TimeZone) -> String {
    guard let instant else { return "none recorded" }
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = zone
    formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
    return formatter.string(from: Date(timeIntervalSince1970: Double(instant))) + (text.map { " (\($0))" } ?? "")
  }
}
