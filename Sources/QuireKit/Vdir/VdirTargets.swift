import Foundation
import QuireCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The vdir folders of a vault's `vdir:` setting, resolved, and their syncs (docs/phone.md,
/// "With quire watch").
public struct VdirTargets: Sendable {
  public let vault: Vault
  public let templates: TemplateSet
  /// `$HOME`, for a `~/...` path.
  public let home: String?

  public init(vault: Vault, templates: TemplateSet, home: String?) {
    self.vault = vault
    self.templates = templates
    self.home = home
  }

  /// The absolute folder of `target`: as written when absolute, `~/` from `$HOME`, else below the vault.
  public func folder(_ target: VdirTarget) -> String? {
    if target.path.hasPrefix("/") { return target.path }
    if target.path.hasPrefix("~/") { return home.map { $0 + String(target.path.dropFirst(1)) } }
    return vault.root + "/" + target.path
  }

  /// Syncs every configured folder; `log` gets one line per change, `warn` one per problem.
  public func syncAll(now: LocalDateTime, log: (String) -> Void, warn: (String) -> Void) {
    for target in vault.config.vdirs {
      guard let folder = folder(target) else {
        warn("quire: warning: .quire/config.yaml: vdir '\(target.path)': $HOME is not set; not synced")
        continue
      }
      let name = Slug.make(target.calendar ?? URL(fileURLWithPath: folder).lastPathComponent, fallback: "phone")
      var sync = VdirSync(vault: vault, templates: templates, folder: folder, calendar: name, now: now)
      sync.onlyIfSyncedBefore = true
      let report = sync.run()
      for d in report.diagnostics { warn("quire: " + d.formatted) }
      for change in report.vaultChanges { log("\(now.time) vdir: \(change)") }
      if !report.written.isEmpty || !report.removed.isEmpty {
        log("\(now.time) vdir: \(target.path): wrote \(report.written.count), removed \(report.removed.count)")
      }
    }
  }

  /// Size and modification time of every item file of every configured folder: a change here
  /// is a change made by vdirsyncer (or by Quire's own sync, which the next sync finds in step).
  public func stamps() -> [String: [Int]] {
    var out: [String: [Int]] = [:]
    for target in vault.config.vdirs {
      guard let folder = folder(target) else { continue }
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      for name in names where VdirFileName.isItem(name) {
        var st = stat()
        guard lstat(folder + "/" + name, &st) == 0 else { continue }
        #if canImport(Darwin)
          let nanos = Int(st.st_mtimespec.tv_sec) * 1_000_000_000 + Int(st.st_mtimespec.tv_nsec)
        #else
          let nanos = Int(st.st_mtim.tv_sec) * 1_000_000_000 + Int(st.st_mtim.tv_nsec)
        #endif
        out[folder + "/" + name] = [Int(st.st_size), nanos, Int(st.st_ino)]
      }
    }
    return out
  }
}
