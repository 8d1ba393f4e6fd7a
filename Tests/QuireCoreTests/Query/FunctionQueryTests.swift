import Testing

@testable import QuireCore

/// `filter by function`, `sort by function` and `group by function` through Quire's own
/// evaluator (docs/queries.md, "Functions"), against the plugin's `Expression` and `FunctionField`
/// tests (obsidian-tasks `tests/Scripting/Expression.test.ts`,
/// `tests/Query/Filter/FunctionField.test.ts`): their values, messages and orders.
@Suite struct FunctionQueryTests {
  /// Whole numbers beyond Int64 print without a trap (found by FuzzQuery: 1e20 trapped).
  @Test func hugeWholeNumbersPrintWithoutATrap() {
    #expect(ScriptValue.numberText(42) == "42")
    #expect(ScriptValue.numberText(-9.1e18) == "-9100000000000000000")
    #expect(ScriptValue.numberText(1e20) == "1e+20")
    #expect(ScriptValue.numberText(14926626734644483412) == "1.4926626734644484e+19")
  }

  static let today = LocalDate(iso: "2023-07-04")!

  static func task(_ line: String, path: String = "a/b/c.md", heading: String? = nil) -> QueryTask {
    let parsed = TaskLineParser.parse(line)!
    var item = TaskItem(
      id: "", file: path, line: 3, status: parsed.status, fields: parsed.fields, format: parsed.format)
    item.heading = heading
    return QueryTask(task: item)
  }

  /// The value of `source` for `task`, written as the plugin's approved files write values.
  static func value(_ source: String, _ task: QueryTask = task("- [ ] minimal task"), file: String? = "q/query.md")
    throws -> String
  {
    let program = try ScriptParser.parse(source)
    let search = QuerySearch(today: today, tasks: [task])
    let run = ScriptInterpreter(context: ScriptContext(today: today, queryFile: file, search: search))
    return show(try run.run(program, task: task))
  }

  static func show(_ value: ScriptValue) -> String {
    switch value {
    case .string(let s): "'\(s)'"
    case .array(let items): "[" + items.map(show).joined(separator: ", ") + "]"
    default: value.text
    }
  }

  // MARK: - Values (Expression.test.Expression_result.approved.md and _returns_and_functions)

  @Test(arguments: [
    ("'hello'", "'hello'"), ("\"hello\"", "'hello'"), ("\"\"", "''"), ("[]", "[]"),
    ("\"\" || \"No value\"", "'No value'"), ("false", "false"), ("true", "true"), ("1", "1"), ("0", "0"),
    ("0 || \"No value\"", "'No value'"), ("1.0765456", "1.0765456"), ("6 * 7", "42"),
    ("[\"heading1\", \"heading2\"]", "['heading1', 'heading2']"), ("[1, 2]", "[1, 2]"), ("null", "null"),
    ("null || \"No value\"", "'No value'"), ("undefined", "undefined"), ("undefined || \"No value\"", "'No value'"),
    ("\"I _am_ not _italic_\".replaceAll(\"_\", \"\\\\_\")", "'I \\_am\\_ not \\_italic\\_'"),
    ("return 42", "42"), ("const x = 1 + 1; return x * x", "4"),
    ("'any text that contains the word return'", "undefined"),
    ("return 'any text that contains the word return'", "'any text that contains the word return'"),
    ("if (1 === 1) { return \"yes\"; } else { return \"no\" }", "'yes'"),
  ])
  func pluginValues(_ source: String, _ expected: String) throws {
    #expect(try Self.value(source) == expected)
  }

