import QuireCore
import QuireFuzzSupport

// Note bytes -> parsed note (docs/fuzzing.md): front matter, cmark, and every entry kind of
// Sources/QuireCore/Entries/NoteParser.swift. The first byte picks the file's path, so that folder-typed kinds
// (a journal dated by its file name, a deck by its folder) are reached without a `type:`; the rest is the note.
// Every item must point at a line of the note, and every task's line must read back as that task: the edit
// commands find a task again by its line number.

let paths = [
  "notes/fuzz.md", "journal/2026/2026-11-24.md", "planner/fuzz.md", "habits/feed-cat.md", "dreams/2026-11-22-fuzz.md",
  "goals/fuzz.md", "courses/cs101.md", "courses/cs101/week1.md", "decks/fuzz.md", "inbox.md",
]
let parser = NoteParser(config: VaultConfig())

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNote(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard size > 0 else { return 0 }
  let file = paths[Int(data[0]) % paths.count]
  let text = FuzzInput.text(data + 1, size - 1)
  let note = parser.parse(file: file, text: text)
  let lines = SourceLines(text)
  let range = 1...lines.count
  for task in note.tasks {
    FuzzInput.require(range.contains(task.line), "task on line \(task.line) of \(lines.count)")
    let read = TaskLineParser.parse(lines[task.line])
    FuzzInput.require(
      read?.fields == task.fields && read?.status == task.status,
      "line \(task.line) does not read back as its task: \(String(lines[task.line]).debugDescription)")
  }
  for event in note.events where event.line > 1 {
    FuzzInput.require(range.contains(event.line), "event on line \(event.line) of \(lines.count)")
  }
  for progress in note.goal?.progress ?? [] {
    FuzzInput.require(range.contains(progress.line), "goal progress on line \(progress.line) of \(lines.count)")
  }
  for card in note.deck?.cards ?? [] {
    FuzzInput.require(range.contains(card.line), "card on line \(card.line) of \(lines.count)")
  }
  for diagnostic in note.diagnostics {
    if let line = diagnostic.line {
      FuzzInput.require(range.contains(line), "diagnostic on line \(line) of \(lines.count): \(diagnostic.message)")
    }
  }
  return 0
}
