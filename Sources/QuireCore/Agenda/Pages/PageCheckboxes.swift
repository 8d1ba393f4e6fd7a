/// Reads what a person changed in a generated page: ticked or unticked task boxes, and
/// whether anything else was edited.
///
/// A task line in a page starts with `- [c] ` and ends with ` · id ID` (Templates/pages/task.md).
/// The page as Quire last wrote it is compared with the page on disk: where a task's box
/// differs, the task gets the box's status in its own note. A task listed twice on one page
/// (due this month and uncompleted) is paired occurrence by occurrence.
public enum PageCheckboxes {
  /// A box the person changed: the task's id and the status symbol now in the box.
  public struct Change: Sendable, Equatable {
    public var id: String
    public var status: TaskStatus
    /// 1-based line in the page.
    public var line: Int

    public init(id: String, status: TaskStatus, line: Int) {
      self.id = id
      self.status = status
      self.line = line
    }
  }

  /// The result of comparing the written page with the page on disk.
  public struct Comparison: Sendable, Equatable {
    public var changes: [Change]
    /// Whether the page differs by more than its boxes (a hand edit to keep a copy of).
    public var otherEdits: Bool
  }

  /// Compares `written` (what Quire wrote) with `onDisk`.
  public static func compare(written: String, onDisk: String) -> Comparison {
    let old = lines(written)
    let new = lines(onDisk)
    let oldBoxes = boxes(old)
    let newBoxes = boxes(new)
    var changes: [Change] = []
    // The written page with the boxes as they are on disk: if that is the disk page, only
    // boxes changed.
    var rebuilt = old
    for (id, oldPlaces) in oldBoxes {
      guard let newPlaces = newBoxes[id] else { continue }
      for (o, n) in zip(oldPlaces, newPlaces) where o.symbol != n.symbol {
        rebuilt[o.index] = replacingBox(old[o.index], with: n.symbol)
        if !changes.contains(where: { $0.id == id }) {
          changes.append(Change(id: id, status: TaskStatus(symbol: n.symbol), line: n.index + 1))
        }
      }
    }
    return Comparison(changes: changes.sorted { $0.line < $1.line }, otherEdits: rebuilt != new)
  }

  /// The box of a task line (`- [x] ... · id 8024974c`): its symbol and id, else `nil`.
  public static func box(in line: Substring) -> (symbol: String, id: String)? {
    let trimmed = line.drop { $0 == " " || $0 == "\t" }
    guard trimmed.hasPrefix("- ["), let close = trimmed.dropFirst(3).firstIndex(of: "]") else { return nil }
    let symbol = String(trimmed[trimmed.index(trimmed.startIndex, offsetBy: 3)..<close])
    guard symbol.count == 1, let marker = lastIndex(of: " · id ", in: line) else { return nil }
    let id = line[marker...].trimmingSpaces()
    guard !id.isEmpty, !id.contains(" ") else { return nil }
    return (symbol, String(id))
  }

  private static func lines(_ text: String) -> [Substring] {
    // "\r\n" is one Character in Swift: split on both kinds of break.
    text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
  }

  private static func boxes(_ lines: [Substring]) -> [String: [(index: Int, symbol: String)]] {
    var result: [String: [(index: Int, symbol: String)]] = [:]
    for (i, line) in lines.enumerated() {
      if let box = box(in: line) { result[box.id, default: []].append((i, box.symbol)) }
    }
    return result
  }

  private static func replacingBox(_ line: Substring, with symbol: String) -> Substring {
    guard let open = line.firstIndex(of: "[") else { return line }
    let inside = line.index(after: open)
    return Substring(line[...open] + symbol + line[line.index(after: inside)...])
  }

  /// The index just after the last occurrence of `needle` in `line`.
  private static func lastIndex(of needle: String, in line: Substring) -> Substring.Index? {
    let n = Array(needle.utf8)
    let bytes = Array(line.utf8)
    guard bytes.count >= n.count else { return nil }
    for start in stride(from: bytes.count - n.count, through: 0, by: -1)
    where bytes[start..<(start + n.count)].elementsEqual(n) {
      return line.utf8.index(line.utf8.startIndex, offsetBy: start + n.count)
    }
    return nil
  }
}
