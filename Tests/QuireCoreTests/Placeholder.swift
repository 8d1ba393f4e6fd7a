import Testing
@Test func placeholderQuireCoreTests() { #expect(Bool(true)) }
