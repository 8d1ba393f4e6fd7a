import QuireMarkdown

/// The settings of a vault, read from `.quire/config.yaml` (see Templates/config.yaml).
public struct VaultConfig: Sendable, Equatable {
  /// Folder names of the conventional note kinds (README.md), all configurable.
  public struct Folders: Sendable, Equatable {
    public var journal = "journal"
    public var planner = "planner"
    public var habits = "habits"
    public var dreams = "dreams"
    public var goals = "goals"
    public var courses = "courses"
    public var decks = "decks"
    public var notes = "notes"
    public var agenda = "agenda"
    public var archive = "archive"

    public init() {}
  }

  /// IANA zone name; `nil` means the system zone.
  public var timeZone: String?
  /// ISO weekday the week starts on: 1 (Monday) or 7 (Sunday).
  public var weekStart: Int = 1
  public var country: String?
  public var subdivision: String?
  public var folders = Folders()
  /// Vault-relative path of the note `quire add` appends to.
  public var inbox = "inbox.md"
  /// The format new tasks are written in.
  public var taskFormat: TaskFormat = .emoji
  /// The time of day a relative reminder counts from when the task has a due date but no time.
  public var defaultReminderTime = LocalTime(hour: 9, minute: 0)!
  public var ownerName: String?
  public var ownerEmail: String?
  /// A notifier program and its arguments; empty means automatic.
  public var notifyCommand: [String] = []
  /// `notify: timeout:`: seconds a notifier program may run before it is killed (docs/watch.md).
  public var notifyTimeout: Double = 10
  /// `notify: grace:`: minutes after which a reminder that `quire watch` could not deliver on
  /// time (it was not running) counts as missed: the missed ones are told in one notification,
  /// not one by one (docs/watch.md).
  public var notifyGraceMinutes = 60
  /// `ics: {export: path}`: the iCalendar file `quire watch` keeps current (vault-relative, or
  /// absolute / `~/...` for a folder a calendar app or sync tool reads).
  public var icsExport: String?
  /// `vdir: [{path: DIR}]`: the vdir folders `quire watch` keeps in sync (docs/phone.md).
  public var vdirs: [VdirTarget] = []
  /// `lock_timeout`: how many seconds a writing command waits for another Quire process to
  /// finish writing before it gives up (docs/data-safety.md).
  public var lockTimeout: Double = 30
  /// `ignore:`: gitignore patterns of folders and notes no command reads (docs/ignore.md).
  public var ignore = IgnoreRules()
  /// `obsidian_templates: read`: the template folders Obsidian's plugins name are read as notes;
  /// by default (`skip`) they are skipped like `ignore:` (docs/ignore.md).
  public var readsObsidianTemplates = false
  /// Not read from the file: the zone database an event's `timezone:` is checked against
  /// (``NoteParser``), set by whoever opens the vault; by default every name counts as known.
  public var knownZones = KnownZones()
  /// What makes a checkbox line a task and how a completion is written: the Obsidian Tasks
  /// plugin's settings, overridden by `tasks:` (docs/obsidian-tasks-compat.md).
  public var tasks = TaskSettings()
  /// `plan:`: working hours, breaks and block sizes of `quire plan` (docs/plan.md).
  public var plan = PlanSettings()

  public init() {}

  /// Reads a config file's text: each bad value is reported at its line and column and that key
  /// alone keeps its default; unknown keys are reported (with the nearest known one) and ignored.
  ///
  /// - Parameters:
  ///   - text: The file's text.
  ///   - file: The vault-relative path diagnostics name.
  ///   - isKnownZone: Whether the system knows a time zone name (QuireCore has no zone database).
  ///   - sink: Receives the problems, sorted by line and column.
  ///   - base: The settings before the file's: the defaults, with what Obsidian's settings say
  ///     (the plugin's task format and task settings); a key the file sets wins.
  public static func parse(
    _ text: String, file: String, isKnownZone: (String) -> Bool = { _ in true }, base: VaultConfig = VaultConfig(),
    into sink: inout [Diagnostic]
  ) -> VaultConfig {
    var config = base
    let first = sink.count
    // The config is plain YAML (no fences): read it as front matter starting on line 1.
    let fields = FrontMatterReader.read(
      FrontMatter(yaml: text, firstLine: 1, lineCount: 0), file: file, into: &sink, what: "the config")
    let located = ConfigText(text)
    readSettings(fields, file: file, isKnownZone: isKnownZone, into: &config, &sink)
    readVdirs(fields, file: file, into: &config, &sink)
    readTasks(fields, file: file, into: &config.tasks, &sink)
    readPlan(fields, file: file, into: &config.plan, &sink)
    readObsidianTemplates(fields, file: file, into: &config, &sink)
    reportUnknownKeys(fields, text: located, file: file, into: &sink)
    // Every finding points at its value (file:line:column).
    for index in first..<sink.count where sink[index].file == file && sink[index].column == nil {
      if let line = sink[index].line { sink[index].column = located.valueColumn(line) }
    }
    sink[first...].sort { ($0.line ?? 0, $0.column ?? 0) < ($1.line ?? 0, $1.column ?? 0) }
    return config
  }

