import Foundation
import Testing

@testable import QuireKit

/// The spool a streamed export sets its later parts aside in: every piece reads back as it
/// was written, from a file or, where none can be made, from memory.
@Suite struct SpoolFileTests {
  @Test(arguments: [nil, "/nonexistent-quire-folder"])
  func piecesReadBackInAnyOrder(folder: String?) throws {
    let spool = SpoolFile(folder: folder)
    #expect(spool.isFile == (folder == nil))
    var rng = SystemRandomNumberGenerator()
    let written = (0..<50).map { i in (0..<Int.random(in: 0...3000, using: &rng)).map { _ in UInt8(i) } }
    let pieces = written.map { spool.append($0) }
    for i in pieces.indices.shuffled() { #expect(try spool.read(pieces[i]) == written[i]) }
  }

  @Test func theFileIsGoneFromItsFolderAtOnce() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("spool-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let spool = SpoolFile(folder: folder.path)
    _ = spool.append(Array("x".utf8))
    #expect(spool.isFile)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }
}
