import Foundation

/// Where Quire keeps a vault's private state (the write lock, the journal of unfinished moves):
/// `.quire/cache/` in a vault that has `.quire/`, else a folder of its own in the user's cache
/// (`$XDG_CACHE_HOME/quire/vaults/<hash of the vault's real path>`, `~/Library/Caches` on
/// macOS), so that a plain folder of notes gets nothing added to it (docs/data-safety.md).
public enum VaultStateFolder {
  /// The state folder of the vault at `root` (not created).
  public static func path(for root: String, environment: [String: String] = ProcessInfo.processInfo.environment)
    -> String
  {
    if isInVault(root) { return root + "/.quire/cache" }
    let real = VaultWalker.realPath(root) ?? root
    return userCache(environment) + "/quire/vaults/"
      + String(UInt64(bitPattern: ContentHash.of(Array(real.utf8))), radix: 16)
  }

  /// Whether the vault at `root` keeps its state in `.quire/cache/`: it has a `.quire/` folder
  /// (made by `quire init`, or by the user), unless that folder holds nothing but the page
  /// records `.quire/cache/pages/` and `edited/` — what a build of a plain folder of notes left
  /// behind before the records moved to the state folder, which must not turn it into a vault
  /// whose index then grows inside it.
  public static func isInVault(_ root: String) -> Bool {
    let fm = FileManager.default
    var isFolder: ObjCBool = false
    guard fm.fileExists(atPath: root + "/.quire", isDirectory: &isFolder), isFolder.boolValue else { return false }
    guard (try? fm.contentsOfDirectory(atPath: root + "/.quire")) == ["cache"],
      let cache = try? fm.contentsOfDirectory(atPath: root + "/.quire/cache"), !cache.isEmpty
    else { return true }
    return !Set(cache).isSubset(of: ["pages", "edited"])
  }

  /// The state folder, created when missing.
  public static func ensure(for root: String) throws(QuireKitError) -> String {
    let folder = path(for: root)
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw .writeFailed(folder, "cannot create Quire's state folder (\(error.localizedDescription))")
    }
    return folder
  }

  private static func userCache(_ environment: [String: String]) -> String {
    if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return xdg }
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSTemporaryDirectory()
    #if os(macOS)
      return home + "/Library/Caches"
    #else
      return home + "/.cache"
    #endif
  }
}
