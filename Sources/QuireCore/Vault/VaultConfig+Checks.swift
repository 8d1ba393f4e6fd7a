/// What `.quire/config.yaml` may hold, and where in its text a key or value stands, for
/// diagnostics with a line and a column (docs/syntax.md).
extension VaultConfig {
  /// Every key Quire reads, with the keys of those that are maps (Templates/config.yaml).
  /// A new setting must be added here as well as in ``parse(_:file:isKnownZone:into:)``.
  public static let knownKeys: [(key: String, subkeys: [String])] = [
    ("timezone", []), ("week_start", []), ("country", []), ("subdivision", []),
    (
      "folders",
      ["journal", "planner", "habits", "dreams", "goals", "courses", "decks", "notes", "agenda", "archive"]
    ),
    ("inbox", []), ("task_format", []), ("default_reminder_time", []), ("lock_timeout", []),
    ("owner", ["name", "email"]), ("notify", ["command", "timeout", "grace"]), ("ics", ["export"]),
    ("ignore", []), ("vdir", []),
    ("tasks", TaskSettings.configKeys),
    ("obsidian_templates", []),
    ("plan", PlanSettings.configKeys),
  ]

  /// Reports the keys of `fields` that Quire does not read, top-level and inside the known maps,
  /// each with the nearest known key when one is close.
  static func reportUnknownKeys(
    _ fields: FrontMatterFields, text: ConfigText, file: String, into sink: inout [Diagnostic]
  ) {
    let topLevel = knownKeys.map(\.key)
    for (key, value) in fields.values {
      guard let known = knownKeys.first(where: { $0.key == key }) else {
        let spot = text.key(key, under: nil, near: value.line)
        sink.append(
          Diagnostic(
            file: file, line: spot.line, column: spot.column,
            .unknownConfigKey(key, suggestion: EditDistance.nearest(key, in: topLevel))))
        continue
      }
      guard case .map(let entries, _) = value, !known.subkeys.isEmpty else { continue }
      let parentLine = text.key(key, under: nil, near: value.line).line
      for (subkey, subvalue) in entries where !known.subkeys.contains(subkey) {
        let spot = text.key(subkey, under: parentLine, near: subvalue.line)
        let suggestion = EditDistance.nearest(subkey, in: known.subkeys).map { "\(key).\($0)" }
        sink.append(
          Diagnostic(
            file: file, line: spot.line, column: spot.column,
            .unknownConfigKey("\(key).\(subkey)", suggestion: suggestion)))
      }
    }
  }
}

/// The lines of a config file, to find the column of a key or of a value (1-based UTF-8 bytes).
struct ConfigText {
  let lines: [[UInt8]]

  init(_ text: String) {
    lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
  }

  /// The line and column of `key:`: at the start of a line for a top-level key, else indented on a
  /// line after `parent`'s. Falls back to `fallback` (the value's line) and its first non-blank byte.
  func key(_ key: String, under parent: Int?, near fallback: Int) -> (line: Int, column: Int) {
    let name = Array(key.utf8)
    // `parent` is 1-based, so as an index it is the line after the parent's.
    var index = parent ?? 0
    while index < lines.count {
      let line = lines[index]
      let indent = line.prefix { $0 == UInt8(ascii: " ") }.count
      // Under a parent, the first line back at the margin ends its block.
      if parent != nil, indent == 0, !line.isEmpty, line.first != UInt8(ascii: "#") { break }
      if (parent == nil) == (indent == 0), Self.startsWithKey(line.dropFirst(indent), name) {
        return (index + 1, indent + 1)
      }
      index += 1
    }
    return (fallback, firstNonBlank(fallback))
  }

  /// The column of the value on `line` (after `key:` when the line holds one), else of its first non-blank byte.
  func valueColumn(_ line: Int) -> Int {
    guard line >= 1, line <= lines.count else { return 1 }
    let bytes = lines[line - 1]
    var i = bytes.firstIndex { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "-") } ?? 0
    // Past `key:` (a colon followed by a space or the end of the line) to the value.
    var j = i
    while j < bytes.count {
      if bytes[j] == UInt8(ascii: ":"), j + 1 == bytes.count || bytes[j + 1] == UInt8(ascii: " ") {
        var k = j + 1
        while k < bytes.count, bytes[k] == UInt8(ascii: " ") { k += 1 }
        if k < bytes.count, bytes[k] != UInt8(ascii: "#") { i = k }
        break
      }
      j += 1
    }
    return i + 1
  }

  private func firstNonBlank(_ line: Int) -> Int {
    guard line >= 1, line <= lines.count else { return 1 }
    return (lines[line - 1].firstIndex { $0 != UInt8(ascii: " ") } ?? 0) + 1
  }

  private static func startsWithKey(_ line: ArraySlice<UInt8>, _ name: [UInt8]) -> Bool {
    guard line.starts(with: name) else { return false }
    let rest = line.dropFirst(name.count).drop { $0 == UInt8(ascii: " ") }
    return rest.first == UInt8(ascii: ":")
  }
}
