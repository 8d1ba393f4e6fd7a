import Foundation
import QuireTestSupport
import Testing

/// `quire tidy` on a copy of a vault: the lines `check` reports as `hidden-plugin-fields` are
/// rewritten so that Obsidian Tasks reads every field; every other byte stays.
@Suite struct TidyCommandTests {
  static let note = """
    # Inbox
    - [ ] Pay rent #home ⏫ 🔁 every month 📅 2026-11-25 09:00  [remind:: 1d before]
    - [ ] Call Anna 📅 2026-11-27 10:00
    - [x] Fine already  [course:: cs101] ⏫ 📅 2026-11-20 ✅ 2026-11-21
    - [ ] Raw rule 🆔 r1 🔁 RRULE:FREQ=DAILY 📅 2026-11-25  [course:: cs101]
    Some text with 📅 2026-11-25 17:00 [remind:: 1h before] that is no task.
    - [ ] Read [priority:: high] [due:: 2026-11-26]  [course:: cs101]

    """

  static let tidied = """
    # Inbox
    - [ ] Pay rent #home  [dueTime:: 09:00]  [remind:: 1d before] ⏫ 🔁 every month 📅 2026-11-25
    - [ ] Call Anna  [dueTime:: 10:00] 📅 2026-11-27
    - [x] Fine already  [course:: cs101] ⏫ 📅 2026-11-20 ✅ 2026-11-21
    - [ ] Raw rule 🆔 r1 🔁 RRULE:FREQ=DAILY 📅 2026-11-25  [course:: cs101]
    Some text with 📅 2026-11-25 17:00 [remind:: 1h before] that is no task.
    - [ ] Read  [course:: cs101]  [priority:: high]  [due:: 2026-11-26]

    """

  static func hidden(_ v: TemporaryVault) throws -> [String] {
    let check = try QuireProcess.run(["check", "--json"], in: v.url)
    let list = try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [[String: Any]] ?? []
    return list.filter { $0["code"] as? String == "hidden-plugin-fields" }.map { "\($0["line"]!):\($0["column"]!)" }
  }

  @Test func dryRunFirstThenOnlyTheNamedLinesChange() throws {
    let v = try TemporaryVault()
    try v.write("inbox.md", Self.note)
    #expect(try Self.hidden(v) == ["2:66", "3:17", "5:63", "7:50"])

    let dry = try QuireProcess.run(["tidy", "--dry-run"], in: v.url)
    #expect(dry.status == 0, "\(dry.stderr)")
    #expect(dry.stdout.contains("would rewrite inbox.md:2\n"), "\(dry.stdout)")
    #expect(dry.stderr.contains("inbox.md:5: left as it is"), "\(dry.stderr)")
    #expect(dry.stderr.contains("3 lines would change"), "\(dry.stderr)")
    #expect(try v.readText("inbox.md") == Self.note)

    let run = try QuireProcess.run(["tidy"], in: v.url)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("rewrote inbox.md:7\n  - - [ ] Read"), "\(run.stdout)")
    #expect(try v.readText("inbox.md") == Self.tidied)
    // What is left is the raw rule, which the plugin has no form for.
    #expect(try Self.hidden(v) == ["5:63"])
    let again = try QuireProcess.run(["tidy"], in: v.url)
    #expect(again.stdout.isEmpty && again.stderr.contains("0 lines changed"), "\(again.stdout)\(again.stderr)")
  }
}
