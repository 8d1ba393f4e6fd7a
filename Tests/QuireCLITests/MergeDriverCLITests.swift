import Foundation
import QuireTestSupport
import Testing

/// `quire git setup` and `quire merge-driver` under a real `git merge` (docs/git.md, "The merge
/// driver"): git runs the built binary, by the path the setup wrote, for every note it merges.
@Suite struct MergeDriverCLITests {
  static func git(_ args: [String], in v: TemporaryVault) throws -> QuireResult {
    try QuireProcess.runProgram(
      ["git", "-C", v.url.path, "-c", "user.email=t@example.org", "-c", "user.name=t"] + args)
  }

  /// A repository with the driver set up and `base` committed as inbox.md on main; `theirs`
  /// committed on the branch `phone`, `ours` on main, then `git merge phone`.
  static func merged(base: String, ours: String, theirs: String) throws -> (TemporaryVault, QuireResult) {
    let v = try TemporaryVault()
    _ = try git(["init", "-q", "-b", "main"], in: v)
    let setup = try QuireProcess.run(["git", "setup"], in: v.url)
    #expect(setup.status == 0, "\(setup.stderr)")
    try v.write("inbox.md", base)
    _ = try git(["add", "-A"], in: v)
    _ = try git(["commit", "-qm", "base"], in: v)
    _ = try git(["checkout", "-qb", "phone"], in: v)
    try v.write("inbox.md", theirs)
    _ = try git(["commit", "-qam", "phone"], in: v)
    _ = try git(["checkout", "-q", "main"], in: v)
    try v.write("inbox.md", ours)
    _ = try git(["commit", "-qam", "laptop"], in: v)
    return (v, try git(["merge", "-q", "--no-edit", "phone"], in: v))
  }

  @Test func setupWritesTheAttributeAndTheDriverOnce() throws {
    let v = try TemporaryVault()
    _ = try Self.git(["init", "-q"], in: v)
    try v.write(".gitattributes", "*.png binary")
    let first = try QuireProcess.run(["git", "setup"], in: v.url)
    #expect(first.status == 0, "\(first.stderr)")
    #expect(first.stdout.contains("added '*.md merge=quire' to .gitattributes"), "\(first.stdout)")
    #expect(try v.readText(".gitattributes") == "*.png binary\n*.md merge=quire\n")
    let driver = try Self.git(["config", "merge.quire.driver"], in: v).stdout
    #expect(driver.hasSuffix(" merge-driver %O %A %B %L %P --ours-label %X --theirs-label %Y\n"), "\(driver)")
    #expect(driver.hasPrefix("/") || driver.hasPrefix("'/"), "\(driver)")
    let second = try QuireProcess.run(["git", "setup"], in: v.url)
    #expect(second.stdout.contains(".gitattributes already names the driver"), "\(second.stdout)")
    #expect(try v.readText(".gitattributes") == "*.png binary\n*.md merge=quire\n")
  }

  @Test func setupOutsideARepositoryIsRefusedInOneLine() throws {
    let v = try TemporaryVault()
    let run = try QuireProcess.run(
      ["git", "setup"], in: v.url, environment: ["GIT_CEILING_DIRECTORIES": v.url.deletingLastPathComponent().path])
    #expect(run.status == 1)
    #expect(run.stderr.contains("is not in a git repository; run 'git init' there first"), "\(run.stderr)")
    #expect(!FileManager.default.fileExists(atPath: v.url.appendingPathComponent(".gitattributes").path))
  }

