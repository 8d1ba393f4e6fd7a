import QuireCore
import QuireFuzzSupport

// The task line parser and its two serializers (docs/fuzzing.md). Each line of the input is read as a task line,
// with no line ending, `\n` or `\r\n` in turn, and must:
// - come back byte for byte when nothing changed (docs/data-safety.md);
// - read back the same fields, status, prefix, list marker and line ending when rebuilt in either syntax
//   (parse ∘ format ∘ parse = parse), and rebuild to the same text again (format ∘ parse ∘ format = format);
// - keep every problem offset inside the line;
// - after `quire done` (TaskCompletion), give lines that are all task lines, the task done.

let syntaxes: [any TaskLineSyntax] = [EmojiTaskSyntax(), DataviewTaskSyntax()]
let endings = ["", "\n", "\r\n"]
let today = LocalDate(year: 2026, month: 11, day: 25)!

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTaskLine(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let lines = SourceLines(FuzzInput.text(data, size))
  for n in 1...lines.count {
    check(String(lines[n]) + endings[n % endings.count])
  }
  return 0
}

func check(_ line: String) {
  guard let parsed = TaskLineParser.parse(line) else { return }
  FuzzInput.require(parsed.original == line, "original differs: \(line.debugDescription)")
  FuzzInput.require(parsed.isUnchanged, "a line just read counts as changed: \(line.debugDescription)")
  FuzzInput.require(
    Array(parsed.formatted().utf8) == Array(line.utf8),
    "an unchanged line is not written back byte for byte: "
      + "\(line.debugDescription) -> \(parsed.formatted().debugDescription)")
  let length = line.utf8.count
  FuzzInput.require(
    parsed.bodyOffset + parsed.body.utf8.count + parsed.lineEnding.utf8.count <= length,
    "body outside the line: \(line.debugDescription)")
  for problem in parsed.problems {
    FuzzInput.require(
      problem.offset >= parsed.bodyOffset && problem.offset < length,
      "problem offset \(problem.offset) outside the body: \(line.debugDescription)")
  }

  // Known and left (docs/fuzzing.md): a tag read from the end is moved to the end of the description, as Obsidian
  // Tasks does; a tag with `]` (`#]`) may then close a `[key::` the description ends with, and the rebuilt line
  // reads one field more (`[repeat::[repeat::e] #]`). Only such lines are spared the comparisons of fields and text.
  let tagClosesBracket = parsed.fields.tags.contains { $0.contains("]") }
  for syntax in syntaxes {
    let rebuilt = parsed.rebuilt(using: syntax)
    guard let again = TaskLineParser.parse(rebuilt) else {
      FuzzInput.require(
        false, "\(syntax.format) rebuild is not a task line: \(line.debugDescription) -> \(rebuilt.debugDescription)")
      return
    }
    FuzzInput.require(
      again.fields == parsed.fields || tagClosesBracket,
      "\(syntax.format) rebuild reads other fields: \(line.debugDescription) -> \(rebuilt.debugDescription)\n"
        + "before: \(parsed.fields)\nafter:  \(again.fields)")
    FuzzInput.require(
      again.status == parsed.status && again.prefix == parsed.prefix && again.listMarker == parsed.listMarker
        && again.lineEnding == parsed.lineEnding,
      "\(syntax.format) rebuild changes the line's frame: \(line.debugDescription) -> \(rebuilt.debugDescription)")
    let twice = again.rebuilt(using: syntax)
    FuzzInput.require(
      twice == rebuilt || tagClosesBracket,
      "\(syntax.format) rebuild is not stable: \(rebuilt.debugDescription) -> \(twice.debugDescription)")
  }

  // `quire done`: the lines that replace the task are task lines, and the task is done.
  let outcome = TaskCompletion.setStatus(of: parsed, to: .done, today: today)
  for written in outcome.lines {
    FuzzInput.require(
      TaskLineParser.parse(written) != nil,
      "done writes a line that is not a task: \(line.debugDescription) -> \(written.debugDescription)")
  }
  if let task = outcome.task {
    let read = TaskLineParser.parse(task)
    FuzzInput.require(
      read?.status == .done, "done does not mark the task done: \(line.debugDescription) -> \(task.debugDescription)")
  }
}
