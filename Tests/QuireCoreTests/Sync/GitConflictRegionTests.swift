import PropertyBased
import Testing

@testable import QuireCore

/// Regions of git conflict markers as git's merge writes them (docs/research/sync-conflicts.md,
/// section 8): the default and diff3 styles, labels, longer markers, CRLF; and text that only
/// looks like a marker.
@Suite struct GitConflictRegionTests {
  @Test func readsTheDefaultAndTheDiff3Styles() {
    let plain = "a\n<<<<<<< HEAD\nours\n=======\ntheirs\n>>>>>>> feature\nb\n"
    #expect(GitConflictRegion.regions(in: plain) == [GitConflictRegion(start: 2, middle: 4, end: 6)])
    let diff3 = "<<<<<<< HEAD\r\nours\r\n||||||| 1a2b3c4\r\nbase\r\n=======\r\ntheirs\r\n>>>>>>> feature\r\n"
    let region = GitConflictRegion(start: 1, base: 3, middle: 5, end: 7)
    #expect(GitConflictRegion.regions(in: diff3) == [region])
    #expect((1...7).map { region.side(of: $0) } == [.marker, .ours, .marker, .base, .marker, .theirs, .marker])
    #expect(region.side(of: 8) == nil)
    // conflict-marker-size=10, two regions, no labels.
    let long = "<<<<<<<<<<\nx\n==========\ny\n>>>>>>>>>>\n<<<<<<<\n=======\n>>>>>>>"
    #expect(
      GitConflictRegion.regions(in: long) == [
        GitConflictRegion(start: 1, middle: 3, end: 5), GitConflictRegion(start: 6, middle: 7, end: 8),
      ])
  }

  /// The sampled scan for seven `<` in a row answers as a plain search does, runs of every
  /// length at every place.
  @Test func theMarkerScanFindsEveryRunOfSeven() async {
    let pieces = Gen.element(of: ["<", "<", "<<<", "a", "\n", "é", "<<<<<<", "<<<<<<<"]).array(of: 0...24)
    await propertyCheck(input: pieces) { parts in
      let text = parts.map { $0 ?? "" }.joined()
      #expect(GitConflictRegion.mayHoldMarkers(text) == text.utf8.contains("<<<<<<<".utf8))
    }
  }

  @Test func leavesTextThatOnlyLooksLikeMarkers() {
    for text in [
      "Title\n=======\n", "<<<<<<< HEAD\nno end\n", "<<<<<<<HEAD\n=======\n>>>>>>> x\n",
      "<<<<<< short\n=====\n>>>>>>\n",
      "=======\n>>>>>>> x\n", "<<<<<<< a\n>>>>>>> b\n", "<<<<<<< a\n======= x\n>>>>>>> b\n", "",
    ] {
      #expect(GitConflictRegion.regions(in: text).isEmpty, "\(text)")
    }
  }

  /// A note with a region: each task of the sides is listed once (ours first), marked; the
  /// ancestor's tasks are not; an error names the lines.
  @Test func aNotesTasksInARegionAreListedOnceAndMarked() {
    let text = """
      # Inbox
      - [ ] Before
      <<<<<<< HEAD
      - [ ] Shared task 📅 2026-11-30
      - [ ] Ours only
      ||||||| base
      - [ ] Shared task 📅 2026-11-28
      - [ ] Removed on both sides
      =======
      - [x] Shared task 📅 2026-11-28 ✅ 2026-11-27
      - [ ] Theirs only
      >>>>>>> other
      - [ ] After

      """
    let note = NoteParser(config: VaultConfig()).parse(file: "inbox.md", text: text)
    #expect(
      note.tasks.map { "\($0.line) \($0.fields.description) \($0.inConflict)" } == [
        "2 Before false", "4 Shared task true", "5 Ours only true", "11 Theirs only true", "13 After false",
      ])
    #expect(note.diagnostics.map { "\($0.line ?? 0) \($0.code) \($0.severity)" } == ["3 git-conflict error"])
  }

  @Test func noLineEditIsMadeInsideARegion() {
    let text = "- [ ] a\n<<<<<<< HEAD\n- [ ] b\n=======\n- [ ] c\n>>>>>>> x\n- [ ] d\n"
    let bytes = Array(text.utf8)
    for line in 2...6 {
      let edit = LineEdit(line: line, expected: String(text.split(separator: "\n")[line - 1]), replacement: ["z"])
      #expect(LineEditor.apply([edit], to: bytes) == .failure(.insideGitConflict(line: line, start: 2, end: 6)))
    }
    guard
      case .success(let edited) = LineEditor.apply(
        [LineEdit(line: 7, expected: "- [ ] d", replacement: ["- [x] d"])], to: bytes)
    else {
      Issue.record("an edit outside the region was refused")
      return
    }
    #expect(String(decoding: edited, as: UTF8.self) == text.replacing("- [ ] d", with: "- [x] d"))
  }
}
