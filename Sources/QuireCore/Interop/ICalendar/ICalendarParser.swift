/// Reads iCalendar text (RFC 5545) into components, leniently: CRLF or bare LF (or CR) line
/// ends, folded lines (a line starting with a space or tab continues the one before), quoted
/// parameter values, and RFC 6868 `^` escapes. Every line keeps its number in the file, so
/// each problem is a diagnostic on its line; what can be read is kept.
public struct ICalendarParser: Sendable {
  /// The file name used in diagnostics.
  public var file: String

  public init(file: String) { self.file = file }

  /// The top-level components (normally one VCALENDAR) and the problems found.
  public func parse(_ text: String) -> (calendars: [ICalendarComponent], diagnostics: [Diagnostic]) {
    parse(bytes: Array(text.utf8))
  }

  /// Reads the file's bytes. Unfolding works on bytes, so a UTF-8 character a writer split
  /// across a fold (RFC 5545 folds by octets) is whole again before it is decoded.
  public func parse(bytes: [UInt8]) -> (calendars: [ICalendarComponent], diagnostics: [Diagnostic]) {
    var diagnostics: [Diagnostic] = []
    var logical = decode(unfold(bytes, into: &diagnostics), into: &diagnostics)
    // Blank lines, spaces and a byte-order mark before `BEGIN:VCALENDAR` are not content
    // (removed in one cut: a file of a million blank lines must not cost a million shifts).
    let isJunk = { (c: Character) in c == " " || c == "\t" || c == "\u{FEFF}" }
    let start = logical.firstIndex { !$0.text.allSatisfy(isJunk) } ?? logical.endIndex
    logical.removeFirst(start)
    if !logical.isEmpty { logical[0].text = String(logical[0].text.drop(while: isJunk)) }
    guard let first = logical.first, first.text.uppercased().hasPrefix("BEGIN:VCALENDAR") else {
      let line = logical.first?.line ?? 1
      // Only this one problem: line ends and lengths do not matter in a file that is something else.
      return (
        [], [warning(line, .notICalendar)]
      )
    }
    var stack: [ICalendarComponent] = []
    var calendars: [ICalendarComponent] = []
    /// Ends every open component (the file ends, or a new VCALENDAR begins): an open VCALENDAR
    /// is kept with the components that ended in it, the unfinished ones inside it are dropped.
    func closeAll() {
      guard let outer = stack.first else { return }
      if outer.name == "VCALENDAR" {
        diagnostics.append(warning(outer.line, .icsCalendarNeverEnds))
        calendars.append(outer)
      } else {
        diagnostics.append(warning(outer.line, .beginNeverEnds(outer.name)))
      }
      for inner in stack.dropFirst() { diagnostics.append(warning(inner.line, .beginNeverEnds(inner.name))) }
      stack = []
    }
    for (line, text) in logical {
      if text.isEmpty { continue }
      guard let property = parseLine(text, line: line, into: &diagnostics) else { continue }
      switch property.name {
      case "BEGIN":
        let name = property.value.uppercased().trimmingSpaces()
        if name == "VCALENDAR" {
          // A second calendar while the first is open (files joined, the first cut short).
          closeAll()
        } else if Self.topLevel.contains(name), let open = stack.firstIndex(where: { Self.topLevel.contains($0.name) })
        {
          // Components of these kinds never nest: the open one lacks its END. Skip it and go on
          // with the new one, instead of reading every later component into it.
          for inner in stack[open...] {
            diagnostics.append(warning(inner.line, .beginCutByNext(inner.name, next: name, nextLine: line)))
          }
          stack.removeSubrange(open...)
        }
        stack.append(ICalendarComponent(name: name, line: line))
      case "END":
        let name = property.value.uppercased().trimmingSpaces()
        guard let open = stack.last else {
          diagnostics.append(warning(line, .endWithoutBegin(name)))
          continue
        }
        if open.name != name {
          // A missing END inside: close the inner ones when an outer one ends, else ignore the stray END.
          guard let index = stack.lastIndex(where: { $0.name == name }) else {
            diagnostics.append(
              warning(line, .endMismatch(name, open: open.name, openLine: open.line)))
            continue
          }
          for inner in stack[(index + 1)...] {
            diagnostics.append(
              warning(inner.line, .beginClosedByParent(inner.name, end: name, endLine: line)))
          }
          stack.removeSubrange((index + 1)...)
        }
        let done = stack.removeLast()
        if stack.isEmpty { calendars.append(done) } else { stack[stack.count - 1].components.append(done) }
      default:
        guard !stack.isEmpty else {
          diagnostics.append(warning(line, .propertyOutsideComponent(property.name)))
          continue
        }
        stack[stack.count - 1].properties.append(property)
      }
    }
    closeAll()
    return (calendars, diagnostics)
  }

  /// Components that stand directly in a VCALENDAR and never inside one another (RFC 5545 §3.6).
  static let topLevel: Set<String> = ["VEVENT", "VTODO", "VJOURNAL", "VFREEBUSY", "VTIMEZONE", "VAVAILABILITY"]

