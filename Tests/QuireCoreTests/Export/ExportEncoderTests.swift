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

  /// An event's extra days (`rdate:`) and its own zone (`timezone:`) are exported, last in the
  /// object so that a consumer reading the older keys by position keeps working.
  @Test func eventEndsWithItsExtraDaysAndZone() {
    let series = EventItem(
      title: "Standup", date: LocalDate(iso: "2026-11-24")!, start: LocalTime(text: "09:00"),
      recurrence: "FREQ=WEEKLY", file: "planner/standup.md", line: 1,
      rdates: [LocalDate(iso: "2026-12-02")!, LocalDate(iso: "2026-12-09")!], timeZone: "America/New_York")
    #expect(
      encoder.event(series).hasSuffix(
        #""file":"planner/standup.md","line":1,"rdates":["2026-12-02","2026-12-09"],"timeZone":"America/New_York"}"#))
    let plain = EventItem(title: "Dentist", date: LocalDate(iso: "2026-11-25")!, file: "planner/dentist.md", line: 1)
    #expect(encoder.event(plain).hasSuffix(#""line":1,"rdates":[],"timeZone":null}"#))
  }
}
