/// A minimal JSON writer: deterministic key order, one object per call, no Foundation.
///
/// `JSONEncoder` is too slow for a 100,000-note export and sorts keys alphabetically;
/// this writes the schema's order (design.md §3.1).
public struct JSONObject {
  private(set) var text = "{"
  private var first = true

  public init() { text.reserveCapacity(640) }

  private mutating func key(_ name: String) {
    if !first { text += "," }
    first = false
    text += "\""
    text += name
    text += "\":"
  }

  public mutating func string(_ name: String, _ value: String?) {
    key(name)
    if let value { JSONText.appendString(value, to: &text) } else { text += "null" }
  }

  public mutating func int(_ name: String, _ value: Int?) {
    key(name)
    text += value.map(String.init) ?? "null"
  }

  public mutating func number(_ name: String, _ value: Double?) {
    key(name)
    text += value.map(JSONText.number) ?? "null"
  }

  public mutating func bool(_ name: String, _ value: Bool?) {
    key(name)
    text += value.map { $0 ? "true" : "false" } ?? "null"
  }

  public mutating func strings(_ name: String, _ values: [String]) {
    key(name)
    text += "["
    for (i, v) in values.enumerated() {
      if i > 0 { text += "," }
      JSONText.appendString(v, to: &text)
    }
    text += "]"
  }

  /// A value already written as JSON (an array of objects).
  public mutating func raw(_ name: String, _ json: String) {
    key(name)
    text += json
  }

  /// The finished object.
  public var json: String { text + "}" }
}

/// JSON text helpers.
public enum JSONText {
  /// Appends `value` as a JSON string literal.
  ///
  /// Works on UTF-8 bytes: only `"`, `\\` and control characters need escaping, and most
  /// strings have none, so they are appended whole.
  public static func appendString(_ value: String, to out: inout String) {
    out += "\""
    var value = value
    let needsEscape = value.withUTF8 { bytes in bytes.contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C } }
    if !needsEscape {
      out += value
    } else {
      var escaped = [UInt8]()
      escaped.reserveCapacity(value.utf8.count + 8)
      for b in value.utf8 {
        switch b {
        case 0x22: escaped += [0x5C, 0x22]
        case 0x5C: escaped += [0x5C, 0x5C]
        case 0x0A: escaped += [0x5C, 0x6E]
        case 0x0D: escaped += [0x5C, 0x72]
        case 0x09: escaped += [0x5C, 0x74]
        case ..<0x20:
          let hex = Array("0123456789abcdef".utf8)
          escaped += [0x5C, 0x75, 0x30, 0x30, hex[Int(b >> 4)], hex[Int(b & 0xF)]]
        default: escaped.append(b)
        }
      }
      out += String(decoding: escaped, as: UTF8.self)
    }
    out += "\""
  }

  /// A number without a needless `.0` (`500`, `12.5`).
  public static func number(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return value.isFinite ? String(value) : "null"
  }

  /// An array of already-written JSON values.
  public static func array(_ items: [String]) -> String { "[" + items.joined(separator: ",") + "]" }
}
