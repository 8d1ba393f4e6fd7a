import QuireCore

/// `quire course list --json`, `quire course show --json` and `quire exams --json`.
enum CourseJSON {
  /// One exam with its countdown.
  struct Exam: Encodable {
    let title: String
    let date: String
    let start: String?
    let daysLeft: Int
    let countdown: String
    let course: String?
    let location: String?
    let file: String
    let line: Int

    init(_ e: CourseOverview.Exam) {
      (title, date, start, daysLeft, countdown) = (
        e.title, e.date.description, e.start?.description, e.daysLeft, e.countdown
      )
      (course, location, file, line) = (e.course, e.location, e.file, e.line)
    }
  }

  /// One row of `course list`.
  struct Row: Encodable {
    let code: String
    let title: String
    let open: Int
    let done: Int
    let nextExam: Exam?
    let file: String

    init(_ c: CourseOverview) {
      (code, title, open, done) = (c.course.code, c.course.title, c.open.count, c.done.count)
      (nextExam, file) = (c.exams.first.map(Exam.init), c.course.file)
    }
  }

  /// One homework task of `course show`.
  struct Homework: Encodable {
    let id: String
    let text: String
    let status: String
    let done: Bool
    let due: String?
    let doneDate: String?
    let file: String
    let line: Int

    init(_ t: TaskItem) {
      (id, text, status, done) = (t.id, t.fields.description, t.status.symbol, t.status.kind == .done)
      (due, doneDate, file, line) = (t.fields.due?.description, t.fields.done?.description, t.file, t.line)
    }
  }

  /// One event of `course show`.
  struct Event: Encodable {
    let title: String
    let kind: String?
    let recurrence: String?
    let next: String?
    let start: String?
    let file: String
    let line: Int

    init(_ e: CourseOverview.Event) {
      (title, kind, recurrence, next) = (e.title, e.kind, e.recurrence, e.next?.description)
      (start, file, line) = (e.start?.description, e.file, e.line)
    }
  }

  /// `course show`.
  struct Detail: Encodable {
    let code: String
    let title: String
    let file: String
    let homework: [Homework]
    let exams: [Exam]
    let events: [Event]

    init(_ c: CourseOverview) {
      (code, title, file) = (c.course.code, c.course.title, c.course.file)
      homework = (c.open + c.done).map(Homework.init)
      (exams, events) = (c.exams.map(Exam.init), c.events.map(Event.init))
    }
  }

  /// `course list`.
  struct List: Encodable { let courses: [Row] }

  /// `exams`.
  struct Exams: Encodable { let exams: [Exam] }
}
