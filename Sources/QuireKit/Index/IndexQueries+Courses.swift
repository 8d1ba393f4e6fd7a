import GRDB
import QuireCore

/// The read of `quire course`: the course notes, the notes with events of a course, and the
/// task rows of the courses asked about; nothing else of the vault (docs/index.md, "Queries").
extension IndexQueries {
  /// Every course; the events of courses; and the tasks of the courses `codes` (every course
  /// when `nil`), their courses resolved: those that name one of them or take it from their
  /// note's place (the `course` column), and those tagged with one's code (a task tagged with
  /// two courses belongs to its first tag's; `resolveCourses` decides). Consistency is checked
  /// as far as these notes go, as `contents(kinds:)` does.
  func courseContents(codes: Set<String>?, after update: IndexUpdate) throws(IndexError) -> VaultContents {
    var contents = try contents(kinds: [.course, .courseEvents], after: update)
    let codes = (codes ?? Set(contents.courses.map(\.code))).sorted()
    guard !codes.isEmpty else { return contents }
    var condition = "t.course IN (\(codes.map { _ in "?" }.joined(separator: ", ")))"
    var arguments = codes
    for code in codes {
      condition += " OR instr(t.tags, ?) > 0"
      arguments.append(" #" + code + " ")
    }
    contents.tasks = try tasks(where: condition, StatementArguments(arguments))
    contents.resolveCourses()
    return contents
  }
}
