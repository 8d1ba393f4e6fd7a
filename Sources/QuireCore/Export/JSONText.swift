/// A minimal JSON writer: deterministic key order, one object per call, no Foundation.
///
/// `JSONEncoder` is too slow for a 100,000-note export and sorts keys alphabetically;
/// this writes the schema's order (README.md, "quire export --json").
public struct JSONObject {
  // UTF-8 bytes, not a String: appending to an Array skips String's per-append bookkeeping,
  // and the export writes the bytes to standard output as they are.
  private(set) var bytes: [UInt8] = [UInt8(ascii: "{")]
  private var first = true

  public init() { bytes.reserveCapacity(640) }

  /// Continues `buffer`: the object is appended to it, without copying it (the buffer is
  /// moved in and handed back by `finish(into:)`). Used to write thousands of tasks into one chunk.
  public init(continuing buffer: inout [UInt8]) {
    swap(&bytes, &buffer)
    bytes.append(UInt8(ascii: "{"))
  }

  private mutating func key(_ name: StaticString) {
    if !first { bytes.append(UInt8(ascii: ",")) }
    first = false
    bytes.append(UInt8(ascii: "\""))
    name.withUTF8Buffer { bytes.append(contentsOf: $0) }
    bytes.append(UInt8(ascii: "\""))
    bytes.append(UInt8(ascii: ":"))
  }

  /// A key that is not a literal (a field table name), ASCII without quotes or backslashes.
  private mutating func key(field name: String) {
    if !first { bytes.append(UInt8(ascii: ",")) }
    first = false
    bytes.append(UInt8(ascii: "\""))
    bytes.append(contentsOf: name.utf8)
    bytes.append(UInt8(ascii: "\""))
    bytes.append(UInt8(ascii: ":"))
  }

  /// A string under a field table name (`TaskFieldKey.rawValue`).
  public mutating func string(field name: String, _ value: String?) {
    key(field: name)
    if let value { JSONText.appendString(value, to: &bytes) } else { null() }
  }

  /// A number under a field table name (`TaskFieldKey.rawValue`).
  public mutating func int(field name: String, _ value: Int?) {
    key(field: name)
    if let value { bytes.append(contentsOf: String(value).utf8) } else { null() }
  }

  private mutating func null() { bytes.append(contentsOf: [0x6E, 0x75, 0x6C, 0x6C]) }

  public mutating func string(_ name: StaticString, _ value: String?) {
    key(name)
    if let value { JSONText.appendString(value, to: &bytes) } else { null() }
  }

  public mutating func int(_ name: StaticString, _ value: Int?) {
    key(name)
    if let value { bytes.append(contentsOf: String(value).utf8) } else { null() }
  }

  public mutating func number(_ name: StaticString, _ value: Double?) {
    key(name)
    if let value { bytes.append(contentsOf: JSONText.number(value).utf8) } else { null() }
  }

  public mutating func bool(_ name: StaticString, _ value: Bool?) {
    key(name)
    if let value { bytes.append(contentsOf: (value ? "true" : "false").utf8) } else { null() }
  }

  public mutating func strings(_ name: StaticString, _ values: [String]) {
    key(name)
    bytes.append(UInt8(ascii: "["))
    for (i, v) in values.enumerated() {
      if i > 0 { bytes.append(UInt8(ascii: ",")) }
      JSONText.appendString(v, to: &bytes)
    }
    bytes.append(UInt8(ascii: "]"))
  }

  /// A value already written as JSON (an array of objects).
  public mutating func raw(_ name: StaticString, _ json: String) {
    key(name)
    bytes.append(contentsOf: json.utf8)
  }

  /// The finished object.
  public var json: String { String(decoding: bytes + [UInt8(ascii: "}")], as: UTF8.self) }

  /// Closes the object and moves the whole buffer back into `buffer` (see `init(continuing:)`).
  ///
  /// A swap, not a returned copy: `out = object.finish()` in a `defer` kept a second reference to
  /// the bytes, so closing the brace copied the whole buffer for every task, which made the tasks
  /// of one note quadratic (docs/measurements.md; `appendTaskWritesIntoTheCallersBuffer`).
  public mutating func finish(into buffer: inout [UInt8]) {
    bytes.append(UInt8(ascii: "}"))
    swap(&bytes, &buffer)
  }
}

/// JSON text helpers.
public enum JSONText {
  /// Appends `value` as a JSON string literal to UTF-8 bytes.
  ///
  /// Only `"`, `\\` and control characters need escaping, and most strings have none, so
  /// they are appended whole.
  public static func appendString(_ value: String, to out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    var value = value
    value.withUTF8 { bytes in
      guard bytes.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) else {
        out.append(contentsOf: bytes)
        return
      }
      let hex = Array("0123456789abcdef".utf8)
      for b in bytes {
        switch b {
        case 0x22: out += [0x5C, 0x22]
        case 0x5C: out += [0x5C, 0x5C]
        case 0x0A: out += [0x5C, 0x6E]
        case 0x0D: out += [0x5C, 0x72]
        case 0x09: out += [0x5C, 0x74]
        case ..<0x20: out += [0x5C, 0x75, 0x30, 0x30, hex[Int(b >> 4)], hex[Int(b & 0xF)]]
        default: out.append(b)
        }
      }
    }
    out.append(UInt8(ascii: "\""))
  }

  /// A number without a needless `.0` (`500`, `12.5`).
  public static func number(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return value.isFinite ? String(value) : "null"
  }

  /// An array of already-written JSON values.
  public static func array(_ items: [String]) -> String { "[" + items.joined(separator: ",") + "]" }
}
