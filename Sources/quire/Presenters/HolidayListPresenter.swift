import QuireCore

/// Renders a list of holidays for the terminal and for scripts.
enum HolidayListPresenter {
  /// `[{"date":"2026-12-25","name":"Christmas Day","observed":false}, ...]`, one holiday a line;
  /// a substitute day has its holiday's plain name and `"observed":true`.
  static func json(_ holidays: [Holiday]) -> String {
    let items = holidays.map { h in
      var o = JSONObject()
      o.string("date", h.date.description)
      o.string("name", h.name)
      o.bool("observed", h.observed)
      return o.json
    }
    return "[\n" + items.joined(separator: ",\n") + "\n]"
  }

  /// `DATE<TAB>NAME` lines; a substitute day is named "NAME (observed)", as the python
  /// `holidays` package and most public calendars do.
  static func text(_ holidays: [Holiday]) -> String {
    holidays.map { "\($0.date)\t\($0.displayName)\n" }.joined()
  }
}