  /// The logical lines as text: UTF-8, or, for a line that is not valid UTF-8, Windows-1252
  /// (the Western European code page older Outlook and Windows programs write; every byte is a
  /// character in it, and Latin-1 text reads the same). One warning per file, on the first such line.
  func decode(_ lines: [(line: Int, bytes: [UInt8])], into diagnostics: inout [Diagnostic]) -> [(
    line: Int, text: String
  )] {
    var reported = false
    return lines.map { line in
      if let text = String(validating: line.bytes, as: UTF8.self) { return (line.line, text) }
      if !reported {
        reported = true
        diagnostics.append(warning(line.line, .icsWindows1252))
      }
      return (line.line, Windows1252.decode(line.bytes))
    }
  }

  // MARK: - Lines

  /// Logical lines with the number of their first physical line. Reports the first bare LF
  /// line end and the first over-long unfolded line (each once per file: they are common and harmless).
  func unfold(_ bytes: [UInt8], into diagnostics: inout [Diagnostic]) -> [(line: Int, bytes: [UInt8])] {
    var result: [(line: Int, bytes: [UInt8])] = []
    var number = 0
    var reportedLF = false
    var reportedLong = false
    var current: [UInt8] = []
    var currentLine = 0
    var i = 0
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }
    func flush() {
      if currentLine > 0 { result.append((currentLine, current)) }
      current = []
      currentLine = 0
    }
    while i < bytes.count {
      var end = i
      while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
      let physical = bytes[i..<end]
      number += 1
      if end < bytes.count {
        if bytes[end] == 0x0D, end + 1 < bytes.count, bytes[end + 1] == 0x0A {
          i = end + 2
        } else {
          if !reportedLF {
            reportedLF = true
            let what = bytes[end] == 0x0A ? "a bare LF" : "a bare CR"
            diagnostics.append(
              warning(number, .icsLineEnds(what)))
          }
          i = end + 1
        }
      } else {
        i = end
      }
      if physical.count > 75, !reportedLong {
        reportedLong = true
        diagnostics.append(
          warning(number, .icsLongLine(octets: physical.count)))
      }
      if let f = physical.first, f == 0x20 || f == 0x09, currentLine > 0 {
        current.append(contentsOf: physical.dropFirst())
      } else {
        flush()
        current = Array(physical)
        currentLine = number
      }
    }
    flush()
    return result
  }

  /// `NAME *(;PARAM=v[,v]) : value`; `nil` (and a warning) when the line has no name or colon.
  func parseLine(_ text: String, line: Int, into diagnostics: inout [Diagnostic]) -> ICalendarProperty? {
    let s = Array(text.unicodeScalars)
    var i = 0
    func isNameChar(_ c: Unicode.Scalar) -> Bool {
      (c.value >= 0x30 && c.value <= 0x39) || (c.value >= 0x41 && c.value <= 0x5A)
        || (c.value >= 0x61 && c.value <= 0x7A)
        || c == "-"
    }
    func name() -> String {
      var out = ""
      while i < s.count, isNameChar(s[i]) {
        out.unicodeScalars.append(s[i])
        i += 1
      }
      return out.uppercased()
    }
    let propertyName = name()
    guard !propertyName.isEmpty else {
      diagnostics.append(warning(line, .icsNotAProperty))
      return nil
    }
    var parameters: [String: [String]] = [:]
    while i < s.count, s[i] == ";" {
      i += 1
      let key = name()
      guard !key.isEmpty, i < s.count, s[i] == "=" else {
        diagnostics.append(warning(line, .icsBadParameter(property: propertyName)))
        return nil
      }
      i += 1
      var values: [String] = []
      repeat {
        if i < s.count, s[i] == "," { i += 1 }
        var value = ""
        if i < s.count, s[i] == "\"" {
          i += 1
          while i < s.count, s[i] != "\"" {
            value.unicodeScalars.append(s[i])
            i += 1
          }
          guard i < s.count else {
            diagnostics.append(
              warning(line, .icsUnclosedQuote(property: propertyName)))
            return nil
          }
          i += 1
        } else {
          while i < s.count, s[i] != ";", s[i] != ":", s[i] != "," {
            value.unicodeScalars.append(s[i])
            i += 1
          }
        }
        values.append(Self.caretUnescape(value))
      } while i < s.count && s[i] == ","
      parameters[key, default: []] += values
    }
    guard i < s.count, s[i] == ":" else {
      diagnostics.append(
        warning(line, .icsNoColon(property: propertyName)))
      return nil
    }
    var value = ""
    value.unicodeScalars.append(contentsOf: s[(i + 1)...])
    return ICalendarProperty(name: propertyName, parameters: parameters, value: value, line: line)
  }

  /// RFC 6868: `^n` newline, `^'` double quote, `^^` caret.
  static func caretUnescape(_ value: String) -> String {
    guard value.contains("^") else { return value }
    var out = ""
    var caret = false
    for c in value {
      if caret {
        switch c {
        case "n": out += "\n"
        case "'": out += "\""
        case "^": out += "^"
        default: out += "^" + String(c)
        }
        caret = false
      } else if c == "^" {
        caret = true
      } else {
        out.append(c)
      }
    }
    if caret { out += "^" }
    return out
  }

  func warning(_ line: Int, _ kind: DiagnosticKind) -> Diagnostic {
    Diagnostic(file: file, line: line, kind)
  }
}
