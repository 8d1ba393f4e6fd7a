import Foundation

/// Where the repository's folders are, found from this source file.
public enum RepositoryPaths {
  /// The repository root (the folder holding Package.swift).
  public static let root: URL = {
    var url = URL(fileURLWithPath: #filePath)
    while url.path != "/" {
      url = url.deletingLastPathComponent()
      if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
    }
    fatalError("Package.swift not found above \(#filePath)")
  }()

  public static var samples: URL { root.appendingPathComponent("Samples") }
  public static var templates: URL { root.appendingPathComponent("Templates") }
  public static var fixtures: URL { root.appendingPathComponent("Tests/Fixtures") }

  /// The built `quire` binary: `$QUIRE_BIN`, else beside the test bundle, else `.build/debug/quire`.
  public static var quireBinary: URL {
    if let env = ProcessInfo.processInfo.environment["QUIRE_BIN"], !env.isEmpty { return URL(fileURLWithPath: env) }
    let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
      "quire")
    if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
    for bundle in Bundle.allBundles {
      let candidate = bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("quire")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return root.appendingPathComponent(".build/debug/quire")
  }
}
