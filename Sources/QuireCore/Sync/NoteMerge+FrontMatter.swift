extension NoteMerge {
  /// A note's front matter as lines: between the `---` on the first line and the closing `---`
  /// (or `...`), cut into top-level keys, each with the lines below it (a list, a nested map,
  /// comments) up to the next key.
  struct FrontMatterLines {
    /// The index of the closing line; the body starts after it.
    var closing: Int
    var bodyStart: Int { closing + 1 }
    /// The keys in written order, and the lines of each (`""`: lines before the first key).
    var keys: [String]
    var entries: [String: [Line]]
    /// The front matter's lines, for a merge line by line when keys repeat.
    var lines: [Line]
    /// Whether a key stands twice (YAML forbids it; then no key can stand for its lines).
    var repeatsAKey = false

    init?(_ lines: [Line]) {
      guard lines.first?.text == "---",
        let close = lines.indices.dropFirst().first(where: { lines[$0].text == "---" || lines[$0].text == "..." })
      else { return nil }
      closing = close
      self.lines = Array(lines[1..<close])
      keys = []
      entries = [:]
      var current = ""
      for line in self.lines {
        if let key = Self.key(line.text) {
          if entries[key] == nil { keys.append(key) } else { repeatsAKey = true }
          current = key
        } else if entries[current] == nil {
          keys.append(current)
        }
        entries[current, default: []].append(line)
      }
    }

    /// The front matter of a base that has none: no key, the body from the first line.
    init(empty: ()) {
      closing = -1
      keys = []
      entries = [:]
      lines = []
    }

    /// The key a line starts (`due: 2026-12-01`, `"my key": x`), `nil` for an indented line,
    /// a list item, a comment or a blank.
    static func key(_ text: Substring) -> String? {
      guard let first = text.first, !" \t#-".contains(first), let colon = text.firstIndex(of: ":") else { return nil }
      return String(text[..<colon])
    }

    /// The front matter of `a` and `b` merged against `o`, key by key, in `a`'s order and then
    /// the keys only `b` has; the whole block line by line when a key repeats (YAML forbids
    /// it, so no key can stand for its lines).
    /// `a` and `b` with their `---` lines: `ours` and `theirs` are the whole notes.
    static func merge(_ o: Self, _ a: Self, _ b: Self, ours: [Line], theirs: [Line], into w: inout Writer) {
      // A side that left the front matter as it was takes the other's whole, in its order.
      let whole = (o.lines, a.lines, b.lines)
      if whole.1 == whole.0 && whole.1 != whole.2 {
        return w.emit([theirs[0]] + b.lines + [theirs[b.closing]])
      }
      w.emit(ours[0])
      defer { w.emit(ours[a.closing]) }
      if whole.1 == whole.2 || whole.2 == whole.0 { return w.emit(a.lines) }
      guard !o.repeatsAKey, !a.repeatsAKey, !b.repeatsAKey else {
        return BodyMerge.merge(o.lines, a.lines, b.lines, into: &w)
      }
      let order = a.keys + b.keys.filter { a.entries[$0] == nil }
      for key in order {
        let (eo, ea, eb) = (o.entries[key], a.entries[key], b.entries[key])
        let (to, ta, tb) = (eo?.map(\.text), ea?.map(\.text), eb?.map(\.text))
        if ta == tb || tb == to {
          w.emit(ea ?? [])
        } else if ta == to {
          w.emit(eb ?? [])
        } else {
          w.clash(ea ?? [], eb ?? [], what: "both sides changed the front matter's '\(key)'")
        }
      }
    }
  }
}
