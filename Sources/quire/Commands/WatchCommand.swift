import ArgumentParser
import Foundation
import QuireCore
import QuireKit

/// `quire watch`: keeps watching the vault, refreshes on change, delivers reminders on time.
struct WatchCommand: VaultCommand {
  static let configuration = CommandConfiguration(
    commandName: "watch",
    abstract: "Watch the vault: refresh when notes change, deliver each reminder once at its time.",
    discussion: """
      With --now T the clock starts at T (YYYY-MM-DDTHH:MM[:SS]) and runs on in real seconds. \
      Reminders missed while Quire was not running (up to 7 days back) are delivered on start, marked late. \
      SIGINT or SIGTERM end it cleanly. See docs/watch.md.
      """)

  @OptionGroup var global: GlobalOptions

  @Flag(help: "Refresh once, deliver the reminders due now (and those missed), and exit.")
  var once = false

  @Flag(help: "Poll the vault for changes instead of using inotify.")
  var poll = false

  @Option(
    help: ArgumentHelp(
      "Seconds between two looks when polling (backing off to ten times that, at most 10 s, while nothing changes).",
      valueName: "seconds"))
  var pollInterval = 1.0

  @Option(help: ArgumentHelp("Milliseconds without a change that end a burst of changes.", valueName: "ms"))
  var debounce = 20

  @Flag(help: "Only deliver reminders; write no agenda pages.")
  var noPages = false

  func validate() throws {
    guard pollInterval > 0 else { throw ValidationError("--poll-interval must be more than 0 seconds") }
    guard debounce >= 0 else { throw ValidationError("--debounce must be 0 ms or more") }
  }

  func run() throws {
    try withVault { context in
      let (root, vault) = (context.root, context.vault)
      var options = WatchSession.Options()
      options.once = once
      options.forcePolling = poll || !(root.environment["QUIRE_WATCH_POLL"] ?? "").isEmpty
      options.pollInterval = pollInterval
      options.quiet = Double(debounce) / 1000
      options.cap = max(options.cap, options.quiet * 5)
      let environment = root.environment
      // Every event line also goes to the activity file `quire service status` reads.
      let activity = WatchActivityRecorder(root: vault.root)
      let log: (String) -> Void = { line in
        Output.line(line)
        activity.observe(line)
      }
      var hooks = WatchHooks.reloading
      if !noPages {
        do {
          hooks = .building(
            templates: try root.templates(for: vault), log: log, warn: { Output.error($0) },
            reportsFailure: once)
        } catch let error as UserError {
          Output.error("quire: warning: \(error.description); agenda pages are not built")
        }
      }
      hooks = hooks.exportingCalendar(home: environment["HOME"], log: { Output.line($0) }, warn: { Output.error($0) })
      // `vdir:` folders (docs/phone.md): synced after every refresh, and when vdirsyncer changes them.
      let templates = try? root.templates(for: vault)
      let targets = { (v: Vault) in templates.map { VdirTargets(vault: v, templates: $0, home: environment["HOME"]) } }
      hooks = hooks.syncingVdirs(targets, log: log, warn: { Output.error($0) })
      let clock = try root.runningClock(for: vault)
      let poller =
        once
        ? nil
        : targets(vault).map { t in
          VdirPoller(targets: t, now: { clock.now() }, log: { Output.line($0) }, warn: { Output.error($0) })
        }
      poller?.start()
      defer { poller?.stop() }
      let session = WatchSession(
        vault: vault,
        clock: clock,
        hooks: hooks,
        options: options,
        makeNotifier: root.notifier(for:),
        makeZone: SystemClock.timeZone(for:), log: log, warn: { Output.error($0) },
        renderQuery: { request, vault, reader in
          if request.planWeek != nil { return try? PlanCommand.week(request, vault: vault, reader: reader) }
          return try? QueryCommand.answer(request, vault: vault, reader: reader)
        })
      let signals = SignalStop { session.stop() }
      defer { withExtendedLifetime(signals) {} }
      try session.run()
    }
  }
}
