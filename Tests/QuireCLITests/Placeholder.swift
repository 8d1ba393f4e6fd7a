import Testing
@Test func placeholderQuireCLITests() { #expect(Bool(true)) }
