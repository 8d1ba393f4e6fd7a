import Testing

@testable import QuireCore

@Suite struct DataviewTaskSyntaxTests {
  let syntax = DataviewTaskSyntax()

  @Test func everyFieldInTheCanonicalOrderAfterTwoSpaces() {
    #expect(
      syntax.serialize(SyntaxSamples.full)
        == "Do exercises #todo #health  [dueTime:: 17:00]  [remind:: 2023-07-04 09:00]  [remind:: 1h before]  "
        + "[course:: cs101]  [habit:: feed-cat]  [id:: abcdef]  [dependsOn:: 123456,abc123]  [priority:: medium]  "
        + "[repeat:: every day when done]  [onCompletion:: delete]  [created:: 2023-07-01]  [start:: 2023-07-02]  "
        + "[scheduled:: 2023-07-03]  [due:: 2023-07-04]  [cancelled:: 2023-07-06]  [completion:: 2023-07-05] ^dcf64c")
  }

  @Test func readsBackWhatItWrites() {
    let read = TaskBodyParser.parse(syntax.serialize(SyntaxSamples.full))
    #expect(read.fields == SyntaxSamples.full)
    #expect(read.format == .dataview)
  }

  @Test func invalidFieldsFollowTheDescription() {
    var f = TaskFields(description: "Pay")
    f.invalidFields = ["[due:: 2022-02-30]"]
    f.priority = .low
    #expect(syntax.serialize(f) == "Pay  [due:: 2022-02-30]  [priority:: low]")
  }

  @Test func formatPicksTheSyntax() {
    #expect(TaskFormat.dataview.syntax.format == .dataview)
    #expect(TaskFormat.emoji.syntax.format == .emoji)
  }
}
