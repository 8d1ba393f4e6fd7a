/// Writes RFC 5545 content lines: `NAME;PARAM=value:value`, folded at 75 octets (never inside
/// a UTF-8 sequence; continuation lines start with one space), each ended by CRLF.
public struct ICalendarWriter: Sendable {
  /// The longest a physical line may be, in octets, without its CRLF (RFC 5545 §3.1).
  public static let lineLimit = 75

  /// The bytes written so far.
  public private(set) var bytes: [UInt8] = []

  /// Creates an empty writer.
  public init() {}

  /// The bytes written so far, as text.
  public var text: String { String(decoding: bytes, as: UTF8.self) }

  /// `BEGIN:name`.
  public mutating func begin(_ name: String) { line("BEGIN:" + name) }

  /// `END:name`.
  public mutating func end(_ name: String) { line("END:" + name) }

  /// A property whose value is written as given (dates, numbers, rules).
  public mutating func property(_ name: String, _ value: String) { property(name, [], value) }

  /// A property with parameters, as `(name, value)` pairs (values quoted when they need it).
  public mutating func property(_ name: String, _ params: [(String, String)], _ value: String) {
    var content = name
    for (key, v) in params { content += ";" + key + "=" + ICalendarText.parameter(v) }
    line(content + ":" + value)
  }

  /// A TEXT property: the value escaped.
  public mutating func text(_ name: String, _ value: String) { property(name, ICalendarText.escape(value)) }

  /// Appends another writer's lines.
  public mutating func append(_ other: ICalendarWriter) { bytes += other.bytes }

  /// One logical line, folded, with CRLF.
  public mutating func line(_ content: String) { bytes += Self.fold(content) }

  /// `content` folded into physical lines of at most 75 octets, each ended by CRLF.
  public static func fold(_ content: String) -> [UInt8] {
    let u = Array(content.utf8)
    var out: [UInt8] = []
    out.reserveCapacity(u.count + u.count / 70 * 3 + 2)
    var start = 0
    var first = true
    while true {
      let room = first ? lineLimit : lineLimit - 1
      var end = min(start + room, u.count)
      // Never cut a multi-byte character: back up to the start of the sequence.
      if end < u.count { while end > start, u[end] & 0xC0 == 0x80 { end -= 1 } }
      if !first { out.append(UInt8(ascii: " ")) }
      out += u[start..<end]
      out += [13, 10]
      start = end
      first = false
      if start >= u.count { break }
    }
    return out
  }
}
