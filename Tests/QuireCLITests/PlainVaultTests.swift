import Foundation
import QuireTestSupport
import Testing

/// A vault without `.quire/` (an Obsidian vault, say): every read-only command leaves its tree
/// exactly as it was, and its index lives in the user's cache (docs/index.md).
@Suite struct PlainVaultTests {
  /// Every path below `folder` (folders end in `/`) with its bytes.
  static func tree(_ folder: URL) -> [String: Data] {
    var tree: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(atPath: folder.path)
    while let relative = enumerator?.nextObject() as? String {
      var isFolder: ObjCBool = false
      let path = folder.path + "/" + relative
      FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
      tree[relative + (isFolder.boolValue ? "/" : "")] =
        isFolder.boolValue ? Data() : FileManager.default.contents(atPath: path)
    }
    return tree
  }

  @Test func readOnlyCommandsLeaveTheTreeByteForByteAndTheIndexIsInTheCache() throws {
    let vault = try TemporaryVault(copying: RepositoryPaths.samples)
    try FileManager.default.removeItem(at: vault.url.appendingPathComponent(".quire"))
    try? FileManager.default.removeItem(at: vault.url.appendingPathComponent("agenda"))
    let cache = try TemporaryVault()
    let root = vault.url.path
    let environment = ["XDG_CACHE_HOME": cache.url.path, "HOME": cache.url.path + "/home"]
    let before = Self.tree(vault.url)
    let commands: [[String]] = [
      ["tasks"], ["index"], ["tasks", "--due", "week"], ["agenda", "--week"], ["cal"], ["upcoming"], ["remind"],
      ["habit", "list"], ["check"], ["export", "--json"], ["search", "slides"], ["event", "list"], ["doctor"],
      ["index", "--path"], ["service", "status"], ["service", "install", "--dry-run"], ["dream", "list"],
    ]
    var outputs: [String: QuireResult] = [:]
    for command in commands {
      let result = try QuireProcess.run(
        command + ["--vault", root, "--now", "2026-11-24T07:55"], environment: environment)
      #expect(result.status == 0 || command == ["check"], "\(command): \(result.stderr)")
      outputs[command.joined(separator: " ")] = result
    }
    #expect(Self.tree(vault.url) == before)
    let path = outputs["index --path"]?.stdout ?? ""
    #expect(path.hasPrefix(cache.url.path + "/quire/vaults/") && path.hasSuffix("/index.sqlite\n"), "\(path)")
    #expect(FileManager.default.fileExists(atPath: String(path.dropLast())))
    // The first command built the index; `quire index` then had nothing to do.
    #expect(outputs["index"]?.stdout.contains(": 0 added, 0 changed,") == true, "\(outputs["index"]?.stdout ?? "")")
    #expect(outputs["doctor"]?.stdout.contains("info: vault: \(root) has no .quire/ folder") == true)

    // `quire build` writes pages and nothing else: its records of them go to the state folder in
    // the user's cache, and a second build reads the ticks there (nothing to apply, nothing new).
    let build = try QuireProcess.run(["build", "--vault", root, "--now", "2026-11-24T07:55"], environment: environment)
    #expect(build.status == 0, "\(build.stderr)")
    let added = Set(Self.tree(vault.url).keys).subtracting(before.keys)
    #expect(!added.isEmpty && added.allSatisfy { $0.hasPrefix("agenda/") }, "\(added.sorted())")
    let state = String(path.dropLast().dropLast("/index.sqlite".count))
    #expect(FileManager.default.fileExists(atPath: state + "/pages/agenda/dashboard.md"))
    let rebuilt = try QuireProcess.run(
      ["build", "--vault", root, "--now", "2026-11-24T07:55"], environment: environment)
    #expect(rebuilt.stdout.contains(" 0 written,") || rebuilt.stdout.hasPrefix("0 written"), "\(rebuilt.stdout)")
    let again = try QuireProcess.run(["index", "--path", "--vault", root], environment: environment)
    #expect(again.stdout == path)
    #expect(try QuireProcess.run(["tasks", "--vault", root], environment: environment).status == 0)
    #expect(!FileManager.default.fileExists(atPath: root + "/.quire/cache/index.sqlite"))
  }
}
