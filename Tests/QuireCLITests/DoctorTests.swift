import Foundation
import QuireTestSupport
import Testing

/// `quire doctor` end to end: one line per check, exit status 1 while one warns, `--json`.
@Suite struct DoctorTests {
  @Test func warnsUntilTheIndexIsBuiltAndAWatcherRunsThenAllIsOk() throws {
    let v = try WatchTests.WatchVault(inbox: "- [ ] Pay rent\n")
    let before = try QuireProcess.run(["doctor", "--vault", v.root])
    #expect(before.status == 1)
    let lines = before.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 4, "\(before.stdout)")
    #if os(Linux)
      #expect(lines[0].hasPrefix("ok: inotify: "), "\(lines)")
    #else
      #expect(lines[0] == "ok: inotify: not needed on this system: quire watch polls the vault's folders")
    #endif
    #expect(lines[1] == "warning: index: there is no index yet; run quire index (any command makes it)")
    #expect(lines[2].hasPrefix("warning: watch: quire watch is not running"))
    #expect(lines[3] == "ok: notifier: 'sh' found (notify: command: in .quire/config.yaml)")

    // A note added after the index was built: the index is behind.
    #expect(try QuireProcess.run(["index", "--vault", v.root]).status == 0)
    try v.vault.write("later.md", "- [ ] Later\n")
    let behind = try QuireProcess.run(["doctor", "--vault", v.root])
    #expect(behind.stdout.contains("warning: index: 1 notes were added, changed or removed since the index"))

    let w = try v.watch("2026-11-24T10:00:00", ["--no-pages"])
    #expect(w.waitFor("watching"))
    let during = try QuireProcess.run(["doctor", "--vault", v.root, "--json"])
    #if os(Linux)
      #expect(during.status == 0, "\(during.stdout)")
      #expect(during.stdout.hasPrefix(#"{"ok":true,"checks":[{"name":"inotify","status":"ok","#), "\(during.stdout)")
      #expect(during.stdout.contains(#"{"name":"index","status":"ok","message":"2 notes indexed, all current"#))
      #expect(during.stdout.contains(#""name":"watch","status":"ok","message":"quire watch runs (pid "#))
    #endif
    #expect(w.stop(signal: SIGKILL) != 0)
    // A token left by a killed watcher is not a running watcher.
    let after = try QuireProcess.run(["doctor", "--vault", v.root])
    #expect(after.status == 1)
    #expect(after.stdout.contains("warning: watch: quire watch is not running (a token of pid "), "\(after.stdout)")
  }

  @Test func aNotifierMissingFromPathIsAWarning() throws {
    let v = try WatchTests.WatchVault(inbox: "")
    try v.vault.write(".quire/config.yaml", "notify:\n  command: [quire-no-such-notifier, --flag]\n")
    let result = try QuireProcess.run(["doctor", "--vault", v.root])
    #expect(result.status == 1)
    #expect(
      result.stdout.contains(
        "warning: notifier: the notifier 'quire-no-such-notifier' (notify: command: in .quire/config.yaml) is not "
          + "found on PATH; reminders then go to the terminal"), "\(result.stdout)")
  }
}
