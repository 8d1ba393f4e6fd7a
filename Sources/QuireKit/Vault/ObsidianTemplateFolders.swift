import Foundation
import QuireCore

/// The template folders Obsidian's settings name (docs/ignore.md, "Obsidian's template folders"):
/// the core Templates plugin's `folder` in `.obsidian/templates.json` and Templater's
/// `templates_folder` in `.obsidian/plugins/templater-obsidian/data.json`. Notes there are
/// templates (`{{date}}`, `<% tp.date.now() %>`), not a record of anything, so the vault skips
/// them unless the config says `obsidian_templates: read`.
public enum ObsidianTemplateFolders {
  /// The core Templates plugin's settings file, vault-relative.
  public static let corePluginPath = ".obsidian/templates.json"
  /// Templater's settings folder and file, vault-relative.
  public static let templaterFolder = ".obsidian/plugins/templater-obsidian"
  public static let templaterPath = templaterFolder + "/data.json"
  /// Every settings file that names a template folder, with the key that names it.
  public static let settings: [(path: String, key: String)] = [
    (corePluginPath, "folder"), (templaterPath, "templates_folder"),
  ]

  /// The template folders the settings files at `root` name, each once, as vault paths without
  /// a trailing `/`: none for a file that is missing or no JSON object, a key that is no text,
  /// or a folder that is the vault itself (an empty setting: the plugins then have no folder).
  public static func read(root: String) -> [String] {
    var folders: [String] = []
    for (path, key) in settings {
      guard let data = FileManager.default.contents(atPath: root + "/" + path),
        let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
        let written = object[key] as? String,
        let folder = VaultPath.obsidianFolder(written), !folders.contains(folder)
      else { continue }
      folders.append(folder)
    }
    return folders
  }
}