  private static func readSettings(
    _ fields: FrontMatterFields, file: String, isKnownZone: (String) -> Bool, into config: inout VaultConfig,
    _ sink: inout [Diagnostic]
  ) {
    if let zone = fields.string("timezone"), !zone.isEmpty {
      if isKnownZone(zone) {
        config.timeZone = zone
      } else {
        sink.append(Diagnostic(file: file, line: fields.line(of: "timezone"), .unknownTimeZone(zone)))
      }
    }
    if let start = fields.string("week_start") {
      switch start.lowercased() {
      case "monday", "mon": config.weekStart = 1
      case "sunday", "sun": config.weekStart = 7
      case "saturday", "sat": config.weekStart = 6
      default:
        sink.append(
          Diagnostic(
            file: file, line: fields.line(of: "week_start"), .badWeekStart(start)))
      }
    }
    readHolidayRegion(fields, file: file, into: &config, &sink)
    readIgnore(fields, file: file, into: &config, &sink)
    if let folders = fields.values["folders"], folders.isMap == false, folders.text != nil || folders.isList {
      sink.append(
        Diagnostic(
          file: file, line: folders.line, .badFolders))
    }
    if case .map(let entries, _)? = fields.values["folders"] {
      for (key, value) in entries {
        guard let name = value.text, !name.isEmpty else { continue }
        guard VaultPath.isSafeRelative(name) else {
          sink.append(
            Diagnostic(
              file: file, line: value.line, .folderOutsideVault(name)))
          continue
        }
        switch key {
        case "journal": config.folders.journal = name
        case "planner": config.folders.planner = name
        case "habits": config.folders.habits = name
        case "dreams": config.folders.dreams = name
        case "goals": config.folders.goals = name
        case "courses": config.folders.courses = name
        case "decks": config.folders.decks = name
        case "notes": config.folders.notes = name
        case "agenda": config.folders.agenda = name
        case "archive": config.folders.archive = name
        default: break
        }
      }
    }
    if let inbox = fields.string("inbox") {
      if VaultPath.isSafeRelative(inbox) {
        config.inbox = inbox
      } else {
        sink.append(
          Diagnostic(
            file: file, line: fields.line(of: "inbox"), .inboxOutsideVault(inbox)))
      }
    }
    if let format = fields.string("task_format") {
      if let value = TaskFormat(rawValue: format.lowercased()) {
        config.taskFormat = value
      } else {
        sink.append(
          Diagnostic(
            file: file, line: fields.line(of: "task_format"), .badTaskFormat(format)))
      }
    }
    if let text = fields.string("lock_timeout") {
      if let seconds = Double(text), seconds >= 0, seconds <= 86_400 {
        config.lockTimeout = seconds
      } else {
        sink.append(
          Diagnostic(
            file: file, line: fields.line(of: "lock_timeout"), .badLockTimeout(text)))
      }
    }
    if let time = fields.time("default_reminder_time", file: file, into: &sink) { config.defaultReminderTime = time }
    if case .map(let entries, _)? = fields.values["owner"] {
      for (key, value) in entries {
        if key == "name" { config.ownerName = value.text }
        if key == "email" { config.ownerEmail = value.text }
      }
    }
    if case .map(let entries, _)? = fields.values["notify"] {
      for (key, value) in entries {
        if key == "command", case .list(let items, _) = value { config.notifyCommand = items.compactMap(\.text) }
        // One string was silently ignored before: say how to write it as a list.
        if key == "command", case .scalar = value, let text = value.text, !text.isEmpty {
          sink.append(Diagnostic(file: file, line: value.line, .notifyCommandNotAList(text)))
        }
        if key == "grace", let text = value.text {
          if let minutes = Self.minutes(text), minutes >= 1, minutes <= 10080 {
            config.notifyGraceMinutes = minutes
          } else {
            sink.append(Diagnostic(file: file, line: value.line, .badNotifyGrace(text)))
          }
        }
        if key == "timeout", let text = value.text {
          if let seconds = Double(text.hasSuffix("s") ? String(text.dropLast()) : text), seconds > 0, seconds <= 3600 {
            config.notifyTimeout = seconds
          } else {
            sink.append(Diagnostic(file: file, line: value.line, .badNotifyTimeout(text)))
          }
        }
      }
    }
    if case .map(let entries, _)? = fields.values["ics"] {
      for (key, value) in entries where key == "export" {
        guard let path = value.text, !path.isEmpty else { continue }
        if path.hasPrefix("/") || path.hasPrefix("~/") || VaultPath.isSafeRelative(path) {
          config.icsExport = path
        } else {
          sink.append(
            Diagnostic(
              file: file, line: fields.line(of: "ics"), .icsExportOutsideVault(path)))
        }
      }
    }
  }

