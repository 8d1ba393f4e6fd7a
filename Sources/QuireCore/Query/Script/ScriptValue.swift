/// A value of Quire's JavaScript subset, with JavaScript's conversions (truthiness, `String()`,
/// `Number()`, `==` and `===`).
enum ScriptValue: Sendable {
  case undefined
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([ScriptValue])
  case object(ScriptObject)
  case function(ScriptFunction)

  var isTruthy: Bool {
    switch self {
    case .undefined, .null: false
    case .bool(let b): b
    case .number(let n): !(n == 0 || n.isNaN)
    case .string(let s): !s.isEmpty
    case .array, .object, .function: true
    }
  }

  var isNullish: Bool {
    switch self {
    case .undefined, .null: true
    default: false
    }
  }

  /// `typeof`.
  var typeName: String {
    switch self {
    case .undefined: "undefined"
    case .null, .array, .object: "object"
    case .bool: "boolean"
    case .number: "number"
    case .string: "string"
    case .function: "function"
    }
  }

  /// `String(value)`.
  var text: String {
    switch self {
    case .undefined: return "undefined"
    case .null: return "null"
    case .bool(let b): return b ? "true" : "false"
    case .number(let n): return Self.numberText(n)
    case .string(let s): return s
    case .array(let items): return items.map { $0.isNullish ? "" : $0.text }.joined(separator: ",")
    case .object(let object): return object.text
    case .function: return "function"
    }
  }

  /// `Number(value)`.
  var number: Double {
    switch self {
    case .undefined: return .nan
    case .null: return 0
    case .bool(let b): return b ? 1 : 0
    case .number(let n): return n
    case .string(let s):
      let t = s.trimmingSpaces()
      return t.isEmpty ? 0 : Double(t) ?? .nan
    case .array(let items): return items.isEmpty ? 0 : items.count == 1 ? items[0].number : .nan
    case .object(let object): return object.number
    case .function: return .nan
    }
  }

  /// A number as JavaScript writes it: whole numbers without a fraction.
  static func numberText(_ n: Double) -> String {
    if n.isNaN { return "NaN" }
    if n.isInfinite { return n < 0 ? "-Infinity" : "Infinity" }
    // Whole numbers print without a fraction, as JavaScript does; from 2^63 on (beyond Int64; the
    // fuzzer found the trap) Swift's own form is kept, where JavaScript spells digits up to 1e21.
    if n == n.rounded(), abs(n) < 9.2e18 { return String(Int64(n)) }
    return "\(n)"
  }

  /// `n.toFixed(digits)`: rounded half away from zero, with exactly `digits` decimals.
  static func fixed(_ n: Double, digits: Int) -> String {
    let digits = max(0, min(digits, 20))
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let units = (abs(n) * scale).rounded()
    let whole = (units / scale).rounded(.down)
    var out = (n < 0 && units > 0 ? "-" : "") + String(Int64(whole))
    if digits > 0 {
      let fraction = String(Int64(units - whole * scale))
      out += "." + String(repeating: "0", count: max(0, digits - fraction.count)) + fraction
    }
    return out
  }

  /// `===`.
  func strictlyEquals(_ other: ScriptValue) -> Bool {
    switch (self, other) {
    case (.undefined, .undefined), (.null, .null): true
    case (.bool(let a), .bool(let b)): a == b
    case (.number(let a), .number(let b)): a == b
    case (.string(let a), .string(let b)): a == b
    default: false
    }
  }

  /// `==`: `null` and `undefined` alike, numbers and texts compared as numbers.
  func looselyEquals(_ other: ScriptValue) -> Bool {
    if isNullish || other.isNullish { return isNullish && other.isNullish }
    switch (self, other) {
    case (.string(let a), .string(let b)): return a == b
    case (.number, .number), (.string, .number), (.number, .string), (.bool, _), (_, .bool):
      return number == other.number
    default: return strictlyEquals(other)
    }
  }

  /// How the value reads in a message (`"text"`, `[1,2]`).
  var quoted: String {
    if case .string(let s) = self { return "\"\(s)\"" }
    if case .array(let items) = self { return "[" + items.map(\.quoted).joined(separator: ",") + "]" }
    return text
  }
}

/// A function written in the expression (`tag => tag === wanted`), with the names it sees.
struct ScriptFunction: Sendable {
  var parameters: [String]
  var body: [ScriptStatement]
  var scope: [String: ScriptValue]
}

/// An error while evaluating, as JavaScript would name it.
struct ScriptError: Error, Sendable {
  var message: String

  init(_ message: String) { self.message = message }
}
