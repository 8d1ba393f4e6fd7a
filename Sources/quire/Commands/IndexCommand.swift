import ArgumentParser
import QuireCore
import QuireKit

/// `quire index [--rebuild]`: brings the index in `.quire/cache/` up to date and says what changed.
struct IndexCommand: VaultCommand {
  static let configuration = CommandConfiguration(
    commandName: "index",
    abstract: "Refresh the index in .quire/cache (every command does this by itself) and print counts.")

  @OptionGroup var global: GlobalOptions

  @Flag(help: "Delete the index and build it anew.")
  var rebuild = false

  func run() throws {
    try withVault { context in
      let vault = context.vault
      let (opened, warning) = VaultIndex.open(vault)
      guard let index = opened else {
        throw UserError(warning ?? "the vault has no .quire/ folder, so it keeps no index (quire init makes one)")
      }
      if rebuild {
        // One rebuild at a time: it deletes the database another rebuild may be filling.
        do { try VaultLock.holding(vault) { try index.rebuild() } } catch {
          throw UserError("\(error) (\(VaultIndex.relativePath))")
        }
      }
      let update: IndexUpdate
      do throws(IndexError) {
        update = try index.update(progress: IndexProgress())
      } catch {
        throw UserError("\(error) (\(VaultIndex.relativePath))")
      }
      if global.json {
        try Output.orderedJSON(
          IndexUpdateJSON(
            notes: update.total, added: update.added.count, modified: update.modified.count, touched: update.touched,
            removed: update.removed.count, unchanged: update.unchanged, unreadable: update.unreadable.count))
      } else {
        Output.line(
          "\(update.total) notes indexed: \(update.added.count) added, \(update.modified.count) changed, "
            + "\(update.touched) touched, \(update.removed.count) removed, \(update.unchanged) unchanged")
      }
    }
  }
}
