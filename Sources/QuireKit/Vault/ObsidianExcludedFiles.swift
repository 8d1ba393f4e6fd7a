import Foundation
import QuireCore

/// Obsidian's "Excluded files" of a vault: `userIgnoreFilters` in `.obsidian/app.json`
/// (docs/ignore.md).
public enum ObsidianExcludedFiles {
  /// The settings file's vault-relative path.
  public static let path = ".obsidian/app.json"

  /// The entries of `.obsidian/app.json` at `root`, and problems with them: none when the file is
  /// missing, is no JSON object or has no list there (Obsidian then excludes nothing either); an
  /// entry that is no text or a `/.../` that does not compile is reported and left out.
  public static func read(root: String) -> (filters: [ObsidianIgnoreFilter], diagnostics: [Diagnostic]) {
    guard let data = FileManager.default.contents(atPath: root + "/" + path),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let entries = object["userIgnoreFilters"] as? [Any]
    else { return ([], []) }
    var filters: [ObsidianIgnoreFilter] = []
    var diagnostics: [Diagnostic] = []
    for entry in entries {
      guard let text = entry as? String else { continue }
      do {
        if let filter = try ObsidianIgnoreFilter(text) { filters.append(filter) }
      } catch {
        diagnostics.append(
          Diagnostic(
            file: path, line: nil,
            .badIgnorePattern(text, reason: "it is no regular expression Quire can read (\(error))")))
      }
    }
    return (filters, diagnostics)
  }
}
