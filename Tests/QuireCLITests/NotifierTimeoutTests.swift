import Foundation
import QuireTestSupport
import Testing

/// A notifier that hangs does not stall `quire watch`: the built binary, a notifier
/// that sleeps 60 s, a timeout of 3 s.
@Suite struct NotifierTimeoutTests {
  @Test func aNotifierSleeping60SecondsDelaysNoPageWriteBeyondItsTimeout() throws {
    let vault = try TemporaryVault()
    try vault.write(
      ".quire/config.yaml",
      """
      timezone: Europe/Berlin
      notify:
        command: [sh, -c, 'sleep 60']
        timeout: 3
      """)
    try vault.write("inbox.md", "- [ ] Submit slides ⏰ 2026-11-24 08:30\n")
    let root = vault.url.path
    let w = try QuireBackgroundProcess(["watch", "--vault", root, "--now", "2026-11-24T08:29:58"])
    defer { _ = w.stop(signal: SIGKILL) }
    #expect(w.waitFor("watching"))
    #expect(w.waitFor("08:30 reminder: Submit slides", timeout: 6))
    // The notifier now sleeps; a note saved meanwhile reaches its page at once.
    let saved = Date()
    try vault.write("inbox.md", "- [ ] Submit slides ⏰ 2026-11-24 08:30\n- [ ] Pay rent 📅 2026-11-24\n")
    let page = root + "/agenda/daily/2026-11-24.md"
    while Date().timeIntervalSince(saved) < 6,
      !((try? String(contentsOfFile: page, encoding: .utf8))?.contains("Pay rent") ?? false)
    {
      Thread.sleep(forTimeInterval: 0.02)
    }
    let took = Date().timeIntervalSince(saved)
    #expect(took < 3, "the page took \(took) s")
    #expect(try String(contentsOfFile: page, encoding: .utf8).contains("Pay rent"))
    // One line when the timeout ends it, and the reminder is not tried again.
    let end = Date().addingTimeInterval(6)
    while Date() < end, !w.stderr.contains("did not finish") { Thread.sleep(forTimeInterval: 0.05) }
    #expect(
      w.stderr.contains("quire: warning: the notifier 'sh' did not finish within 3 s and was stopped; Submit slides"),
      "\(w.stderr)")
    #expect(w.stderr.components(separatedBy: "did not finish").count == 2)
    #expect(w.stop() == 0)
    #expect(w.stdout.components(separatedBy: "reminder:").count == 2, "\(w.stdout)")
  }
}
