import ArgumentParser
import QuireCore
import QuireKit

/// `quire index [--rebuild] [--path]`: brings the index up to date and says what changed, or where it is.
struct IndexCommand: VaultCommand {
  static let configuration = CommandConfiguration(
    commandName: "index",
    abstract: "Refresh the index (every command does this by itself) and print counts.",
    discussion: """
      The index is .quire/cache/index.sqlite in a vault with .quire/, else in the user's cache \
      ($XDG_CACHE_HOME/quire/vaults/<hash of the vault's path>/, ~/Library/Caches on macOS). See docs/index.md.
      """)

  @OptionGroup var global: GlobalOptions

  @Flag(help: "Delete the index and build it anew.")
  var rebuild = false

  @Flag(help: "Print where the index lives (its absolute path) and do nothing else.")
  var path = false

  func run() throws {
    try withVault { context in
      let vault = context.vault
      let location = VaultIndex.location(of: vault)
      if path {
        Output.line(location)
        return
      }
      let (opened, warning) = context.root.index(of: vault)
      guard let index = opened else {
        throw UserError(warning ?? "the index \(location) cannot be opened; run quire index --rebuild")
      }
      if rebuild {
        // One rebuild at a time: it deletes the database another rebuild may be filling.
        do { try VaultLock.holding(vault) { try index.rebuild() } } catch {
          throw UserError("\(error) (\(location))")
        }
      }
      let update: IndexUpdate
      do throws(IndexError) {
        update = try index.update(progress: context.root.indexProgress())
      } catch {
        throw UserError("\(error) (\(location))")
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
