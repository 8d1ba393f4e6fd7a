import Foundation
import QuireCore
import QuireKit

// What the module commands (dreams, decks, courses) need from the composition root.
extension CompositionRoot {
  /// The built-in `Templates/` folder, or `nil` when it cannot be found.
  func templatesFolder() -> String? {
    TemplateLocator.folder(environment: environment, executable: CommandLine.arguments[0])
  }

  /// The note templates: the built-in ones and the vault's overrides (problems printed as warnings).
  func templateSet(for vault: Vault) throws -> TemplateSet {
    guard let folder = templatesFolder() else { throw UserError(QuireKitError.templatesNotFound.description) }
    do {
      let set = try TemplateSet(builtIn: folder, vaultRoot: vault.root)
      printDiagnostics(set.diagnostics)
      return set
    } catch let error as QuireKitError {
      throw UserError(error.description)
    }
  }

  /// A note path as the user typed it, made vault-relative: an absolute path or one relative to
  /// the current folder that lies inside the vault, else the text itself as a vault-relative path.
  func vaultRelative(_ path: String, in vault: Vault) throws -> String {
    let root = VaultWalker.realPath(vault.root) ?? vault.root
    let cwd = FileManager.default.currentDirectoryPath
    let candidate = path.hasPrefix("/") ? path : cwd + "/" + path
    if FileManager.default.fileExists(atPath: candidate) {
      let folder = VaultWalker.realPath((candidate as NSString).deletingLastPathComponent) ?? ""
      let full = folder + "/" + (candidate as NSString).lastPathComponent
      if full.hasPrefix(root + "/") { return String(full.dropFirst(root.count + 1)) }
      throw UserError("'\(path)' is outside the vault \(vault.root); give a note inside it")
    }
    guard VaultPath.isSafeRelative(path) else {
      throw UserError("'\(path)' is not a path inside the vault; give a vault-relative path without '..'")
    }
    guard FileManager.default.fileExists(atPath: vault.absolute(path)) else {
      throw UserError("no note '\(path)' in the vault; give its path (relative to the vault or the current folder)")
    }
    return path
  }

  /// Prints diagnostics as `file:line: severity: message` lines on standard error.
  func printDiagnostics(_ diagnostics: [Diagnostic]) {
    for d in diagnostics { Output.error(d.formatted) }
  }
}
