/// Reads what `BinaryWriter` wrote; throws `IndexError.corrupt` on a truncated or odd record
/// instead of trapping, so that a damaged cache is rebuilt rather than a crash.
///
/// Inlinable for the same reason as `BinaryWriter`: QuireKit's codec reads every task through it.
public struct BinaryReader {
  @usableFromInline let bytes: [UInt8]
  @usableFromInline var position: Int

  /// Where the next read starts.
  @inlinable public var offset: Int { position }

  /// A reader of `bytes` from `offset`.
  @inlinable public init(_ bytes: [UInt8], at offset: Int = 0) {
    self.bytes = bytes
    self.position = offset
  }

  @inlinable public var isAtEnd: Bool { position == bytes.count }

  @inlinable public mutating func int() throws(IndexError) -> Int {
    var result: UInt64 = 0
    var shift: UInt64 = 0
    while true {
      guard position < bytes.count, shift < 64 else { throw .corrupt("truncated number") }
      let byte = bytes[position]
      position += 1
      result |= UInt64(byte & 0x7F) << shift
      if byte < 0x80 { break }
      shift += 7
    }
    let zigzag = Int64(bitPattern: result)
    return Int((zigzag >> 1) ^ -(zigzag & 1))
  }

  @inlinable public mutating func count() throws(IndexError) -> Int {
    let n = try int()
    guard n >= 0, n <= bytes.count - position else { throw .corrupt("bad length") }
    return n
  }

  @inlinable public mutating func bool() throws(IndexError) -> Bool {
    guard position < bytes.count else { throw .corrupt("truncated flag") }
    defer { position += 1 }
    switch bytes[position] {
    case 0: return false
    case 1: return true
    default: throw .corrupt("bad flag")
    }
  }

  @inlinable public mutating func double() throws(IndexError) -> Double {
    guard bytes.count - position >= 8 else { throw .corrupt("truncated number") }
    var bits: UInt64 = 0
    for i in 0..<8 { bits |= UInt64(bytes[position + i]) << (8 * UInt64(i)) }
    position += 8
    return Double(bitPattern: bits)
  }

  @inlinable public mutating func string() throws(IndexError) -> String {
    let n = try count()
    defer { position += n }
    return bytes.withUnsafeBufferPointer {
      String(decoding: UnsafeBufferPointer(rebasing: $0[position..<position + n]), as: UTF8.self)
    }
  }

  /// A string, and where its bytes start in the record (for `string(at:count:)`).
  @inlinable public mutating func stringAndOffset() throws(IndexError) -> (String, Int) {
    let n = try count()
    let start = position
    defer { position += n }
    let value = bytes.withUnsafeBufferPointer {
      String(decoding: UnsafeBufferPointer(rebasing: $0[start..<start + n]), as: UTF8.self)
    }
    return (value, start)
  }

  /// `count` bytes from `offset` of the record as a string, without moving the reader: a run of
  /// a string read before (`BinaryWriter` wrote where it lies instead of the bytes again).
  @inlinable public func string(at offset: Int, count: Int) throws(IndexError) -> String {
    guard offset >= 0, count >= 0, offset <= bytes.count - count else { throw .corrupt("bad span") }
    return bytes.withUnsafeBufferPointer {
      String(decoding: UnsafeBufferPointer(rebasing: $0[offset..<offset + count]), as: UTF8.self)
    }
  }

  /// Moves past `count` bytes (a block whose length was read).
  @inlinable public mutating func skip(_ count: Int) throws(IndexError) {
    guard count >= 0, count <= bytes.count - position else { throw .corrupt("bad length") }
    position += count
  }

  @inlinable public mutating func strings() throws(IndexError) -> [String] {
    let n = try count()
    var values: [String] = []
    values.reserveCapacity(n)
    for _ in 0..<n { values.append(try string()) }
    return values
  }

  @inlinable public mutating func optional<T>(
    _ read: (inout BinaryReader) throws(IndexError) -> T
  ) throws(IndexError) -> T? {
    try bool() ? try read(&self) : nil
  }

  @inlinable public mutating func array<T>(
    _ read: (inout BinaryReader) throws(IndexError) -> T
  ) throws(IndexError) -> [T] {
    let n = try count()
    var values: [T] = []
    values.reserveCapacity(n)
    for _ in 0..<n { values.append(try read(&self)) }
    return values
  }
}

// MARK: - Quire's values

extension BinaryReader {
  @inlinable public mutating func date() throws(IndexError) -> LocalDate {
    let n = try int()
    // Far wider than any real date, but small enough that a damaged number cannot overflow.
    guard abs(n) < 1 << 40 else { throw .corrupt("bad date") }
    return LocalDate(dayNumber: n)
  }

  @inlinable public mutating func time() throws(IndexError) -> LocalTime {
    let n = try int()
    guard (0..<1440).contains(n), let t = LocalTime(hour: n / 60, minute: n % 60) else { throw .corrupt("bad time") }
    return t
  }

  @inlinable public mutating func dateTime() throws(IndexError) -> LocalDateTime {
    let n = try int()
    guard abs(n) < 1 << 50 else { throw .corrupt("bad date-time") }
    return LocalDateTime(minuteNumber: n)
  }

  /// An item's file as `file(_:in:)` wrote it: the note's own string when empty.
  @inlinable public mutating func file(in noteFile: String) throws(IndexError) -> String {
    let file = try string()
    return file.isEmpty ? noteFile : file
  }

  @inlinable public mutating func optionalString() throws(IndexError) -> String? {
    try optional { r throws(IndexError) in try r.string() }
  }

  @inlinable public mutating func optionalDate() throws(IndexError) -> LocalDate? {
    try optional { r throws(IndexError) in try r.date() }
  }

  @inlinable public mutating func optionalTime() throws(IndexError) -> LocalTime? {
    try optional { r throws(IndexError) in try r.time() }
  }
}
