import PropertyBased
import QuireCore
import Testing

/// The three-way note merge of `quire merge-driver` (docs/git.md, "The merge driver").
@Suite struct NoteMergeTests {
  static let labels = (ours: "HEAD", theirs: "phone")

  func merge(_ base: String, _ ours: String, _ theirs: String, markerSize: Int = 7) -> NoteMerge {
    NoteMerge(base: base, ours: ours, theirs: theirs, markerSize: markerSize, labels: Self.labels)
  }

  @Test func ticksOnNeighbouringLinesBothLand() {
    let base = "# Inbox\n- [ ] Buy milk\n- [ ] Call mom 📅 2026-12-01\n"
    let ours = "# Inbox\n- [x] Buy milk ✅ 2026-11-27\n- [ ] Call mom 📅 2026-12-01\n"
    let theirs = "# Inbox\n- [ ] Buy milk\n- [x] Call mom 📅 2026-12-01 ✅ 2026-11-28\n"
    let m = merge(base, ours, theirs)
    #expect(m.text == "# Inbox\n- [x] Buy milk ✅ 2026-11-27\n- [x] Call mom 📅 2026-12-01 ✅ 2026-11-28\n")
    #expect(m.clashes.isEmpty)
  }

  @Test func oneSideTicksTheOtherMovesTheDueDate() {
    let base = "- [ ] Lab report 📅 2026-12-01\n"
    let ours = "- [x] Lab report 📅 2026-12-01 ✅ 2026-11-27\n"
    let theirs = "- [ ] Lab report ⏫ 📅 2026-12-03\n"
    let m = merge(base, ours, theirs)
    #expect(m.text == "- [x] Lab report ⏫ 📅 2026-12-03 ✅ 2026-11-27\n")
    #expect(m.clashes.isEmpty)
  }

