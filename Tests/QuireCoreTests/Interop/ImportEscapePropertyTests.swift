import PropertyBased
import Testing

@testable import QuireCore

/// Whatever text an imported calendar holds, escaped it cannot change what a note means:
/// no task, no second front matter, the event as its front matter says; a VTODO's summary
/// never adds a due date, priority or recurrence to its task.
@Suite struct ImportEscapePropertyTests {
  @Test func escapedBodyNeverBecomesStructure() async {
    let parser = NoteParser(config: VaultConfig())
    await propertyCheck(count: 2000, input: NoteParserPropertyTests.garbage) { text in
      let note = "---\ntype: event\ntitle: \"T\"\ndate: 2026-11-02\n---\n# T\n\n" + MarkdownEscape.body(text) + "\n"
      let parsed = parser.parse(file: "planner/x.md", text: note)
      #expect(parsed.tasks.isEmpty, "\(note.debugDescription)")
      #expect(parsed.events.map(\.title) == ["T"])
      #expect(parsed.events.first?.date == LocalDate(iso: "2026-11-02"))
      #expect(parsed.diagnostics.isEmpty, "\(note.debugDescription)")
    }
  }

  @Test func taskSummariesNeverAddFields() async {
    let parser = NoteParser(config: VaultConfig())
    for format in [TaskFormat.emoji, .dataview] {
      await propertyCheck(count: 1000, input: NoteParserPropertyTests.garbage) { text in
        var fields = TaskFields(description: ICalendarImport.taskText(text))
        if fields.description.isEmpty { fields.description = "Untitled task" }
        fields.id = "ics-0123456789"
        let line = format.syntax.line(fields: fields)
        let parsed = parser.parse(file: "notes/t.md", text: "# Tasks\n\n" + line + "\n")
        #expect(parsed.tasks.count == 1, "\(line.debugDescription)")
        guard let task = parsed.tasks.first else { return }
        #expect(
          task.fields.due == nil && task.fields.scheduled == nil && task.fields.start == nil, "\(line.debugDescription)"
        )
        #expect(task.fields.recurrence == nil && task.fields.priority == .none, "\(line.debugDescription)")
        #expect(task.fields.id == "ics-0123456789", "\(line.debugDescription)")
      }
    }
  }
}
