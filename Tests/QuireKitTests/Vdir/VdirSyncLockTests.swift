import Foundation
import QuireCore
import QuireTestSupport
import Testing

@testable import QuireKit

/// One sync of a vdir folder at a time (docs/phone.md): a second sync that waits in vain gives up
/// after its timeout, syncs nothing, and names the pid of the sync that holds the folder.
@Suite struct VdirSyncLockTests {
  @Test func aSyncThatWaitsInVainNamesTheHolder() throws {
    let v = try TemporaryVault()
    try v.write(".quire/config.yaml", "timezone: UTC\n")
    let vault = Vault(root: v.url.path)
    let folder = v.url.path + "/calendar"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let store = try VdirStateStore(vault: vault, folder: folder)
    var ran = false
    var message = ""
    try store.withSyncLock(timeout: 5) { () throws(QuireKitError) in
      // A second open of the lock file is a second holder, even in this process.
      do throws(QuireKitError) {
        try VdirStateStore(vault: vault, folder: folder).withSyncLock(timeout: 0.1) { () throws(QuireKitError) in
          ran = true
        }
      } catch {
        message = error.description
      }
    }
    #expect(!ran)
    #expect(message.contains("another sync of this folder (pid \(getpid())) has run for 0 s"), "\(message)")
    // Free again: the next sync runs.
    try store.withSyncLock(timeout: 0.1) { () throws(QuireKitError) in ran = true }
    #expect(ran)
  }
}
