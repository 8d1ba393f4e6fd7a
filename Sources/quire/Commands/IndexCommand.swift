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
      do throws(IndexError) {
        let update = try index.update(progress: IndexProgress())
        if global.json {
          var o = JSONObject()
          o.int("notes", update.total)
          o.int("added", update.added.count)
          o.int("modified", update.modified.count)
          o.int("touched", update.touched)
          o.int("removed", update.removed.count)
          o.int("unchanged", update.unchanged)
          o.int("unreadable", update.unreadable.count)
          Output.line(o.json)
        } else {
          Output.line(
            "\(update.total) notes indexed: \(update.added.count) added, \(update.modified.count) changed, "
              + "\(update.touched) touched, \(update.removed.count) removed, \(update.unchanged) unchanged")
        }
      } catch {
        throw UserError("\(error) (\(VaultIndex.relativePath))")
      }
    }
  }
}
