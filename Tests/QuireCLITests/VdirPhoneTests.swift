import Foundation
import QuireTestSupport
import Testing

/// The whole way to a phone and back with real programs (docs/phone.md): a Radicale CalDAV
/// server on a free port with a temporary storage and no authentication, vdirsyncer between it
/// and the vdir, the python `caldav` client as the phone (Tests/Fixtures/vdir/phone.py), and
/// khal and todoman reading the vdir. `.ci/install-deps` installs them; a missing one fails the test.
@Suite(.serialized) struct VdirPhoneTests {
  static let phone = RepositoryPaths.fixtures.appendingPathComponent("vdir/phone.py").path

  /// A program's status and output (standard error after standard output).
  struct Ran {
    var status: Int32
    var output: String
  }

  /// Runs `arguments` (the first looked up on PATH) with HOME and the XDG folders in `home`.
  static func run(_ arguments: [String], home: URL) throws -> Ran {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.environment = [
      "HOME": home.path, "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
      "XDG_DATA_HOME": home.appendingPathComponent("data").path,
      "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "TZ": "UTC", "LANG": "C.UTF-8",
      "LC_ALL": "C.UTF-8",
    ]
    let out = Pipe()
    process.standardOutput = out
    process.standardError = out
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Ran(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
  }

  /// What is missing of the real programs, one name each.
  static func missing(home: URL) throws -> [String] {
    var missing: [String] = []
    for module in ["radicale", "caldav"] where try run(["python3", "-c", "import " + module], home: home).status != 0 {
      missing.append("python3 module \(module)")
    }
    for tool in ["vdirsyncer", "khal", "todo"]
    where try run(["sh", "-c", "command -v " + tool], home: home).status != 0 {
      missing.append(tool)
    }
    return missing
  }

  @Test func aPhoneThroughRadicaleAndVdirsyncerBothWays() throws {
    let home = try TemporaryVault()
    let lacking = try Self.missing(home: home.url)
    guard lacking.isEmpty else {
      Issue.record(
        "missing: \(lacking.joined(separator: ", ")); run .ci/install-deps (pip install radicale vdirsyncer caldav todoman; apt-get install khal)"
      )
      return
    }
    let s = try VdirSyncTests.Setup(inbox: VdirSyncTests.inbox, files: ["planner/dentist.md": VdirSyncTests.dentist])
    let root = home.url.path

    // Radicale on a free port, its storage in the temporary folder, no authentication.
    let port = try Self.run(["python3", Self.phone, "port"], home: home.url).output.trimmingCharacters(
      in: .whitespacesAndNewlines)
    let url = "http://127.0.0.1:\(port)/"
    let server = Process()
    server.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    server.arguments = [
      "python3", "-m", "radicale", "--config", "", "--server-hosts", "127.0.0.1:\(port)", "--auth-type", "none",
      "--rights-type", "owner_only", "--storage-filesystem-folder", root + "/storage",
    ]
    server.standardOutput = FileHandle.nullDevice
    server.standardError = FileHandle.nullDevice
    try server.run()
    defer {
      // Radicale may take its time over SIGTERM; the storage is thrown away anyway.
      kill(server.processIdentifier, SIGKILL)
      server.waitUntilExit()
    }
    func step(_ arguments: [String]) throws -> String {
      let ran = try Self.run(arguments, home: home.url)
      #expect(ran.status == 0, "\(arguments.joined(separator: " ")): \(ran.output)")
      return ran.output
    }
    _ = try step(["python3", Self.phone, "wait", url])
    _ = try step(["python3", Self.phone, "setup", url])

    try home.write(
      "vdirsyncer.conf",
      """
      [general]
      status_path = "\(root)/status/"

      [pair phone]
      a = "quire"
      b = "radicale"
      collections = null
      conflict_resolution = "a wins"

      [storage quire]
      type = "filesystem"
      path = "\(s.dir.path)/"
      fileext = ".ics"

      [storage radicale]
      type = "caldav"
      url = "\(url)ann/personal/"
      username = "ann"
      password = "secret"

      """)
    let vdirsyncer = ["vdirsyncer", "-c", root + "/vdirsyncer.conf"]

    // Vault -> vdir -> Radicale.
    let started = Date()
    try s.sync()
    _ = try step(vdirsyncer + ["discover"])
    _ = try step(vdirsyncer + ["sync"])
    #expect(
      try step(["python3", Self.phone, "list", url]) == """
        VEVENT|Dentist||2026-12-02T14:00:00+01:00
        VTODO|Buy milk #home|NEEDS-ACTION|2026-11-27
        VTODO|Call Ann|NEEDS-ACTION|2026-11-28
        VTODO|Pay rent|NEEDS-ACTION|2026-12-01

        """)

    // The phone: milk bought, Ann's call two days later with notes, a task with notes and an
    // event added, the dentist deleted.
    let vaultBefore = try s.snapshot()
    _ = try step(["python3", Self.phone, "act", url])
    _ = try step(vdirsyncer + ["sync"])
    let back = try s.sync()
    #expect(back.stderr.isEmpty, "\(back.stderr)")
    _ = try step(vdirsyncer + ["sync"])

    // The notes hold exactly those changes and nothing else changed.
    var expected = vaultBefore
    expected["planner/dentist.md"] = nil
    expected["archive/planner/dentist.md"] = Data(VdirSyncTests.dentist.utf8)
    let after = try s.snapshot()
    let inbox = try s.vault.readText("inbox.md")
    let id = try #require(inbox.split(separator: "🆔 ics-").last.map { String($0.prefix(10)) })
    expected["inbox.md"] = Data(
      """
      # Inbox

      - [x] Buy milk 📅 2026-11-27 #home ✅ 2026-11-26
      - [ ] Pay rent 🔁 every month 📅 2026-12-01 ⏰ 2026-11-30 18:00
      - [ ] No date at all
      - [ ] Call Ann 🆔 ann ⏫ 📅 2026-11-30
        Ask about the party.
        \\- bring the cake
      - [ ] Water the plants ⏰ 2026-11-28 08:00 🆔 ics-\(id) 📅 2026-11-28
        Use the rain water, not the tap

      """.utf8)
    let lunch = try #require(after["planner/personal/lunch-with-bo.md"].map { String(decoding: $0, as: UTF8.self) })
    #expect(lunch.contains("date: 2026-11-29\nstart: \"12:30\"\nend: \"14:00\""), "\(lunch)")
    #expect(lunch.contains("location: \"Cafe Nord\"") && lunch.contains("uid: \"phone-event-1\""), "\(lunch)")
    expected["planner/personal/lunch-with-bo.md"] = after["planner/personal/lunch-with-bo.md"]
    #expect(Set(after.keys) == Set(expected.keys))
    for (path, data) in expected {
      #expect(after[path] == data, "\(path): \(String(decoding: after[path] ?? Data(), as: UTF8.self))")
    }
    // What only the phone knows stays with the item.
    #expect(try s.item("Buy milk").text.contains("X-TASKS-ORG-ORDER:7"))
    #expect(try s.item("Lunch with Bo").text.contains("URL:https://example.com/lunch"))

    // A second round with no edits changes no byte anywhere.
    let items = try s.items()
    _ = try step(vdirsyncer + ["sync"])
    let again = try s.sync(now: "2026-11-26T10:30")
    #expect(again.stdout.contains("written 0, removed 0, changed in the vault 0,"), "\(again.stdout)")
    _ = try step(vdirsyncer + ["sync"])
    #expect(try s.snapshot() == after)
    #expect(try s.items() == items)
    #expect(
      try step(["python3", Self.phone, "list", url]) == """
        VEVENT|Lunch with Bo||2026-11-29T11:30:00+00:00
        VTODO|Buy milk #home|COMPLETED|2026-11-27
        VTODO|Call Ann|NEEDS-ACTION|2026-11-30|Ask about the party.\\n- bring the cake
        VTODO|Pay rent|NEEDS-ACTION|2026-12-01
        VTODO|Water the plants||2026-11-28|Use the rain water, not the tap

        """)

