/// A region a git merge left in a note: `<<<<<<<` (our side), optionally `|||||||` (the common
/// ancestor, with `merge.conflictStyle` diff3 or zdiff3), `=======`, their side, `>>>>>>>`
/// (docs/git.md; git's marker format is in docs/research/sync-conflicts.md, section 8).
///
/// A marker is a line of at least 7 of its character (git's `conflict-marker-size` may make them
/// longer), then nothing or a blank and a label; `=======` carries no label. Markers count only in
/// this order: a stray `=======` (a Markdown heading underline) or a lone `<<<<<<<` is text.
public struct GitConflictRegion: Sendable, Equatable {
  /// 1-based lines of the markers.
  public var start: Int
  public var base: Int?
  public var middle: Int
  public var end: Int

  public init(start: Int, base: Int? = nil, middle: Int, end: Int) {
    (self.start, self.base, self.middle, self.end) = (start, base, middle, end)
  }

  /// Which part of a region a line is in.
  public enum Side: Sendable, Equatable {
    case marker
    /// Between `<<<<<<<` and `|||||||` or `=======`: the side merged into.
    case ours
    /// Between `|||||||` and `=======`: the common ancestor.
    case base
    /// Between `=======` and `>>>>>>>`: the side merged in.
    case theirs
  }

  /// The lines from the first marker to the last.
  public var lines: ClosedRange<Int> { start...end }

  /// Where line `n` of the region stands (`nil` outside it).
  public func side(of n: Int) -> Side? {
    guard lines.contains(n) else { return nil }
    if n == start || n == base || n == middle || n == end { return .marker }
    if n > middle { return .theirs }
    if let base, n > base { return .base }
    return .ours
  }

  /// The regions of a note's text, in order. Fast when there is none: its bytes are scanned for
  /// seven `<` in a row before any line is read (every note of the vault passes here).
  public static func regions(in text: String) -> [GitConflictRegion] {
    guard mayHoldMarkers(text) else { return [] }
    var regions: [GitConflictRegion] = []
    var open: (start: Int, base: Int?, middle: Int?)?
    let lines = SourceLines(text)
    for n in 1...lines.count {
      switch marker(lines[n]) {
      case "<": open = (n, nil, nil)
      case "|": if let o = open, o.middle == nil, o.base == nil { open = (o.start, n, nil) }
      case "=": if let o = open, o.middle == nil { open = (o.start, o.base, n) }
      case ">":
        if let o = open, let middle = o.middle {
          regions.append(GitConflictRegion(start: o.start, base: o.base, middle: middle, end: n))
          open = nil
        }
      default: break
      }
    }
    return regions
  }

  /// Whether seven `<` stand in a row somewhere. Every note of the vault passes here, so it
  /// looks at every seventh byte only: a run of seven covers one of them, and only a `<` there
  /// is looked around. (`String.contains` walks characters with grapheme breaking, which over
  /// 100,000 notes would cost seconds.)
  static func mayHoldMarkers(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      let lt = UInt8(ascii: "<")
      var i = 6
      while i < bytes.count {
        guard bytes[i] == lt else {
          i += 7
          continue
        }
        var (low, high) = (i, i)
        while low > 0, bytes[low - 1] == lt { low -= 1 }
        while high + 1 < bytes.count, bytes[high + 1] == lt { high += 1 }
        if high - low >= 6 { return true }
        // The byte after the run is not `<`, so the next run starts at `high + 2` at the
        // earliest and covers `high + 8`.
        i = high + 8
      }
      return false
    }
  }

  /// The marker character a line is (`<`, `|`, `=`, `>`), or `nil`.
  static func marker(_ line: Substring) -> Character? {
    guard let first = line.first, "<|=>".contains(first) else { return nil }
    let run = line.prefix { $0 == first }
    guard run.count >= 7 else { return nil }
    let rest = line[run.endIndex...]
    if first == "=" { return rest.allSatisfy { $0 == " " || $0 == "\t" } ? first : nil }
    return rest.isEmpty || rest.first == " " ? first : nil
  }
}
