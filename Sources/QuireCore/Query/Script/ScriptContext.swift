/// The objects a function sees (the plugin's `Task`, `TasksFile`, `TasksDate`, moment.js values,
/// `query`), and what their properties and methods give (docs/queries.md, "Functions").
enum ScriptObject: Sendable {
  case task(QueryTask)
  case status(QueryTask)
  case file(String)
  case date(ScriptDate)
  case moment(LocalDate, minutes: Int)
  case invalidMoment
  case category(name: String, order: Int)
  case query
  /// `moment`, `String`, `Number`, `Boolean`, `parseInt`, `parseFloat`, `Math`, `Math.max` ...
  case global(String)

  static let globals: Set<String> = ["moment", "String", "Number", "Boolean", "parseInt", "parseFloat", "Math"]

  static func named(_ name: String) -> ScriptObject? { globals.contains(name) ? ScriptObject.global(name) : nil }

  var text: String {
    switch self {
    case .moment(let date, let minutes): MomentDate.format(date, minutes: minutes, "ddd MMM DD YYYY HH:mm:ss")
    case .invalidMoment: "Invalid date"
    default: "[object Object]"
    }
  }

  /// `Number(value)`: a moment's milliseconds since 1970 (its day and time read as UTC).
  var number: Double {
    if case .moment(let date, let minutes) = self { return Double(date.dayNumber * 1440 + minutes) * 60_000 }
    return .nan
  }
}

/// A task's date as the plugin's `TasksDate` holds it: none, one it cannot read, or a day.
enum ScriptDate: Sendable {
  case none
  case invalid
  case day(LocalDate)
}

/// What a function runs against: today, the query's note and the search's tasks.
struct ScriptContext: Sendable {
  var today: LocalDate
  var queryFile: String?
  var search: QuerySearch?

  static func unsupported(_ what: String) -> ScriptError {
    ScriptError("Quire does not read \(what) in functions (docs/queries.md, \"Functions\")")
  }

  // MARK: - Properties

  func property(_ name: String, of value: ScriptValue) throws(ScriptError) -> ScriptValue {
    switch value {
    case .undefined, .null:
      throw ScriptError("TypeError: Cannot read properties of \(value.text) (reading '\(name)')")
    case .string(let text): return name == "length" ? .number(Double(text.utf16.count)) : .undefined
    case .array(let items): return name == "length" ? .number(Double(items.count)) : .undefined
    case .object(let object): return try property(name, of: object)
    default: return .undefined
    }
  }

  private func property(_ name: String, of object: ScriptObject) throws(ScriptError) -> ScriptValue {
    switch object {
    case .task(let task): return try taskProperty(name, task)
    case .status(let task):
      switch name {
      case "name": return .string(task.statusName)
      case "type": return .string(task.statusType)
      case "symbol": return .string(String(task.task.status.symbol))
      case "typeGroupText": return .string(QueryFields.typeGroup(task))
      case "nextSymbol", "nextStatusSymbol": throw Self.unsupported("task.status.\(name)")
      default: return .undefined
      }
    case .file(let path):
      if let value = QueryTask.fileProperty(name, of: path) { return .string(value) }
      switch name {
      case "outlinks", "outlinksInProperties", "outlinksInBody", "frontmatter", "cachedMetadata":
        throw Self.unsupported("file.\(name)")
      default: return .undefined
      }
    case .date(let date):
      switch name {
      case "moment":
        switch date {
        case .none: return .null
        case .invalid: return .object(.invalidMoment)
        case .day(let day): return .object(.moment(day, minutes: 0))
        }
      case "category":
        switch date {
        case .none: return .object(.category(name: "Undated", order: 4))
        case .invalid: return .object(.category(name: "Invalid date", order: 0))
        case .day(let day):
          return .object(
            day < today
              ? .category(name: "Overdue", order: 1)
              : day == today ? .category(name: "Today", order: 2) : .category(name: "Future", order: 3))
        }
      default: throw Self.unsupported("a date's \(name)")
      }
    case .category(let categoryName, let order):
      switch name {
      case "name": return .string(categoryName)
      case "sortOrder": return .number(Double(order))
      case "groupText": return .string(categoryName.isEmpty ? "" : "%%\(order)%% \(categoryName)")
      default: return .undefined
      }
    case .query:
      switch name {
      case "file":
        guard let queryFile else { throw ScriptError("TypeError: Cannot read properties of null (reading 'file')") }
        return .object(.file(queryFile))
      case "allTasks": return .array((search?.tasks ?? []).map { .object(.task($0)) })
      case "searchCache", "allTasksInQueryFile": throw Self.unsupported("query.\(name)")
      default: return .undefined
      }
    case .global("Math"):
      return ["max", "min", "round", "floor", "ceil", "abs"].contains(name)
        ? .object(.global("Math." + name)) : .undefined
    case .moment, .invalidMoment, .global: return .undefined
    }
  }

