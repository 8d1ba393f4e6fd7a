/// Encodes `Encodable` values as one line of JSON with the keys in the order they are encoded
/// (a type's `CodingKeys` order when synthesized) and `nil` written as `null`.
///
/// Foundation's `JSONEncoder` cannot give these bytes: on Linux it writes an object's keys in hash
/// order unless they are sorted (and the command-line schemas are not alphabetical), it escapes
/// backspace and form feed as `\b` and `\f`, and a synthesized `Encodable` leaves out `nil` keys.
/// This encoder writes strings with `JSONText.appendString` and numbers with `JSONText.number`,
/// the rules of `quire export --json` (`Sources/QuireCore/Export/JSONText.swift`), so that the
/// listings' JSON and the export agree byte for byte.
public struct OrderedJSONEncoder: Sendable {
  /// A new encoder.
  public init() {}

  /// `value` as JSON text.
  public func encode(_ value: some Encodable) throws -> String {
    String(decoding: try encodeBytes(value), as: UTF8.self)
  }

  /// `value` as JSON, in UTF-8 bytes.
  public func encodeBytes(_ value: some Encodable) throws -> [UInt8] {
    let node = try JSONNode.encoding(value, codingPath: [])
    var out: [UInt8] = []
    node.write(to: &out)
    return out
  }
}

// MARK: - Layout

/// An array laid out one element a line, as the listings print their rows (one `grep`-able
/// line each, diffs that show the rows that changed).
///
/// `OrderedJSONEncoder` writes the lines; any other encoder sees a plain array.
public struct JSONLines<Element: Encodable>: Encodable {
  /// Where the brackets go.
  public enum Layout: Sendable {
    /// `[` and `]` on lines of their own: `[\n{…},\n{…}\n]` (an empty array is `[\n\n]`).
    case bracketsApart
    /// `[` and `]` next to the first and last element: `[{…},\n{…}]`.
    case bracketsAttached
  }

  /// The elements.
  public let items: [Element]
  /// Where the brackets go.
  public let layout: Layout

  /// The elements `items`, laid out as `layout` says.
  public init(_ items: [Element], layout: Layout) {
    self.items = items
    self.layout = layout
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    for item in items { try container.encode(item) }
  }
}

/// JSON text already written by `ExportEncoder` (tasks, diagnostics in the export schema: the
/// measured fast path), embedded as it is by `OrderedJSONEncoder`; other encoders see a string.
public struct RawJSON: Encodable {
  /// The JSON text.
  public let text: String

  /// JSON text `text`, written as it is.
  public init(_ text: String) { self.text = text }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(text)
  }
}

/// A value that `OrderedJSONEncoder` writes in a layout of its own.
protocol OrderedJSONLayout {
  func node(codingPath: [any CodingKey]) throws -> JSONNode
}

extension JSONLines: OrderedJSONLayout {
  func node(codingPath: [any CodingKey]) throws -> JSONNode {
    let nodes = try items.enumerated().map { i, item in
      try JSONNode.encoding(item, codingPath: codingPath + [IndexKey(i)])
    }
    return JSONNode(.lines(nodes, apart: layout == .bracketsApart))
  }
}

extension RawJSON: OrderedJSONLayout {
  func node(codingPath: [any CodingKey]) throws -> JSONNode { JSONNode(.literal(text)) }
}

// MARK: - The tree of encoded values

/// One encoded value; a class so that containers can fill it after handing it out.
final class JSONNode {
  enum Kind {
    case empty
    case null
    case literal(String)
    case string(String)
    case array([JSONNode])
    case object([(String, JSONNode)])
    /// An array one element a line (`JSONLines`), the brackets apart or attached.
    case lines([JSONNode], apart: Bool)
  }

  var kind: Kind

  init(_ kind: Kind = .empty) { self.kind = kind }

  static func encoding(_ value: some Encodable, codingPath: [any CodingKey]) throws -> JSONNode {
    if let laidOut = value as? any OrderedJSONLayout { return try laidOut.node(codingPath: codingPath) }
    let encoder = NodeEncoder(codingPath: codingPath)
    try value.encode(to: encoder)
    return encoder.node
  }

  func append(_ key: String, _ child: JSONNode) {
    if case .object(var pairs) = kind {
      kind = .empty
      pairs.append((key, child))
      kind = .object(pairs)
    } else {
      kind = .object([(key, child)])
    }
  }

  func append(_ child: JSONNode) {
    if case .array(var items) = kind {
      kind = .empty
      items.append(child)
      kind = .array(items)
    } else {
      kind = .array([child])
    }
  }

