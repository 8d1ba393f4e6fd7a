/// A fast reader for the plain front matter almost every note has: top-level `key: value`
/// lines whose values are plain or simply quoted scalars, `[a, b]` flow lists, or `- item`
/// block lists. Anything else — nesting, anchors, block scalars, escapes, comments after a
/// value, tabs, control characters, a duplicate key — returns `nil` and the note goes through Yams.
///
/// Why: composing with Yams sets a libyaml parser up per call, which costs more than parsing
/// the Markdown of a note (docs/measurements.md). The result
/// for every accepted input equals what `FrontMatterReader` builds from Yams (a property
/// test compares them).
enum SimpleFrontMatter {
  /// The values, or `nil` when the text needs a full YAML parser.
  static func parse(_ yaml: String, firstLine: Int) -> [String: FrontMatterValue]? {
    guard !hasUnusualCharacters(yaml) else { return nil }
    var values: [String: FrontMatterValue] = [:]
    var openList: (key: String, items: [FrontMatterValue], line: Int, indent: Int)? = nil
    var lineNumber = firstLine - 1
    func closeList() {
      // A key with an empty value and no items below stays a null scalar.
      if let list = openList, !list.items.isEmpty { values[list.key] = .list(list.items, line: list.line) }
      openList = nil
    }
    // Split at the LF byte: "\r\n" is one Character, which a split at the Character "\n" would not cut.
    for rawLine in yaml.utf8.split(separator: 0x0A, omittingEmptySubsequences: false) {
      lineNumber += 1
      var line = Substring(rawLine)
      if line.utf8.last == 0x0D { line = line.dropLast() }
      if line.utf8.contains(0x09) { return nil }
      let trimmed = line.trimmingSpaces()
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      if trimmed.hasPrefix("- ") || trimmed == "-" {
        // A block list item: only directly under a key with an empty value.
        guard var list = openList else { return nil }
        let itemText = trimmed.dropFirst(1).trimmingSpaces()
        // Every item at the same indentation, none empty: anything else nests.
        let indent = line.utf8.prefix { $0 == 0x20 }.count
        if list.items.isEmpty {
          list.line = lineNumber
          list.indent = indent
        }
        guard indent == list.indent, !itemText.isEmpty,
          let item = scalar(itemText, line: lineNumber, inFlow: false)
        else { return nil }
        list.items.append(item)
        openList = list
        continue
      }
      guard line.first != " " else { return nil }  // a continuation or nested mapping
      closeList()
      guard let colon = line.firstIndex(of: ":") else { return nil }
      let key = line[..<colon]
      guard !key.isEmpty, key.utf8.allSatisfy(isKeyByte) else { return nil }
      let after = line[line.index(after: colon)...]
      guard after.isEmpty || after.first == " " else { return nil }
      let valueText = after.trimmingSpaces()
      let name = String(key)
      guard values[name] == nil, openList?.key != name else { return nil }
      if valueText.isEmpty {
        // Either a null or the start of a block list; the next lines decide.
        values[name] = .scalar("", plain: true, line: lineNumber)
        openList = (name, [], lineNumber, 0)
        continue
      }
      if valueText.hasPrefix("[") {
        guard valueText.hasSuffix("]") else { return nil }
        let inner = valueText.dropFirst().dropLast()
        var items: [FrontMatterValue] = []
        if !inner.trimmingSpaces().isEmpty {
          for part in inner.split(separator: ",", omittingEmptySubsequences: false) {
            guard let item = scalar(part.trimmingSpaces(), line: lineNumber, inFlow: true) else { return nil }
            items.append(item)
          }
        }
        values[name] = .list(items, line: lineNumber)
        continue
      }
      guard let value = scalar(valueText, line: lineNumber, inFlow: false) else { return nil }
      values[name] = value
    }
    closeList()
    return values
  }

  /// Whether `yaml` holds a character libyaml refuses (controls, U+FFFE, U+FFFF) or reads as a line break where
  /// the lines above do not (a lone CR, NEL, LS, PS): Yams' answer for these is an error or other lines. Also when
  /// an ASCII character shares a Character with another scalar (a space or `:` before a combining mark): the
  /// reading above trims and splits Characters, YAML reads scalars.
  private static func hasUnusualCharacters(_ yaml: String) -> Bool {
    var previous: UInt8 = 0
    var ascii = true
    for b in yaml.utf8 {
      if previous == 0x0D, b != 0x0A { return true }
      if b < 0x20, b != 0x0A, b != 0x0D { return true }
      if b == 0x7F { return true }
      if b >= 0x80 { ascii = false }
      previous = b
    }
    if previous == 0x0D { return true }
    if ascii { return false }
    let refused = yaml.unicodeScalars.contains { scalar in
      switch scalar.value {
      case 0x80...0x9F, 0x2028, 0x2029, 0xFFFE, 0xFFFF: return true
      default: return false
      }
    }
    return refused
      || yaml.contains { c in
        c.unicodeScalars.count > 1 && c != "\r\n" && c.unicodeScalars.contains { $0.isASCII }
      }
  }

  private static func isKeyByte(_ b: UInt8) -> Bool {
    (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b == 0x2D
  }

  /// A plain scalar without YAML indicators, or a quoted one without escapes.
  private static func scalar(_ text: String, line: Int, inFlow: Bool) -> FrontMatterValue? {
    guard let first = text.utf8.first else { return inFlow ? nil : .scalar("", plain: true, line: line) }
    if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
      guard text.utf8.count >= 2, text.utf8.last == first else { return nil }
      let inner = text.dropFirst().dropLast()
      guard !inner.utf8.contains(first), !inner.utf8.contains(UInt8(ascii: "\\")) else { return nil }
      return .scalar(String(inner), plain: false, line: line)
    }
    // Indicators that change a plain scalar's meaning at its start.
    let forbiddenStart: Set<UInt8> = Set("-?:,[]{}#&*!|>%@`".utf8)
    guard !forbiddenStart.contains(first) else { return nil }
    let bytes = Array(text.utf8)
    for (i, b) in bytes.enumerated() {
      if b == UInt8(ascii: ":"), i + 1 == bytes.count || bytes[i + 1] == 0x20 { return nil }
      // libyaml refuses `:` before one of `,?[]{}` in a flow list; the split and the check below leave `?`.
      if inFlow, b == UInt8(ascii: ":"), bytes[i + 1] == UInt8(ascii: "?") { return nil }
      if b == UInt8(ascii: "#"), i > 0, bytes[i - 1] == 0x20 { return nil }
      if inFlow, b == UInt8(ascii: "[") || b == UInt8(ascii: "]") || b == UInt8(ascii: "{") || b == UInt8(ascii: "}") {
        return nil
      }
    }
    return .scalar(text, plain: true, line: line)
  }
}
