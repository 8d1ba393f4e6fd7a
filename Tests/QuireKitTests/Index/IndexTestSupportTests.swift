import QuireCore
import Testing

/// The comparison the index tests rest on must itself fail on a difference.
@Suite struct IndexTestSupportTests {
  @Test func aDifferenceInAnyArrayIsRecordedByItsName() {
    var fresh = VaultContents()
    fresh.diagnostics.append(Diagnostic(file: "habits/a.md", line: 1, .duplicateHabit("a")))
    withKnownIssue {
      IndexTestSupport.expectSame(VaultContents(), fresh, "empty")
    } matching: { issue in
      issue.description.contains("diagnostics differ")
    }
    IndexTestSupport.expectSame(fresh, fresh, "same")
  }
}
