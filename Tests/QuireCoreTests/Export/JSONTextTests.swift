import QuireCore
import Testing

@Suite struct JSONTextTests {
  @Test(arguments: [
    ("plain", "\"plain\""), ("a\"b", "\"a\\\"b\""), ("back\\slash", "\"back\\\\slash\""),
    ("line\nbreak\r\t", "\"line\\nbreak\\r\\t\""), ("\u{1}", "\"\\u0001\""), ("emoji 📅", "\"emoji 📅\""),
  ])
  func escapes(_ input: String, _ expected: String) {
    var out: [UInt8] = []
    JSONText.appendString(input, to: &out)
    #expect(String(decoding: out, as: UTF8.self) == expected)
  }

  @Test func numbers() {
    #expect(JSONText.number(500) == "500")
    #expect(JSONText.number(12.5) == "12.5")
    #expect(JSONText.number(-3) == "-3")
  }
}
