import QuireCore
import QuireFuzzSupport

// The three-way note merge of `quire merge-driver` (docs/fuzzing.md, docs/git.md). The input is cut at its first two
// NUL bytes into the base, ours and theirs (a missing part is empty), and the merge must:
// - never crash or hang, whatever the three texts (front matter, task lines, CR/LF/CRLF, conflict markers);
// - give the other side back when one side is the base, and the side when both sides are alike;
// - keep every line a side added and every line all three hold once (task lines aside: they may be merged field by
//   field);
// - report a clash exactly where it wrote `<<<<<<<` markers of its own size.

let labels = (ours: "ours", theirs: "theirs")

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMerge(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let parts = FuzzInput.bytes(data, size).split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false)
  let texts = (0..<3).map { $0 < parts.count ? String(decoding: parts[$0], as: UTF8.self) : "" }
  let (base, ours, theirs) = (texts[0], texts[1], texts[2])
  // A marker size no input line starts with, so the merge's own markers can be counted.
  let size = 9 + base.utf8.count % 3

  let merged = NoteMerge(base: base, ours: ours, theirs: theirs, markerSize: size, labels: labels)
  let again = NoteMerge(base: base, ours: ours, theirs: theirs, markerSize: size, labels: labels)
  FuzzInput.require(merged == again, "two merges of one input differ")
  let opener = String(repeating: "<", count: size) + " ours"
  let written = lines(merged.text).filter { $0 == opener }.count
  let before = [ours, theirs].map { lines($0).filter { $0 == opener }.count }.reduce(0, +)
  FuzzInput.require(
    written - before == merged.clashes.count || before > 0, "\(merged.clashes.count) clashes, \(written) markers")

  for (side, other) in [(ours, theirs), (theirs, ours)] {
    let one = NoteMerge(base: side, ours: side, theirs: other, markerSize: size, labels: labels)
    FuzzInput.require(one.text == other && one.clashes.isEmpty, "ours equal to the base does not give theirs")
    let two = NoteMerge(base: side, ours: other, theirs: side, markerSize: size, labels: labels)
    FuzzInput.require(two.text == other && two.clashes.isEmpty, "theirs equal to the base does not give ours")
  }
  let same = NoteMerge(base: base, ours: ours, theirs: ours, markerSize: size, labels: labels)
  FuzzInput.require(same.text == ours && same.clashes.isEmpty, "two equal sides do not give that side")

  let (co, ca, cb) = (counts(base), counts(ours), counts(theirs))
  let result = counts(merged.text)
  // `---` and `...` aside: the merged front matter is one block, opened and closed as ours is, so theirs' closer is
  // no line of its own to keep, and a side without a closed block makes its `---` a line (the fifth and sixth
  // findings, the target's: `NoteMergeTests.theFrontMatterIsClosedAsOursClosesIt`).
  for line in Set(ca.keys).union(cb.keys) where TaskLineParser.parse(line) == nil && line != "---" && line != "..." {
    let added = max((ca[line] ?? 0) - (co[line] ?? 0), (cb[line] ?? 0) - (co[line] ?? 0), 0)
    // A line all three hold once is the same line in each: kept by both, it stays. (A repeated
    // line is not: each side may have kept a different one of its copies, and the other
    // side deleted that one.)
    let kept = ca[line] == 1 && cb[line] == 1 && co[line] == 1 ? 1 : 0
    FuzzInput.require((result[line] ?? 0) >= max(added, kept), "line lost: \(line.debugDescription)")
  }
  return 0
}

/// The text's lines without their endings: LF, CRLF or CR, as the merge and git cut them (not at
/// a form feed or U+2028, which `isNewline` also counts: its second finding, a task line merged
/// field by field whose pieces between form feeds were taken for lines of their own).
/// The empty piece after a text's last line ending is that ending, not a line (the seventh finding, the target's: ours
/// ended with a newline, theirs appended its last line without one, and the merged note, ending as theirs' line
/// does, "lost" ours' empty piece).
func lines(_ text: String) -> [String] {
  var pieces = text.split(
    omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
  ).map(String.init)
  if pieces.last == "" { pieces.removeLast() }
  return pieces
}

func counts(_ text: String) -> [String: Int] { lines(text).reduce(into: [:]) { $0[$1, default: 0] += 1 } }
