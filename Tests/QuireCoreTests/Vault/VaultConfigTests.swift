import QuireCore
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
}