  /// `ignore`: a list of gitignore patterns; a bad one is reported at its line and left out.
  private static func readIgnore(
    _ fields: FrontMatterFields, file: String, into config: inout VaultConfig, _ sink: inout [Diagnostic]
  ) {
    guard let value = fields.values["ignore"] else { return }
    guard case .list(let items, _) = value else {
      // `ignore:` with nothing after it is an empty list.
      if value.isMap || value.text != nil { sink.append(Diagnostic(file: file, line: value.line, .badIgnore)) }
      return
    }
    var patterns: [IgnorePattern] = []
    for item in items {
      guard case .scalar(let text, _, let line) = item else {
        sink.append(Diagnostic(file: file, line: item.line, .badIgnorePattern("", reason: "it is not a text")))
        continue
      }
      do {
        if let pattern = try IgnorePattern(text, line: line) { patterns.append(pattern) }
      } catch {
        sink.append(Diagnostic(file: file, line: line, .badIgnorePattern(text, reason: error.reason)))
      }
    }
    config.ignore = IgnoreRules(patterns)
  }

  /// `country` and `subdivision`: codes there are holiday rules for, else reported and left out.
  private static func readHolidayRegion(
    _ fields: FrontMatterFields, file: String, into config: inout VaultConfig, _ sink: inout [Diagnostic]
  ) {
    let subdivision = fields.string("subdivision").map { String($0.trimmingSpaces()) }.flatMap { $0.isEmpty ? nil : $0 }
    guard let country = fields.string("country").map({ String($0.trimmingSpaces()) }), !country.isEmpty else {
      config.subdivision = subdivision
      return
    }
    guard let known = HolidayCalendar.subdivisions(of: country) else {
      sink.append(
        Diagnostic(
          file: file, line: fields.line(of: "country"),
          .unknownCountry(country, supported: HolidayCalendar.supportedCountries)))
      return
    }
    config.country = country.uppercased()
    guard let subdivision else { return }
    if known.contains(subdivision.uppercased()) {
      config.subdivision = subdivision
    } else {
      sink.append(
        Diagnostic(
          file: file, line: fields.line(of: "subdivision"),
          .unknownSubdivision(subdivision, country: country.uppercased(), supported: known)))
    }
  }
}

extension VaultConfig {
  /// Minutes in `30m`, `2h`, `1h30m` or a bare number of minutes; `nil` otherwise.
  static func minutes(_ text: String) -> Int? {
    let t = text.trimmingSpaces().lowercased()
    if let n = Int(t) { return n }
    var total = 0
    var number = ""
    var matched = false
    for c in t {
      if c.isASCII, c.isNumber {
        number.append(c)
      } else if c == "h" || c == "m", let n = Int(number) {
        total += c == "h" ? n * 60 : n
        number = ""
        matched = true
      } else {
        return nil
      }
    }
    return matched && number.isEmpty ? total : nil
  }
}