  func write(to out: inout [UInt8]) {
    switch kind {
    case .empty, .null: out.append(contentsOf: "null".utf8)
    case .literal(let text): out.append(contentsOf: text.utf8)
    case .string(let text): JSONText.appendString(text, to: &out)
    case .array(let items):
      out.append(UInt8(ascii: "["))
      for (i, item) in items.enumerated() {
        if i > 0 { out.append(UInt8(ascii: ",")) }
        item.write(to: &out)
      }
      out.append(UInt8(ascii: "]"))
    case .lines(let items, let apart):
      out.append(contentsOf: apart ? "[\n".utf8 : "[".utf8)
      for (i, item) in items.enumerated() {
        if i > 0 { out.append(contentsOf: ",\n".utf8) }
        item.write(to: &out)
      }
      out.append(contentsOf: apart ? "\n]".utf8 : "]".utf8)
    case .object(let pairs):
      out.append(UInt8(ascii: "{"))
      for (i, (key, value)) in pairs.enumerated() {
        if i > 0 { out.append(UInt8(ascii: ",")) }
        JSONText.appendString(key, to: &out)
        out.append(UInt8(ascii: ":"))
        value.write(to: &out)
      }
      out.append(UInt8(ascii: "}"))
    }
  }
}

extension JSONNode {
  static func literal(_ value: some BinaryInteger) -> JSONNode { JSONNode(.literal(String(value))) }
  static func number(_ value: Double) -> JSONNode { JSONNode(.literal(JSONText.number(value))) }
  static func bool(_ value: Bool) -> JSONNode { JSONNode(.literal(value ? "true" : "false")) }
}

/// The `Encoder` that fills one node.
final class NodeEncoder: Encoder {
  let codingPath: [any CodingKey]
  let userInfo: [CodingUserInfoKey: Any] = [:]
  let node = JSONNode()

  init(codingPath: [any CodingKey]) { self.codingPath = codingPath }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    if case .object = node.kind {} else { node.kind = .object([]) }
    return KeyedEncodingContainer(KeyedNodeContainer<Key>(node: node, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    if case .array = node.kind {} else { node.kind = .array([]) }
    return UnkeyedNodeContainer(node: node, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleNodeContainer(node: node, codingPath: codingPath)
  }
}

/// A key for the elements of an array in a coding path.
struct IndexKey: CodingKey {
  let intValue: Int?
  var stringValue: String { String(intValue ?? 0) }
  init(_ index: Int) { intValue = index }
  init?(stringValue: String) { nil }
  init?(intValue: Int) { self.intValue = intValue }
}

struct KeyedNodeContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let node: JSONNode
  let codingPath: [any CodingKey]

  private func put(_ child: JSONNode, _ key: Key) { node.append(key.stringValue, child) }

  mutating func encodeNil(forKey key: Key) throws { put(JSONNode(.null), key) }
  mutating func encode(_ value: Bool, forKey key: Key) throws { put(.bool(value), key) }
  mutating func encode(_ value: String, forKey key: Key) throws { put(JSONNode(.string(value)), key) }
  mutating func encode(_ value: Double, forKey key: Key) throws { put(.number(value), key) }
  mutating func encode(_ value: Float, forKey key: Key) throws { put(.number(Double(value)), key) }
  mutating func encode(_ value: Int, forKey key: Key) throws { put(.literal(value), key) }
  mutating func encode(_ value: Int8, forKey key: Key) throws { put(.literal(value), key) }
  mutating func encode(_ value: Int16, forKey key: Key) throws { put(.literal(value), key) }
  mutating func encode(_ value: Int32, forKey key: Key) throws { put(.literal(value), key) }
  mutating func encode(_ value: Int64, forKey key: Key) throws { put(.literal(value), key) }
  mutating func encode(_ value: UInt, forKey key: Key) throws { put(.literal(value), key) }
  mutating func encode(_ value: UInt8, forKey key: Key) throws { put(.literal(value), key) }
  mutating func encode(_ value: UInt16, forKey key: Key) throws { put(.literal(value), key) }
  mutating func encode(_ value: UInt32, forKey key: Key) throws { put(.literal(value), key) }
  mutating func encode(_ value: UInt64, forKey key: Key) throws { put(.literal(value), key) }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    put(try JSONNode.encoding(value, codingPath: codingPath + [key]), key)
  }

