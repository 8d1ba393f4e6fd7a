extension TaskQuery {
  /// The indices of `tasks` in the order of `all`, the first sorter that tells two tasks apart
  /// deciding (a stable sort: tasks no sorter tells apart keep their order). A sorter by a key
  /// an earlier one sorted by is left out: it cannot tell apart what that one left together.
  /// Each key is made once per task: the ranks in one flat table (`ranks[i * width + n]` is task
  /// i's rank for sorter n), the texts in a flat table of their own (`texts[i * textWidth + c]`),
  /// made only for the sorters that give texts; the comparison reads plain buffers, with no
  /// sorter copied or retained a million times (docs/queries.md, "Speed").
  static func order(of tasks: [QueryTask], by all: [QuerySorter], _ search: QuerySearch) -> [Int] {
    var names = Set<String>()
    let sorters = all.filter { sorter in sorter.keyName.map { names.insert($0).inserted } ?? true }
    let width = sorters.count
    let signs = sorters.map(\.sign)
    let keys: [QueryField.Key?] = sorters.map { if case .key(let key) = $0.order { key } else { nil } }
    let compares: [QueryField.Compare?] = sorters.map {
      if case .compare(let compare) = $0.order { compare } else { nil }
    }
    var ranks: [Double] = []
    ranks.reserveCapacity(tasks.count * width)
    // Which sorters give texts: found as the keys are made (a sorter's first text may come late).
    var columnOf = [Int](repeating: -1, count: width)
    var columns: [[QueryCollationKey?]] = []
    for (i, task) in tasks.enumerated() {
      for n in 0..<width {
        guard let key = keys[n] else {
          ranks.append(0)
          continue
        }
        let made = key(task, search)
        ranks.append(made.rank)
        guard var text = made.text else {
          if columnOf[n] >= 0 { columns[columnOf[n]].append(nil) }
          continue
        }
        if columnOf[n] < 0 {
          columnOf[n] = columns.count
          columns.append(Array(repeating: nil, count: i))
          columns[columnOf[n]].reserveCapacity(tasks.count)
        }
        let c = columnOf[n]
        // Tasks of one note come together: their path's key is shared, not held once per task.
        if i > 0, let previous = columns[c][i - 1], previous.isSameText(as: text) { text = previous }
        columns[c].append(text)
      }
    }
    let textWidth = columns.count
    var texts: [QueryCollationKey?] = []
    if textWidth == 1 {
      swap(&texts, &columns[0])
    } else {
      texts.reserveCapacity(tasks.count * textWidth)
      for i in tasks.indices { for column in columns { texts.append(column[i]) } }
    }
    columns = []
    return ranks.withUnsafeBufferPointer { ranks in
      texts.withUnsafeBufferPointer { texts in
        signs.withUnsafeBufferPointer { signs in
          columnOf.withUnsafeBufferPointer { columnOf in
            tasks.indices.sorted { i, j in
              var x = i * width
              var y = j * width
              for n in 0..<width {
                defer {
                  x += 1
                  y += 1
                }
                let result: Int
                if ranks[x] != ranks[y] {
                  result = ranks[x] < ranks[y] ? -1 : 1
                } else if columnOf[n] >= 0, let a = texts[i * textWidth + columnOf[n]],
                  let b = texts[j * textWidth + columnOf[n]]
                {
                  result = QueryCollationKey.compare(a, b)
                } else if let compare = compares[n] {
                  result = compare(tasks[i], tasks[j], search)
                } else {
                  result = 0
                }
                if result != 0 { return result * signs[n] < 0 }
              }
              return i < j
            }
          }
        }
      }
    }
  }
}
