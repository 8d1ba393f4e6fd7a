import ArgumentParser

/// `quire vdir`: sync with a vdir collection, the folder of `.ics` files vdirsyncer keeps in
/// step with a CalDAV server (docs/phone.md).
struct VdirCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "vdir",
    abstract: "Sync tasks and events with a vdir folder (vdirsyncer, khal, todoman; a phone through CalDAV).",
    subcommands: [VdirSyncCommand.self])
}