  /// The driver run by hand, as git runs it: the result over ours, a label git left unexpanded
  /// read as none, the marker size honoured; a file that is not UTF-8 is left alone.
  @Test func theDriverWritesOverOursAndHonoursTheMarkerSize() throws {
    let v = try TemporaryVault()
    try v.write("base", "- [ ] a 📅 2026-12-01\n")
    try v.write("ours", "- [ ] a 📅 2026-12-02\n")
    try v.write("theirs", "- [ ] a 📅 2026-12-03\n")
    let run = try QuireProcess.run(
      [
        "merge-driver", "base", "ours", "theirs", "10", "notes/inbox.md", "--ours-label", "%X", "--theirs-label",
        "main",
      ],
      in: v.url)
    #expect(run.status == 1)
    #expect(run.stderr == "notes/inbox.md:1: both sides changed due of 'a'; resolve it between the markers\n")
    #expect(
      try v.readText("ours")
        == "<<<<<<<<<< ours\n- [ ] a 📅 2026-12-02\n==========\n- [ ] a 📅 2026-12-03\n>>>>>>>>>> main\n")
    try v.write("ours", Data([0x2D, 0x20, 0xFF, 0x0A]))
    let binary = try QuireProcess.run(["merge-driver", "base", "ours", "theirs"], in: v.url)
    #expect(binary.status == 1)
    #expect(binary.stderr.contains("ours: it is not UTF-8 text, so Quire does not merge it"), "\(binary.stderr)")
    #expect(try v.read("ours") == Data([0x2D, 0x20, 0xFF, 0x0A]))
  }

  @Test func neighbouringTicksAndAMovedDueDateMergeCleanly() throws {
    let base = "# Inbox\n- [ ] Buy milk\n- [ ] Lab report 📅 2026-12-01\n- [ ] Call mom\n"
    let (v, merge) = try Self.merged(
      base: base,
      ours: "# Inbox\n- [x] Buy milk ✅ 2026-11-27\n- [x] Lab report 📅 2026-12-01 ✅ 2026-11-27\n- [ ] Call mom\n",
      theirs:
        "# Inbox\n- [ ] Buy milk\n- [ ] Lab report 📅 2026-12-03\n- [x] Call mom ✅ 2026-11-28\n- [ ] From the phone\n")
    #expect(merge.status == 0, "\(merge.stdout) \(merge.stderr)")
    #expect(
      try v.readText("inbox.md")
        == "# Inbox\n- [x] Buy milk ✅ 2026-11-27\n- [x] Lab report 📅 2026-12-03 ✅ 2026-11-27\n- [x] Call mom ✅ 2026-11-28\n- [ ] From the phone\n"
    )
    #expect(try Self.git(["status", "--porcelain"], in: v).stdout == "")
  }

  @Test func aRecurringTaskCompletedOnBothDevicesLeavesOneDoneLineAndOneNextCopy() throws {
    let base = "- [ ] Water plants 🔁 every week 📅 2026-11-27\n"
    let next = "- [ ] Water plants 🔁 every week 📅 2026-12-04\n"
    let (v, merge) = try Self.merged(
      base: base, ours: next + "- [x] Water plants 🔁 every week 📅 2026-11-27 ✅ 2026-11-27\n",
      theirs: next + "- [x] Water plants 🔁 every week 📅 2026-11-27 ✅ 2026-11-28\n")
    #expect(merge.status == 0, "\(merge.stderr)")
    #expect(try v.readText("inbox.md") == next + "- [x] Water plants 🔁 every week 📅 2026-11-27 ✅ 2026-11-27\n")
    // One open occurrence listed, not two.
    let tasks = try QuireProcess.run(["--today", "2026-11-27", "tasks"], in: v.url)
    #expect(tasks.stdout.components(separatedBy: "Water plants").count == 2, "\(tasks.stdout)")
  }

  @Test func aTrueClashIsMarkedOnItsLineAndGitStops() throws {
    let base = "- [ ] Lab report 📅 2026-12-01\n- [ ] Buy milk\n"
    let (v, merge) = try Self.merged(
      base: base, ours: "- [ ] Lab report 📅 2026-12-02\n- [x] Buy milk ✅ 2026-11-27\n",
      theirs: "- [ ] Lab report 📅 2026-12-05\n- [ ] Buy milk\n")
    #expect(merge.status == 1)
    #expect(
      merge.stderr.contains("inbox.md:1: both sides changed due of 'Lab report'; resolve it between the markers"),
      "\(merge.stderr)")
    // Git from 2.44 on expands the labels (HEAD, the branch); an older one passes %X and %Y as
    // they are, and the driver labels the sides itself.
    let text = try v.readText("inbox.md")
    let (ours, theirs) = text.hasPrefix("<<<<<<< HEAD\n") ? ("HEAD", "phone") : ("ours", "theirs")
    #expect(
      text
        == "<<<<<<< \(ours)\n- [ ] Lab report 📅 2026-12-02\n=======\n- [ ] Lab report 📅 2026-12-05\n>>>>>>> \(theirs)\n- [x] Buy milk ✅ 2026-11-27\n",
      "\(text)")
    let check = try QuireProcess.run(["check"], in: v.url)
    #expect(check.status == 1)
    #expect(check.stdout.contains("inbox.md:1: error: unresolved git merge conflict (lines 1–5)"), "\(check.stdout)")
  }

  // MARK: - Two clones

  static let base = """
    ---
    title: Inbox
    mood: 3
    ---
    # Inbox
    - [ ] Buy milk
    - [ ] Call mom
    - [ ] Lab report 📅 2026-12-01
    - [ ] Water plants 🔁 every week 📅 2026-11-27

    """
  /// The laptop: a new title, two ticks, the recurring task completed, a task appended.
  static let laptop = """
    ---
    title: Inbox (laptop)
    mood: 3
    ---
    # Inbox
    - [x] Buy milk ✅ 2026-11-27
    - [ ] Call mom
    - [x] Lab report 📅 2026-12-01 ✅ 2026-11-27
    - [ ] Water plants 🔁 every week 📅 2026-12-04
    - [x] Water plants 🔁 every week 📅 2026-11-27 ✅ 2026-11-27
    - [ ] Laptop task

    """
  /// The phone: a new mood, the neighbouring tick, the due date moved, the same completion a day
  /// later, another task appended.
  static let phone = """
    ---
    title: Inbox
    mood: 4
    ---
    # Inbox
    - [ ] Buy milk
    - [x] Call mom ✅ 2026-11-28
    - [ ] Lab report 📅 2026-12-03
    - [ ] Water plants 🔁 every week 📅 2026-12-04
    - [x] Water plants 🔁 every week 📅 2026-11-27 ✅ 2026-11-28
    - [ ] Phone task

    """

  /// The laptop's commit on the first clone; the phone's on a second clone, which then pulls
  /// with `mode` (`--no-rebase` or `--rebase`).
  static func pulled(_ mode: String) throws -> (TemporaryVault, QuireResult) {
    let laptop = try TemporaryVault()
    _ = try git(["init", "-q", "-b", "main"], in: laptop)
    #expect(try QuireProcess.run(["git", "setup"], in: laptop.url).status == 0)
    try laptop.write("inbox.md", base)
    _ = try git(["add", "-A"], in: laptop)
    _ = try git(["commit", "-qm", "base"], in: laptop)
    let phone = try TemporaryVault()
    try FileManager.default.removeItem(at: phone.url)
    _ = try QuireProcess.runProgram(["git", "clone", "-q", laptop.url.path, phone.url.path])
    // The driver's config is not versioned: the second clone runs the setup too.
    let setup = try QuireProcess.run(["git", "setup"], in: phone.url)
    #expect(setup.stdout.contains(".gitattributes already names the driver"), "\(setup.stdout)")
    try laptop.write("inbox.md", Self.laptop)
    _ = try git(["commit", "-qam", "laptop"], in: laptop)
    try phone.write("inbox.md", Self.phone)
    _ = try git(["commit", "-qam", "phone"], in: phone)
    return (phone, try git(["pull", "-q", "--no-edit", mode, "origin", "main"], in: phone))
  }

  /// The merged note: the appended tasks in the order of the side git calls ours.
  static func expected(appended: String) -> String {
    """
    ---
    title: Inbox (laptop)
    mood: 4
    ---
    # Inbox
    - [x] Buy milk ✅ 2026-11-27
    - [x] Call mom ✅ 2026-11-28
    - [x] Lab report 📅 2026-12-03 ✅ 2026-11-27
    - [ ] Water plants 🔁 every week 📅 2026-12-04
    - [x] Water plants 🔁 every week 📅 2026-11-27 ✅ 2026-11-27
    \(appended)

    """
  }

  @Test func aPullThatMergesKeepsEveryEditOfBothDevices() throws {
    let (phone, pull) = try Self.pulled("--no-rebase")
    #expect(pull.status == 0, "\(pull.stdout) \(pull.stderr)")
    #expect(try phone.readText("inbox.md") == Self.expected(appended: "- [ ] Phone task\n- [ ] Laptop task"))
    #expect(try Self.git(["status", "--porcelain"], in: phone).stdout == "")
  }

  @Test func aPullThatRebasesKeepsEveryEditOfBothDevices() throws {
    // A rebase replays the phone's commit onto the laptop's: git's "ours" is the laptop.
    let (phone, pull) = try Self.pulled("--rebase")
    #expect(pull.status == 0, "\(pull.stdout) \(pull.stderr)")
    #expect(try phone.readText("inbox.md") == Self.expected(appended: "- [ ] Laptop task\n- [ ] Phone task"))
    #expect(try Self.git(["status", "--porcelain"], in: phone).stdout == "")
  }
}
