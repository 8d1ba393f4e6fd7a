import PropertyBased
import QuireCore
import Testing

/// The alignment under the merge driver: a longest common subsequence, found after the elements
/// the other side lacks are left out, and the diff3 chunks over it.
@Suite struct Diff3Tests {
  static let lists = Gen.int(in: 0...5).array(of: 0...14)

  /// The length of a longest common subsequence, by the textbook table.
  static func lcs(_ a: [Int], _ b: [Int]) -> Int {
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in a.indices.reversed() {
      for j in b.indices.reversed() {
        table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    return table[0][0]
  }

  @Test func matchesAreALongestCommonSubsequence() async {
    await propertyCheck(input: Self.lists, Self.lists) { a, b in
      let matches = Diff3.matches(a, b)
      let pairs = matches.enumerated().compactMap { i, j in j.map { (i, $0) } }
      #expect(pairs.allSatisfy { a[$0.0] == b[$0.1] })
      #expect(zip(pairs, pairs.dropFirst()).allSatisfy { $0.0 < $1.0 && $0.1 < $1.1 })
      #expect(pairs.count == Self.lcs(a, b))
    }
  }

  @Test func chunksCoverEveryElementOnceInOrder() async {
    await propertyCheck(input: Self.lists, Self.lists, Self.lists) { o, a, b in
      var next = (0, 0, 0)
      for chunk in Diff3.chunks(base: o, ours: a, theirs: b) {
        switch chunk {
        case .stable(let i, let j, let k):
          #expect((i, j, k) == next && o[i] == a[j] && o[i] == b[k])
          next = (i + 1, j + 1, k + 1)
        case .unstable(let ro, let ra, let rb):
          #expect((ro.lowerBound, ra.lowerBound, rb.lowerBound) == next)
          #expect(!(ro.isEmpty && ra.isEmpty && rb.isEmpty))
          next = (ro.upperBound, ra.upperBound, rb.upperBound)
        }
      }
      #expect(next == (o.count, a.count, b.count))
    }
  }
}
