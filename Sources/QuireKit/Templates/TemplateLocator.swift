import Foundation

/// Finds the `Templates/` folder that ships with Quire.
public enum TemplateLocator {
  /// `$QUIRE_TEMPLATES`, else `Templates/` beside the package the binary was built in
  /// (`.build/<config>/quire` → `../../Templates`), else `<prefix>/share/quire/Templates`.
  public static func folder(environment: [String: String], executable: String) -> String? {
    // `quire` found through PATH has no folder in argv[0]; the running binary's own path does.
    let executable = executable.contains("/") ? executable : (Bundle.main.executablePath ?? executable)
    var candidates: [String] = []
    if let env = environment["QUIRE_TEMPLATES"], !env.isEmpty { candidates.append(env) }
    let exe = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
    var folder = exe
    for _ in 0..<5 {
      candidates.append(folder.appendingPathComponent("Templates").path)
      folder = folder.deletingLastPathComponent()
    }
    candidates.append(exe.deletingLastPathComponent().appendingPathComponent("share/quire/Templates").path)
    return candidates.first { FileManager.default.fileExists(atPath: $0 + "/config.yaml") }
  }
}
