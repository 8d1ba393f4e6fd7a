/// One content line of an iCalendar file after unfolding (RFC 5545 §3.1):
/// `NAME;PARAM=value,"quoted value":value`.
public struct ICalendarProperty: Sendable, Equatable {
  /// The name, upper-cased (`DTSTART`, `X-WR-CALNAME`).
  public var name: String
  /// Parameters by upper-cased name, each with its values (quotes removed, RFC 6868 `^` escapes read).
  public var parameters: [String: [String]]
  /// The value as written (TEXT still escaped; see ``ICalendarValue``).
  public var value: String
  /// The line in the file where the property starts (before unfolding), 1-based.
  public var line: Int

  public init(name: String, parameters: [String: [String]] = [:], value: String, line: Int) {
    self.name = name
    self.parameters = parameters
    self.value = value
    self.line = line
  }

  /// The first value of the parameter `name` (any case), if present.
  public func parameter(_ name: String) -> String? { parameters[name.uppercased()]?.first }
}

/// A `BEGIN:NAME` ... `END:NAME` block with its properties and nested components.
public struct ICalendarComponent: Sendable, Equatable {
  /// The name, upper-cased (`VCALENDAR`, `VEVENT`, `VALARM`).
  public var name: String
  public var properties: [ICalendarProperty] = []
  public var components: [ICalendarComponent] = []
  /// The line of its `BEGIN:`.
  public var line: Int

  public init(name: String, line: Int) {
    self.name = name
    self.line = line
  }

  /// The first property called `name`.
  public func first(_ name: String) -> ICalendarProperty? { properties.first { $0.name == name } }

  /// Every property called `name`, in order.
  public func all(_ name: String) -> [ICalendarProperty] { properties.filter { $0.name == name } }

  /// Nested components called `name`.
  public func children(_ name: String) -> [ICalendarComponent] { components.filter { $0.name == name } }
}
