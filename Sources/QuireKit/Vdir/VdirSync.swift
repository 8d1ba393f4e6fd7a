import Foundation
import QuireCore

/// `quire vdir sync DIR`: two-way sync of the vault with a vdir collection (docs/phone.md).
///
/// Under the vault's write lock: read the vdir's items and the vault's, decide per UID from the
/// state of the last sync (``VdirDecision``), apply the vdir's changes to the vault the way
/// `quire done`, `modify`, `rm`, `event rm` and `ics import` do, then write the vault's changes
/// into the vdir (temporary file and rename) and save the state.
public struct VdirSync: Sendable {
  public let vault: Vault
  public let templates: TemplateSet
  /// The vdir folder (absolute).
  public let folder: String
  /// The calendar new events go to: `planner/<calendar>/`.
  public var calendar: String
  /// The sync's moment (DTSTAMP) and day (done dates, archive months).
  public let now: LocalDateTime
  /// Whether a sync may remove what most of one side lost (``refuseMassRemoval``).
  public var forceDelete = false
  /// Sync only with a folder this vault synced with before (`quire watch`, from the `vdir:`
  /// setting): a vault cloned with its config does not write into folders on its own.
  public var onlyIfSyncedBefore = false

  public init(vault: Vault, templates: TemplateSet, folder: String, calendar: String, now: LocalDateTime) {
    self.vault = vault
    self.templates = templates
    self.folder = folder
    self.calendar = calendar
    self.now = now
  }

  /// What a sync did.
  public struct Report: Sendable {
    /// Files written into the vdir (new or changed there).
    public var written: [String] = []
    /// Files removed from the vdir.
    public var removed: [String] = []
    /// Changes made in the vault, one line each (`done inbox.md:3 Buy milk`).
    public var vaultChanges: [String] = []
    /// Items already the same on both sides.
    public var unchanged = 0
    /// Items whose note is gone from the vault, kept in the vdir until a sync
    /// ``VdirState/removalDelay`` minutes after the first that found it gone.
    public var removalsWaiting = 0
    /// Skipped files, conflicts and writes that failed.
    public var diagnostics: [Diagnostic] = []
  }

  /// The folder new conflict copies of events go to.
  var conflictsFolder: String { vault.config.folders.planner + "/conflicts" }

  /// Runs one sync.
  public func run() -> Report {
    var report = Report()
    do {
      try runSync(&report)
    } catch {
      report.diagnostics.append(Diagnostic(file: folder, line: nil, .importWrite(description: error.description)))
    }
    return report
  }

  // MARK: - The two sides

  /// One item of the vdir. ``file`` and ``model`` are read only when needed: a file whose bytes
  /// hash as at the last sync has the hash it had then.
  struct VdirSide {
    var name: String
    var uid: String
    var bytes: [UInt8]
    var bytesHash: String
    var hash: String
    var file: VdirItemFile?
    var model: VdirModel?
  }

  /// One item of the vault. ``calendar`` and ``model`` are rendered only when needed: an item
  /// whose ``source`` is as at the last sync has the hash it had then.
  struct VaultSide {
    var task: TaskItem?
    var event: EventItem?
    /// An event's override notes (`recurrence_id:` with its UID).
    var overrides: [EventItem] = []
    var text = ""
    var uid: String
    var source: String
    var hash: String
    var calendar: ICalendarComponent?
    var model: VdirModel?

    var note: String { task?.file ?? event!.file }
    var kind: VdirItemKind { task != nil ? .task : .event }
  }

  var export: ICalendarExport {
    var export = ICalendarExport(
      calendarName: URL(fileURLWithPath: vault.root).lastPathComponent, tzid: vault.config.timeZone,
      zone: FoundationZoneRules(SystemClock.timeZone(for: vault.config)), now: now,
      defaultReminderTime: vault.config.defaultReminderTime)
    export.archiveFolder = vault.config.folders.archive
    return export
  }

  func reader(file: String, courses: Set<String>) -> ICalendarImport {
    ICalendarImport(
      file: file, vaultZone: FoundationZoneRules(SystemClock.timeZone(for: vault.config)),
      zones: FoundationZoneDirectory(), defaultReminderTime: vault.config.defaultReminderTime, courses: courses)
  }

  static func hash(_ bytes: [UInt8]) -> String { String(UInt64(bitPattern: ContentHash.of(bytes)), radix: 16) }

