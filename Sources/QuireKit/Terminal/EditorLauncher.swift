import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Opens a file in the user's editor (`$VISUAL`, else `$EDITOR`) when Quire runs on a terminal.
public enum EditorLauncher {
  /// The editor command to use, or `nil` when standard input or output is not a terminal or
  /// no editor is set (the caller prints the path instead).
  public static func editor(environment: [String: String]) -> String? {
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { return nil }
    for key in ["VISUAL", "EDITOR"] {
      if let value = environment[key], !value.trimmingCharacters(in: .whitespaces).isEmpty { return value }
    }
    return nil
  }

  /// Runs `editor` on `path` through `/bin/sh` (so `EDITOR="code --wait"` works) and waits.
  /// - Returns: the editor's exit status.
  @discardableResult
  public static func open(_ path: String, with editor: String) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", editor + " \"$1\"", "sh", path]
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }
}
