/// What makes a checkbox line a task and how a completion is written: the Obsidian Tasks plugin's
/// settings that change them (`.obsidian/plugins/obsidian-tasks-plugin/data.json`), which
/// `tasks:` in `.quire/config.yaml` sets for a plain vault or overrides key by key
/// (docs/obsidian-tasks-compat.md, "The plugin's settings").
public struct TaskSettings: Sendable, Equatable {
  /// The global filter: a checkbox line whose text does not contain it is no task (empty: every
  /// checkbox line is one).
  public var globalFilter = ""
  /// Whether listings show a task's text without the global filter.
  public var removeGlobalFilter = false
  /// The global query, put before every query (kept for the query language).
  public var globalQuery = ""
  /// The query presets (`preset NAME` in a query): the plugin's own, or its settings' `presets`.
  public var presets = TaskSettings.defaultPresets
  /// The statuses and what they mean.
  public var statuses = StatusRegistry.standard
  /// What a completion writes (the plugin's defaults).
  public var setCreatedDate = false
  public var setDoneDate = true
  public var setCancelledDate = true
  public var recurrenceOnNextLine = false
  public var removeScheduledDateOnRecurrence = false
  /// A task with no date of its own, in a note whose file name is a date, is scheduled that day
  /// (the plugin's `useFilenameAsScheduledDate`); `nil`: off.
  public var filenameDate: FilenameDate?

  public init() {}

  /// The plugin's "use filename as scheduled date" settings.
  /// The plugin's default presets (obsidian-tasks `Presets.defaultPresets`).
  public static let defaultPresets: [String: String] = [
    "this_file": "path includes {{query.file.path}}",
    "this_folder": "folder includes {{query.file.folder}}",
    "this_folder_only": "filter by function task.file.folder === query.file.folder",
    "this_root": "root includes {{query.file.root}}",
    "hide_date_fields":
      "# Hide any values for all date fields\nhide due date\nhide scheduled date\nhide start date\nhide created date\nhide done date\nhide cancelled date",
    "hide_non_date_fields":
      "# Hide all the non-date fields, but not tags\nhide id\nhide depends on\nhide recurrence rule\nhide on completion\nhide priority",
    "hide_query_elements":
      "# Hide toolbar, postpone, edit, backlinks and task count\nhide toolbar\nhide postpone button\nhide edit button\nhide backlinks\nhide task count",
    "hide_everything":
      "# Hide everything except description and any tags\npreset hide_date_fields\npreset hide_non_date_fields\npreset hide_query_elements",
  ]

  public struct FilenameDate: Sendable, Equatable {
    /// A moment.js format of the date in the file name (`MMM DD, YYYY`); empty: the plugin's
    /// defaults, `YYYY-MM-DD` and `YYYYMMDD`.
    public var format: String
    /// The folders whose notes it applies to (empty: every note).
    public var folders: [String]

    public init(format: String, folders: [String]) {
      self.format = format
      self.folders = folders
    }

    /// The date the note at vault-relative `file` is named for, when the setting applies to it.
    public func date(of file: String) -> LocalDate? {
      guard folders.isEmpty || folders.contains(where: { Self.isBelow(file, $0) }) else { return nil }
      let stem = VaultPath.stem(file)
      if !format.isEmpty { return MomentDate.parse(stem, format: format) }
      // The plugin's defaults: the first `YYYY-MM-DD` or `YYYYMMDD` in the name.
      return MomentDate.find(in: stem)
    }

    static func isBelow(_ file: String, _ folder: String) -> Bool {
      let folder = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
      return folder.isEmpty || folder == "/" || file.hasPrefix(folder + "/")
    }
  }

  /// Whether a checkbox line with this body (the text after the checkbox) is a task.
  public func isTask(body: some StringProtocol) -> Bool {
    globalFilter.isEmpty || body.contains(globalFilter)
  }

  /// A task's text as listings show it: without the global filter when the settings say so
  /// (as a whole word, as the plugin removes it).
  public func shown(_ description: String) -> String {
    guard removeGlobalFilter, !globalFilter.isEmpty else { return description }
    let words = description.split(separator: " ", omittingEmptySubsequences: false)
    return words.filter { $0 != globalFilter }.joined(separator: " ").trimmingBlanks()
  }

  /// The completion options these settings give, for a line written in `plainLineFormat`.
  public func completionOptions(plainLineFormat: TaskFormat) -> TaskCompletion.Options {
    var options = TaskCompletion.Options(plainLineFormat: plainLineFormat)
    options.setCreatedDate = setCreatedDate
    options.setDoneDate = setDoneDate
    options.setCancelledDate = setCancelledDate
    options.recurrenceOnNextLine = recurrenceOnNextLine
    options.removeScheduledDateOnRecurrence = removeScheduledDateOnRecurrence
    options.statuses = statuses
    return options
  }
}

extension String {
  fileprivate func trimmingBlanks() -> String {
    var s = Substring(self)
    while s.first == " " { s = s.dropFirst() }
    while s.last == " " { s = s.dropLast() }
    return String(s)
  }
}
