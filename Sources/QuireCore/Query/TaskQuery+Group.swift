extension TaskQuery {
  /// The tasks `shown` (indices of `tasks`, in display order) by each `group by` in turn, as the
  /// plugin's grouping tree; groups ordered by their names at each level (reversed where the
  /// grouper says so), each group's tasks in display order.
  ///
  /// Each grouper's names are worked out once per task and kept as numbers into a table of its
  /// names, so that the levels compare numbers, not texts. A grouper whose names depend on the
  /// note only (`folder`, `path`, ...) works them out once per note: `tasks` come in their
  /// notes' order, so a task of the note before is known by its path alone (docs/queries.md,
  /// "Speed").
  func group(_ tasks: [QueryTask], shown: [Int], _ search: QuerySearch) -> [QueryResult.Group] {
    var tables: [[String]] = []
    // Each task's names by each grouper: the first as a number, the others (a task in several
    // groups, one per tag) apart; nested arrays cost a retain at each read.
    var firstNames: [[Int]] = []
    var moreNames: [[Int: [Int]]] = []
    var isShown = [Bool](repeating: false, count: tasks.count)
    for index in shown { isShown[index] = true }
    for grouper in groupers {
      var table: [String] = []
      var number: [String: Int] = [:]
      var first = [Int](repeating: -1, count: tasks.count)
      var more: [Int: [Int]] = [:]
      func numbered(_ index: Int) {
        let found = grouper.groups(tasks[index], search)
        let numbers = (found.isEmpty ? [""] : found).map { name in
          if let known = number[name] { return known }
          number[name] = table.count
          table.append(name)
          return table.count - 1
        }
        first[index] = numbers[0]
        if numbers.count > 1 { more[index] = Array(numbers.dropFirst()) }
      }
      if grouper.byNote {
        var last: Int?
        for index in tasks.indices where isShown[index] {
          if let last, tasks[last].path == tasks[index].path {
            first[index] = first[last]
            if let others = more[last] { more[index] = others }
          } else {
            numbered(index)
          }
          last = index
        }
      } else {
        // In display order, as the plugin asks a function for its groups.
        for index in shown { numbered(index) }
      }
      tables.append(table)
      firstNames.append(first)
      moreNames.append(more)
    }
    var level: [(names: [Int], members: [Int])] = [([], shown)]
    for (g, table) in tables.enumerated() {
      let first = firstNames[g]
      let more = moreNames[g]
      // Each name's group under the parent group at hand (-1: none yet), reset after each.
      var slotOf = [Int](repeating: -1, count: table.count)
      var next: [(names: [Int], members: [Int])] = []
      for (above, members) in level {
        var groups: [(name: Int, members: [Int])] = []
        func add(_ member: Int, to name: Int) {
          var index = slotOf[name]
          if index < 0 {
            index = groups.count
            slotOf[name] = index
            groups.append((name, []))
          }
          groups[index].members.append(member)
        }
        for member in members {
          add(member, to: first[member])
          if !more.isEmpty, let others = more[member] { for name in others { add(member, to: name) } }
        }
        for group in groups {
          slotOf[group.name] = -1
          next.append((above + [group.name], group.members))
        }
      }
      level = next
    }
    let named = level.map { group in (names: group.names.enumerated().map { tables[$0][$1] }, members: group.members) }
    let indexed = named.enumerated().sorted { a, b in
      for (i, grouper) in groupers.enumerated() {
        let result = QueryCompare.texts(a.element.names[i], b.element.names[i])
        if result != 0 { return grouper.reverse ? result > 0 : result < 0 }
      }
      return a.offset < b.offset
    }
    return indexed.map { QueryResult.Group(names: $0.element.names, tasks: $0.element.members.map { tasks[$0] }) }
  }
}
