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
  /// an editor is set; otherwise prints `relative`. Returns the editor's exit status (0 when printed).
  func openOrPrint(_ relative: String, absolute: String) -> Int32 {
    let editor = [environment["VISUAL"], environment["EDITOR"]].compactMap { $0 }.first { !$0.isEmpty }
    guard let editor, isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
      Output.line(relative)
      return 0
    }
    // The editor may carry arguments (`code -w`): let the shell split it, the path passed apart.
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", editor + " \"$1\"", "quire-editor", absolute]
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
}
