import Foundation
import QuireTestSupport
import Testing

/// End to end: the task lines the commands write — `add`, quick add, `modify`, `snooze`, `done`'s
/// next copy, `ics import`, `vdir sync` — in both task formats, read by the Obsidian Tasks plugin's own reader
/// (ported in `Sources/QuireTestSupport/ObsidianTasksDeserializer.swift`) give the plugin the same
/// dates, priority, recurrence and id as Quire's `export --json` (docs/obsidian-tasks-compat.md).
@Suite struct PluginReadsWrittenLinesTests {
  static let today = ["--today", "2026-11-25"]

  static let calendar = """
    BEGIN:VCALENDAR\r
    VERSION:2.0\r
    PRODID:-//Test//EN\r
    BEGIN:VTODO\r
    UID:todo-1@example.org\r
    DTSTAMP:20261120T090000Z\r
    SUMMARY:Renew the passport\r
    DUE:20261130T160000\r
    PRIORITY:1\r
    RRULE:FREQ=YEARLY\r
    BEGIN:VALARM\r
    ACTION:DISPLAY\r
    TRIGGER:-PT2H\r
    END:VALARM\r
    END:VTODO\r
    END:VCALENDAR\r

    """

  static func run(_ arguments: [String], in v: TemporaryVault) throws {
    let result = try QuireProcess.run(Self.today + arguments, in: v.url)
    #expect(result.status == 0, "\(arguments): \(result.stderr)")
  }

  @Test(arguments: ["emoji", "dataview"])
  func everyWrittenLineKeepsThePluginsFields(format: String) throws {
    let v = try TemporaryVault()
    try v.write(".quire/config.yaml", "timezone: Europe/Berlin\ntask_format: \(format)\n")
    try v.write("inbox.md", "# Inbox\n")
    try v.write("work.ics", Self.calendar)
    try Self.run(["add", "Submit slides", "--due", "fri 17:00", "--remind", "1h before", "--priority", "high"], in: v)
    try Self.run(["add", "Pay rent tomorrow 9am every month !high #home remind 1d before"], in: v)
    try Self.run(["add", "Water plants every week", "--due", "2026-11-26"], in: v)
    try Self.run(["add", "Call Anna"], in: v)
    try Self.run(["modify", "inbox.md:5", "--due", "2026-11-28 10:00", "--remind", "2026-11-28 09:00"], in: v)
    try Self.run(["modify", "inbox.md:5", "--set", "estimate=30m", "--priority", "low"], in: v)
    try Self.run(["snooze", "inbox.md:2", "2026-11-26 08:00"], in: v)
    try Self.run(["done", "inbox.md:3"], in: v)
    try Self.run(["done", "inbox.md:5"], in: v)
    try Self.run(["ics", "import", "work.ics"], in: v)
    try Self.expectThePluginReadsEveryTask(in: v, format: format, count: 7)
  }

  /// A task made on the phone comes in through `vdir sync` as a line the plugin reads.
  @Test(arguments: ["emoji", "dataview"])
  func vdirSyncWritesLinesThePluginReads(format: String) throws {
    let v = try TemporaryVault()
    try v.write(".quire/config.yaml", "timezone: Europe/Berlin\ntask_format: \(format)\n")
    try v.write("inbox.md", "# Inbox\n\n- [ ] Call Anna\n")
    let dir = v.url.appendingPathComponent("phone")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    try Self.run(["vdir", "sync", dir.path], in: v)
    try Self.calendar.replacingOccurrences(of: "todo-1@example.org", with: "phone-1")
      .write(to: dir.appendingPathComponent("phone-1.ics"), atomically: true, encoding: .utf8)
    try Self.run(["vdir", "sync", dir.path], in: v)
    #expect(try v.readText("inbox.md").contains("Renew the passport"))
    try Self.expectThePluginReadsEveryTask(in: v, format: format, count: 2)
  }

  /// Each task of `export --json` read from its line by the plugin's reader gives the same fields.
  static func expectThePluginReadsEveryTask(in v: TemporaryVault, format: String, count: Int) throws {
    let export = try QuireProcess.run(["export", "--json"], in: v.url)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(export.stdout.utf8)) as? [String: Any])
    let tasks = try #require(object["tasks"] as? [[String: Any]])
    #expect(tasks.count == count, "\(tasks.map { $0["text"]! })")
    let pluginFormat: ObsidianTasksDeserializer.Format = format == "emoji" ? .emoji : .dataview
    for task in tasks {
      let file = try #require(task["file"] as? String)
      let line = try #require(task["line"] as? Int)
      let text = try v.readText(file).components(separatedBy: "\n")[line - 1]
      let plugin = try #require(ObsidianTasksDeserializer.read(line: text, format: pluginFormat), "\(text)")
      func value(_ key: String) -> String? { task[key] as? String }
      #expect(plugin.due == value("due"), "\(text)")
      #expect(plugin.scheduled == value("scheduled"), "\(text)")
      #expect(plugin.start == value("start"), "\(text)")
      #expect(plugin.created == value("created"), "\(text)")
      #expect(plugin.done == value("doneDate"), "\(text)")
      #expect(plugin.cancelled == value("cancelledDate"), "\(text)")
      #expect(plugin.priority == value("priority"), "\(text)")
      #expect(plugin.recurrence == (value("recurrence") ?? ""), "\(text)")
      #expect(plugin.id == (value("taskId") ?? ""), "\(text)")
      #expect(plugin.dependsOn == (task["dependsOn"] as? [String] ?? []), "\(text)")
    }
  }
}
