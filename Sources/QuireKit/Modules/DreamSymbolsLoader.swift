import Foundation
import QuireCore

/// Loads the dream-symbol dictionary: the built-in `Templates/dream-symbols.yaml`, extended and
/// overridden by the vault's `.quire/dream-symbols.yaml`.
public enum DreamSymbolsLoader {
  /// The vault-relative path of a vault's own dictionary.
  public static let overridePath = ".quire/dream-symbols.yaml"

  /// The merged dictionary and the problems found. An override that is not a readable YAML map
  /// is reported (file:line) and ignored as a whole: the built-in dictionary is used.
  public static func load(templates: TemplateFiles?, vault: Vault) -> (DreamSymbols, [Diagnostic]) {
    var diagnostics: [Diagnostic] = []
    var symbols = DreamSymbols()
    if let text = templates?.text("dream-symbols.yaml") {
      if let builtIn = DreamSymbols.parse(text, file: "Templates/dream-symbols.yaml", into: &diagnostics) {
        symbols = builtIn
      }
    } else {
      diagnostics.append(
        Diagnostic(
          file: "Templates/dream-symbols.yaml", line: nil, .dreamSymbolsNotFound))
    }
    let overrideAbsolute = vault.absolute(overridePath)
    if FileManager.default.fileExists(atPath: overrideAbsolute) {
      var problems: [Diagnostic] = []
      if let text = NoteReader.load(absolute: overrideAbsolute, relative: overridePath, into: &problems),
        let own = DreamSymbols.parse(text, file: overridePath, into: &problems)
      {
        symbols = symbols.merging(own)
      } else if !problems.isEmpty {
        problems = problems.map { d in
          var d = d
          if d.severity == .error { d.message += "; the built-in dream symbols are used" }
          return d
        }
      }
      diagnostics += problems
    }
    return (symbols, diagnostics)
  }
}
