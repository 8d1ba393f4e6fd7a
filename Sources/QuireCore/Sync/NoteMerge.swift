/// The three-way merge of a note that `quire merge-driver` performs for git (docs/git.md, "The
/// merge driver"): line by line, with the meaning of task lines, so that only a true clash is
/// left to the person, between git's conflict markers, on the lines it concerns.
///
/// - The lines are aligned by ``Diff3`` with a task line keyed by its description, any other
///   line by its text: a tick or a new due date keeps a task line in place.
/// - A line only one side changed takes that side's text; a task line both changed is merged
///   field by field (``TaskLineMerge``).
/// - Lines changed on both sides that stand in step (each side replaced the same lines one for
///   one) are merged line by line, so edits to neighbouring lines merge.
/// - Lines both sides inserted at one place are all kept, ours first, each once: the lines
///   both inserted alike count once, and two task lines with one description and the same
///   dates are one task merged field by field (both devices completed the same recurring task:
///   one done line, one next copy).
/// - Front matter merges key by key when both sides have it.
/// - Anything else both changed is a clash: git's markers (`markerSize` characters, the labels
///   after them) around the two sides' lines, after what they share at either end.
public struct NoteMerge: Sendable, Equatable {
  /// The merged text.
  public var text: String
  /// Each clash, in the merged text's order.
  public var clashes: [Clash]

  /// Lines both sides changed differently, left between git's markers.
  public struct Clash: Sendable, Equatable {
    /// The merged text's line where the `<<<<<<<` marker stands.
    public var line: Int
    /// What clashed, in words.
    public var what: String
  }

  /// A line and the ending it had (`\n`, `\r\n`, `\r`, or empty at the end of a text).
  struct Line: Equatable {
    var text: Substring
    var ending: Substring
  }

  /// The merge of `ours` and `theirs` against `base` (empty when the file is new on both).
  public init(base: String, ours: String, theirs: String, markerSize: Int = 7, labels: (ours: String, theirs: String)) {
    let (o, a, b) = (Self.lines(base), Self.lines(ours), Self.lines(theirs))
    var writer = Writer(markerSize: max(1, markerSize), labels: labels, ending: Self.dominantEnding(a))
    if let fa = FrontMatterLines(a), let fb = FrontMatterLines(b) {
      let fo = FrontMatterLines(o) ?? FrontMatterLines(empty: ())
      FrontMatterLines.merge(fo, fa, fb, ours: a, theirs: b, into: &writer)
      BodyMerge.merge(Array(o[fo.bodyStart...]), Array(a[fa.bodyStart...]), Array(b[fb.bodyStart...]), into: &writer)
    } else {
      BodyMerge.merge(o, a, b, into: &writer)
    }
    text = writer.text()
    clashes = writer.clashes
  }

  /// The text's lines with their endings; the last has an empty ending when the text does not
  /// end with one.
  static func lines(_ text: String) -> [Line] {
    var lines: [Line] = []
    var start = text.startIndex
    var i = text.startIndex
    while i < text.endIndex {
      let c = text[i]
      if c == "\n" || c == "\r" || c == "\r\n" {
        let next = text.index(after: i)
        lines.append(Line(text: text[start..<i], ending: text[i..<next]))
        start = next
      }
      i = text.index(after: i)
    }
    if start < text.endIndex { lines.append(Line(text: text[start...], ending: "")) }
    return lines
  }

  /// `\r\n` when most of the lines' endings are, else `\n`.
  static func dominantEnding(_ lines: [Line]) -> Substring {
    let endings = lines.map(\.ending).filter { !$0.isEmpty }
    return endings.filter { $0 == "\r\n" }.count * 2 > endings.count ? "\r\n" : "\n"
  }

  /// Collects the merged lines and the clashes, in git's marker format.
  struct Writer {
    var markerSize: Int
    var labels: (ours: String, theirs: String)
    var ending: Substring
    var out: [Line] = []
    var clashes: [Clash] = []

    mutating func emit(_ line: Line) { out.append(line) }

    mutating func emit(_ lines: some Sequence<Line>) { out.append(contentsOf: lines) }

    /// Git's markers around the two sides' lines, the lines both share at either end outside.
    mutating func clash(_ ours: [Line], _ theirs: [Line], what: String) {
      var prefix = 0
      while prefix < min(ours.count, theirs.count), ours[prefix].text == theirs[prefix].text { prefix += 1 }
      var suffix = 0
      while suffix < min(ours.count, theirs.count) - prefix,
        ours[ours.count - 1 - suffix].text == theirs[theirs.count - 1 - suffix].text
      {
        suffix += 1
      }
      emit(ours[..<prefix])
      clashes.append(Clash(line: out.count + 1, what: what))
      func marker(_ c: Character, _ label: String) -> Line {
        let run = String(repeating: c, count: markerSize)
        return Line(text: Substring(label.isEmpty ? run : run + " " + label), ending: ending)
      }
      emit(marker("<", labels.ours))
      emit(ours[prefix..<ours.count - suffix])
      emit(marker("=", ""))
      emit(theirs[prefix..<theirs.count - suffix])
      emit(marker(">", labels.theirs))
      emit(ours[(ours.count - suffix)...])
    }

    /// The text: every line but the last ends with a line ending (a side's last line that
    /// lacked one gets the note's when lines follow it). A line ending with a lone CR before an
    /// empty line ending with LF would read back as one CRLF, the empty line gone (found by
    /// FuzzMerge): such a CR becomes CRLF.
    func text() -> String {
      var result = ""
      for (i, line) in out.enumerated() {
        result += line.text
        let last = i == out.count - 1
        if line.ending.isEmpty && !last {
          result += ending
        } else if line.ending == "\r" && !last && out[i + 1].text.isEmpty && out[i + 1].ending.hasPrefix("\n") {
          result += "\r\n"
        } else {
          result += line.ending
        }
      }
      return result
    }
  }
}