  private func taskProperty(_ name: String, _ task: QueryTask) throws(ScriptError) -> ScriptValue {
    let fields = task.task.fields
    func date(_ day: LocalDate?, _ key: TaskFieldKey) -> ScriptValue {
      if let day { return .object(.date(.day(day))) }
      return .object(.date(QueryFields.invalid(key)(task) ? .invalid : .none))
    }
    let priorityNames = ["Highest", "High", "Medium", "Normal", "Low", "Lowest"]
    switch name {
    case "description": return .string(fields.description)
    case "descriptionWithoutTags":
      var text = fields.description
      for tag in fields.tags { text = text.replacingAll(tag, with: "") }
      return .string(text.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " "))
    case "status": return .object(.status(task))
    case "isDone": return .bool(task.isDone)
    case "priorityNumber": return .number(Double(fields.priority.rank))
    case "priorityName": return .string(priorityNames[fields.priority.rank])
    case "priorityNameGroupText":
      return .string("%%\(fields.priority.rank)%%\(priorityNames[fields.priority.rank]) priority")
    case "urgency": return .number(task.urgency(today: today))
    case "isRecurring": return .bool(task.recurrence != nil)
    case "recurrenceRule": return .string(task.recurrence ?? "")
    case "onCompletion": return .string(fields.onCompletion ?? "")
    case "tags": return .array(task.tags.map { .string($0) })
    case "id": return .string(fields.id ?? "")
    case "dependsOn": return .array(fields.dependsOn.map { .string($0) })
    case "created": return date(fields.created, .created)
    case "start": return date(fields.start, .start)
    case "scheduled": return date(fields.scheduled, .scheduled)
    case "due": return date(fields.due, .due)
    case "done": return date(fields.done, .done)
    case "cancelled": return date(fields.cancelled, .cancelled)
    case "happens":
      let earliest = [fields.start, fields.scheduled, fields.due].compactMap { $0 }.min()
      return .object(.date(earliest.map { .day($0) } ?? .none))
    case "heading": return task.heading.map { .string($0) } ?? .null
    case "hasHeading": return .bool(task.heading != nil)
    case "file": return .object(.file(task.path))
    case "lineNumber": return .number(Double(task.task.line - 1))
    case "originalMarkdown", "listMarker", "indentation":
      guard let line = task.originalMarkdown else { throw Self.unsupported("task.\(name) here") }
      let indentation = QueryTask.indentation(of: line)
      switch name {
      case "originalMarkdown": return .string(line)
      case "indentation": return .string(String(indentation))
      default: return .string(String(line.dropFirst(indentation.count).prefix { !$0.isWhitespace }))
      }
    case _ where Self.unreadTaskProperties.contains(name): throw Self.unsupported("task.\(name)")
    default: return .undefined
    }
  }

  /// The plugin's task properties Quire does not give (any other unknown name is `undefined`,
  /// as in JavaScript).
  static let unreadTaskProperties: Set<String> = [
    "outlinks", "blockLink", "taskLocation", "scheduledDateIsInferred", "precedingHeader", "parent", "children",
  ]

  // MARK: - Methods

  func call(_ name: String, on value: ScriptValue, with arguments: [ScriptValue], interpreter: ScriptInterpreter)
    throws(ScriptError) -> ScriptValue
  {
    func text(_ index: Int) -> String { index < arguments.count ? arguments[index].text : "undefined" }
    func int(_ index: Int, _ otherwise: Int) -> Int {
      guard index < arguments.count, case let n = arguments[index].number, !n.isNaN, n.isFinite else {
        return otherwise
      }
      return Int(n)
    }
    switch value {
    case .undefined, .null:
      throw ScriptError("TypeError: Cannot read properties of \(value.text) (reading '\(name)')")
    case .string(let s):
      let units = Array(s.utf16)
      func clamp(_ i: Int) -> Int { Self.place(i, count: units.count) }
      func part(_ from: Int, _ to: Int) -> ScriptValue {
        from >= to ? .string("") : .string(String(decoding: units[from..<to], as: UTF16.self))
      }
      switch name {
      case "includes": return .bool(text(0).isEmpty || s.contains(text(0)))
      case "startsWith": return .bool(s.hasPrefix(text(0)))
      case "endsWith": return .bool(s.hasSuffix(text(0)))
      case "toLowerCase", "toLocaleLowerCase": return .string(s.lowercased())
      case "toUpperCase", "toLocaleUpperCase": return .string(s.uppercased())
      case "trim": return .string(s.trimmingSpaces())
      case "toString", "valueOf": return .string(s)
      case "indexOf":
        guard let range = s.firstRange(of: text(0)) else { return .number(-1) }
        return .number(Double(s.utf16.distance(from: s.startIndex, to: range.lowerBound)))
      case "replace":
        guard let range = s.firstRange(of: text(0)) else { return .string(s) }
        var replaced = s
        replaced.replaceSubrange(range, with: text(1))
        return .string(replaced)
      case "replaceAll": return .string(s.replacingAll(text(0), with: text(1)))
      case "split":
        guard !arguments.isEmpty else { return .array([.string(s)]) }
        let separator = text(0)
        if separator.isEmpty { return .array(s.map { .string(String($0)) }) }
        return .array(s.split(separator: separator, omittingEmptySubsequences: false).map { .string(String($0)) })
      case "slice": return part(clamp(int(0, 0)), clamp(int(1, units.count)))
      case "substring":
        let (a, b) = (min(max(int(0, 0), 0), units.count), min(max(int(1, units.count), 0), units.count))
        return part(min(a, b), max(a, b))
      case "charAt", "at":
        let i = name == "at" ? clamp(int(0, 0)) : int(0, 0)
        return i >= 0 && i < units.count ? part(i, i + 1) : name == "at" ? .undefined : .string("")
      case "padStart", "padEnd":
        let pad = arguments.count > 1 ? text(1) : " "
        let missing = int(0, 0) - units.count
        guard missing > 0, !pad.isEmpty else { return .string(s) }
        let fill = String(String(repeating: pad, count: missing / pad.count + 1).prefix(missing))
        return .string(name == "padStart" ? fill + s : s + fill)
      case "localeCompare": return .number(Double(QueryCompare.texts(s, text(0))))
      case "concat": return .string(s + arguments.map(\.text).joined())
      case "repeat": return .string(String(repeating: s, count: max(0, int(0, 0))))
      default: throw Self.unsupported("the text method \(name)()")
      }
    case .array(let items):
      func each(_ body: (ScriptValue, ScriptValue) throws(ScriptError) -> Bool?) throws(ScriptError) -> Int? {
        guard let function = arguments.first else { throw ScriptError("TypeError: undefined is not a function") }
        for (index, item) in items.enumerated() {
          let result = try interpreter.call(function, with: [item, .number(Double(index))])
          if try body(item, result) == true { return index }
        }
        return nil
      }
      switch name {
      case "includes": return .bool(items.contains { $0.strictlyEquals(arguments.first ?? .undefined) })
      case "indexOf":
        return .number(Double(items.firstIndex { $0.strictlyEquals(arguments.first ?? .undefined) } ?? -1))
      case "join":
        let separator = arguments.first.map { $0.isNullish ? "," : $0.text } ?? ","
        return .string(items.map { $0.isNullish ? "" : $0.text }.joined(separator: separator))
      case "some": return .bool(try each { _, result in result.isTruthy } != nil)
      case "every": return .bool(try each { _, result in !result.isTruthy } == nil)
      case "find":
        guard let index = try each({ _, result in result.isTruthy }) else { return .undefined }
        return items[index]
      case "filter":
        var kept: [ScriptValue] = []
        _ = try each { item, result in
          if result.isTruthy { kept.append(item) }
          return false
        }
        return .array(kept)
      case "map":
        var mapped: [ScriptValue] = []
        _ = try each { _, result in
          mapped.append(result)
          return false
        }
        return .array(mapped)
      case "slice":
        func clamp(_ i: Int) -> Int { Self.place(i, count: items.count) }
        let (a, b) = (clamp(int(0, 0)), clamp(int(1, items.count)))
        return .array(a < b ? Array(items[a..<b]) : [])
      case "toString": return .string(value.text)
      default: throw Self.unsupported("the array method \(name)()")
      }
    case .number(let n):
      switch name {
      case "toFixed": return .string(ScriptValue.fixed(n, digits: int(0, 0)))
      case "toString", "valueOf": return .string(value.text)
      default: throw Self.unsupported("the number method \(name)()")
      }
    case .object(let object): return try call(name, on: object, with: arguments)
    default: throw Self.unsupported("\(value.typeName).\(name)()")
    }
  }

  private func call(_ name: String, on object: ScriptObject, with arguments: [ScriptValue]) throws(ScriptError)
    -> ScriptValue
  {
    func text(_ index: Int, _ otherwise: String = "") -> String {
      index < arguments.count && !arguments[index].isNullish ? arguments[index].text : otherwise
    }
    switch object {
    case .task(let task):
      switch name {
      case "isBlocked":
        let ids = search?.openIDs ?? []
        return .bool(!task.isDone && task.task.fields.dependsOn.contains { ids.contains($0) })
      case "isBlocking":
        guard !task.isDone, let id = task.task.fields.id, !id.isEmpty else { return .bool(false) }
        return .bool(search?.openDependencies.contains(id) ?? false)
      default: throw Self.unsupported("task.\(name)()")
      }
    case .date(let date):
      switch (name, date) {
      case ("formatAsDate", .day(let day)): return .string(day.description)
      case ("formatAsDateAndTime", .day(let day)): return .string(day.description + " 00:00")
      case ("format", .day(let day)): return .string(MomentDate.format(day, text(0)))
      case ("toISOString", .day(let day)): return .string(day.description + "T00:00:00.000Z")
      case ("formatAsDate", .invalid), ("formatAsDateAndTime", .invalid), ("format", .invalid):
        return .string("Invalid date")
      case ("formatAsDate", .none), ("formatAsDateAndTime", .none): return .string(text(0))
      case ("format", .none): return .string(text(1))
      case ("toISOString", _): return date.isNone ? .string("") : .null
      default: throw Self.unsupported("a date's \(name)()")
      }
    case .moment(let day, let minutes): return try momentMethod(name, day, minutes, arguments)
    case .invalidMoment:
      switch name {
      case "isValid": return .bool(false)
      case "format": return .string("Invalid date")
      case "isSame", "isBefore", "isAfter", "isSameOrBefore", "isSameOrAfter": return .bool(false)
      default: throw Self.unsupported("moment's \(name)()")
      }
    case .file: throw Self.unsupported("file.\(name)()")
    default: throw ScriptError("TypeError: \(name) is not a function")
    }
  }

  /// moment.js methods on a valid moment: `format`, `isValid`, the comparisons (with a unit),
  /// `diff`, `startOf`, `add`, `subtract`, `clone`, `valueOf`, `toISOString`.
  private func momentMethod(_ name: String, _ day: LocalDate, _ minutes: Int, _ arguments: [ScriptValue])
    throws(ScriptError) -> ScriptValue
  {
    let unit = arguments.count > 1 ? Self.unit(arguments[1].text) : "millisecond"
    switch name {
    case "format":
      return .string(MomentDate.format(day, minutes: minutes, arguments.first?.text ?? "YYYY-MM-DDTHH:mm:ssZ"))
    case "isValid": return .bool(true)
    case "clone": return .object(.moment(day, minutes: minutes))
    case "valueOf": return .number(ScriptObject.moment(day, minutes: minutes).number)
    case "toISOString":
      return .string(MomentDate.format(day, minutes: minutes, "YYYY-MM-DD[T]HH:mm:ss[.000Z]"))
    case "startOf":
      let start = Self.start(of: arguments.first.map { Self.unit($0.text) } ?? "day", day)
      return .object(.moment(start, minutes: 0))
    case "add", "subtract":
      let amount = Int(arguments.first?.number ?? 0) * (name == "add" ? 1 : -1)
      switch unit {
      case "day": return .object(.moment(day.adding(days: amount), minutes: minutes))
      case "week": return .object(.moment(day.adding(days: 7 * amount), minutes: minutes))
      case "month", "year":
        let months = day.year * 12 + day.month - 1 + amount * (unit == "year" ? 12 : 1)
        let (y, m) = (months / 12, months % 12 + 1)
        return .object(
          .moment(
            LocalDate(year: y, month: m, day: min(day.day, LocalDate.daysIn(month: m, year: y)))!, minutes: minutes))
      default: throw Self.unsupported("moment's \(name)() in that unit")
      }
    case "diff":
      guard let other = try moment(of: arguments.first ?? .undefined) else { return .number(.nan) }
      let days = Double(other.day.days(to: day))
      switch unit {
      case "day": return .number(days.rounded(.towardZero))
      case "week": return .number((days / 7).rounded(.towardZero))
      default: return .number(Double((day.dayNumber - other.day.dayNumber) * 1440 + minutes - other.minutes) * 60_000)
      }
    case "isSame", "isBefore", "isAfter", "isSameOrBefore", "isSameOrAfter":
      guard let other = try moment(of: arguments.first ?? .undefined) else { return .bool(false) }
      let order: Int
      if unit == "millisecond" || unit == "minute" || unit == "hour" || unit == "second" {
        let (a, b) = (day.dayNumber * 1440 + minutes, other.day.dayNumber * 1440 + other.minutes)
        order = a < b ? -1 : a == b ? 0 : 1
      } else {
        let (a, b) = (Self.start(of: unit, day), Self.start(of: unit, other.day))
        order = a < b ? -1 : a == b ? 0 : 1
      }
      switch name {
      case "isSame": return .bool(order == 0)
      case "isBefore": return .bool(order < 0)
      case "isAfter": return .bool(order > 0)
      case "isSameOrBefore": return .bool(order <= 0)
      default: return .bool(order >= 0)
      }
    case "year": return .number(Double(day.year))
    case "month": return .number(Double(day.month - 1))
    case "date": return .number(Double(day.day))
    case "day": return .number(Double(day.isoWeekday % 7))
    case "isoWeekday": return .number(Double(day.isoWeekday))
    default: throw Self.unsupported("moment's \(name)()")
    }
  }

  /// A value read as a moment: a moment, a task's date, an ISO date text; `nil` when invalid
  /// or none; `undefined` is now.
  private func moment(of value: ScriptValue) throws(ScriptError) -> (day: LocalDate, minutes: Int)? {
    switch value {
    case .undefined: return (today, Self.nowMinutes)
    case .object(.moment(let day, let minutes)): return (day, minutes)
    case .object(.date(.day(let day))): return (day, 0)
    case .string(let text):
      if let day = LocalDate(iso: text.prefix(10)) { return (day, 0) }
      return nil
    default: return nil
    }
  }

  /// The minute `moment()` stands at: the last of today, so every date of today is before now
  /// (task dates are days, at midnight, as in the plugin).
  static let nowMinutes = 1439

  /// A `slice`/`at` index as JavaScript reads it: from the end when negative, kept in `0...count`.
  static func place(_ index: Int, count: Int) -> Int { index < 0 ? max(0, count + index) : min(index, count) }

  static func unit(_ text: String) -> String {
    var unit = text.lowercased()
    if unit.hasSuffix("s") { unit.removeLast() }
    switch unit {
    case "d": return "day"
    case "w": return "week"
    case "m": return "minute"
    case "y": return "year"
    case "isoweek": return "isoWeek"
    default: return unit
    }
  }

  static func start(of unit: String, _ day: LocalDate) -> LocalDate {
    switch unit {
    case "week": return day.adding(days: -(day.isoWeekday % 7))
    case "isoWeek": return day.adding(days: 1 - day.isoWeekday)
    case "month": return LocalDate(year: day.year, month: day.month, day: 1)!
    case "quarter": return LocalDate(year: day.year, month: (day.month - 1) / 3 * 3 + 1, day: 1)!
    case "year": return LocalDate(year: day.year, month: 1, day: 1)!
    default: return day
    }
  }

  /// `moment(...)`, `String(x)`, `Number(x)`, `Boolean(x)`, `parseInt`, `parseFloat`, `Math.*`;
  /// `nil` when the object cannot be called.
  func callGlobal(_ object: ScriptObject, with arguments: [ScriptValue]) throws(ScriptError) -> ScriptValue? {
    guard case .global(let name) = object else { return nil }
    let first = arguments.first ?? .undefined
    switch name {
    case "moment":
      if arguments.isEmpty { return .object(.moment(today, minutes: Self.nowMinutes)) }
      if case .string(let text) = first, arguments.count > 1 {
        return MomentDate.parse(text, format: arguments[1].text).map { .object(.moment($0, minutes: 0)) }
          ?? .object(.invalidMoment)
      }
      guard let found = try moment(of: first) else { return .object(.invalidMoment) }
      return .object(.moment(found.day, minutes: found.minutes))
    case "String": return .string(arguments.isEmpty ? "" : first.text)
    case "Number": return .number(arguments.isEmpty ? 0 : first.number)
    case "Boolean": return .bool(first.isTruthy)
    case "parseInt", "parseFloat":
      let text = first.text.trimmingSpaces()
      let number = text.prefix { $0.isNumber || $0 == "-" || $0 == "+" || (name == "parseFloat" && $0 == ".") }
      let value = Double(number) ?? .nan
      return .number(name == "parseInt" ? value.rounded(.towardZero) : value)
    case "Math.max": return .number(arguments.map(\.number).max() ?? -.infinity)
    case "Math.min": return .number(arguments.map(\.number).min() ?? .infinity)
    case "Math.round": return .number((first.number + 0.5).rounded(.down))
    case "Math.floor": return .number(first.number.rounded(.down))
    case "Math.ceil": return .number(first.number.rounded(.up))
    case "Math.abs": return .number(abs(first.number))
    default: return nil
    }
  }
}

extension ScriptDate {
  var isNone: Bool {
    if case .none = self { return true }
    return false
  }
}
