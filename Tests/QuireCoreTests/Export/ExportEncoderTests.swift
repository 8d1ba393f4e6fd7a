import QuireCore
import Testing

@Suite struct ExportEncoderTests {
  let encoder = ExportEncoder(defaultReminderTime: LocalTime(text: "09:00")!, courses: CourseResolver(courses: []))

  func task(_ i: Int) -> TaskItem {
    var fields = TaskFields(description: "task \(i) with a \"quote\" #work")
    fields.due = LocalDate(iso: "2026-11-25")
    return TaskItem(id: "id\(i)", file: "inbox.md", line: i + 1, status: .todo, fields: fields, format: .emoji)
  }

  /// The tasks of one note are written into one buffer; each task must extend it in place. A
  /// copy of the whole buffer per task made 20,000 tasks in one note take 33 s (quadratic).
  @Test func appendTaskWritesIntoTheCallersBuffer() {
    var out: [UInt8] = []
    out.reserveCapacity(1 << 16)
    let before = out.withUnsafeBufferPointer { $0.baseAddress }
    var expected = ""
    for i in 0..<20 {
      encoder.appendTask(task(i), to: &out)
      expected += encoder.task(task(i))
    }
    #expect(out.withUnsafeBufferPointer { $0.baseAddress } == before)
    #expect(String(decoding: out, as: UTF8.self) == expected)
  }

  @Test func appendTasksSeparatesObjectsByCommaAndLineBreak() {
    var out: [UInt8] = []
    encoder.appendTasks([task(0), task(1)], to: &out)
    #expect(String(decoding: out, as: UTF8.self) == encoder.task(task(0)) + ",\n" + encoder.task(task(1)))
  }
}
