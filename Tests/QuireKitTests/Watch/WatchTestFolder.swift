import Foundation

@testable import QuireKit

/// A temporary vault folder for watcher tests, and a way to collect what a watcher reports.
final class WatchTestFolder {
  let root: String

  init() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("quire-watch-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url.appendingPathComponent(".quire"), withIntermediateDirectories: true)
    // The real path: the watcher reports paths relative to what it was given.
    root = url.resolvingSymlinksInPath().path
  }

  deinit { try? FileManager.default.removeItem(atPath: root) }

  func path(_ relative: String) -> String { root + "/" + relative }

  /// Writes in place (open, write, close), creating folders.
  func write(_ relative: String, _ text: String) throws {
    try FileManager.default.createDirectory(
      atPath: (path(relative) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    guard FileManager.default.createFile(atPath: path(relative), contents: Data(text.utf8)) else {
      throw CocoaError(.fileWriteUnknown)
    }
  }

  func mkdir(_ relative: String) throws {
    try FileManager.default.createDirectory(atPath: path(relative), withIntermediateDirectories: false)
  }

  func move(_ from: String, _ to: String) throws {
    try FileManager.default.moveItem(atPath: path(from), toPath: path(to))
  }
  /// Renames over whatever is at `to`, as editors save (`rename(2)`; `moveItem` refuses to replace).
  func rename(_ from: String, over to: String) throws {
    guard Foundation.rename(path(from), path(to)) == 0 else { throw CocoaError(.fileWriteUnknown) }
  }

  func remove(_ relative: String) throws { try FileManager.default.removeItem(atPath: path(relative)) }

  /// Everything `watcher` reports until it has been quiet for `quiet` seconds (at most `limit`).
  static func collect(_ watcher: any FileWatcher, quiet: Double = 0.15, limit: Double = 3) throws -> WatchBatch {
    var batch = WatchBatch()
    let end = Date().addingTimeInterval(limit)
    var quietSince = Date()
    while Date() < end {
      let more = try watcher.wait(timeout: 0.05)
      if more.isEmpty {
        if !batch.isEmpty, Date().timeIntervalSince(quietSince) >= quiet { break }
      } else {
        batch.merge(more)
        quietSince = Date()
      }
    }
    return batch
  }
}

let wallSeconds: @Sendable () -> Double = { Date().timeIntervalSince1970 }
