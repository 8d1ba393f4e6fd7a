/// A task's status: the symbol between the brackets, kept exactly as written.
public struct TaskStatus: Sendable, Hashable, Codable, CustomStringConvertible {
  /// What a status means, as in Obsidian Tasks.
  public enum Kind: String, Sendable, Codable {
    case todo = "TODO"
    case inProgress = "IN_PROGRESS"
    case done = "DONE"
    case cancelled = "CANCELLED"
    case deferred = "DEFERRED"
  }

  /// The symbol between `[` and `]` (one grapheme; a space for todo).
  public let symbol: String

  public init(symbol: String) { self.symbol = symbol }

  public static let todo = TaskStatus(symbol: " ")
  public static let done = TaskStatus(symbol: "x")
  public static let inProgress = TaskStatus(symbol: "/")
  public static let cancelled = TaskStatus(symbol: "-")
  public static let deferred = TaskStatus(symbol: ">")

  /// The meaning of the symbol; unknown symbols are todo-like, as Obsidian Tasks treats them.
  public var kind: Kind {
    switch symbol {
    case "x", "X": return .done
    case "/": return .inProgress
    case "-": return .cancelled
    case ">": return .deferred
    default: return .todo
    }
  }

  /// Whether the task no longer needs doing (done or cancelled).
  public var isClosed: Bool { kind == .done || kind == .cancelled }

  public var description: String { symbol }
}