  /// The vdir's items by UID; every file that cannot be one is a warning.
  /// - Parameter skipped: gets the name of each file skipped with a warning.
  func readFolder(
    _ dir: VdirFolder, courses: Set<String>, state: VdirState, skipped: inout Set<String>, report: inout Report
  ) throws(QuireKitError) -> [String: VdirSide] {
    var known: [String: (uid: String, entry: VdirState.Entry)] = [:]
    for (uid, entry) in state.items { known[entry.fileName] = (uid, entry) }
    var items: [String: VdirSide] = [:]
    for name in try dir.names() {
      let bytes: [UInt8]
      switch dir.read(name) {
      case .skipped(let d):
        report.diagnostics.append(d)
        skipped.insert(name)
        continue
      case .bytes(let b): bytes = b
      }
      let bytesHash = Self.hash(bytes)
      if let (uid, entry) = known[name], entry.vdirBytes == bytesHash, !entry.vdirHash.isEmpty, items[uid] == nil {
        items[uid] = VdirSide(name: name, uid: uid, bytes: bytes, bytesHash: bytesHash, hash: entry.vdirHash)
        continue
      }
      let file: VdirItemFile
      switch VdirItemFile.read(name: name, bytes: bytes) {
      case .skipped(let d):
        report.diagnostics.append(d)
        skipped.insert(name)
        continue
      case .item(let f): file = f
      }
      if let first = items[file.uid] {
        report.diagnostics.append(
          Diagnostic(
            file: name, line: file.main.line,
            .vdirSkipped(reason: "its UID is also the UID of \(first.name), which is synced")))
        skipped.insert(name)
        continue
      }
      let (read, problems) = VdirModel.read(item: file.components, with: reader(file: name, courses: courses))
      guard let model = read else {
        // The import's own words say why (a cancelled VEVENT, no DTSTART, ...).
        let why = problems.first { $0.severity >= .warning }?.message ?? "Quire cannot read its \(file.main.name)"
        report.diagnostics.append(Diagnostic(file: name, line: file.main.line, .vdirSkipped(reason: why)))
        skipped.insert(name)
        continue
      }
      items[file.uid] = VdirSide(
        name: name, uid: file.uid, bytes: bytes, bytesHash: bytesHash, hash: model.hash, file: file, model: model)
    }
    return items
  }

  /// `d` with its file and model read.
  func parsed(_ d: VdirSide, courses: Set<String>) -> VdirSide {
    guard d.model == nil else { return d }
    var d = d
    if case .item(let file) = VdirItemFile.read(name: d.name, bytes: d.bytes) {
      d.file = file
      d.model = VdirModel.read(item: file.components, with: reader(file: d.name, courses: courses)).model
    }
    return d
  }

  /// `v` with its calendar and model rendered.
  func rendered(_ v: VaultSide, courses: Set<String>) -> VaultSide {
    guard v.model == nil else { return v }
    var v = v
    let rendering = VdirRendering(export: export)
    let calendar =
      if let task = v.task { rendering.calendar(task: task, uid: v.uid) } else {
        rendering.calendar(event: v.event!, uid: v.uid, overrides: v.overrides)
      }
    guard let calendar else { return v }
    v.calendar = calendar
    let items = calendar.components.filter { $0.name == "VTODO" || $0.name == "VEVENT" }
    v.model = VdirModel.read(item: items, with: reader(file: v.note, courses: courses)).model
    return v
  }

