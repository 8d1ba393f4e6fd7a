import Testing

@testable import QuireCore

@Suite struct EmojiTaskSyntaxTests {
  let syntax = EmojiTaskSyntax()

  @Test func everyFieldInTheCanonicalOrder() {
    #expect(
      syntax.serialize(SyntaxSamples.full)
        == "Do exercises #todo #health  [dueTime:: 17:00] ⏰ 2023-07-04 09:00  [remind:: 1h before]  "
        + "[course:: cs101]  [habit:: feed-cat] 🆔 abcdef ⛔ 123456,abc123 🔼 🔁 every day when done 🏁 delete "
        + "➕ 2023-07-01 🛫 2023-07-02 ⏳ 2023-07-03 📅 2023-07-04 ❌ 2023-07-06 ✅ 2023-07-05 ^dcf64c")
  }

  @Test func readsBackWhatItWrites() {
    #expect(TaskBodyParser.parse(syntax.serialize(SyntaxSamples.full)).fields == SyntaxSamples.full)
  }

  @Test func dueTimeWithoutDueDateIsNotWritten() {
    var f = TaskFields(description: "a")
    f.dueTime = LocalTime(hour: 9, minute: 0)
    #expect(syntax.serialize(f) == "a")
  }

  @Test func invalidFieldsFollowTheDescription() {
    var f = TaskFields(description: "Pay")
    f.invalidFields = ["📅 2022-02-30", "[remind:: whenever]"]
    f.priority = .high
    #expect(syntax.serialize(f) == "Pay 📅 2022-02-30  [remind:: whenever] ⏫")
  }

  @Test func wholeLine() {
    var f = TaskFields(description: "")
    f.done = LocalDate(iso: "2022-09-04")
    #expect(syntax.line(status: .done, fields: f) == "- [x]  ✅ 2022-09-04")
    #expect(syntax.line(prefix: "> ", listMarker: "1.", fields: TaskFields(description: "a")) == "> 1. [ ] a")
  }

  @Test func emptyFieldsWriteNothing() {
    var f = TaskFields()
    f.onCompletion = ""
    #expect(syntax.serialize(f) == "")
  }

  // Found by Tests/Fuzz/FuzzTaskLine (docs/fuzzing.md): `[repeat:: every month on the 1.]` rebuilt as `🔁 every month
  // on the 1.` read back as description, the rule lost, because the emoji form stops at `.` (and at a tab).
  @Test(arguments: ["every month on the 1.", "every\tday", "every daî"])
  func aRuleTheEmojiFormCannotHoldStaysADataviewField(rule: String) {
    var f = TaskFields(description: "Pay rent")
    f.recurrence = rule
    f.due = LocalDate(iso: "2026-12-01")
    let body = syntax.serialize(f)
    #expect(body == "Pay rent  [repeat:: \(rule)] 📅 2026-12-01")
    #expect(TaskBodyParser.parse(body).fields == f)
  }
}
