/// Appends values to a compact byte string: zig-zag varints, length-prefixed UTF-8, a
/// presence byte before optionals. The cache's own format (docs/index.md): decoding a note
/// this way is many times faster than Foundation's JSONDecoder.
struct BinaryWriter {
  private(set) var bytes: [UInt8] = []

  init(capacity: Int = 256) { bytes.reserveCapacity(capacity) }

  mutating func int(_ value: Int) {
    // Zig-zag, so that small negative numbers stay short too.
    var v = UInt64(bitPattern: Int64((value << 1) ^ (value >> 63)))
    while v >= 0x80 {
      bytes.append(UInt8(v & 0x7F) | 0x80)
      v >>= 7
    }
    bytes.append(UInt8(v))
  }

  /// Bytes another writer wrote.
  mutating func append(_ other: [UInt8]) { bytes.append(contentsOf: other) }

  mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

  mutating func double(_ value: Double) {
    var bits = value.bitPattern
    for _ in 0..<8 {
      bytes.append(UInt8(bits & 0xFF))
      bits >>= 8
    }
  }

  mutating func string(_ value: String) {
    var value = value
    value.withUTF8 { utf8 in
      int(utf8.count)
      bytes.append(contentsOf: utf8)
    }
  }

  mutating func strings(_ values: [String]) {
    int(values.count)
    for value in values { string(value) }
  }

  /// A presence byte, then the value when there is one.
  mutating func optional<T>(_ value: T?, _ write: (inout BinaryWriter, T) -> Void) {
    guard let value else { return bytes.append(0) }
    bytes.append(1)
    write(&self, value)
  }

  mutating func array<T>(_ values: [T], _ write: (inout BinaryWriter, T) -> Void) {
    int(values.count)
    for value in values { write(&self, value) }
  }
}
