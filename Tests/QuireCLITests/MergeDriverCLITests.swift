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
}