  @Test(arguments: [
    ("task.description.length", "26"), ("task.status.name", "'Todo'"), ("task.status.type", "'TODO'"),
    ("task.status.typeGroupText", "'%%2%%TODO'"), ("task.priorityName", "'Medium'"), ("task.priorityNumber", "2"),
    ("task.priorityNameGroupText", "'%%2%%Medium priority'"), ("task.tags", "['#todo', '#health']"),
    ("task.descriptionWithoutTags", "'Do exercises'"), ("task.isRecurring", "true"),
    ("task.recurrenceRule", "'every day when done'"), ("task.id", "'abcdef'"),
    ("task.dependsOn", "['123456', 'abc123']"), ("task.due.formatAsDate()", "'2023-07-04'"),
    ("task.due.formatAsDateAndTime()", "'2023-07-04 00:00'"), ("task.due.format('dddd')", "'Tuesday'"),
    ("task.due.toISOString()", "'2023-07-04T00:00:00.000Z'"), ("task.due.category.name", "'Today'"),
    ("task.due.category.groupText", "'%%2%% Today'"), ("task.created.category.name", "'Overdue'"),
    ("task.done.formatAsDate('no date')", "'no date'"), ("task.done.category.groupText", "'%%4%% Undated'"),
    ("task.happens.formatAsDate()", "'2023-07-02'"), ("task.file.path", "'a/b/c.md'"),
    ("task.file.root", "'a/'"), ("task.file.folder", "'a/b/'"), ("task.file.filename", "'c.md'"),
    ("task.file.filenameWithoutExtension", "'c'"), ("task.file.pathWithoutExtension", "'a/b/c'"),
    ("task.heading", "'My Header'"), ("task.hasHeading", "true"), ("task.lineNumber", "2"),
    ("query.file.path", "'q/query.md'"), ("query.file.folder", "'q/'"), ("task.wibble", "undefined"),
    ("task.tags.filter(t => t.includes('o')).length", "1"), ("task.tags.some((tag) => tag === '#health')", "true"),
    ("task.tags.map(t => t.toUpperCase()).join(' ')", "'#TODO #HEALTH'"),
    ("task.due.moment?.isSame(moment(), 'day') || false", "true"), ("task.done.moment?.isValid()", "undefined"),
    ("const d = task.due.moment; return d ? d.format('Do MMMM YYYY, [week] W') : 'none';", "'4th July 2023, week 27'"),
    ("task.urgency.toFixed(2)", "'17.70'"), ("!task.isDone && task.priorityNumber < 3 ? 'soon' : 'later'", "'soon'"),
    ("task.description.startsWith('Do') && !task.description.endsWith('x')", "true"),
    ("typeof task.due", "'object'"), ("task.status.symbol + '|'", "' |'"),
  ])
  func taskProperties(_ source: String, _ expected: String) throws {
    let task = Self.task(
      "- [ ] Do exercises #todo #health 🆔 abcdef ⛔ 123456,abc123 🔼 🔁 every day when done ➕ 2023-07-01 🛫 2023-07-02 ⏳ 2023-07-03 📅 2023-07-04",
      heading: "My Header")
    #expect(try Self.value(source, task) == expected)
  }

  /// Outside the subset: refused when the query is read, with what was not read.
  @Test(arguments: [
    ("function f(value) { return 1 } return f(1);", "'function' statements are not read"),
    ("for (let i = 0; i < 3; i++) { return i }", "'for' statements are not read"),
    ("/abc/.test(task.description)", "unexpected '/'"),
    ("`due ${task.due}`", "template literals with '${' are not read"),
    ("task.status.name.toUpperCase())", "unexpected ')'"),
    ("[...task.tags]", "spread ('...') is not read"),
  ])
  func refused(_ source: String, _ message: String) {
    #expect(throws: ScriptSyntaxError.self) { try ScriptParser.parse(source) }
    do {
      _ = try ScriptParser.parse(source)
    } catch {
      #expect(error.message == message)
    }
  }

  // MARK: - Filters (FunctionField.test.ts, "filtering")

  static func run(_ source: String, _ tasks: [QueryTask], file: String? = nil) -> QueryResult {
    TaskQuery(source, today: today, file: file.map { TaskQuery.File(path: $0) }).run(tasks)
  }

  static func descriptions(_ result: QueryResult) -> [String] {
    result.groups.flatMap(\.tasks).map(\.task.fields.description)
  }

