import Foundation
import QuireCore

/// The Obsidian Tasks plugin's settings of a vault, `.obsidian/plugins/obsidian-tasks-plugin/data.json`
/// (the plugin's `Settings`, obsidian-tasks `src/Config/Settings.ts`): the global filter and query,
/// the statuses, the task format and what a completion writes (docs/obsidian-tasks-compat.md,
/// "The plugin's settings").
public enum ObsidianTasksSettings {
  /// The settings file's vault-relative path.
  public static let path = ".obsidian/plugins/obsidian-tasks-plugin/data.json"

  /// What the file at `root` says: the task settings over the plugin's defaults, the task format
  /// when it names one, and its bytes (part of the index's stamp). A missing file is the defaults;
  /// an unreadable one too, with a `bad-plugin-settings` warning; a value of the wrong type is
  /// left at its default.
  public static func read(root: String) -> (
    settings: TaskSettings, taskFormat: TaskFormat?, bytes: [UInt8], diagnostics: [Diagnostic]
  ) {
    var settings = TaskSettings()
    guard let data = FileManager.default.contents(atPath: root + "/" + path) else { return (settings, nil, [], []) }
    let bytes = [UInt8](data)
    guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
      let diagnostic = Diagnostic(file: path, line: nil, .pluginSettingsUnreadable("it is no JSON object"))
      return (settings, nil, bytes, [diagnostic])
    }
    if let filter = object["globalFilter"] as? String { settings.globalFilter = filter }
    if let remove = object["removeGlobalFilter"] as? Bool { settings.removeGlobalFilter = remove }
    if let query = object["globalQuery"] as? String { settings.globalQuery = query }
    if let presets = object["presets"] as? [String: String] { settings.presets = presets }
    if let on = object["setCreatedDate"] as? Bool { settings.setCreatedDate = on }
    if let on = object["setDoneDate"] as? Bool { settings.setDoneDate = on }
    if let on = object["setCancelledDate"] as? Bool { settings.setCancelledDate = on }
    if let on = object["recurrenceOnNextLine"] as? Bool { settings.recurrenceOnNextLine = on }
    if let on = object["removeScheduledDateOnRecurrence"] as? Bool { settings.removeScheduledDateOnRecurrence = on }
    if object["useFilenameAsScheduledDate"] as? Bool == true {
      settings.filenameDate = TaskSettings.FilenameDate(
        format: object["filenameAsScheduledDateFormat"] as? String ?? "",
        folders: object["filenameAsDateFolders"] as? [String] ?? [])
    }
    if let statuses = object["statusSettings"] as? [String: Any] {
      // The core statuses, then the custom ones; a later status of a symbol replaces an earlier.
      for group in ["coreStatuses", "customStatuses"] {
        for case let status as [String: Any] in statuses[group] as? [Any] ?? [] {
          guard let symbol = status["symbol"] as? String, symbol.count == 1,
            let kind = StatusRegistry.kind(pluginType: status["type"] as? String ?? "")
          else { continue }
          settings.statuses.set(
            StatusRegistry.Entry(
              symbol: symbol, name: status["name"] as? String ?? symbol, kind: kind,
              next: status["nextStatusSymbol"] as? String ?? " "))
        }
      }
    }
    var format: TaskFormat?
    switch object["taskFormat"] as? String {
    case "tasksPluginEmoji": format = .emoji
    case "dataview": format = .dataview
    default: format = nil
    }
    return (settings, format, bytes, [])
  }
}