  @Test func bothCompletingARecurringTaskGiveOneDoneLineAndOneNextCopy() {
    let base = "- [ ] Water plants 🔁 every week 📅 2026-11-27\n"
    let ours =
      "- [ ] Water plants 🔁 every week 📅 2026-12-04\n- [x] Water plants 🔁 every week 📅 2026-11-27 ✅ 2026-11-28\n"
    let theirs =
      "- [ ] Water plants 🔁 every week 📅 2026-12-04\n- [x] Water plants 🔁 every week 📅 2026-11-27 ✅ 2026-11-27\n"
    let m = merge(base, ours, theirs)
    #expect(
      m.text
        == "- [ ] Water plants 🔁 every week 📅 2026-12-04\n- [x] Water plants 🔁 every week 📅 2026-11-27 ✅ 2026-11-27\n")
    #expect(m.clashes.isEmpty)
  }

  @Test func linesAppendedOnBothSidesAreAllKeptInOrder() {
    let base = "# Log\n- [ ] a\n"
    let m = merge(base, base + "- [ ] b\nnote from the laptop\n", base + "- [ ] c\n")
    #expect(m.text == "# Log\n- [ ] a\n- [ ] b\nnote from the laptop\n- [ ] c\n")
    #expect(m.clashes.isEmpty)
    // Both added the same line: it comes once.
    #expect(merge(base, base + "- [ ] b\n", base + "- [ ] b\n").text == base + "- [ ] b\n")
  }

  @Test func frontMatterMergesKeyByKey() {
    let base = "---\ntitle: Week\ntags:\n  - a\nstatus: draft\n---\n# Week\n"
    let ours = "---\ntitle: Week 48\ntags:\n  - a\nstatus: draft\n---\n# Week\n"
    let theirs = "---\ntitle: Week\ntags:\n  - a\n  - b\nstatus: draft\nmood: 4\n---\n# Week\n"
    let m = merge(base, ours, theirs)
    #expect(m.text == "---\ntitle: Week 48\ntags:\n  - a\n  - b\nstatus: draft\nmood: 4\n---\n# Week\n")
    #expect(m.clashes.isEmpty)
    // A side that left the front matter alone takes the other's, keys reordered and all.
    let reordered = "---\nstatus: draft\ntitle: Week\ntags:\n  - a\n---\n# Week\n"
    #expect(merge(base, base + "More.\n", reordered).text == reordered + "More.\n")
    let clash = merge(base, ours.replacingOccurrences("draft", "done"), theirs.replacingOccurrences("draft", "late"))
    #expect(clash.clashes.map(\.what) == ["both sides changed the front matter's 'status'"])
  }

  @Test func aTrueClashGetsMarkersOnThatLineOnly() {
    let base = "- [ ] a 📅 2026-12-01\n- [ ] b\n- [ ] c\n"
    let ours = "- [ ] a 📅 2026-12-02\n- [x] b ✅ 2026-11-27\n- [ ] c\n"
    let theirs = "- [ ] a 📅 2026-12-05\n- [ ] b\n- [ ] c 🔼\n"
    let m = merge(base, ours, theirs, markerSize: 9)
    #expect(
      m.text
        == "<<<<<<<<< HEAD\n- [ ] a 📅 2026-12-02\n=========\n- [ ] a 📅 2026-12-05\n>>>>>>>>> phone\n- [x] b ✅ 2026-11-27\n- [ ] c 🔼\n"
    )
    #expect(m.clashes.map(\.line) == [1])
    #expect(m.clashes.map(\.what) == ["both sides changed due of 'a'"])
    // What git's own parser reads back: one region, found by check and kept out of edits.
    #expect(GitConflictRegion.regions(in: m.text).count == 1)
  }

  @Test func crlfAndAMissingFinalNewlineAreKept() {
    let base = "- [ ] a\r\n- [ ] b"
    let m = merge(base, "- [x] a ✅ 2026-11-27\r\n- [ ] b", "- [ ] a\r\n- [ ] b\r\n- [ ] c")
    #expect(m.text == "- [x] a ✅ 2026-11-27\r\n- [ ] b\r\n- [ ] c")
  }

  /// Line endings are part of a change: a side that only converted them is taken whole.
  @Test func aSideThatOnlyChangedLineEndingsIsTaken() {
    let base = "---\ntitle: x\n---\n- [ ] a\nText\n"
    let crlf = "---\r\ntitle: x\r\n---\r\n- [ ] a\r\nText\r\n"
    #expect(merge(base, base, crlf).text == crlf)
    #expect(merge(base, crlf, base).text == crlf)
  }

  /// A repeated line is as many lines: each side deleting a different copy deletes both (found
  /// by FuzzMerge, where a note's `---` lines were cut on both sides).
  @Test func eachSideDeletingAnotherCopyOfALineDeletesBoth() {
    #expect(merge("x\na\nx\n", "x\na\n", "a\nx\n").text == "a\n")
  }

  /// A line ending with a lone CR before an empty LF line would read back as one CRLF line
  /// ending, the empty line gone (found by FuzzMerge): the CR becomes CRLF.
  @Test func anEmptyLineAfterALoneCarriageReturnStaysALine() {
    let m = merge("x\n", "x\ny\r", "x\n\nz")
    #expect(m.text == "x\ny\r\n\nz")
    #expect(m.text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).count == 4)
  }

  /// The merged front matter is one block, opened and closed as ours is: theirs' `...` closer
  /// is not a line of its own to keep (FuzzMerge's fifth finding, the target's).
  @Test func theFrontMatterIsClosedAsOursClosesIt() {
    let m = merge("---\na: 1\n---\nbody\n", "---\na: 2\n---\nbody\n", "---\na: 1\nb: 3\n...\nbody\n")
    #expect(m.text == "---\na: 2\nb: 3\n---\nbody\n" && m.clashes.isEmpty)
  }

  /// Ours ends with a newline, theirs appends its last line without one: both appended lines are
  /// kept, and the note ends as theirs' last line does (FuzzMerge's seventh finding, the
  /// target's, which counted the piece after a final newline as a line).
  @Test func linesAppendedOnBothSidesKeepTheirEndings() {
    let m = merge("a", "a\n\nb\n", "a\n\nc")
    #expect(m.text == "a\n\nb\nc" && m.clashes.isEmpty)
  }

  @Test func aFileNewOnBothSidesMergesAsTwoInsertions() {
    let m = merge("", "- [ ] a\n", "- [ ] a\n- [ ] b\n")
    #expect(m.text == "- [ ] a\n- [ ] b\n")
  }

  @Test func aDeletedLineThatTheOtherSideChangedIsAClash() {
    let m = merge("x\n- [ ] a\ny\n", "x\ny\n", "x\n- [x] a ✅ 2026-11-27\ny\n")
    #expect(m.text == "x\n<<<<<<< HEAD\n=======\n- [x] a ✅ 2026-11-27\n>>>>>>> phone\ny\n")
  }

  // MARK: - Properties

  static let words = ["milk", "rent", "lab", "essay", "cat", "run", "call", "plan"]

  /// A random note: task lines (some with a due date) and text lines, all different.
  static let notes = Gen.int(in: 1...12).array(of: 1...14).map { picks in
    picks.enumerated().map { i, n in
      n % 3 == 0
        ? "Some text \(i) \(words[n % words.count])"
        : "- [ ] \(words[n % words.count]) \(i)\(n % 2 == 0 ? " 📅 2026-12-0\(1 + n % 9)" : "")"
    }
  }

  /// An edit of line `i`: a tick, a new due date, or new text.
  static func edit(_ line: String, _ kind: Int, side: Int) -> String {
    guard line.hasPrefix("- [ ] ") else { return line + " (edited on side \(side))" }
    switch kind % 3 {
    case 0: return "- [x] " + line.dropFirst(6) + " ✅ 2026-11-2\(side)"
    case 1: return line + " ⏫"
    default: return line.replacingOccurrences("- [ ] ", "- [/] ")
    }
  }

  @Test func editsToDifferentLinesAlwaysMergeAsBoth() async {
    await propertyCheck(input: Self.notes, Gen.int(in: 0...1000), Gen.int(in: 0...1000)) { lines, seedA, seedB in
      var ours = lines
      var theirs = lines
      for i in lines.indices {
        switch (seedA >> (i % 10)) & 3 {
        case 1 where i % 2 == 0: ours[i] = Self.edit(lines[i], seedB + i, side: 1)
        case 2 where i % 2 == 1: theirs[i] = Self.edit(lines[i], seedA + i, side: 2)
        default: break
        }
      }
      let join = { (l: [String]) in l.joined(separator: "\n") + "\n" }
      let m = NoteMerge(base: join(lines), ours: join(ours), theirs: join(theirs), labels: Self.labels)
      let expected = lines.indices.map { ours[$0] != lines[$0] ? ours[$0] : theirs[$0] }
      #expect(m.text == join(expected))
      #expect(m.clashes.isEmpty)
    }
  }

  /// Nothing is lost, whatever the three versions: every line a side added is in the result
  /// (merged, or between markers), and every line all three hold once stays. Task lines are left
  /// out of the comparison, as a merge may rewrite them field by field.
  @Test func noAddedOrKeptLineIsLost() async {
    let vocabulary = Gen.element(of: ["a", "b", "c", "", "d", "- [ ] t", "- [x] t ✅ 2026-11-27", "e"]).array(of: 0...9)
    await propertyCheck(input: vocabulary, vocabulary, vocabulary) { o, a, b in
      let (base, ours, theirs) = (o.map { $0 ?? "" }, a.map { $0 ?? "" }, b.map { $0 ?? "" })
      let join = { (l: [String]) in l.map { $0 + "\n" }.joined() }
      let merged = NoteMerge(base: join(base), ours: join(ours), theirs: join(theirs), labels: Self.labels)
      var result: [String: Int] = [:]
      for line in merged.text.split(separator: "\n", omittingEmptySubsequences: false) {
        result[String(line), default: 0] += 1
      }
      func counts(_ lines: [String]) -> [String: Int] { lines.reduce(into: [:]) { $0[$1, default: 0] += 1 } }
      let (co, ca, cb) = (counts(base), counts(ours), counts(theirs))
      for line in Set(ours + theirs) where !line.hasPrefix("- [") {
        let added = max((ca[line] ?? 0) - (co[line] ?? 0), (cb[line] ?? 0) - (co[line] ?? 0), 0)
        // A line all three hold once is one line; a repeated one may be a different copy on each side.
        let kept = ca[line] == 1 && cb[line] == 1 && co[line] == 1 ? 1 : 0
        #expect((result[line] ?? 0) >= max(added, kept), "\(line) in \(base) \(ours) \(theirs) → \(merged.text)")
      }
    }
  }

  @Test func aSideThatChangedNothingTakesTheOther() async {
    await propertyCheck(input: Self.notes, Self.notes) { base, other in
      let (o, x) = (base.joined(separator: "\n") + "\n", other.joined(separator: "\n") + "\n")
      #expect(NoteMerge(base: o, ours: o, theirs: x, labels: Self.labels).text == x)
      #expect(NoteMerge(base: o, ours: x, theirs: o, labels: Self.labels).text == x)
      #expect(NoteMerge(base: o, ours: x, theirs: x, labels: Self.labels).text == x)
    }
  }
}

extension String {
  fileprivate func replacingOccurrences(_ a: String, _ b: String) -> String {
    split(separator: a, omittingEmptySubsequences: false).joined(separator: b)
  }
}
