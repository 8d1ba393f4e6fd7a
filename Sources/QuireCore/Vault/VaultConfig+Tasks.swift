/// `tasks:` in `.quire/config.yaml`: the Obsidian Tasks plugin's settings for a plain vault, or
/// overriding the plugin's own key by key (docs/obsidian-tasks-compat.md, "The plugin's settings").
///
/// ```yaml
/// tasks:
///   global_filter: "#task"
///   remove_global_filter: true
///   statuses:
///     - { symbol: "R", name: Rejected, type: CANCELLED, next: " " }
///   set_done_date: true
///   filename_as_scheduled_date: { format: "YYYY-MM-DD", folders: [journal] }
/// ```
extension TaskSettings {
  /// The keys `tasks:` takes.
  public static let configKeys = [
    "global_filter", "remove_global_filter", "global_query", "statuses", "set_created_date", "set_done_date",
    "set_cancelled_date", "recurrence_on_next_line", "remove_scheduled_date_on_recurrence",
    "filename_as_scheduled_date",
  ]
}

extension VaultConfig {
  static func readTasks(
    _ fields: FrontMatterFields, file: String, into settings: inout TaskSettings, _ sink: inout [Diagnostic]
  ) {
    guard case .map(let entries, _)? = fields.values["tasks"] else { return }
    func bad(_ key: String, _ value: FrontMatterValue, _ expected: String) {
      sink.append(
        Diagnostic(
          file: file, line: value.line, .badTaskSetting(key: key, value: value.text ?? "a list", expected: expected)))
    }
    func flag(_ key: String, _ value: FrontMatterValue) -> Bool? {
      switch value.text?.lowercased() {
      case "true", "yes", "on": return true
      case "false", "no", "off": return false
      default:
        bad(key, value, "true or false")
        return nil
      }
    }
    for (key, value) in entries {
      switch key {
      case "global_filter": settings.globalFilter = value.text ?? ""
      case "global_query": settings.globalQuery = value.text ?? ""
      case "remove_global_filter": flag(key, value).map { settings.removeGlobalFilter = $0 }
      case "set_created_date": flag(key, value).map { settings.setCreatedDate = $0 }
      case "set_done_date": flag(key, value).map { settings.setDoneDate = $0 }
      case "set_cancelled_date": flag(key, value).map { settings.setCancelledDate = $0 }
      case "recurrence_on_next_line": flag(key, value).map { settings.recurrenceOnNextLine = $0 }
      case "remove_scheduled_date_on_recurrence": flag(key, value).map { settings.removeScheduledDateOnRecurrence = $0 }
      case "statuses":
        guard case .list(let items, _) = value else {
          bad(key, value, "a list of { symbol, name, type, next }")
          continue
        }
        for item in items { readStatus(item, into: &settings.statuses, bad: bad) }
      case "filename_as_scheduled_date":
        if case .map(let parts, _) = value {
          var date = TaskSettings.FilenameDate(format: "", folders: [])
          for (part, v) in parts {
            if part == "format" { date.format = v.text ?? "" }
            if part == "folders", case .list(let folders, _) = v { date.folders = folders.compactMap(\.text) }
          }
          settings.filenameDate = date
        } else if let on = flag(key, value) {
          settings.filenameDate = on ? TaskSettings.FilenameDate(format: "", folders: []) : nil
        }
      default: break
      }
    }
  }

  /// One `{ symbol, name, type, next }` of `tasks: statuses:`.
  private static func readStatus(
    _ item: FrontMatterValue, into registry: inout StatusRegistry,
    bad: (String, FrontMatterValue, String) -> Void
  ) {
    guard case .map(let parts, _) = item else {
      bad("statuses", item, "{ symbol: \"R\", name: Rejected, type: CANCELLED, next: \" \" }")
      return
    }
    var values: [String: String] = [:]
    for (key, value) in parts { values[key] = value.text }
    guard let symbol = values["symbol"], symbol.count == 1 else {
      bad("statuses", item, "one character as symbol: { symbol: \"R\", type: CANCELLED }")
      return
    }
    guard let kind = StatusRegistry.kind(pluginType: (values["type"] ?? "TODO").uppercased()) else {
      bad("statuses", item, "a type of TODO, IN_PROGRESS, DONE, CANCELLED, ON_HOLD or NON_TASK")
      return
    }
    registry.set(
      StatusRegistry.Entry(
        symbol: symbol, name: values["name"] ?? symbol, kind: kind, next: values["next"] ?? (kind == .done ? " " : "x"))
    )
  }
}