  /// The vault's synced items by UID: every event note (not an override, not archived, not a
  /// conflict copy) and every task with a date, a reminder or a recurrence (or one synced
  /// before by its `🆔`), not archived and not a conflict copy (`#conflict` without a `🆔`).
  /// - Parameter remote: the vdir's items; those without a record are found by their `🆔 ics-…`
  ///   (a task that came from there) or their words and due date (``VdirTaskMatcher``).
  /// - Parameter unrenderable: gets the UID of each item Quire could not render this time (it is
  ///   not taken for removed from the vault).
  func readVault(
    _ contents: VaultContents, state: VdirState, remote: [String: VdirSide], unrenderable: inout Set<String>,
    report: inout Report
  ) -> [String: VaultSide] {
    let courses = Set(contents.courses.map { $0.code.lowercased() })
    // What a rendering depends on besides the item itself.
    let settings =
      "\(vault.config.timeZone ?? "")|\(vault.config.defaultReminderTime)|\(vault.config.folders.archive)"
    var items: [String: VaultSide] = [:]
    func add(_ side: VaultSide) {
      var side = side
      if let entry = state.items[side.uid], entry.vaultSource == side.source, !entry.vaultHash.isEmpty {
        side.hash = entry.vaultHash
      } else {
        side = rendered(side, courses: courses)
        guard let model = side.model else {
          unrenderable.insert(side.uid)
          return
        }
        side.hash = model.hash
      }
      items[side.uid] = side
    }
    let archive = vault.config.folders.archive
    var overrides: [String: [EventItem]] = [:]
    for e in contents.events where e.line <= 1 && e.recurrenceID != nil && !VaultPath.isInside(e.file, folder: archive)
    {
      if let uid = e.uid, !uid.isEmpty { overrides[uid, default: []].append(e) }
    }
    var eventNotes: [String: String] = [:]
    for (uid, entry) in state.items where entry.kind == .event { eventNotes[entry.note] = uid }
    for e in contents.events
    where e.line <= 1 && e.recurrenceID == nil && !VaultPath.isInside(e.file, folder: archive)
      && !VaultPath.isInside(e.file, folder: conflictsFolder)
    {
      var uid =
        e.uid.flatMap { $0.isEmpty ? nil : $0 } ?? eventNotes[e.file] ?? ICalendarUID.event(e, plannerOccurrence: 0)
      if items[uid] != nil || VdirFileName.problem(with: uid) != nil {
        // Two notes with one `uid:`: both are kept, this one synced under a UID of its own.
        if let other = items[uid]?.note, e.uid == uid {
          report.diagnostics.append(Diagnostic(file: e.file, line: 1, .duplicateEventUID(uid: uid, other: other)))
        }
        uid = ICalendarUID.event(e, plannerOccurrence: 0)
      }
      guard items[uid] == nil else { continue }
      let own = e.uid.flatMap { overrides[$0] } ?? []
      // What its rendering depends on, as the index's bytes of the event and its overrides (a
      // `\(e)` of the value, by reflection, was a quarter of a sync with nothing to do).
      var source = BinaryWriter()
      source.string("event|" + uid + "|" + settings)
      EventKind.encode(e, in: "", to: &source)
      source.array(own) { w, o in EventKind.encode(o, in: "", to: &w) }
      add(VaultSide(event: e, overrides: own, uid: uid, source: Self.hash(source.bytes), hash: ""))
    }
    let knownIDs = Set(state.items.values.compactMap(\.taskID))
    let tasks = contents.tasks.filter { t in
      guard !VaultPath.isInside(t.file, folder: archive),
        // A conflict copy: marked `#conflict`, without a `🆔` (a task that came from the vdir has one,
        // so a phone's "Settle #conflict with Bob" is synced).
        !(t.fields.id == nil && t.fields.tags.contains(where: { $0.lowercased() == "#conflict" }))
      else { return false }
      let f = t.fields
      return f.due != nil || f.start != nil || f.scheduled != nil || !f.reminders.isEmpty || f.recurrence != nil
        || f.id.map(knownIDs.contains) == true
    }
    let known = state.items.compactMap { uid, e -> VdirTaskMatcher.Known? in
      guard e.kind == .task else { return nil }
      return VdirTaskMatcher.Known(
        uid: uid, note: e.note, line: e.line, text: e.text, taskID: e.taskID, quireID: e.quireID)
    }.sorted { $0.uid < $1.uid }
    let unrecorded = remote.values.compactMap { d -> VdirTaskMatcher.Known? in
      guard state.items[d.uid] == nil, case .task(let task)? = d.model?.item else { return nil }
      return VdirTaskMatcher.Known(
        uid: d.uid, note: "", line: 0, text: "", taskID: task.fields.id, quireID: "",
        content: VdirTaskMatcher.contentKey(task.fields))
    }.sorted { $0.uid < $1.uid }
    let current = tasks.map { VdirTaskMatcher.Current(task: $0, text: Self.text(of: $0)) }
    let uids = VdirTaskMatcher.uids(current, known: known + unrecorded, taken: Set(items.keys))
    for (c, uid) in zip(current, uids) {
      let t = c.task
      // Its line as its syntax writes it holds its status and every field; its notes are below it.
      let notes = t.notes.isEmpty ? "" : "|notes|" + t.notes
      let source = "task|\(uid)|\(t.file)|\(c.text)|\(t.format)|\(t.course ?? "")|\(settings)" + notes
      add(VaultSide(task: t, text: c.text, uid: uid, source: Self.hash(Array(source.utf8)), hash: ""))
    }
    return items
  }

  /// A task's line as its syntax writes it: what the state remembers to find the task again.
  static func text(of task: TaskItem) -> String {
    task.format.syntax.line(status: task.status, fields: task.fields)
  }
}
