import Foundation
import QuireCore

extension VdirSync {
  /// What phase 1 leaves for phase 2: the state, the two sides as read, and what was decided.
  struct Plan {
    var state: VdirState
    var dir: VdirFolder
    var local: [String: VaultSide]
    var remote: [String: VdirSide]
    var decisions: [String: VdirDecision]
    var applied: Set<String>
    var unsettled: Set<String>
    var courses: Set<String>
  }

  /// The sync, in two turns: the vault's write lock is held while the vault is read and the
  /// vdir's changes go into it (phase 1), not while the vdir's files are written (phase 2, the
  /// long part of a first sync), so a `quire done` meanwhile waits for phase 1 only. A vault
  /// change made during phase 2 is found by the next sync (the state keeps the hash of the
  /// vault as phase 1 read it). The folder's sync lock keeps two syncs of it apart throughout.
  func runSync(_ report: inout Report) throws(QuireKitError) {
    let store = try VdirStateStore(vault: vault, folder: folder)
    guard !onlyIfSyncedBefore || store.exists else {
      throw .editRefused(
        "not synced",
        "this vault has not synced with the folder yet; run 'quire vdir sync \(folder)' once by hand (a vault's config alone does not make Quire write into a folder outside it)"
      )
    }
    // Two minutes, or the vault's lock timeout when longer: a first sync of many items takes a while.
    try store.withSyncLock(timeout: max(120, VaultLock.timeout(for: vault))) { () throws(QuireKitError) in
      let plan = try VaultLock.withLock(vault) { () throws(QuireKitError) -> Plan in
        try applyVdirChanges(store: store, &report)
      }
      try writeVaultChanges(plan, store: store, &report)
    }
  }

  /// Phase 1, under the write lock: both sides read, the vdir's changes made in the vault.
  func applyVdirChanges(store: VdirStateStore, _ report: inout Report) throws(QuireKitError) -> Plan {
    var state = try store.load()
    let dir = try state.items.isEmpty ? VdirFolder(creating: folder) : VdirFolder(existing: folder)
    // A removal killed midway left its file set aside: it goes back before the folder is read.
    _ = dir.recoverRemovals()
    var contents = VaultLoader(vault: vault).reader().syncContents()
    let courses = Set(contents.courses.map { $0.code.lowercased() })
    var skippedFiles = Set<String>()
    var remote = try readFolder(dir, courses: courses, state: state, skipped: &skippedFiles, report: &report)
    var unrenderable = Set<String>()
    var local = readVault(contents, state: state, remote: remote, unrenderable: &unrenderable, report: &report)
    // Items this sync cannot see on one side though they may be there: a vdir file it skipped (too
    // large, unreadable, a link, a component Quire cannot read), or a note with errors. They are
    // left as they are, never taken for deleted.
    let troubledNotes = Set(contents.diagnostics.filter { $0.severity == .error }.map(\.file))
    let unseen = Set(
      state.items.compactMap { uid, entry -> String? in
        (remote[uid] == nil && skippedFiles.contains(entry.fileName))
          || (local[uid] == nil && (troubledNotes.contains(entry.note) || unrenderable.contains(uid))) ? uid : nil
      })
    // A sync killed after changing the vault: those changes came from the vdir, not from the person.
    var applied = Set<String>()
    // Conflicts whose copy could not be written: left for the next sync.
    var unsettled = Set<String>()
    for (uid, entry) in state.items where entry.pending == true {
      state.items[uid]?.vaultHash = local[uid]?.hash ?? ""
      state.items[uid]?.pending = nil
      applied.insert(uid)
    }

    try refuseMassRemoval(local: local, remote: remote, state: state, unseen: unseen)

    // Phase 1: the vdir's changes into the vault.
    var vaultChanged = false
    var decisions: [String: VdirDecision] = [:]
    for uid in Set(local.keys).union(remote.keys).union(state.items.keys).sorted() {
      if unseen.contains(uid) {
        decisions[uid] = .inSync
        unsettled.insert(uid)
        continue
      }
      let last = state.items[uid].map { (vault: $0.vaultHash, vdir: $0.vdirHash) }
      var decision = VdirDecision.decide(vault: local[uid]?.hash, vdir: remote[uid]?.hash, last: last, same: false)
      if decision == .conflict, let v = local[uid], let d = remote[uid] {
        // Changed on both sides, perhaps to the same.
        local[uid] = rendered(v, courses: courses)
        remote[uid] = parsed(d, courses: courses)
        let same = local[uid]?.model?.saysTheSame(as: remote[uid]?.model) == true
        decision = VdirDecision.decide(vault: v.hash, vdir: d.hash, last: last, same: same)
      }
      decisions[uid] = decision
      switch decision {
      case .applyToVault:
        let d = parsed(remote[uid]!, courses: courses)
        remote[uid] = d
        let v = local[uid].map { rendered($0, courses: courses) }
        try markPending(uid, in: &state, store: store)
        if apply(d, to: v, uid: uid, state: &state, report: &report) {
          applied.insert(uid)
          vaultChanged = true
        } else {
          // Not applied (a note edited meanwhile, say): what the vault holds is the person's.
          state.items[uid]?.pending = nil
        }
      case .removeFromVault:
        try markPending(uid, in: &state, store: store)
        if remove(local[uid]!, uid: uid, report: &report) {
          state.items[uid] = nil
          applied.insert(uid)
          vaultChanged = true
        } else {
          state.items[uid]?.pending = nil
        }
      case .conflict, .conflictRemovedInVault:
        let d = parsed(remote[uid]!, courses: courses)
        remote[uid] = d
        if keepConflictCopy(d, vault: local[uid], report: &report) {
          vaultChanged = true
        } else {
          // The other side's version is not kept anywhere yet: its file stays as it is until it is.
          decision = .inSync
          decisions[uid] = .inSync
          unsettled.insert(uid)
        }
      default: break
      }
    }
    if vaultChanged {
      // On record before the vdir is written: a sync killed from here on does not take the
      // changes it made in the vault for the person's (a conflict).
      for uid in applied where state.items[uid] != nil {
        state.items[uid]?.pending = true
        if let d = remote[uid] {
          state.items[uid]?.vdirHash = d.hash
          state.items[uid]?.vdirBytes = d.bytesHash
          state.items[uid]?.fileName = d.name
        }
      }
      try store.save(state)
      CrashPoint.reach(.afterVaultChanges)
      contents = VaultLoader(vault: vault).reader().syncContents()
      local = readVault(contents, state: state, remote: remote, unrenderable: &unrenderable, report: &report)
    }
    return Plan(
      state: state, dir: dir, local: local, remote: remote, decisions: decisions, applied: applied,
      unsettled: unsettled, courses: courses)
  }

