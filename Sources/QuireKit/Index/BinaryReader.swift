/// Reads what `BinaryWriter` wrote; throws `IndexError.corrupt` on a truncated or odd record
/// instead of trapping, so that a damaged cache is rebuilt rather than a crash.
struct BinaryReader {
  private let bytes: [UInt8]
  /// Where the next read starts.
  private(set) var offset = 0

  /// A reader of `bytes` from `offset`.
  init(_ bytes: [UInt8], at offset: Int = 0) {
    self.bytes = bytes
    self.offset = offset
  }

  var isAtEnd: Bool { offset == bytes.count }

  mutating func int() throws(IndexError) -> Int {
    var result: UInt64 = 0
    var shift: UInt64 = 0
    while true {
      guard offset < bytes.count, shift < 64 else { throw .corrupt("truncated number") }
      let byte = bytes[offset]
      offset += 1
      result |= UInt64(byte & 0x7F) << shift
      if byte < 0x80 { break }
      shift += 7
    }
    let zigzag = Int64(bitPattern: result)
    return Int((zigzag >> 1) ^ -(zigzag & 1))
  }

  mutating func count() throws(IndexError) -> Int {
    let n = try int()
    guard n >= 0, n <= bytes.count - offset else { throw .corrupt("bad length") }
    return n
  }

  mutating func bool() throws(IndexError) -> Bool {
    guard offset < bytes.count else { throw .corrupt("truncated flag") }
    defer { offset += 1 }
    switch bytes[offset] {
    case 0: return false
    case 1: return true
    default: throw .corrupt("bad flag")
    }
  }

  mutating func double() throws(IndexError) -> Double {
    guard bytes.count - offset >= 8 else { throw .corrupt("truncated number") }
    var bits: UInt64 = 0
    for i in 0..<8 { bits |= UInt64(bytes[offset + i]) << (8 * UInt64(i)) }
    offset += 8
    return Double(bitPattern: bits)
  }

  mutating func string() throws(IndexError) -> String {
    let n = try count()
    defer { offset += n }
    return bytes.withUnsafeBufferPointer {
      String(decoding: UnsafeBufferPointer(rebasing: $0[offset..<offset + n]), as: UTF8.self)
    }
  }

  /// Moves past `count` bytes (a block whose length was read).
  mutating func skip(_ count: Int) throws(IndexError) {
    guard count >= 0, count <= bytes.count - offset else { throw .corrupt("bad length") }
    offset += count
  }

  mutating func strings() throws(IndexError) -> [String] {
    let n = try count()
    var values: [String] = []
    values.reserveCapacity(n)
    for _ in 0..<n { values.append(try string()) }
    return values
  }

  mutating func optional<T>(_ read: (inout BinaryReader) throws(IndexError) -> T) throws(IndexError) -> T? {
    try bool() ? try read(&self) : nil
  }

  mutating func array<T>(_ read: (inout BinaryReader) throws(IndexError) -> T) throws(IndexError) -> [T] {
    let n = try count()
    var values: [T] = []
    values.reserveCapacity(n)
    for _ in 0..<n { values.append(try read(&self)) }
    return values
  }
}
