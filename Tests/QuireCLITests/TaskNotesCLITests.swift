import Foundation
import QuireTestSupport
import Testing

/// A task's notes, the indented lines below it (docs/syntax.md, "Task notes"), end to end: they
/// are the DESCRIPTION of its VTODO both ways through `quire vdir sync` and `quire ics import`,
/// and they go with the task when `quire rm` or `quire archive` moves it.
@Suite struct TaskNotesCLITests {
  static let inbox = """
    # Inbox

    - [ ] Call the plumber 📅 2026-12-01
      Ask about the boiler.

      Number: 555 0100
    - [ ] Buy milk 📅 2026-11-27
    > - [ ] Quoted 📅 2026-12-03
    >   in the quote
    Text after.

    """

  @Test func aTasksNotesAreItsDescriptionBothWays() throws {
    let s = try VdirSyncTests.Setup(inbox: Self.inbox)
    try s.sync()
    let plumber = try s.item("Call the plumber")
    #expect(plumber.text.contains("\r\nDESCRIPTION:Ask about the boiler.\\n\\nNumber: 555 0100\r\n"), "\(plumber.text)")
    #expect(try s.item("Quoted").text.contains("\r\nDESCRIPTION:in the quote\r\n"))
    let milk = try s.item("Buy milk")
    #expect(!milk.text.contains("DESCRIPTION"))

    // The phone changes the plumber's notes and gives the milk some.
    try s.put(
      plumber.name,
      plumber.text.replacingOccurrences(
        of: "DESCRIPTION:Ask about the boiler.\\n\\nNumber: 555 0100",
        with: "DESCRIPTION:Ask about the boiler.\\n- and the radiator"))
    try s.put(
      milk.name,
      milk.text.replacingOccurrences(of: "SUMMARY:Buy milk", with: "SUMMARY:Buy milk\r\nDESCRIPTION:Oat\\, not cow"))
    let back = try s.sync()
    #expect(back.stderr.isEmpty, "\(back.stderr)")
    #expect(
      try s.vault.readText("inbox.md") == """
        # Inbox

        - [ ] Call the plumber 📅 2026-12-01
          Ask about the boiler.
          \\- and the radiator
        - [ ] Buy milk 📅 2026-11-27
          Oat, not cow
        > - [ ] Quoted 📅 2026-12-03
        >   in the quote
        Text after.

        """)
    // Both sides agree: nothing to do, no byte changes.
    let items = try s.items()
    #expect(try s.sync().stdout.contains("written 0, removed 0, changed in the vault 0"))
    #expect(try s.items() == items)

    // The phone takes the quoted task's notes away and adds a task with notes; the vault edits the milk's.
    let quoted = try s.item("Quoted")
    try s.put(quoted.name, quoted.text.replacingOccurrences(of: "DESCRIPTION:in the quote\r\n", with: ""))
    try s.put(
      "new.ics",
      VdirSyncTests.calendar([
        "BEGIN:VTODO", "UID:phone-notes-1", "DTSTAMP:20261126T090000Z", "SUMMARY:Water the plants",
        "DUE;VALUE=DATE:20261128", "DESCRIPTION:Use the rain water\\nnot the tap", "END:VTODO",
      ]))
    try s.vault.write("inbox.md", try s.vault.readText("inbox.md").replacingOccurrences(of: "not cow", with: "not soy"))
    try s.sync()
    let inbox = try s.vault.readText("inbox.md")
    #expect(inbox.hasPrefix("# Inbox\n\n- [ ] Call the plumber"))
    #expect(inbox.contains("\n  Oat, not soy\n> - [ ] Quoted 📅 2026-12-03\nText after.\n"), "\(inbox)")
    #expect(inbox.hasSuffix(" 📅 2026-11-28\n  Use the rain water\n  not the tap\n"), "\(inbox)")
    #expect(try s.item("Buy milk").text.contains("\r\nDESCRIPTION:Oat\\, not soy\r\n"))
    #expect(try s.sync().stdout.contains("written 0, removed 0, changed in the vault 0"))
  }

  @Test func rmAndArchiveMoveATaskWithItsNotes() throws {
    let v = try TemporaryVault()
    try v.write(
      "inbox.md",
      """
      # Inbox

      - [ ] Call the plumber 📅 2026-12-01
        Ask about the boiler.

        Number: 555 0100

      - [x] Paid the rent ✅ 2026-10-02
        by bank transfer
      - [ ] Buy milk

      """)
    let removed = try QuireProcess.run(["--today", "2026-11-30", "rm", "inbox.md:3"], in: v.url)
    #expect(removed.status == 0, "\(removed.stderr)")
    let archived = try QuireProcess.run(["--today", "2026-11-30", "archive"], in: v.url)
    #expect(archived.status == 0, "\(archived.stderr)")
    #expect(try v.readText("inbox.md") == "# Inbox\n\n\n- [ ] Buy milk\n")
    #expect(
      try v.readText("archive/2026-11.md")
        == "## inbox.md\n\n- [ ] Call the plumber 📅 2026-12-01\n  Ask about the boiler.\n\n  Number: 555 0100\n")
    #expect(
      try v.readText("archive/2026-10.md") == "## inbox.md\n\n- [x] Paid the rent ✅ 2026-10-02\n  by bank transfer\n")
  }

  @Test func anImportedTasksDescriptionIsItsNotes() throws {
    let v = try TemporaryVault()
    try v.write(".quire/config.yaml", "")
    try v.write(
      "school.ics",
      VdirSyncTests.calendar([
        "BEGIN:VTODO", "UID:essay-1", "DTSTAMP:20261126T090000Z", "SUMMARY:Essay draft", "DUE;VALUE=DATE:20261204",
        "DESCRIPTION:Two pages.\\n1. outline\\n2. sources", "END:VTODO",
      ]))
    let result = try QuireProcess.run(["--now", "2026-11-26T10:00", "ics", "import", "school.ics"], in: v.url)
    #expect(result.status == 0, "\(result.stderr)")
    let file = try #require(
      FileManager.default.enumerator(atPath: v.url.path)?.compactMap { $0 as? String }.first {
        $0.hasSuffix("-tasks.md")
      })
    let text = try v.readText(file)
    #expect(text.hasSuffix(" 📅 2026-12-04\n  Two pages.\n  \\1. outline\n  \\2. sources\n"), "\(text)")
    let listed = try QuireProcess.run(["--today", "2026-11-26", "tasks"], in: v.url)
    #expect(listed.stdout.components(separatedBy: "Essay draft").count == 2, "\(listed.stdout)")
  }

  @Test func addWritesNotesBelowTheTask() throws {
    let v = try TemporaryVault()
    try v.write(".quire/config.yaml", "")
    try v.write("inbox.md", "# Inbox\n\n> - [ ] Quoted\n")
    let added = try QuireProcess.run(
      [
        "--today", "2026-11-26", "add", "Call the plumber fri", "--notes",
        "Ask about the boiler.\n\n- and the radiator\n",
      ],
      in: v.url)
    #expect(added.status == 0, "\(added.stderr)")
    #expect(added.stdout.contains("inbox.md:4"), "\(added.stdout)")
    #expect(
      try v.readText("inbox.md")
        == "# Inbox\n\n> - [ ] Quoted\n- [ ] Call the plumber 📅 2026-11-27\n  Ask about the boiler.\n\n  \\- and the radiator\n"
    )
    let exported = try QuireProcess.run(["--today", "2026-11-26", "export", "--json"], in: v.url)
    #expect(exported.stdout.contains(#""notes":"Ask about the boiler.\n\n- and the radiator""#), "\(exported.stdout)")
  }
}
