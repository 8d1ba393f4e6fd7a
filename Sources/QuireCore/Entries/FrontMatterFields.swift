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
    // Accept a date-time too (`2026-11-25T09:00`, `2026-11-25 09:00`): its date part is the date.
    typed(key, file: file, into: &sink, DiagnosticKind.notADate) {
      LocalDate(iso: $0) ?? LocalDateTime(text: $0)?.date
    }
  }

  /// An `HH:MM` value (an unquoted `08:30` is a time, not YAML 1.1's base-60 number); a bad one is reported.
  public func time(_ key: String, file: String, into sink: inout [Diagnostic]) -> LocalTime? {
    typed(key, file: file, into: &sink, DiagnosticKind.notATime) {
      LocalTime(text: $0)
    }
  }

  /// `true`/`false` (also yes/no, on/off); a bad one is reported.
  public func bool(_ key: String, file: String, into sink: inout [Diagnostic]) -> Bool? {
    typed(key, file: file, into: &sink, DiagnosticKind.notABool) { text in
      switch text.lowercased() {
      case "true", "yes", "on", "y": return true
      case "false", "no", "off", "n": return false
      default: return nil
      }
    }
  }

  /// A number (`1_000` and `1,000` allowed); a bad one is reported.
  public func number(_ key: String, file: String, into sink: inout [Diagnostic]) -> Double? {
    typed(key, file: file, into: &sink, DiagnosticKind.notANumber) {
      Double(String($0.filter { $0 != "_" && $0 != "," }))
    }
  }

  /// A duration (`10h`, `1h30m`, `90m`, a number of minutes) in whole minutes, more than none; a
  /// bad one is reported.
  public func duration(_ key: String, file: String, into sink: inout [Diagnostic]) -> Int? {
    typed(key, file: file, into: &sink, DiagnosticKind.notADuration) {
      StudyLog.seconds($0).flatMap { $0 > 0 ? max(1, ($0 + 30) / 60) : nil }
    }
  }

  /// Reads `key` with `parse`; a value that does not parse becomes one diagnostic on its line.
  private func typed<T>(
    _ key: String, file: String, into sink: inout [Diagnostic],
    _ kind: (_ key: String, _ value: String) -> DiagnosticKind,
    _ parse: (String) -> T?
  ) -> T? {
    guard let text = string(key) else { return nil }
    if let value = parse(text) { return value }
    sink.append(
      Diagnostic(file: file, line: line(of: key), kind(key, text)))
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
