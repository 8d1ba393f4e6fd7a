import PropertyBased
import Testing

@testable import QuireCore

/// The collation keys a sort builds once per task (`QueryCollationKey`) order texts exactly as
/// comparing the texts character by character did (the comparison below, as it stood before the
/// keys), for random texts of spaces, punctuation, letters of both cases, accents and digit runs
/// (ASCII and Arabic-Indic, with leading zeros; under 19 digits, where the old sum wrapped).
@Suite struct QueryCollationTests {
  static let pieces = Gen.element(of: [
    "a", "A", "b", "B", "z", "é", "É", "1", "01", "10", "9", "0", "00", " ", "\t", "-", "_", ".", "/", "~",
    "٣", "٠", "x", "ß", "中",
  ]).array(of: 0...8)

  @Test func keysOrderAsTheCharacterByCharacterComparison() async {
    await propertyCheck(count: 3_000, input: Self.pieces, Self.pieces) { a, b in
      let x = a.map { $0 ?? "" }.joined()
      let y = b.map { $0 ?? "" }.joined()
      #expect(QueryCompare.texts(x, y).signum() == ReferenceCompare.texts(x, y).signum(), "\(x) | \(y)")
      #expect(QueryCompare.texts(x, x) == 0)
    }
  }

  @Test func numbersCompareByValueAndCaseLast() {
    #expect(QueryCompare.texts("Item 2", "Item 10") < 0)
    #expect(QueryCompare.texts("item 10", "Item 010") != 0)
    #expect(QueryCompare.texts("a", "A") < 0)
    #expect(QueryCompare.texts("A b", "a c") < 0)
    // Past what an Int holds: still by value.
    #expect(QueryCompare.texts("n 99999999999999999999", "n 100000000000000000000") < 0)
  }
}

/// The comparison as written before the keys: the reference the keys are held to.
/// Comparing texts as the plugin does (`localeCompare` with numeric collation, ICU's root
/// order): spaces, then punctuation in ICU's order, then digits by their value (`Item 2` before
/// `Item 10`), then letters with case folded (lower case first when that is the only difference).
/// Accents and scripts beyond ASCII are compared by code point: an approximation of ICU.
enum ReferenceCompare {
  /// ICU's root collation order of the ASCII punctuation and symbols.
  private static let punctuation: [Unicode.Scalar: Int] = {
    var out: [Unicode.Scalar: Int] = [:]
    for (index, scalar) in "_-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$".unicodeScalars.enumerated() { out[scalar] = index }
    return out
  }()

  private static func key(_ c: Unicode.Scalar) -> (Int, UInt32) {
    if c.properties.isWhitespace { return (0, c.value) }
    if let rank = punctuation[c] { return (1, UInt32(rank)) }
    if c.properties.numericType == .decimal { return (2, c.value) }
    if c.isASCII { return (3, c.value) }
    return (4, c.value)
  }

  static func texts(_ a: String, _ b: String) -> Int {
    var i = a.lowercased().unicodeScalars.makeIterator()
    var j = b.lowercased().unicodeScalars.makeIterator()
    var x = i.next()
    var y = j.next()
    while let p = x, let q = y {
      if p.properties.numericType == .decimal, q.properties.numericType == .decimal {
        var m = 0
        var n = 0
        var cx: Unicode.Scalar? = p
        var cy: Unicode.Scalar? = q
        while let c = cx, let d = c.properties.numericValue, c.properties.numericType == .decimal {
          m = m &* 10 &+ Int(d)
          cx = i.next()
        }
        while let c = cy, let d = c.properties.numericValue, c.properties.numericType == .decimal {
          n = n &* 10 &+ Int(d)
          cy = j.next()
        }
        if m != n { return m < n ? -1 : 1 }
        x = cx
        y = cy
        continue
      }
      let kp = key(p)
      let kq = key(q)
      if kp != kq { return kp < kq ? -1 : 1 }
      x = i.next()
      y = j.next()
    }
    // Alike but for case: lower case first, as ICU orders them.
    if x == nil && y == nil { return a == b ? 0 : (a > b ? -1 : 1) }
    return x == nil ? -1 : 1
  }
}
