/// The keys of one note's front matter, with typed readers that report bad values as diagnostics.
public struct FrontMatterFields: Sendable {
  public var values: [String: FrontMatterValue]
  /// The line of the opening `---` (used when a key is missing).
  public var line: Int

  public init(values: [String: FrontMatterValue], line: Int) {
    self.values = values
    self.line = line
  }

  /// `type:` of the note, lower-cased.
  public var type: String? { values["type"]?.text?.lowercased() }

  public func string(_ key: String) -> String? { values[key]?.text }

  /// The line of `key`, else the front matter's.
  public func line(of key: String) -> Int { values[key]?.line ?? line }

  /// A `YYYY-MM-DD` value; a bad one is reported.
  public func date(_ key: String, file: String, into sink: inout [Diagnostic]) -> LocalDate? {
    guard let text = string(key) else { return nil }
    // Accept a date-time too (`2026-11-25T09:00`, `2026-11-25 09:00`): its date part is the date.
    if let date = LocalDate(iso: text) ?? LocalDateTime(text: text)?.date { return date }
    sink.append(
      Diagnostic(
        file: file, line: line(of: key), severity: .error, code: "bad-date",
        message: "'\(key): \(text)' is not a date; write YYYY-MM-DD"))
    return nil
  }

  /// An `HH:MM` value (an unquoted `08:30` is a time, not YAML 1.1's base-60 number); a bad one is reported.
  public func time(_ key: String, file: String, into sink: inout [Diagnostic]) -> LocalTime? {
    guard let text = string(key) else { return nil }
    if let time = LocalTime(text: text) { return time }
    sink.append(
      Diagnostic(
        file: file, line: line(of: key), severity: .error, code: "bad-time",
        message: "'\(key): \(text)' is not a time; write HH:MM (24-hour)"))
    return nil
  }

  /// `true`/`false` (also yes/no, on/off); a bad one is reported.
  public func bool(_ key: String, file: String, into sink: inout [Diagnostic]) -> Bool? {
    guard let text = string(key) else { return nil }
    switch text.lowercased() {
    case "true", "yes", "on", "y": return true
    case "false", "no", "off", "n": return false
    default:
      sink.append(
        Diagnostic(
          file: file, line: line(of: key), severity: .error, code: "bad-bool",
          message: "'\(key): \(text)' is not true or false"))
      return nil
    }
  }

  /// A number; a bad one is reported.
  public func number(_ key: String, file: String, into sink: inout [Diagnostic]) -> Double? {
    guard let text = string(key) else { return nil }
    if let value = Double(text.replacingUnderscores()) { return value }
    sink.append(
      Diagnostic(
        file: file, line: line(of: key), severity: .error, code: "bad-number",
        message: "'\(key): \(text)' is not a number"))
    return nil
  }

  /// A list of strings: a YAML sequence of scalars, or one scalar (then a one-item list).
  /// With `commaSeparated`, a single scalar like `mon, wed` is split at commas.
  public func strings(_ key: String, commaSeparated: Bool = false) -> [String]? {
    guard let value = values[key] else { return nil }
    switch value {
    case .list(let items, _): return items.compactMap(\.text)
    case .scalar:
      guard let text = value.text else { return [] }
      if commaSeparated { return text.split(separator: ",").map { $0.trimmingSpaces() }.filter { !$0.isEmpty } }
      return [text]
    case .map: return nil
    }
  }

  /// Items of a list with their own lines.
  public func items(_ key: String) -> [(text: String, line: Int)] {
    guard let value = values[key] else { return [] }
    switch value {
    case .list(let items, _): return items.compactMap { item in item.text.map { ($0, item.line) } }
    case .scalar: return value.text.map { [($0, value.line)] } ?? []
    case .map: return []
    }
  }
}

extension String {
  fileprivate func replacingUnderscores() -> String { String(filter { $0 != "_" && $0 != "," }) }
}