  /// Phase 2: the vault's changes into the vdir, and the new state.
  func writeVaultChanges(_ plan: Plan, store: VdirStateStore, _ report: inout Report) throws(QuireKitError) {
    var state = plan.state
    let (dir, local, remote, decisions) = (plan.dir, plan.local, plan.remote, plan.decisions)
    let (applied, unsettled, courses) = (plan.applied, plan.unsettled, plan.courses)
    var wrote = false
    for uid in Set(local.keys).union(remote.keys).union(state.items.keys).sorted() {
      // Not seen on one side this time, or a conflict whose copy is not written yet: left alone.
      if unsettled.contains(uid) { continue }
      let v = local[uid]
      let d = remote[uid]
      if applied.contains(uid) {
        guard let v else {
          // Removed from the vault because the vdir removed it (or a done task no longer synced).
          if let d, state.items[uid] != nil { try? dir.remove(d.name, expecting: d.bytes) }
          state.items[uid] = nil
          continue
        }
        let rv = rendered(v, courses: courses)
        if let d = d.map({ parsed($0, courses: courses) }), rv.model?.saysTheSame(as: d.model) == true {
          remember(uid, rv, fileName: d.name, vdirHash: d.hash, vdirBytes: d.bytesHash, in: &state)
        } else {
          wrote = write(uid, rv, over: d, dir: dir, courses: courses, state: &state, report: &report) || wrote
        }
        continue
      }
      switch decisions[uid] ?? .writeFile {
      case .inSync, .remember:
        if let v, let d { remember(uid, v, fileName: d.name, vdirHash: d.hash, vdirBytes: d.bytesHash, in: &state) }
        report.unchanged += 1
      case .writeFile, .restoreFile, .conflict:
        if let v { wrote = write(uid, v, over: d, dir: dir, courses: courses, state: &state, report: &report) || wrote }
      case .removeFile, .conflictRemovedInVault:
        guard let d else { continue }
        if case .removeFile = decisions[uid], let entry = state.items[uid], !noteExists(entry.note),
          !noteExists(vault.config.folders.archive + "/" + entry.note)
        {
          // The whole note is gone, and not to the archive (`quire event rm`): wait before
          // removing its items (it may come back).
          let since = entry.noteGoneAt.flatMap(LocalDateTime.init(text:)) ?? now
          guard now.minuteNumber - since.minuteNumber >= VdirState.removalDelay else {
            state.items[uid]?.noteGoneAt = since.description
            report.removalsWaiting += 1
            continue
          }
        }
        do throws(QuireKitError) {
          try dir.remove(d.name, expecting: d.bytes)
          report.removed.append(d.name)
          state.items[uid] = nil
        } catch {
          report.diagnostics.append(Diagnostic(file: d.name, line: nil, .importWrite(description: error.description)))
        }
      case .forget:
        state.items[uid] = nil
      case .applyToVault, .removeFromVault:
        // Not applied (a warning says why): tried again at the next sync.
        break
      }
    }
    // New files: one fsync of the folder for all of them.
    if wrote { AtomicWriter.syncFolder(of: dir.path + "/x.ics") }
    try store.save(state)
  }

