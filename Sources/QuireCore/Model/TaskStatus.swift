/// A task's status: the symbol between the brackets, kept exactly as written, and what it means.
///
/// The meaning comes from the vault's statuses (``StatusRegistry``: Obsidian Tasks' defaults,
/// Quire's `X` and `>`, and the custom statuses of the plugin's settings or the config). Two
/// statuses are equal when their symbols are: the meaning is the vault's reading of the symbol.
public struct TaskStatus: Sendable, Hashable, Codable, CustomStringConvertible {
  /// What a status means, as in Obsidian Tasks (its status types; `deferred` is the plugin's
  /// `ON_HOLD`).
  public enum Kind: String, Sendable, Codable, CaseIterable {
    case todo = "TODO"
    case inProgress = "IN_PROGRESS"
    case done = "DONE"
    case cancelled = "CANCELLED"
    case deferred = "DEFERRED"
    /// The plugin's `NON_TASK`: a checkbox that is no task to do (a note, a question); never listed.
    case nonTask = "NON_TASK"
  }

  /// The symbol between `[` and `]` (one grapheme; a space for todo).
  public let symbol: String
  /// What the symbol means in the vault.
  public let kind: Kind

  /// The status `symbol` with the meaning Quire gives it by default (``StatusRegistry/standard``).
  public init(symbol: String) {
    self.symbol = symbol
    self.kind = StatusRegistry.standardKind(of: symbol)
  }

  /// The status `symbol` with the meaning `kind` (a vault's own statuses).
  public init(symbol: String, kind: Kind) {
    self.symbol = symbol
    self.kind = kind
  }

  public static let todo = TaskStatus(symbol: " ")
  public static let done = TaskStatus(symbol: "x")
  public static let inProgress = TaskStatus(symbol: "/")
  public static let cancelled = TaskStatus(symbol: "-")
  public static let deferred = TaskStatus(symbol: ">")

  /// Whether the task no longer needs doing (done, cancelled, or no task at all: a `NON_TASK`
  /// status is listed, reminded and exported as a closed one).
  public var isClosed: Bool { kind == .done || kind == .cancelled || kind == .nonTask }

  public var description: String { symbol }

  public static func == (a: TaskStatus, b: TaskStatus) -> Bool { a.symbol == b.symbol }
  public func hash(into hasher: inout Hasher) { hasher.combine(symbol) }

  // Stored as `{"symbol": …}`, as before statuses had a meaning of their own.
  private enum CodingKeys: String, CodingKey { case symbol }

  public init(from decoder: Decoder) throws {
    self.init(symbol: try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .symbol))
  }

  public func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(symbol, forKey: .symbol)
  }
}
