import Foundation
import QuireKit
import QuireTestSupport
import Testing

@Suite struct VaultTests {
  /// What makes a folder a vault that commands may write notes into.
  @Test(arguments: [
    ([String](), false), ([".quire/"], true), ([".obsidian/"], true), (["deep/down/note.md"], true),
    (["photo.jpg", ".hidden/secret.md"], false), (["README.MD"], true),
  ])
  func aFolderIsAVaultWithQuireObsidianOrAMarkdownNote(files: [String], recognized: Bool) throws {
    let folder = try TemporaryVault()
    for file in files {
      let url = folder.url.appendingPathComponent(file)
      if file.hasSuffix("/") {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      } else {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("x\n".utf8).write(to: url)
      }
    }
    #expect(Vault.isRecognized(folder.url.path) == recognized)
    #expect((try? Vault(root: folder.url.path).requireRecognized()) != nil || !recognized)
  }
}
