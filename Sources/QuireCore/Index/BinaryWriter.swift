/// Appends values to a compact byte string: zig-zag varints, length-prefixed UTF-8, a
/// presence byte before optionals. The cache's own format (docs/index.md): decoding a note
/// this way is many times faster than Foundation's JSONDecoder.
///
/// In QuireCore so that each note kind writes its own items (`NoteKindSteps`); inlinable, as
/// QuireKit's codec writes every task field through it.
public struct BinaryWriter {
  @usableFromInline var storage: [UInt8] = []

  /// What was written so far.
  @inlinable public var bytes: [UInt8] { storage }

  @inlinable public init(capacity: Int = 256) { storage.reserveCapacity(capacity) }

  @inlinable public mutating func int(_ value: Int) {
    // Zig-zag, so that small negative numbers stay short too.
    var v = UInt64(bitPattern: Int64((value << 1) ^ (value >> 63)))
    while v >= 0x80 {
      storage.append(UInt8(v & 0x7F) | 0x80)
      v >>= 7
    }
    storage.append(UInt8(v))
  }

  /// Bytes another writer wrote.
  @inlinable public mutating func append(_ other: [UInt8]) { storage.append(contentsOf: other) }

  @inlinable public mutating func bool(_ value: Bool) { storage.append(value ? 1 : 0) }

  @inlinable public mutating func double(_ value: Double) {
    var bits = value.bitPattern
    for _ in 0..<8 {
      storage.append(UInt8(bits & 0xFF))
      bits >>= 8
    }
  }

  @inlinable public mutating func string(_ value: String) {
    var value = value
    value.withUTF8 { utf8 in
      int(utf8.count)
      storage.append(contentsOf: utf8)
    }
  }

  @inlinable public mutating func strings(_ values: [String]) {
    int(values.count)
    for value in values { string(value) }
  }

  /// A presence byte, then the value when there is one.
  @inlinable public mutating func optional<T>(_ value: T?, _ write: (inout BinaryWriter, T) -> Void) {
    guard let value else { return storage.append(0) }
    storage.append(1)
    write(&self, value)
  }

  @inlinable public mutating func array<T>(_ values: [T], _ write: (inout BinaryWriter, T) -> Void) {
    int(values.count)
    for value in values { write(&self, value) }
  }
}

// MARK: - Quire's values

extension BinaryWriter {
  @inlinable public mutating func date(_ d: LocalDate) { int(d.dayNumber) }
  @inlinable public mutating func time(_ t: LocalTime) { int(t.minutesOfDay) }
  @inlinable public mutating func dateTime(_ t: LocalDateTime) { int(t.minuteNumber) }
  @inlinable public mutating func optionalString(_ s: String?) { optional(s) { $0.string($1) } }

  /// An item's file: empty when it is the note's own (nearly always), so that a record does
  /// not repeat the note's path for each of its tasks, events and check-ins.
  @inlinable public mutating func file(_ file: String, in noteFile: String) { string(file == noteFile ? "" : file) }
}