  // A missing value is written as `null`, not left out: the schemas list every key.
  mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { try encodeOptional(value, key) }
  mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws { try encodeOptional(value, key) }
  mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws { try encodeOptional(value, key) }
  mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws { try encodeOptional(value, key) }
  mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
    try encodeOptional(value, key)
  }

  private mutating func encodeOptional<T: Encodable>(_ value: T?, _ key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
    -> KeyedEncodingContainer<NestedKey>
  {
    let child = JSONNode(.object([]))
    put(child, key)
    return KeyedEncodingContainer(KeyedNodeContainer<NestedKey>(node: child, codingPath: codingPath + [key]))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let child = JSONNode(.array([]))
    put(child, key)
    return UnkeyedNodeContainer(node: child, codingPath: codingPath + [key])
  }

  mutating func superEncoder() -> any Encoder { superEncoder(named: "super") }

  mutating func superEncoder(forKey key: Key) -> any Encoder { superEncoder(named: key.stringValue) }

  private func superEncoder(named name: String) -> any Encoder {
    let encoder = NodeEncoder(codingPath: codingPath)
    node.append(name, encoder.node)
    return encoder
  }
}

struct UnkeyedNodeContainer: UnkeyedEncodingContainer {
  let node: JSONNode
  let codingPath: [any CodingKey]

  var count: Int {
    if case .array(let items) = node.kind { return items.count }
    return 0
  }

  mutating func encodeNil() throws { node.append(JSONNode(.null)) }
  mutating func encode(_ value: Bool) throws { node.append(.bool(value)) }
  mutating func encode(_ value: String) throws { node.append(JSONNode(.string(value))) }
  mutating func encode(_ value: Double) throws { node.append(.number(value)) }
  mutating func encode(_ value: Float) throws { node.append(.number(Double(value))) }
  mutating func encode(_ value: Int) throws { node.append(.literal(value)) }
  mutating func encode(_ value: Int8) throws { node.append(.literal(value)) }
  mutating func encode(_ value: Int16) throws { node.append(.literal(value)) }
  mutating func encode(_ value: Int32) throws { node.append(.literal(value)) }
  mutating func encode(_ value: Int64) throws { node.append(.literal(value)) }
  mutating func encode(_ value: UInt) throws { node.append(.literal(value)) }
  mutating func encode(_ value: UInt8) throws { node.append(.literal(value)) }
  mutating func encode(_ value: UInt16) throws { node.append(.literal(value)) }
  mutating func encode(_ value: UInt32) throws { node.append(.literal(value)) }
  mutating func encode(_ value: UInt64) throws { node.append(.literal(value)) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    node.append(try JSONNode.encoding(value, codingPath: codingPath + [IndexKey(count)]))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    let child = JSONNode(.object([]))
    let path = codingPath + [IndexKey(count)]
    node.append(child)
    return KeyedEncodingContainer(KeyedNodeContainer<NestedKey>(node: child, codingPath: path))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let child = JSONNode(.array([]))
    let path = codingPath + [IndexKey(count)]
    node.append(child)
    return UnkeyedNodeContainer(node: child, codingPath: path)
  }

  mutating func superEncoder() -> any Encoder {
    let encoder = NodeEncoder(codingPath: codingPath + [IndexKey(count)])
    node.append(encoder.node)
    return encoder
  }
}

struct SingleNodeContainer: SingleValueEncodingContainer {
  let node: JSONNode
  let codingPath: [any CodingKey]

  mutating func encodeNil() throws { node.kind = .null }
  mutating func encode(_ value: Bool) throws { node.kind = JSONNode.bool(value).kind }
  mutating func encode(_ value: String) throws { node.kind = .string(value) }
  mutating func encode(_ value: Double) throws { node.kind = JSONNode.number(value).kind }
  mutating func encode(_ value: Float) throws { node.kind = JSONNode.number(Double(value)).kind }
  mutating func encode(_ value: Int) throws { node.kind = .literal(String(value)) }
  mutating func encode(_ value: Int8) throws { node.kind = .literal(String(value)) }
  mutating func encode(_ value: Int16) throws { node.kind = .literal(String(value)) }
  mutating func encode(_ value: Int32) throws { node.kind = .literal(String(value)) }
  mutating func encode(_ value: Int64) throws { node.kind = .literal(String(value)) }
  mutating func encode(_ value: UInt) throws { node.kind = .literal(String(value)) }
  mutating func encode(_ value: UInt8) throws { node.kind = .literal(String(value)) }
  mutating func encode(_ value: UInt16) throws { node.kind = .literal(String(value)) }
  mutating func encode(_ value: UInt32) throws { node.kind = .literal(String(value)) }
  mutating func encode(_ value: UInt64) throws { node.kind = .literal(String(value)) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    node.kind = try JSONNode.encoding(value, codingPath: codingPath).kind
  }
}
