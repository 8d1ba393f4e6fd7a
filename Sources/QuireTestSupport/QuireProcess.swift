import Foundation

/// What one run of the `quire` binary printed and returned.
public struct QuireResult: Sendable {
  public var stdout: String
  public var stderr: String
  public var status: Int32
}

/// Runs the built `quire` binary as a user would.
public enum QuireProcess {
  /// Runs `quire` with `arguments` in `directory`, with `environment` added to a clean one
  /// (no NO_COLOR/QUIRE_* from the developer's shell leaks in). `input`, when given, is fed to
  /// standard input through a pipe (else standard input is /dev/null).
  public static func run(
    _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:], input: String? = nil
  ) throws -> QuireResult {
    try run(RepositoryPaths.quireBinary, arguments, in: directory, environment: environment, input: input)
  }

  /// Runs another program, `command[0]` looked up on PATH (python3 and its checkers), in this
  /// process's own environment (a python package may live under the developer's HOME).
  public static func runProgram(_ command: [String]) throws -> QuireResult {
    try run(
      URL(fileURLWithPath: "/usr/bin/env"), command, in: nil, environment: ProcessInfo.processInfo.environment,
      input: nil)
  }

  private static func run(
    _ executable: URL, _ arguments: [String], in directory: URL?, environment: [String: String], input: String?
  ) throws -> QuireResult {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    var env = [
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "HOME": NSTemporaryDirectory(),
      "TZ": "UTC",
    ]
    env.merge(environment) { $1 }
    process.environment = env
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    let stdin = Pipe()
    process.standardInput = input == nil ? FileHandle.nullDevice : stdin
    try process.run()
    if let input {
      stdin.fileHandleForWriting.write(Data(input.utf8))
      try? stdin.fileHandleForWriting.close()
    }
    // Read both pipes concurrently so a large output cannot block the child.
    nonisolated(unsafe) var errData = Data()
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async {
      errData = err.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return QuireResult(
      stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self),
      status: process.terminationStatus)
  }
}
