import QuireCore
import QuireTestSupport
import Testing

@testable import QuireKit

@Suite struct ParsedNoteCodecTests {
  /// Every Samples note survives a round trip, and every shorter prefix of its record is
  /// refused (never a crash), so a truncated record means a rebuild.
  @Test func roundTripsEveryNoteAndRefusesEveryTruncation() throws {
    let vault = Vault(root: RepositoryPaths.samples.path)
    let parser = NoteParser(config: vault.config)
    let (files, _) = VaultWalker(root: vault.root, skipFolders: ["agenda"]).walk()
    #expect(files.count > 20)
    for file in files {
      var ignored: [Diagnostic] = []
      let text = try #require(NoteReader.load(absolute: vault.root + "/" + file.path, relative: file.path, into: &ignored))
      let note = parser.parse(file: file.path, text: text)
      let bytes = ParsedNoteCodec.encode(note)
      let back = try ParsedNoteCodec.decode(bytes)
      var a = VaultContents()
      var b = VaultContents()
      a.add(note)
      b.add(back)
      IndexTestSupport.expectSame(b, a, file.path)
      #expect(back.kind == note.kind && back.date == note.date && back.isGenerated == note.isGenerated)
      for n in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 40)) {
        #expect(throws: IndexError.self) { try ParsedNoteCodec.decode(Array(bytes.prefix(n))) }
      }
    }
  }
}
