import QuireCore

/// Renders a list of holidays for the terminal and for scripts.
enum HolidayListPresenter {
  /// `[{"date":"2026-12-25","name":"Christmas Day","observed":false}, ...]`, one holiday a line;
  /// a substitute day has its holiday's plain name and `"observed":true`.
  static func json(_ holidays: [Holiday]) -> String {
    let rows = holidays.map { Row(date: $0.date.description, name: $0.name, observed: $0.observed) }
    // Cannot fail: every value is a string or a boolean.
    return (try? OrderedJSONEncoder().encode(JSONLines(rows, layout: .bracketsApart))) ?? ""
  }

  /// One holiday.
  struct Row: Encodable {
    let date: String
    let name: String
    let observed: Bool
  }

  /// `DATE<TAB>NAME` lines; a substitute day is named "NAME (observed)", as the python
  /// `holidays` package and most public calendars do.
  static func text(_ holidays: [Holiday]) -> String {
    holidays.map { "\($0.date)\t\($0.displayName)\n" }.joined()
  }
}
