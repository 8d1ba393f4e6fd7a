import Foundation
import QuireTestSupport
import Testing

@testable import QuireKit

/// Removing a file that another program (vdirsyncer filling a vdir) may write at any moment:
/// only the version Quire checked is ever deleted; another one stays or comes back, and a file
/// set aside by a removal killed midway is put back (docs/phone.md, "Safety").
@Suite struct AtomicRemoveTests {
  static func text(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

  static func changedOnDisk(_ error: any Error) -> Bool {
    if case .changedOnDisk = error as? QuireKitError { return true }
    return false
  }

  @Test func theCheckedVersionIsRemoved() throws {
    let v = try TemporaryVault()
    try v.write("a.ics", "old\n")
    let path = v.url.path + "/a.ics"
    try AtomicWriter.remove(path, expecting: Array("old\n".utf8))
    #expect(Self.text(path) == nil)
    #expect(try FileManager.default.contentsOfDirectory(atPath: v.url.path).filter { $0.hasPrefix("a.ics") }.isEmpty)
  }

  @Test func anotherVersionStays() throws {
    let v = try TemporaryVault()
    try v.write("a.ics", "phone\n")
    let path = v.url.path + "/a.ics"
    #expect { try AtomicWriter.remove(path, expecting: Array("old\n".utf8)) } throws: { Self.changedOnDisk($0) }
    #expect(Self.text(path) == "phone\n")
    #expect { try AtomicWriter.remove(v.url.path + "/missing.ics", expecting: []) } throws: { Self.changedOnDisk($0) }
  }

  @Test func aVersionWrittenWhileTheFileIsAsideIsKept() throws {
    let v = try TemporaryVault()
    try v.write("a.ics", "old\n")
    let path = v.url.path + "/a.ics"
    // The phone's sync writes a new version at the name after the rename: the old one goes.
    try AtomicWriter.remove(
      path, expecting: Array("old\n".utf8),
      beforeCheck: { FileManager.default.createFile(atPath: path, contents: Data("phone\n".utf8)) })
    #expect(Self.text(path) == "phone\n")
  }

  @Test func aVersionWrittenInPlaceBeforeTheRenameComesBack() throws {
    let v = try TemporaryVault()
    try v.write("a.ics", "old\n")
    let path = v.url.path + "/a.ics"
    // The write landed before the rename (the file aside is the phone's): it goes back.
    #expect {
      try AtomicWriter.remove(
        path, expecting: Array("old\n".utf8),
        beforeCheck: {
          let aside = path + AtomicWriter.removingSuffix
          try? Data("phone\n".utf8).write(to: URL(fileURLWithPath: aside))
        })
    } throws: { Self.changedOnDisk($0) }
    #expect(Self.text(path) == "phone\n")
  }

  @Test func twoNewVersionsAreBothKept() throws {
    let v = try TemporaryVault()
    try v.write("a.ics", "old\n")
    let path = v.url.path + "/a.ics"
    #expect(throws: QuireKitError.self) {
      try AtomicWriter.remove(
        path, expecting: Array("old\n".utf8),
        beforeCheck: {
          try? Data("phone 1\n".utf8).write(to: URL(fileURLWithPath: path + AtomicWriter.removingSuffix))
          FileManager.default.createFile(atPath: path, contents: Data("phone 2\n".utf8))
        })
    }
    #expect(Self.text(path) == "phone 2\n")
    let kept = try FileManager.default.contentsOfDirectory(atPath: v.url.path).filter {
      $0.hasPrefix("a.ics.conflict-")
    }
    #expect(kept.count == 1)
    #expect(kept.first.flatMap { Self.text(v.url.path + "/" + $0) } == "phone 1\n")
  }

  @Test func aRemovalKilledMidwayIsPutBack() throws {
    let v = try TemporaryVault()
    try v.write("a.ics" + AtomicWriter.removingSuffix, "phone\n")
    try v.write("b.ics" + AtomicWriter.removingSuffix, "aside\n")
    try v.write("b.ics", "newer\n")
    #expect(AtomicWriter.recoverRemovals(in: v.url.path) == ["a.ics"])
    #expect(Self.text(v.url.path + "/a.ics") == "phone\n")
    #expect(Self.text(v.url.path + "/b.ics") == "newer\n")
    let names = try FileManager.default.contentsOfDirectory(atPath: v.url.path)
    #expect(!names.contains { $0.hasSuffix(AtomicWriter.removingSuffix) })
    #expect(names.filter { $0.hasPrefix("b.ics.conflict-") }.count == 1)
  }
}
