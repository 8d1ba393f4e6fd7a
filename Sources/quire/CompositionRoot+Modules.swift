import Foundation
import QuireCore
import QuireKit

extension CompositionRoot {
  /// Prints the diagnostics of `files` (vault-relative) on standard error, sorted by file and line.
  func reportDiagnostics(_ contents: VaultContents, files: Set<String>) {
    let relevant = contents.diagnostics.filter { files.contains($0.file) }.sorted {
      ($0.file, $0.line ?? 0, $0.column ?? 0) < ($1.file, $1.line ?? 0, $1.column ?? 0)
    }
    for d in relevant { Output.error(d.formatted) }
  }

  /// Opens `absolute` in `$VISUAL`/`$EDITOR` when standard input and output are a terminal and
  /// an editor is set (at `line` when given, as `+LINE`); otherwise prints `relative` (and
  /// `:LINE`). Returns the editor's exit status (0 when printed).
  func openOrPrint(_ relative: String, absolute: String, line: Int? = nil) -> Int32 {
    let editor = [environment["VISUAL"], environment["EDITOR"]].compactMap { $0 }.first { !$0.isEmpty }
    guard let editor, isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
      Output.line(relative + (line.map { ":\($0)" } ?? ""))
      return 0
    }
    // The editor may carry arguments (`code -w`): let the shell split it, the path passed apart.
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    // `+LINE` before the path opens it at that line (vi, vim, nano, emacs, micro, kakoune, helix).
    let at = line.map { " +\($0)" } ?? ""
    process.arguments = ["-c", editor + at + " \"$1\"", "quire-editor", absolute]
    do {
      try process.run()
      process.waitUntilExit()
      return process.terminationStatus
    } catch {
      Output.error("quire: warning: cannot run the editor '\(editor)': \(error.localizedDescription)")
      Output.line(relative)
      return 0
    }
  }

  // MARK: - Dreams, decks, courses
  /// The note templates: the built-in ones and the vault's overrides (problems printed as warnings).
  func templateSet(for vault: Vault) throws -> TemplateSet {
    let set = try templates(for: vault)
    printDiagnostics(set.diagnostics)
    return set
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
