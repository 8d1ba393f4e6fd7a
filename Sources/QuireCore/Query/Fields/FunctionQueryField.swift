import Synchronization

/// `filter by function`, `sort by function` and `group by function`, answered by Quire's own
/// evaluator of a JavaScript subset (``ScriptParser``, ``ScriptInterpreter``) as the plugin's
/// `FunctionField` answers them with JavaScript: a filter must give `true` or `false`, a sort key
/// is compared by its type, a group is the value's text (an array: one group per item; `null`:
/// no group). An expression outside the subset is refused when the query is read.
enum FunctionQueryField {
  /// The plugin's message for an expression it cannot read.
  static func parseError(_ expression: String, _ error: ScriptSyntaxError) -> String {
    "Error: Failed parsing expression \"\(expression)\".\nThe error message was:\n    \"\(error.message)\""
  }

  static func interpreter(_ search: QuerySearch, _ environment: QueryEnvironment) -> ScriptInterpreter {
    ScriptInterpreter(context: ScriptContext(today: search.today, queryFile: environment.file, search: search))
  }

  static func filter(_ line: String, _ environment: QueryEnvironment) -> QueryFilterResult {
    guard let match = QueryPattern.match("^filter by function (.*)", line), let expression = match[1] else {
      return .error("Unable to parse line")
    }
    let program: [ScriptStatement]
    do throws(ScriptSyntaxError) {
      program = try ScriptParser.parse(expression)
    } catch {
      return .error(parseError(expression, error))
    }
    return .filter(
      QueryFilter(line) { task, search in
        do throws(ScriptError) {
          let value = try interpreter(search, environment).run(program, task: task)
          guard case .bool(let result) = value else {
            throw ScriptError("filtering function must return true or false. This returned \"\(value.text)\".")
          }
          return result
        } catch {
          search.failure.record(error.message, line: line)
          return false
        }
      })
  }

  static func sorter(_ line: String, _ expression: String, reverse: Bool, _ environment: QueryEnvironment)
    throws(ScriptSyntaxError) -> QuerySorter
  {
    let program = try ScriptParser.parse(expression)
    return QuerySorter(line, reverse: reverse) { a, b, search in
      do throws(ScriptError) {
        let run = interpreter(search, environment)
        return try compare(try key(run.run(program, task: a)), try key(run.run(program, task: b)))
      } catch {
        search.failure.record(error.message + ": while evaluating instruction '\(line)'", line: line)
        return 0
      }
    }
  }

  static func grouper(_ line: String, _ expression: String, reverse: Bool, _ environment: QueryEnvironment)
    throws(ScriptSyntaxError) -> QueryGrouper
  {
    let program = try ScriptParser.parse(expression)
    return QueryGrouper(line, property: "function", reverse: reverse) { task, search in
      do throws(ScriptError) {
        let value = try interpreter(search, environment).run(program, task: task)
        switch value {
        case .array(let items): return items.map(\.text)
        case .null: return []
        case .undefined: throw ScriptError("TypeError: Cannot read properties of undefined (reading 'toString')")
        case .number(let n) where n != n.rounded(): return [ScriptValue.fixed(n, digits: 5)]
        default: return [value.text]
        }
      } catch {
        return ["Error: Failed calculating expression \"\(expression)\". The error message was: \(error.message)"]
      }
    }
  }

  /// A sort key as the plugin accepts it: not `undefined`, `NaN` or an array.
  static func key(_ value: ScriptValue) throws(ScriptError) -> ScriptValue {
    switch value {
    case .undefined: throw ScriptError("\"undefined\" is not a valid sort key")
    case .number(let n) where n.isNaN: throw ScriptError("\"NaN (Not a Number)\" is not a valid sort key")
    case .array: throw ScriptError("\"array\" is not a valid sort key")
    default: return value
    }
  }

  /// The plugin's `compareTaskSortKeys`: moments (and a missing one, after them), then `null`
  /// first, then values of one type: texts by `localeCompare`, task dates by day, `true` before
  /// `false`, numbers by value.
  static func compare(_ a: ScriptValue, _ b: ScriptValue) throws(ScriptError) -> Int {
    func moment(_ v: ScriptValue) -> Double? {
      if case .object(let object) = v, case .moment = object { return object.number }
      if case .object(.invalidMoment) = v { return .nan }
      return nil
    }
    switch (moment(a), moment(b)) {
    case (let x?, let y?):
      return x.isNaN || y.isNaN ? (x.isNaN == y.isNaN ? 0 : x.isNaN ? 1 : -1) : x < y ? -1 : x > y ? 1 : 0
    case (.some, nil) where b.isNullish: return -1
    case (nil, .some) where a.isNullish: return 1
    default: break
    }
    if a.isNullish && b.isNullish { return 0 }
    if a.isNullish { return -1 }
    if b.isNullish { return 1 }
    switch (a, b) {
    case (.string(let x), .string(let y)): return QueryCompare.texts(x, y)
    case (.object(.date(let x)), .object(.date(let y))):
      func day(_ d: ScriptDate) -> Int? {
        if case .day(let day) = d { return day.dayNumber }
        return nil
      }
      switch (day(x), day(y)) {
      case (let p?, let q?): return p < q ? -1 : p > q ? 1 : 0
      case (.some, nil): return -1
      case (nil, .some): return 1
      default: return 0
      }
    case (.bool(let x), .bool(let y)): return (y ? 1 : 0) - (x ? 1 : 0)
    case (.number(let x), .number(let y)): return x < y ? -1 : x > y ? 1 : 0
    default:
      if a.typeName != b.typeName {
        throw ScriptError("Unable to compare two different sort key types '\(a.typeName)' and '\(b.typeName)' order")
      }
      let d = a.number - b.number
      if d.isNaN {
        throw ScriptError("Unable to determine sort order for sort key types '\(a.typeName)' and '\(b.typeName)'")
      }
      return d < 0 ? -1 : d > 0 ? 1 : 0
    }
  }
}

/// The first error a function met while a query ran: the query's answer is that error, as the
/// plugin's "Search failed".
final class ScriptFailure: Sendable {
  private let first = Mutex<String?>(nil)

  func record(_ message: String, line: String) {
    first.withLock { stored in
      guard stored == nil else { return }
      // JavaScript writes an error with its class: `ReferenceError: ...`, `Error: ...`.
      let named = ["TypeError: ", "ReferenceError: "].contains { message.hasPrefix($0) }
      let detail = named ? message : "Error: " + message
      stored = "Error: Search failed.\nThe error message was:\n    \"\(detail)\"\nProblem line: \"\(line)\""
    }
  }

  var message: String? { first.withLock { $0 } }
}
