import QuireCore
import Testing

/// The listings' JSON: keys in declaration order, `nil` as `null`, strings escaped as the export does.
@Suite struct OrderedJSONEncoderTests {
  struct Row: Encodable {
    let z: String
    let a: Double?
    let m: Int?
    let flags: [Bool]
  }

  @Test func keysInDeclarationOrderAndNilAsNull() throws {
    let row = Row(z: "a/b \"q\" \\ \u{8}\n é", a: 12.5, m: nil, flags: [true, false])
    #expect(
      try OrderedJSONEncoder().encode(row)
        == #"{"z":"a/b \"q\" \\ \u0008\n é","a":12.5,"m":null,"flags":[true,false]}"#)
  }

  @Test func wholeNumbersWithoutAFraction() throws {
    #expect(try OrderedJSONEncoder().encode([500.0, 0.1]) == "[500,0.1]")
  }

  @Test func linesAndRawJSON() throws {
    let apart = JSONLines([RawJSON("{\"x\":1}"), RawJSON("{}")], layout: .bracketsApart)
    #expect(try OrderedJSONEncoder().encode(apart) == "[\n{\"x\":1},\n{}\n]")
    let attached = JSONLines(["a", "b"], layout: .bracketsAttached)
    #expect(try OrderedJSONEncoder().encode(attached) == "[\"a\",\n\"b\"]")
    #expect(try OrderedJSONEncoder().encode(JSONLines([Int](), layout: .bracketsApart)) == "[\n\n]")
  }

  @Test func nestedOptionalObjects() throws {
    struct Outer: Encodable {
      let inner: Row?
      let name: String
    }
    #expect(try OrderedJSONEncoder().encode(Outer(inner: nil, name: "n")) == #"{"inner":null,"name":"n"}"#)
  }
}