  @Test func aFilterTestsEachTask() {
    let tasks = ["123456", "12345", "1234"].map { Self.task("- [ ] \($0)") }
    #expect(Self.descriptions(Self.run("filter by function task.description.length > 5", tasks)) == ["123456"])
  }

  @Test func aFilterSeesTheQuerysFile() {
    let tasks = [Self.task("- [ ] here", path: "a/b/query.md"), Self.task("- [ ] there", path: "some other path.md")]
    let result = Self.run("filter by function task.file.path === query.file.path", tasks, file: "a/b/query.md")
    #expect(Self.descriptions(result) == ["here"])
    // The plugin's default preset `this_folder_only`.
    let folder = Self.run("filter by function task.file.folder === query.file.folder", tasks, file: "a/b/other.md")
    #expect(Self.descriptions(folder) == ["here"])
  }

  @Test func aSyntaxErrorIsTheQuerysError() {
    let query = TaskQuery("filter by function task.status.name.toUpperCase())", today: Self.today)
    #expect(
      query.error?.hasPrefix(
        "Error: Failed parsing expression \"task.status.name.toUpperCase())\".\nThe error message was:\n    \"unexpected ')'\""
      ) == true)
    #expect(query.errorLine == 1)
  }

  @Test func aFilterThatGivesNoBooleanFailsTheSearch() {
    let result = Self.run("filter by function task.wibble", [Self.task("- [ ] a")])
    #expect(
      result.error
        == "Error: Search failed.\nThe error message was:\n    \"Error: filtering function must return true or false. This returned \"undefined\".\"\nProblem line: \"filter by function task.wibble\""
    )
    #expect(result.groups.isEmpty)
  }

  @Test func aPropertyQuireDoesNotGiveFailsTheSearchSayingSo() {
    let result = Self.run("filter by function task.file.property('status') === 'x'", [Self.task("- [ ] a")])
    #expect(result.error?.contains("Quire does not read file.property() in functions") == true)
  }

  @Test func theExplanationKeepsTheLineAsWritten() {
    let query = TaskQuery("filter by FUNCTION task.isRecurring", today: Self.today)
    #expect(query.explainedFilters("") == "filter by FUNCTION task.isRecurring\n")
  }

  /// Inside a boolean combination a function holding parentheses needs other delimiters (the
  /// plugin's rule): `[...]` here; with `(...)` the line is refused.
  @Test func functionsCombineWithBooleans() {
    let tasks = ["apple", "banana", "cherry"].map { Self.task("- [ ] \($0)") }
    let result = Self.run(
      "[filter by function task.description.includes('an')] OR [filter by function task.description === 'cherry']",
      tasks)
    #expect(Self.descriptions(result) == ["banana", "cherry"])
    let parenthesised = TaskQuery(
      "(filter by function task.description.includes('an')) OR (filter by function task.isDone)", today: Self.today)
    #expect(parenthesised.error?.contains("Failed parsing expression") == true)
  }

  // MARK: - Sorting (FunctionField.test.ts, "sorting")

  @Test func sortKeysCompareAsThePluginCompares() throws {
    let before = -1
    let after = 1
    func compare(_ a: ScriptValue, _ b: ScriptValue) throws -> Int {
      let result = try FunctionQueryField.compare(try FunctionQueryField.key(a), try FunctionQueryField.key(b))
      return result < 0 ? -1 : result > 0 ? 1 : 0
    }
    #expect(try compare(.null, .null) == 0)
    #expect(try compare(.null, .string("a string")) == before)
    #expect(try compare(.bool(false), .null) == after)
    #expect(try compare(.number(42), .number(47)) == before)
    #expect(try compare(.number(3.15634), .number(1.535436)) == after)
    #expect(try compare(.bool(false), .bool(true)) == after)
    #expect(try compare(.bool(true), .bool(false)) == before)
    #expect(try compare(.string("9"), .string("10")) == before)
    #expect(try compare(.string("ABCDE"), .string("abcde")) == after)
    let (yesterday, day, tomorrow) = (Self.today.adding(days: -1), Self.today, Self.today.adding(days: 1))
    #expect(try compare(.object(.date(.day(day))), .object(.date(.day(yesterday)))) == after)
    #expect(try compare(.object(.date(.day(day))), .object(.date(.day(tomorrow)))) == before)
    #expect(try compare(.object(.date(.day(day))), .object(.date(.none))) == before)
    #expect(try compare(.object(.moment(day, minutes: 0)), .object(.moment(yesterday, minutes: 0))) == after)
    #expect(try compare(.object(.moment(day, minutes: 0)), .null) == before)
    #expect(try compare(.null, .object(.moment(day, minutes: 0))) == after)
    #expect(throws: ScriptError.self) { try compare(.number(1), .string("a")) }
    #expect(throws: ScriptError.self) { try FunctionQueryField.key(.undefined) }
    #expect(throws: ScriptError.self) { try FunctionQueryField.key(.number(.nan)) }
    #expect(throws: ScriptError.self) { try FunctionQueryField.key(.array([])) }
  }

  @Test func sortByFunctionThenTheDefaultOrder() {
    let tasks = ["xxxx", "x", "Aaa", "B"].map { Self.task("- [ ] \($0)") }
    #expect(
      Self.descriptions(Self.run("sort by function task.description.length", tasks)) == ["x", "B", "Aaa", "xxxx"])
    #expect(
      Self.descriptions(Self.run("sort by function reverse task.description.length", tasks)) == [
        "xxxx", "Aaa", "x", "B",
      ])
  }

  @Test(arguments: [
    (
      "sort by function hello",
      "ReferenceError: hello is not defined: while evaluating instruction 'sort by function hello'"
    ),
    (
      "sort by function task.nonExistentField",
      "Error: \"undefined\" is not a valid sort key: while evaluating instruction 'sort by function task.nonExistentField'"
    ),
    (
      "sort by function task.tags",
      "Error: \"array\" is not a valid sort key: while evaluating instruction 'sort by function task.tags'"
    ),
  ])
  func sortErrorsFailTheSearch(_ line: String, _ detail: String) {
    let result = Self.run(line, [Self.task("- [ ] a #x"), Self.task("- [ ] b #y")])
    #expect(
      result.error == "Error: Search failed.\nThe error message was:\n    \"\(detail)\"\nProblem line: \"\(line)\"")
  }

  // MARK: - Grouping

  @Test func groupsAreTheValuesText() {
    let tasks = [
      Self.task("- [ ] a #home #work 📅 2023-07-03"), Self.task("- [ ] b 📅 2023-07-10"), Self.task("- [ ] c"),
    ]
    func names(_ source: String) -> [[String]] { Self.run(source, tasks).groups.map(\.names) }
    #expect(names("group by function task.tags") == [[""], ["#home"], ["#work"]])
    #expect(
      names("group by function task.due.category.groupText") == [
        ["%%1%% Overdue"], ["%%3%% Future"], ["%%4%% Undated"],
      ])
    #expect(names("group by function task.due.moment ? task.due.format('YYYY-MM') : null") == [[""], ["2023-07"]])
    #expect(names("group by function reverse task.description") == [["c"], ["b"], ["a #home #work"]])
    #expect(names("group by function task.description.length / 3") == [["0.33333"], ["4.33333"]])
    #expect(names("group by function task.due.isValid()")[0][0].hasPrefix("Error: Failed calculating expression"))
  }

  // MARK: - moment.js formats

  @Test(arguments: [
    ("YYYY-MM-DD", "2023-01-01"), ("dddd, MMMM Do YYYY", "Sunday, January 1st 2023"), ("ddd D MMM YY", "Sun 1 Jan 23"),
    ("[Week] W GGGG", "Week 52 2022"), ("w gggg", "1 2023"), ("Q", "1"), ("DDDD", "001"), ("E d", "7 0"),
  ])
  func momentFormats(_ format: String, _ expected: String) {
    #expect(MomentDate.format(LocalDate(iso: "2023-01-01")!, format) == expected)
  }
}
