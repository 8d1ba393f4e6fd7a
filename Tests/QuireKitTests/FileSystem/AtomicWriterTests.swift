import Foundation
import QuireTestSupport
import Testing

@testable import QuireKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Another program's save that lands between Quire's last look and its swap is given back,
/// never overwritten (docs/data-safety.md, "Writing one note").
@Suite struct AtomicWriterTests {
  static func text(_ path: String) -> String { (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }

  @Test func anEditorSaveByRenameJustBeforeTheSwapIsKept() throws {
    let v = try TemporaryVault()
    try v.write("note.md", "old\n")
    let path = v.url.path + "/note.md"
    #expect(throws: QuireKitError.self) {
      try AtomicWriter.write(
        Array("quire\n".utf8), to: path, expecting: Array("old\n".utf8), durable: true, syncFolder: true,
        beforeSwap: {
          // vim: write a new file, rename it over the note.
          FileManager.default.createFile(atPath: path + ".swp", contents: Data("editor\n".utf8))
          rename(path + ".swp", path)
        })
    }
    #expect(Self.text(path) == "editor\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: v.url.path) == ["note.md"])
  }

  @Test func anAppendInPlaceJustBeforeTheSwapIsKept() throws {
    let v = try TemporaryVault()
    try v.write("note.md", "old\n")
    let path = v.url.path + "/note.md"
    #expect(throws: QuireKitError.self) {
      try AtomicWriter.write(
        Array("quire\n".utf8), to: path, expecting: Array("old\n".utf8), durable: true, syncFolder: true,
        beforeSwap: {
          // A shell's `>>`: the same file, one more line.
          let handle = FileHandle(forWritingAtPath: path)!
          handle.seekToEndOfFile()
          handle.write(Data("appended\n".utf8))
          handle.closeFile()
        })
    }
    #expect(Self.text(path) == "old\nappended\n")
  }

  @Test func withNobodyElseTheNewBytesAreInPlace() throws {
    let v = try TemporaryVault()
    try v.write("note.md", "old\n")
    let path = v.url.path + "/note.md"
    try AtomicWriter.write(Array("new\n".utf8), to: path, expecting: Array("old\n".utf8))
    #expect(Self.text(path) == "new\n")
    // A file expected absent is never replaced.
    #expect(throws: QuireKitError.self) { try AtomicWriter.write(Array("x\n".utf8), to: path, expecting: nil) }
    #expect(Self.text(path) == "new\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: v.url.path) == ["note.md"])
  }
}
