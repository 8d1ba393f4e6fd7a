import Testing
@Test func placeholderQuireMarkdownTests() { #expect(Bool(true)) }
