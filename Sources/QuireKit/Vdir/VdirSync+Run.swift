import Foundation
import QuireCore

extension VdirSync {
  /// The sync, under the write lock.
  func runLocked(_ report: inout Report) throws(QuireKitError) {
    let dir = try VdirFolder(creating: folder)
    let store = try VdirStateStore(vault: vault, folder: folder)
    var state = store.load()
    var contents = VaultLoader(vault: vault).load()
    let courses = Set(contents.courses.map { $0.code.lowercased() })
    let remote = readFolder(dir, courses: courses, report: &report)
    var local = readVault(contents, state: state, report: &report)

    // Phase 1: the vdir's changes into the vault.
    var applied = Set<String>()
    var vaultChanged = false
    var decisions: [String: VdirDecision] = [:]
    for uid in Set(local.keys).union(remote.keys).union(state.items.keys).sorted() {
      let v = local[uid]
      let d = remote[uid]
      let last = state.items[uid].map { (vault: $0.vaultHash, vdir: $0.vdirHash) }
      let decision = VdirDecision.decide(
        vault: v?.model.hash, vdir: d?.model.hash, last: last, same: v != nil && v?.model.item == d?.model.item)
      decisions[uid] = decision
      switch decision {
      case .applyToVault:
        if apply(d!, to: v, uid: uid, state: &state, report: &report) {
          applied.insert(uid)
          vaultChanged = true
        }
      case .removeFromVault:
        if remove(v!, uid: uid, report: &report) {
          state.items[uid] = nil
          applied.insert(uid)
          vaultChanged = true
        }
      case .conflict, .conflictRemovedInVault:
        if keepConflictCopy(d!, vault: v, report: &report) { vaultChanged = true }
      default: break
      }
    }
    if vaultChanged {
      contents = VaultLoader(vault: vault).load()
      local = readVault(contents, state: state, report: &report)
    }

    // Phase 2: the vault's changes into the vdir, and the new state.
    for uid in Set(local.keys).union(remote.keys).union(state.items.keys).sorted() {
      let v = local[uid]
      let d = remote[uid]
      if applied.contains(uid) {
        guard let v else {
          // Removed from the vault because the vdir removed it (or a done task no longer synced).
          if let d, state.items[uid] != nil { try? dir.remove(d.file.name, expecting: d.bytes) }
          state.items[uid] = nil
          continue
        }
        if let d, v.model.item == d.model.item {
          remember(uid, v, fileName: d.file.name, vdirHash: d.model.hash, in: &state)
        } else {
          write(uid, v, over: d, dir: dir, courses: courses, state: &state, report: &report)
        }
        continue
      }
      switch decisions[uid] ?? .writeFile {
      case .none:
        if let v, let d { remember(uid, v, fileName: d.file.name, vdirHash: d.model.hash, in: &state) }
        report.unchanged += 1
      case .remember:
        if let v, let d { remember(uid, v, fileName: d.file.name, vdirHash: d.model.hash, in: &state) }
        report.unchanged += 1
      case .writeFile, .restoreFile, .conflict:
        if let v { write(uid, v, over: d, dir: dir, courses: courses, state: &state, report: &report) }
      case .removeFile, .conflictRemovedInVault:
        guard let d else { continue }
        do throws(QuireKitError) {
          try dir.remove(d.file.name, expecting: d.bytes)
          report.removed.append(d.file.name)
          state.items[uid] = nil
        } catch {
          report.diagnostics.append(
            Diagnostic(file: d.file.name, line: nil, .importWrite(description: error.description)))
        }
      case .forget:
        state.items[uid] = nil
      case .applyToVault, .removeFromVault:
        // Not applied (a warning says why): tried again at the next sync.
        break
      }
    }
    try store.save(state)
  }

  /// Records that `uid` is in sync: the vault's item `v` and the file `fileName` with `vdirHash`.
  func remember(_ uid: String, _ v: VaultSide, fileName: String, vdirHash: String, in state: inout VdirState) {
    var entry = VdirState.Entry(
      kind: v.model.kind, fileName: fileName, vaultHash: v.model.hash, vdirHash: vdirHash, note: v.note)
    if let t = v.task {
      entry.line = t.line
      entry.text = v.text
      entry.taskID = t.fields.id
      entry.quireID = t.id
    }
    state.items[uid] = entry
  }

  /// Writes the vault's item into its file (merged with what the file holds that Quire does not model).
  func write(
    _ uid: String, _ v: VaultSide, over d: VdirSide?, dir: VdirFolder, courses: Set<String>, state: inout VdirState,
    report: inout Report
  ) {
    let name = d?.file.name ?? state.items[uid]?.fileName ?? VdirFileName.name(for: uid)
    let merged = VdirRendering.merged(v.calendar, into: d?.file.calendars)
    let bytes = VdirComponentText.document([merged])
    do throws(QuireKitError) {
      let old: [UInt8]?
      if let d { old = d.bytes } else { old = try AtomicWriter.read(dir.path + "/" + name) }
      if old != bytes {
        try dir.write(name, bytes, expecting: old)
        report.written.append(name)
      }
      // The file as the next sync reads it (what it kept from another program included).
      let main = merged.components.first { $0.name == v.calendar.components.last { c in c.name != "VTIMEZONE" }?.name }
      let hash = main.flatMap { VdirModel.read($0, with: reader(file: name, courses: courses)).model?.hash }
      remember(uid, v, fileName: name, vdirHash: hash ?? v.model.hash, in: &state)
    } catch {
      report.diagnostics.append(Diagnostic(file: name, line: nil, .importWrite(description: error.description)))
    }
  }
}
