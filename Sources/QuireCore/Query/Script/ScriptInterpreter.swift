/// Runs a program of Quire's JavaScript subset (``ScriptParser``) with `task` and `query` bound
/// as the plugin binds them (docs/queries.md, "Functions").
struct ScriptInterpreter {
  let context: ScriptContext

  /// The value the program returns (`undefined` when it returns none).
  func run(_ program: [ScriptStatement], task: QueryTask) throws(ScriptError) -> ScriptValue {
    var scope: [String: ScriptValue] = ["task": .object(.task(task)), "query": .object(.query)]
    return try execute(program, &scope) ?? .undefined
  }

  /// The statements run in `scope`; the value of the first `return` reached, if any.
  private func execute(_ statements: [ScriptStatement], _ scope: inout [String: ScriptValue]) throws(ScriptError)
    -> ScriptValue?
  {
    for statement in statements {
      switch statement {
      case .declare(let name, let value): scope[name] = try evaluate(value, scope)
      case .ret(let value): return try value.map { node throws(ScriptError) in try evaluate(node, scope) } ?? .undefined
      case .expression(let value): _ = try evaluate(value, scope)
      case .branch(let condition, let then, let otherwise):
        let taken = try evaluate(condition, scope).isTruthy ? then : otherwise
        if let value = try execute(taken, &scope) { return value }
      case .block(let body):
        if let value = try execute(body, &scope) { return value }
      }
    }
    return nil
  }

  func evaluate(_ node: ScriptNode, _ scope: [String: ScriptValue]) throws(ScriptError) -> ScriptValue {
    try chain(node, scope) ?? .undefined
  }

  /// A node's value; `nil` when an optional chain (`a?.b.c`) stopped at a `null` or `undefined`.
  private func chain(_ node: ScriptNode, _ scope: [String: ScriptValue]) throws(ScriptError) -> ScriptValue? {
    switch node {
    case .literal(let value): return value
    case .name(let name):
      if let value = scope[name] { return value }
      if let global = ScriptObject.named(name) { return .object(global) }
      throw ScriptError("ReferenceError: \(name) is not defined")
    case .array(let items): return .array(try items.map { item throws(ScriptError) in try evaluate(item, scope) })
    case .member(let base, let name, let optional):
      guard let object = try chain(base, scope) else { return nil }
      if optional && object.isNullish { return nil }
      return try context.property(name, of: object)
    case .index(let base, let index, let optional):
      guard let object = try chain(base, scope) else { return nil }
      if optional && object.isNullish { return nil }
      let key = try evaluate(index, scope)
      if case .array(let items) = object, case .number(let n) = key {
        return n >= 0 && n < Double(items.count) && n == n.rounded() ? items[Int(n)] : .undefined
      }
      if case .string(let text) = object, case .number(let n) = key {
        let units = Array(text.utf16)
        return n >= 0 && n < Double(units.count) && n == n.rounded()
          ? .string(String(decoding: [units[Int(n)]], as: UTF16.self)) : .undefined
      }
      return try context.property(key.text, of: object)
    case .call(let callee, let argumentNodes, let optional):
      let arguments = { () throws(ScriptError) -> [ScriptValue] in
        try argumentNodes.map { node throws(ScriptError) in try evaluate(node, scope) }
      }
      if case .member(let base, let name, let memberOptional) = callee {
        guard let object = try chain(base, scope) else { return nil }
        if memberOptional && object.isNullish { return nil }
        return try context.call(name, on: object, with: arguments(), interpreter: self)
      }
      guard let function = try chain(callee, scope) else { return nil }
      if optional && function.isNullish { return nil }
      return try call(function, with: arguments(), describing: callee)
    case .unary(let op, let operand):
      let value = try evaluate(operand, scope)
      switch op {
      case "!": return .bool(!value.isTruthy)
      case "-": return .number(-value.number)
      case "typeof": return .string(value.typeName)
      default: return .number(value.number)
      }
    case .binary(let op, let left, let right):
      return try Self.binary(op, try evaluate(left, scope), try evaluate(right, scope))
    case .logical(let op, let left, let right):
      let value = try evaluate(left, scope)
      switch op {
      case "&&": return value.isTruthy ? try evaluate(right, scope) : value
      case "||": return value.isTruthy ? value : try evaluate(right, scope)
      default: return value.isNullish ? try evaluate(right, scope) : value
      }
    case .conditional(let test, let then, let otherwise):
      return try evaluate(try evaluate(test, scope).isTruthy ? then : otherwise, scope)
    case .arrow(let parameters, let body):
      return .function(ScriptFunction(parameters: parameters, body: body, scope: scope))
    }
  }

  /// Calls a function value: an arrow function written in the expression, or a global
  /// (`moment()`, `String(x)`).
  func call(_ function: ScriptValue, with arguments: [ScriptValue], describing callee: ScriptNode? = nil)
    throws(ScriptError) -> ScriptValue
  {
    switch function {
    case .function(let f):
      var scope = f.scope
      for (index, name) in f.parameters.enumerated() {
        scope[name] = index < arguments.count ? arguments[index] : .undefined
      }
      return try execute(f.body, &scope) ?? .undefined
    case .object(let object):
      if let value = try context.callGlobal(object, with: arguments) { return value }
      fallthrough
    default:
      throw ScriptError("TypeError: \(callee.map(Self.describe) ?? function.text) is not a function")
    }
  }

  static func describe(_ node: ScriptNode) -> String {
    switch node {
    case .name(let name): name
    case .member(let base, let name, _): describe(base) + "." + name
    default: "expression"
    }
  }

  static func binary(_ op: String, _ a: ScriptValue, _ b: ScriptValue) throws(ScriptError) -> ScriptValue {
    switch op {
    case "===": return .bool(a.strictlyEquals(b))
    case "!==": return .bool(!a.strictlyEquals(b))
    case "==": return .bool(a.looselyEquals(b))
    case "!=": return .bool(!a.looselyEquals(b))
    case "+":
      switch (a, b) {
      case (.number(let x), .number(let y)): return .number(x + y)
      case (.string, _), (_, .string), (.array, _), (_, .array), (.object, _), (_, .object):
        return .string(a.text + b.text)
      default: return .number(a.number + b.number)
      }
    case "-": return .number(a.number - b.number)
    case "*": return .number(a.number * b.number)
    case "/": return .number(a.number / b.number)
    case "%": return .number(a.number.truncatingRemainder(dividingBy: b.number))
    default:
      // Relations: texts by UTF-16 code units, everything else as numbers.
      let order: Int?
      if case .string(let x) = a, case .string(let y) = b {
        order = x.utf16.lexicographicallyPrecedes(y.utf16) ? -1 : x == y ? 0 : 1
      } else {
        let (x, y) = (a.number, b.number)
        order = x.isNaN || y.isNaN ? nil : x < y ? -1 : x == y ? 0 : 1
      }
      guard let order else { return .bool(false) }
      switch op {
      case "<": return .bool(order < 0)
      case ">": return .bool(order > 0)
      case "<=": return .bool(order <= 0)
      default: return .bool(order >= 0)
      }
    }
  }
}
