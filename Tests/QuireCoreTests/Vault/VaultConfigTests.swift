import Foundation
import QuireCore
import QuireTestSupport
import Testing

@Suite struct VaultConfigTests {
  @Test func readsEveryKey() {
    let text = """
      timezone: Europe/Berlin
      week_start: sunday
      country: de
      folders:
        journal: diary
      inbox: notes/inbox.md
      task_format: dataview
      default_reminder_time: 08:00
      owner:
        name: Mia
      notify:
        command: [notify-send, -u, normal]
      """
    var sink: [Diagnostic] = []
    let config = VaultConfig.parse(text, file: ".quire/config.yaml", into: &sink)
    #expect(sink.isEmpty)
    #expect(config.timeZone == "Europe/Berlin")
    #expect(config.weekStart == 7)
    #expect(config.country == "DE")
    #expect(config.folders.journal == "diary")
    #expect(config.inbox == "notes/inbox.md")
    #expect(config.taskFormat == .dataview)
    #expect(config.defaultReminderTime.description == "08:00")
    #expect(config.ownerName == "Mia")
    #expect(config.notifyCommand == ["notify-send", "-u", "normal"])
  }

  @Test func badValuesAreReportedWithTheirLine() {
    var sink: [Diagnostic] = []
    let config = VaultConfig.parse("week_start: friday\ninbox: ../outside.md\n", file: "c.yaml", into: &sink)
    #expect(sink.map(\.line) == [1, 2])
    #expect(config.inbox == "inbox.md")
  }

  @Test(arguments: [("3", 3.0, 0), ("2.5s", 2.5, 0), ("0", 10.0, 1), ("soon", 10.0, 1), ("7200", 10.0, 1)])
  func theNotifierTimeoutIsSecondsWithADefaultOf10(text: String, seconds: Double, problems: Int) {
    var sink: [Diagnostic] = []
    let config = VaultConfig.parse(
      "timezone: UTC\nnotify:\n  command: [curl]\n  timeout: \(text)\n", file: "c.yaml", into: &sink)
    #expect(config.notifyTimeout == seconds)
    #expect(sink.count == problems)
    #expect(sink.allSatisfy { $0.line == 4 && $0.message.hasPrefix("notify timeout '\(text)'") })
    #expect(VaultConfig().notifyTimeout == 10)
  }

  // MARK: - Every mistake at its line and column, the other keys kept

  /// The findings as `line:column: code: message` lines.
  static func findings(_ text: String, isKnownZone: (String) -> Bool = { _ in true }) -> (VaultConfig, [String]) {
    var sink: [Diagnostic] = []
    let config = VaultConfig.parse(text, file: "c.yaml", isKnownZone: isKnownZone, into: &sink)
    return (config, sink.map { "\($0.line ?? 0):\($0.column ?? 0): \($0.code): \($0.message)" })
  }

  @Test func unknownKeysNameTheNearestKnownOne() {
    let (config, found) = Self.findings(
      "week_strat: sunday\ninbox: todo.md\nnotify:\n  comand: [curl]\n  timeout: 5\ncolour: blue\n")
    #expect(
      found == [
        "1:1: unknown-config-key: unknown key 'week_strat'; did you mean 'week_start'? (it is ignored)",
        "4:3: unknown-config-key: unknown key 'notify.comand'; did you mean 'notify.command'? (it is ignored)",
        "6:1: unknown-config-key: unknown key 'colour'; it is ignored (Templates/config.yaml lists the keys)",
      ])
    #expect(config.inbox == "todo.md")
    #expect(config.notifyTimeout == 5)
    #expect(config.weekStart == 1)
  }

  @Test func badValuesPointAtTheValueAndOnlyThatKeyTakesItsDefault() {
    let (config, found) = Self.findings(
      "timezone: Mars/Olympus\nweek_start: friday\ncountry: XX\ninbox: todo.md\ntask_format: dataview\n",
      isKnownZone: { $0 == "Europe/Berlin" })
    #expect(
      found == [
        "1:11: bad-config: time zone 'Mars/Olympus' is unknown; using the system's (write an IANA name such as Europe/Berlin)",
        "2:13: bad-config: week_start 'friday' is not monday, sunday or saturday",
        "3:10: bad-config: country 'XX' has no holiday rules; no holidays are shown (write one of AU, CA, DE, FR, GB, US, or leave it empty)",
      ])
    #expect(config.timeZone == nil)
    #expect(config.weekStart == 1)
    #expect(config.country == nil)
    #expect(config.inbox == "todo.md")
    #expect(config.taskFormat == .dataview)
  }

  @Test func aKnownCountryAndSubdivisionAreKeptAnUnknownSubdivisionIsReported() {
    #expect(Self.findings("country: de\nsubdivision: BY\n").1.isEmpty)
    #expect(Self.findings("country: \"\"\nsubdivision: \"\"\n").1.isEmpty)
    let (config, found) = Self.findings("country: de\nsubdivision: XY\n")
    #expect(config.country == "DE")
    #expect(config.subdivision == nil)
    #expect(found.count == 1)
    #expect(found.first?.hasPrefix("2:14: bad-config: subdivision 'XY' is not one of DE's (") == true)
  }

  @Test func aNotifierCommandAsOneStringIsReportedNotSilentlyIgnored() {
    let (config, found) = Self.findings("notify:\n  command: notify-send -u normal\n  timeout: 3\n")
    #expect(
      found == [
        "2:12: bad-config: notify command must be a list, not one string; write command: [notify-send, -u, normal] (the automatic notifier is used meanwhile)"
      ])
    #expect(config.notifyCommand == [])
    #expect(config.notifyTimeout == 3)
    #expect(Self.findings("notify:\n  command: []\n").1.isEmpty)
  }

  @Test func ignoreIsAListOfPatternsEachBadOneReportedAtItsLine() {
    let (config, found) = Self.findings("ignore:\n  - templates/\n  - \"a[b\"\n  - [x]\n  - \"!keep.md\"\n")
    #expect(config.ignore.patterns.map(\.text) == ["templates/", "!keep.md"])
    #expect(config.ignore.patterns.map(\.line) == [2, 5])
    #expect(
      found == [
        "3:5: bad-config: ignore pattern 'a[b' is left out: a '[' is never closed by ']'",
        "4:5: bad-config: ignore pattern '' is left out: it is not a text",
      ])
    #expect(Self.findings("ignore: templates/\n").1.first?.hasPrefix("1:9: bad-config: ignore must be a list") == true)
    #expect(Self.findings("ignore:\n").1.isEmpty)
    #expect(Self.findings("ignore: []\n").1.isEmpty)
  }

  @Test func theTemplateConfigHasNoProblems() throws {
    let url = RepositoryPaths.root.appendingPathComponent("Templates/config.yaml")
    let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
    #expect(Self.findings(text).1 == [])
  }
}
