import Foundation
import QuireTestSupport
import Testing

/// `quire doctor` end to end: one line per check, exit status 1 when one warns (info lines do not), `--json`.
@Suite struct DoctorTests {
  @Test func aHealthyVaultExitsZeroWithInfoLinesAndAWatcherMakesItAllOk() throws {
    let v = try WatchTests.WatchVault(inbox: "- [ ] Pay rent\n")
    let before = try QuireProcess.run(["doctor", "--vault", v.root])
    #expect(before.status == 0, "\(before.stdout)")
    let lines = before.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 8, "\(before.stdout)")
    #expect(lines[0] == "ok: vault: \(v.root), .quire/config.yaml read without problems")
    #expect(lines[1] == "ok: time zone: Europe/Berlin (timezone in .quire/config.yaml)")
    #expect(lines[2].hasPrefix("ok: templates: built-in ("), "\(lines[2])")
    #expect(lines[2].hasSuffix(" files), no overrides"))
    #expect(
      lines[3].hasPrefix(
        "ok: notifier: 'sh' (notify: command: in .quire/config.yaml) delivered a test notification in "), "\(lines[3])")
    #expect(v.notified == ["Quire|a test notification from quire doctor"])
    #if os(Linux)
      #expect(lines[4].hasPrefix("ok: inotify: "), "\(lines)")
    #else
      #expect(lines[4] == "ok: inotify: not needed on this system: quire watch polls the vault's folders")
    #endif
    #expect(lines[5].hasPrefix("info: index: there is no index yet ("), "\(lines[5])")
    #expect(lines[6].hasPrefix("info: watch: quire watch is not running"))
    #expect(lines[7].hasPrefix("info: service: not installed; quire service install keeps quire watch running"))

    // A note added after the index was built: the index is behind (the next command catches up).
    #expect(try QuireProcess.run(["index", "--vault", v.root]).status == 0)
    try v.vault.write("later.md", "- [ ] Later\n")
    let behind = try QuireProcess.run(["doctor", "--vault", v.root])
    #expect(behind.stdout.contains("info: index: 1 notes were added, changed or removed since the index"))

    let w = try v.watch("2026-11-24T10:00:00", ["--no-pages"])
    #expect(w.waitFor("watching"))
    let during = try QuireProcess.run(["doctor", "--vault", v.root, "--json"])
    #if os(Linux)
      #expect(during.status == 0, "\(during.stdout)")
      #expect(during.stdout.hasPrefix(#"{"ok":true,"checks":[{"name":"vault","status":"ok","#), "\(during.stdout)")
      #expect(during.stdout.contains(#"{"name":"index","status":"ok","message":"2 notes indexed, all current ("#))
      #expect(during.stdout.contains(#""name":"watch","status":"ok","message":"quire watch runs (pid "#))
    #endif
    #expect(w.stop(signal: SIGKILL) != 0)
    // A token left by a killed watcher is not a running watcher.
    let after = try QuireProcess.run(["doctor", "--vault", v.root])
    #expect(after.status == 0)
    #expect(after.stdout.contains("info: watch: quire watch is not running (a token of pid "), "\(after.stdout)")
  }

  @Test func aHangingNotifierIsAProblemWithOneClearLine() throws {
    let v = try WatchTests.WatchVault(inbox: "")
    try v.vault.write(".quire/config.yaml", "notify:\n  command: [sh, -c, 'sleep 60']\n  timeout: 1\n")
    let started = Date()
    let result = try QuireProcess.run(["doctor", "--vault", v.root])
    #expect(Date().timeIntervalSince(started) < 5)
    #expect(result.status == 1)
    #expect(
      result.stdout.contains(
        "warning: notifier: the notifier 'sh' (notify: command: in .quire/config.yaml) did not finish within its "
          + "timeout of 1 s and was stopped; reminders still count as delivered but may never show: make it return "
          + "sooner, or raise notify: timeout: in .quire/config.yaml\n"), "\(result.stdout)")
    #expect(result.stdout.components(separatedBy: "warning:").count == 2, "\(result.stdout)")
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
