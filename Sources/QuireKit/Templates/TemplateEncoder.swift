/// Turns an `Encodable` view-model into the dictionaries, arrays and plain values Mustache
/// reads, through the same `Encodable` conformance `--json` prints (so a template and the JSON
/// see the same field names).
///
/// Why not reflection: swift-mustache looks a key up in a struct by reflecting all of its
/// fields each time, and reflecting a page's view-model once up front (`Mirror`) still cost
/// most of the time `quire watch` needs to write the page after a save (docs/measurements.md).
/// Encoding is several times cheaper. An absent optional becomes an absent key
/// (`encodeIfPresent`), which Mustache treats exactly as `nil`.
enum TemplateEncoder {
  static func encode(_ value: some Encodable) throws -> Any {
    let state = State()
    let encoder = ValueEncoder(state)
    try value.encode(to: encoder)
    return state.deferred ? resolved(encoder.result) : encoder.result
  }

  /// Shared by the encoders of one value: whether a nested container was asked for.
  fileprivate final class State {
    var deferred = false
  }

  /// `value` with every `Deferred` container replaced by what was put in it.
  private static func resolved(_ value: Any) -> Any {
    switch value {
    case let deferred as Deferred: return resolved(deferred.slot.value)
    case let dictionary as [String: Any]: return dictionary.mapValues(resolved)
    case let array as [Any]: return array.map(resolved)
    default: return value
    }
  }

  /// Where one value's encoding lands: a dictionary, an array or a single value.
  fileprivate final class Slot {
    var dictionary: [String: Any]?
    var array: [Any]?
    var single: Any?

    var value: Any { dictionary ?? array ?? single ?? [String: Any]() }
  }

  /// The value `value` encodes to: strings, numbers and booleans as they are, anything else
  /// through a nested encoder.
  fileprivate static func plain<T: Encodable>(_ value: T, _ state: State) throws -> Any {
    switch value {
    case let v as String: return v
    case let v as Int: return v
    case let v as Bool: return v
    case let v as Double: return v
    // Other numbers as Mustache prints them (their own `encode(to:)` would come back here).
    case let v as Float: return Double(v)
    case let v as any FixedWidthInteger: return Int(truncatingIfNeeded: v)
    default:
      let encoder = ValueEncoder(state)
      try value.encode(to: encoder)
      return encoder.result
    }
  }

  fileprivate final class ValueEncoder: Encoder {
    let slot = Slot()
    let state: State
    init(_ state: State) { self.state = state }
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    var result: Any { slot.value }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
      if slot.dictionary == nil { slot.dictionary = [:] }
      return KeyedEncodingContainer(Keyed<Key>(slot: slot, state: state))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
      if slot.array == nil { slot.array = [] }
      return Unkeyed(slot: slot, state: state)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { Single(slot: slot, state: state) }
  }

  fileprivate struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let slot: Slot
    let state: State
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws {}
    mutating func encode(_ value: String, forKey key: Key) throws { slot.dictionary![key.stringValue] = value }
    mutating func encode(_ value: Bool, forKey key: Key) throws { slot.dictionary![key.stringValue] = value }
    mutating func encode(_ value: Int, forKey key: Key) throws { slot.dictionary![key.stringValue] = value }
    mutating func encode(_ value: Double, forKey key: Key) throws { slot.dictionary![key.stringValue] = value }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
      slot.dictionary![key.stringValue] = try TemplateEncoder.plain(value, state)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
      -> KeyedEncodingContainer<NestedKey>
    {
      let child = Slot()
      child.dictionary = [:]
      slot.dictionary![key.stringValue] = Deferred(child)
      state.deferred = true
      return KeyedEncodingContainer(Keyed<NestedKey>(slot: child, state: state))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
      let child = Slot()
      child.array = []
      slot.dictionary![key.stringValue] = Deferred(child)
      state.deferred = true
      return Unkeyed(slot: child, state: state)
    }

    mutating func superEncoder() -> any Encoder { superEncoder(forKey: Key(stringValue: "super")!) }
    mutating func superEncoder(forKey key: Key) -> any Encoder {
      let encoder = ValueEncoder(state)
      slot.dictionary![key.stringValue] = Deferred(encoder.slot)
      state.deferred = true
      return encoder
    }
  }

  fileprivate struct Unkeyed: UnkeyedEncodingContainer {
    let slot: Slot
    let state: State
    var codingPath: [any CodingKey] { [] }
    var count: Int { slot.array!.count }

    mutating func encodeNil() throws {}
    mutating func encode(_ value: String) throws { slot.array!.append(value) }
    mutating func encode(_ value: Bool) throws { slot.array!.append(value) }
    mutating func encode(_ value: Int) throws { slot.array!.append(value) }
    mutating func encode(_ value: Double) throws { slot.array!.append(value) }
    mutating func encode<T: Encodable>(_ value: T) throws {
      slot.array!.append(try TemplateEncoder.plain(value, state))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
      NestedKey
    > {
      let child = Slot()
      child.dictionary = [:]
      slot.array!.append(Deferred(child))
      state.deferred = true
      return KeyedEncodingContainer(Keyed<NestedKey>(slot: child, state: state))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
      let child = Slot()
      child.array = []
      slot.array!.append(Deferred(child))
      state.deferred = true
      return Unkeyed(slot: child, state: state)
    }

    mutating func superEncoder() -> any Encoder {
      let encoder = ValueEncoder(state)
      slot.array!.append(Deferred(encoder.slot))
      state.deferred = true
      return encoder
    }
  }

  fileprivate struct Single: SingleValueEncodingContainer {
    let slot: Slot
    let state: State
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() throws {}
    mutating func encode(_ value: String) throws { slot.single = value }
    mutating func encode(_ value: Bool) throws { slot.single = value }
    mutating func encode(_ value: Int) throws { slot.single = value }
    mutating func encode(_ value: Double) throws { slot.single = value }
    mutating func encode<T: Encodable>(_ value: T) throws { slot.single = try TemplateEncoder.plain(value, state) }
  }

  /// A nested container, filled after it was placed (synthesized `Encodable` never asks for
  /// one; a hand-written conformance may). Replaced by its contents in `resolved(_:)`.
  fileprivate final class Deferred {
    let slot: Slot
    init(_ slot: Slot) { self.slot = slot }
  }
}
