/// Components written back as iCalendar text: what a vdir item file holds after Quire merged
/// the vault's item into it (pure).
public enum VdirComponentText {
  /// A whole document: each component (normally one VCALENDAR), in order.
  public static func document(_ calendars: [ICalendarComponent]) -> [UInt8] {
    var w = ICalendarWriter()
    for c in calendars { write(c, into: &w) }
    return w.bytes
  }

  /// A component with its properties (values as read, still escaped) and nested components.
  /// Parameters are written in name order, so the same component always gives the same bytes.
  public static func write(_ c: ICalendarComponent, into w: inout ICalendarWriter) {
    w.begin(c.name)
    for p in c.properties {
      var params: [(String, String)] = []
      for key in p.parameters.keys.sorted() {
        for value in p.parameters[key]! { params.append((key, value)) }
      }
      w.property(p.name, params, p.value)
    }
    for sub in c.components { write(sub, into: &w) }
    w.end(c.name)
  }

  /// A VCALENDAR around `component` (and the VTIMEZONEs it may need), for reading it alone.
  public static func calendar(
    holding component: ICalendarComponent, timezones: [ICalendarComponent] = [], prodID: String = "-//Quire//Quire//EN"
  ) -> ICalendarComponent {
    var calendar = ICalendarComponent(name: "VCALENDAR", line: 1)
    calendar.properties = [
      ICalendarProperty(name: "VERSION", value: "2.0", line: 1),
      ICalendarProperty(name: "PRODID", value: prodID, line: 1),
    ]
    calendar.components = timezones + [component]
    return calendar
  }
}
