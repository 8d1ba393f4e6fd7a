import Foundation
import QuireCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file-system monitor side of `quire watch`: keeps the vault's index current after every
/// batch of changes and publishes a `WatchToken`, so that other commands skip their walk once
/// the watcher has answered their cookie (`WatcherSync`, docs/index.md "With quire watch
/// running").
///
/// Batches are gathered (`note`) and written to the index when a command's cookie arrives, at
/// every heartbeat and on a rescan (`flush`), not after every save: a save's page never waits
/// on an index write. Notes named by the batches are refreshed by `VaultIndex.update(paths:)`;
/// a rescan, a folder or symlink change, a new config or a database that another process
/// rebuilt by a full `update()`. The token says the index is current only while the watcher
/// uses inotify, the last refresh succeeded and no note was unreadable. Cookies are answered in
/// the token written after the flush that followed them, then removed.
// Unchecked Sendable: handed from the start-up thread to the loop's, never used by two at once.
final class WatchMonitor: @unchecked Sendable {
  private var vault: Vault
  private var index: VaultIndex?
  /// The database's identity when it was opened (a rebuild by another process changes it).
  private var database = ""
  private var unreadable: Set<String> = []
  private var failed = false
  private var rescans = 0
  private var cookies: [String] = []
  private var sequence = 0
  private var refreshed: Int64 = 0
  private let run = UUID().uuidString
  private let processStart = WatchToken.processStart(of: getpid())
  /// Session-clock seconds of the last token write.
  private(set) var lastWritten = -Double.infinity

  /// A monitor for a vault that reads through the index; `nil` for one that does not
  /// (`--no-cache`, no `.quire/`): commands then have nothing to skip.
  init?(vault: Vault) {
    guard vault.usesIndex else { return nil }
    var st = stat()
    guard lstat(vault.root + "/.quire", &st) == 0, st.st_mode & S_IFMT == S_IFDIR else { return nil }
    // A plain folder whose `.quire/` holds only page records keeps its index in the user's cache.
    guard VaultStateFolder.isInVault(vault.root) else { return nil }
    self.vault = vault
    // The cookie folder exists before the watcher arms its watches.
    mkdir(vault.root + "/.quire/cache", 0o755)
    mkdir(vault.root + "/" + WatchToken.cookieFolder, 0o755)
    removeCookies()
  }

  /// Changes not in the index yet: written at the next `flush()`.
  private var pending = WatchBatch()

  /// Gathers `batch`'s changes for the next `flush()`, with `vault` as it is now.
  func note(_ batch: WatchBatch, vault current: Vault) {
    if batch.configChanged {
      // The index's stamp holds the config: opening it again rebuilds it for the new one.
      vault = current
      index = nil
    }
    if batch.rescan, index != nil { rescans += 1 }
    pending.notes.formUnion(batch.notes)
    pending.rescan = pending.rescan || batch.rescan
    pending.folders = pending.folders || batch.folders
  }

  /// Whether changes wait for a `flush()`.
  var isBehind: Bool { !pending.notes.isEmpty || pending.rescan || pending.folders || index == nil || failed }

  /// Brings the index up to date with every change gathered since the last flush (on start: a
  /// full refresh).
  func flush() {
    guard isBehind else { return }
    let batch = pending
    pending = WatchBatch()
    refresh(after: batch)
  }

  private func refresh(after batch: WatchBatch) {
    if let open = index, WatchToken.identity(of: open.path) != database { index = nil }
    do throws(IndexError) {
      if index == nil {
        guard let opened = VaultIndex.open(vault).index else {
          failed = true
          return
        }
        index = opened
        database = WatchToken.identity(of: opened.path) ?? ""
        try full(opened)
      } else if let index, batch.rescan || batch.folders || failed {
        try full(index)
      } else if let index, !batch.notes.isEmpty {
        let update = try index.update(paths: Array(batch.notes))
        unreadable.subtract(batch.notes)
        unreadable.formUnion(update.unreadable.map(\.file))
      }
      failed = false
      refreshed = WatchToken.wallClock()
    } catch {
      failed = true
      index = nil
    }
  }

  private func full(_ index: VaultIndex) throws(IndexError) {
    let update = try index.update()
    unreadable = Set(update.unreadable.map(\.file))
  }

  /// Writes the token, answering `answered` cookies, and removes their files.
  func publish(mechanism: String, answered: Set<String> = [], now: Double) {
    cookies.append(contentsOf: answered.sorted())
    if cookies.count > WatchToken.keptCookies { cookies.removeFirst(cookies.count - WatchToken.keptCookies) }
    sequence += 1
    let token = WatchToken(
      pid: getpid(), run: run, processStart: processStart, sequence: sequence, mechanism: mechanism,
      current: mechanism == "inotify" && !failed && index != nil, refreshed: refreshed,
      written: WatchToken.wallClock(), heartbeat: WatchToken.heartbeatSeconds, database: database,
      rescans: rescans, unreadable: unreadable.count, cookies: cookies)
    _ = token.write(root: vault.root)
    lastWritten = now
    for name in answered { unlink(vault.root + "/" + WatchToken.cookieFolder + "/" + name) }
  }

  /// When the next heartbeat write is due (session-clock seconds).
  var nextHeartbeat: Double { lastWritten + WatchToken.heartbeatSeconds }

  /// Removes the token (the watcher stops) and any cookie left behind.
  func stop() {
    if let token = WatchToken.read(root: vault.root), token.run == run { WatchToken.remove(root: vault.root) }
    removeCookies()
  }

  private func removeCookies() {
    let folder = vault.root + "/" + WatchToken.cookieFolder
    for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
      unlink(folder + "/" + name)
    }
  }
}
