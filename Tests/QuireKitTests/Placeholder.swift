import Testing
@Test func placeholderQuireKitTests() { #expect(Bool(true)) }