  /// Puts on record, before the vault changes for `uid`, that the changes to come are the
  /// sync's: should it be killed half way (a task change is two writes, fields then status),
  /// the next sync takes the vault as it finds it for its own and applies the vdir's version
  /// again, instead of seeing a change on both sides (a conflict).
  func markPending(_ uid: String, in state: inout VdirState, store: VdirStateStore) throws(QuireKitError) {
    guard state.items[uid] != nil, state.items[uid]?.pending != true else { return }
    state.items[uid]?.pending = true
    try store.markPending(uid)
  }

  /// Stops the sync before it changes anything when one side lost most of what was synced: a
  /// vdir folder emptied, replaced or half copied, or a vault checked out at another commit, is
  /// far likelier than the person deleting that much (vdirsyncer refuses an emptied side too).
  /// `forceDelete` lets such a sync go on.
  func refuseMassRemoval(
    local: [String: VaultSide], remote: [String: VdirSide], state: VdirState, unseen: Set<String>
  ) throws(QuireKitError) {
    guard !forceDelete else { return }
    let synced = state.items.keys.filter { !unseen.contains($0) }
    let goneFromVdir = synced.filter { remote[$0] == nil && local[$0] != nil }.count
    let goneFromVault = synced.filter { local[$0] == nil && remote[$0] != nil }.count
    func tooMany(_ gone: Int) -> Bool { gone > 0 && (gone == synced.count || (gone >= 10 && gone * 2 > synced.count)) }
    if tooMany(goneFromVdir) {
      throw .editRefused(
        "sync refused",
        "\(goneFromVdir) of the \(synced.count) synced items are gone from the vdir folder; nothing was changed. If they were deleted on purpose, run 'quire vdir sync --force-delete' to remove them from the notes too"
      )
    }
    if tooMany(goneFromVault) {
      throw .editRefused(
        "sync refused",
        "\(goneFromVault) of the \(synced.count) synced items are gone from the vault; nothing was changed. If they were deleted on purpose, run 'quire vdir sync --force-delete' to remove their files too"
      )
    }
  }

  /// Whether the vault-relative note `path` is a file of the vault now.
  func noteExists(_ path: String) -> Bool {
    guard let absolute = try? NoteEditor(vault: vault).path(of: path) else { return false }
    return FileManager.default.fileExists(atPath: absolute)
  }

  /// Records that `uid` is in sync: the vault's item `v` and the file `fileName`.
  func remember(
    _ uid: String, _ v: VaultSide, fileName: String, vdirHash: String, vdirBytes: String, in state: inout VdirState
  ) {
    var entry = VdirState.Entry(kind: v.kind, fileName: fileName, vaultHash: v.hash, vdirHash: vdirHash, note: v.note)
    entry.vaultSource = v.source
    entry.vdirBytes = vdirBytes
    if let t = v.task {
      entry.line = t.line
      entry.text = v.text
      entry.taskID = t.fields.id
      entry.quireID = t.id
    }
    state.items[uid] = entry
  }

  /// Writes the vault's item into its file (merged with what the file holds that Quire does not
  /// model). Returns whether a file was written.
  func write(
    _ uid: String, _ v: VaultSide, over d: VdirSide?, dir: VdirFolder, courses: Set<String>, state: inout VdirState,
    report: inout Report
  ) -> Bool {
    let v = rendered(v, courses: courses)
    let d = d.map { parsed($0, courses: courses) }
    let name = d?.name ?? state.items[uid]?.fileName ?? VdirFileName.name(for: uid)
    guard let calendar = v.calendar, let model = v.model else { return false }
    let merged = VdirRendering.merged(calendar, into: d?.file?.calendars)
    let bytes = VdirComponentText.document([merged])
    do throws(QuireKitError) {
      let old: [UInt8]?
      if let d { old = d.bytes } else { old = try AtomicWriter.read(dir.path + "/" + name) }
      var wrote = false
      if old != bytes {
        try dir.write(name, bytes, expecting: old)
        report.written.append(name)
        wrote = true
      }
      // The file as the next sync reads it (what it kept from another program included).
      let items = merged.components.filter { $0.name == (v.kind == .task ? "VTODO" : "VEVENT") }
      let hash = VdirModel.read(item: items, with: reader(file: name, courses: courses)).model?.hash
      var side = v
      side.hash = model.hash
      remember(uid, side, fileName: name, vdirHash: hash ?? model.hash, vdirBytes: Self.hash(bytes), in: &state)
      return wrote
    } catch {
      report.diagnostics.append(Diagnostic(file: name, line: nil, .importWrite(description: error.description)))
      return false
    }
  }
}
