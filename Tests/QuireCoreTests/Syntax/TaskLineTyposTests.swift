import Testing

@testable import QuireCore

/// Typos in notes are warnings at their line and column, and the line reads as before.
@Suite struct TaskLineTyposTests {
  let parser = NoteParser(config: VaultConfig())

  @Test(arguments: [
    ("12/05/2026", ["2026-05-12", "2026-12-05"]), ("31.12.2026", ["2026-12-31"]),
    ("5/12/26", ["2026-12-05", "2026-05-12"]),
    ("1/1/2026", ["2026-01-01"]),
  ])
  func aDateWithSlashesOrDotsShowsItsISOForms(_ written: String, _ forms: [String]) {
    #expect(TaskLineTypos.isoForms(of: written) == forms)
  }

  @Test(arguments: ["2026-11-24", "13/13/2026", "12/05", "tomorrow", "1/2/3/4", "12/05/202"])
  func otherTokensAreNoDates(_ written: String) {
    #expect(TaskLineTypos.isoForms(of: written) == nil)
  }

  @Test func eachTypoIsAWarningAtItsColumn() {
    let text = """
      - [ ] a 🔁 every wensday 📅 2026-11-24
      - [ ] b 📅 12/05/2026
      - [ ] d [due:: ] and (repeat::  )
      - [ ] e [due:: 2026-11-24] 🔁 every week

      """
    let note = parser.parse(file: "inbox.md", text: text)
    let found = note.diagnostics.map { "\($0.line ?? 0):\($0.column ?? 0) \($0.code) \($0.severity)" }
    #expect(
      found == [
        "1:20 bad-recurrence warning", "2:14 non-iso-date warning", "3:9 empty-field warning",
        "3:22 empty-field warning",
      ])
    #expect(note.diagnostics[0].message.contains("did you mean 'wednesday'"))
    #expect(note.diagnostics[1].message.contains("2026-05-12 or 2026-12-05"))
    // The lines read as before: the text stays text.
    #expect(note.tasks.map(\.fields.description) == ["a", "b 📅 12/05/2026", "d [due:: ] and (repeat::  )", "e"])
  }

  @Test func aPlannerTimeThatIsNoTimeIsAWarning() {
    let note = parser.parse(file: "journal/2026-11-24.md", text: "- 25:00 Late\n- 9:60 Early\n- 23:59 Fine\n")
    #expect(
      note.diagnostics.map { "\($0.line ?? 0):\($0.column ?? 0) \($0.code) \($0.severity)" } == [
        "1:3 bad-time warning", "2:3 bad-time warning",
      ])
    #expect(note.events.map(\.title) == ["Fine"])
  }
}