    // khal and todoman read the vdir.
    try home.write(
      "khal.conf",
      """
      [calendars]
      [[personal]]
      path = \(s.dir.path)
      type = calendar
      [locale]
      timeformat = %H:%M
      dateformat = %Y-%m-%d
      longdateformat = %Y-%m-%d
      datetimeformat = %Y-%m-%d %H:%M
      longdatetimeformat = %Y-%m-%d %H:%M
      local_timezone = Europe/Berlin
      default_timezone = Europe/Berlin

      """)
    let khal = try step([
      "khal", "-c", root + "/khal.conf", "list", "--format", "{start}|{title}", "2026-11-26", "2026-12-31",
    ])
    #expect(khal.contains("2026-11-29 12:30|Lunch with Bo"), "\(khal)")
    try home.write(
      "todoman.py",
      """
      path = "\(s.dir.deletingLastPathComponent().path)/*"
      date_format = "%Y-%m-%d"
      time_format = "%H:%M"
      default_list = "personal"

      """)
    let todo = try step(["todo", "--config", root + "/todoman.py", "--porcelain", "list", "--status", "ANY"])
    for summary in ["Buy milk #home", "Call Ann", "Pay rent", "Water the plants"] {
      #expect(todo.contains("\"summary\": \"\(summary)\""), "\(summary): \(todo)")
    }
    print("vdir phone round trip: \(Int(Date().timeIntervalSince(started) * 1000)) ms")
  }
}
