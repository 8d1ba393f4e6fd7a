/// The three-way alignment of a merge (diff3): a base and two versions, each a list of keys,
/// cut into stable runs (a base element both versions kept, in step) and unstable chunks
/// between them, where at least one side changed something.
///
/// Each version is aligned with the base by the standard library's `difference(from:)` (a
/// Myers diff, so the alignment is a longest common subsequence); a base element kept by both
/// versions is stable, and the elements between two stable ones on each side form one chunk.
/// This is the classic diff3 of GNU diffutils and git's `xdl_merge`, on keys rather than on
/// whole lines: ``NoteMerge`` keys a task line by its description, so a tick or a moved date
/// keeps the line stable and is merged field by field.
public enum Diff3 {
  /// One step of the alignment, as index ranges into the base, ours and theirs.
  public enum Chunk: Equatable, Sendable {
    /// A base element kept in step by both sides (its keys equal; its text may differ).
    case stable(base: Int, ours: Int, theirs: Int)
    /// A stretch where at least one side differs from the base.
    case unstable(base: Range<Int>, ours: Range<Int>, theirs: Range<Int>)
  }

  /// The chunks of `base` against `ours` and `theirs`, in order; together they cover every
  /// element of the three once.
  public static func chunks<K: Hashable>(base: [K], ours: [K], theirs: [K]) -> [Chunk] {
    let inOurs = matches(base, ours)
    let inTheirs = matches(base, theirs)
    var chunks: [Chunk] = []
    var (o, a, b) = (0, 0, 0)
    while o < base.count || a < ours.count || b < theirs.count {
      if o < base.count, inOurs[o] == a, inTheirs[o] == b {
        chunks.append(.stable(base: o, ours: a, theirs: b))
        (o, a, b) = (o + 1, a + 1, b + 1)
        continue
      }
      // The next base element both sides kept (matches only go forward, so it lies ahead on
      // both); everything before it is one chunk.
      var next = o
      while next < base.count, inOurs[next] == nil || inTheirs[next] == nil { next += 1 }
      let (na, nb) = next < base.count ? (inOurs[next]!, inTheirs[next]!) : (ours.count, theirs.count)
      chunks.append(.unstable(base: o..<next, ours: a..<na, theirs: b..<nb))
      (o, a, b) = (next, na, nb)
    }
    return chunks
  }

  /// For each element of `base`, the index of the element of `other` it is aligned with, or
  /// `nil` when `other` removed it.
  ///
  /// An element whose key the other list lacks cannot be in a common subsequence, so it is left
  /// out before the diff (GNU diff's "discard confusing lines" does the same): the Myers diff
  /// costs its length times the differences, and two sides that rewrote every line would
  /// otherwise cost their product.
  public static func matches<K: Hashable>(_ base: [K], _ other: [K]) -> [Int?] {
    let (inBase, inOther) = (Set(base), Set(other))
    let keptBase = base.indices.filter { inOther.contains(base[$0]) }
    let keptOther = other.indices.filter { inBase.contains(other[$0]) }
    var removed = Set<Int>()
    var inserted = Set<Int>()
    for change in keptOther.map({ other[$0] }).difference(from: keptBase.map { base[$0] }) {
      switch change {
      case .remove(let offset, _, _): removed.insert(offset)
      case .insert(let offset, _, _): inserted.insert(offset)
      }
    }
    var result = [Int?](repeating: nil, count: base.count)
    var j = 0
    for i in keptBase.indices where !removed.contains(i) {
      while inserted.contains(j) { j += 1 }
      result[keptBase[i]] = keptOther[j]
      j += 1
    }
    return result
  }
}
