/// A vault's task statuses: what each symbol between the brackets means, its name, and the
/// status a toggle moves it to, as the Obsidian Tasks plugin's status settings say
/// (`statusSettings` in `.obsidian/plugins/obsidian-tasks-plugin/data.json`, or `tasks: statuses:`
/// in `.quire/config.yaml`; docs/obsidian-tasks-compat.md, "The plugin's settings").
public struct StatusRegistry: Sendable, Equatable {
  /// One status.
  public struct Entry: Sendable, Equatable {
    public var symbol: String
    public var name: String
    public var kind: TaskStatus.Kind
    /// The symbol a toggle gives the task next.
    public var next: String

    public init(symbol: String, name: String, kind: TaskStatus.Kind, next: String) {
      self.symbol = symbol
      self.name = name
      self.kind = kind
      self.next = next
    }
  }

  /// The statuses, in the settings' order (the plugin's core statuses first).
  public private(set) var entries: [Entry]

  public init(_ entries: [Entry]) { self.entries = entries }

  /// The plugin's default statuses (`[ ]`, `[x]`, `[/]`, `[-]`) and Quire's own readings of
  /// `[X]` (done) and `[>]` (deferred); any other symbol is a to-do, as in the plugin.
  public static let standard = StatusRegistry([
    Entry(symbol: " ", name: "Todo", kind: .todo, next: "x"),
    Entry(symbol: "x", name: "Done", kind: .done, next: " "),
    Entry(symbol: "/", name: "In Progress", kind: .inProgress, next: "x"),
    Entry(symbol: "-", name: "Cancelled", kind: .cancelled, next: " "),
    Entry(symbol: "X", name: "Done", kind: .done, next: " "),
    Entry(symbol: ">", name: "Deferred", kind: .deferred, next: " "),
  ])

  /// The meaning Quire gives `symbol` without settings (``standard``), without a lookup.
  static func standardKind(of symbol: String) -> TaskStatus.Kind {
    switch symbol {
    case "x", "X": return .done
    case "/": return .inProgress
    case "-": return .cancelled
    case ">": return .deferred
    default: return .todo
    }
  }

  /// Adds or replaces the status of `entry.symbol` (a custom status overrides a default one).
  public mutating func set(_ entry: Entry) {
    if let index = entries.firstIndex(where: { $0.symbol == entry.symbol }) {
      entries[index] = entry
    } else {
      entries.append(entry)
    }
  }

  /// The status written `symbol`, with its meaning in this vault (an unknown symbol is a to-do).
  public func status(_ symbol: String) -> TaskStatus {
    if self == Self.standard { return TaskStatus(symbol: symbol) }
    return TaskStatus(symbol: symbol, kind: entries.first { $0.symbol == symbol }?.kind ?? .todo)
  }

  /// The status's name (`Todo`, `Done`, a custom status's own); `Unknown` for a symbol no status
  /// has, as the plugin names a status it makes up.
  public func name(of status: TaskStatus) -> String {
    entries.first { $0.symbol == status.symbol }?.name ?? "Unknown"
  }

  /// The status after `status` in its cycle (its next symbol), as the plugin's
  /// `StatusRegistry.getNextStatusOrCreate`: a next symbol no status has is a to-do of that symbol.
  public func next(after status: TaskStatus) -> TaskStatus {
    let symbol = entries.first { $0.symbol == status.symbol }?.next ?? "x"
    return TaskStatus(symbol: symbol, kind: entries.first { $0.symbol == symbol }?.kind ?? .todo)
  }

  /// The status a command that wants `kind` gives a task of status `current`: the next in its
  /// cycle when that is of `kind` (a vault whose `[ ]` goes on to `[✓]` gets `[✓]`), else the first
  /// status of `kind`.
  public func target(_ kind: TaskStatus.Kind, from current: TaskStatus) -> TaskStatus {
    let next = next(after: current)
    return next.kind == kind ? next : first(kind)
  }

  /// The status of the next copy of a recurring task that became `done`, as the plugin's
  /// `StatusRegistry.getNextRecurrenceStatusOrCreate`: along the cycle from `done`'s next status,
  /// the first to-do, else the first in-progress status, else `[ ]`, so the copy is always open.
  public func recurrenceStatus(after done: TaskStatus) -> TaskStatus {
    let start = next(after: done)
    for wanted in [TaskStatus.Kind.todo, .inProgress] {
      var status = start
      // At most one step per status, so a cycle that never reaches `wanted` ends.
      for _ in 0..<max(entries.count, 1) {
        if status.kind == wanted { return status }
        status = next(after: status)
      }
    }
    return TaskStatus(symbol: " ", kind: .todo)
  }

  /// The first status of `kind` (`quire done` writes the first done status), else Quire's default.
  public func first(_ kind: TaskStatus.Kind) -> TaskStatus {
    if let entry = entries.first(where: { $0.kind == kind }) { return TaskStatus(symbol: entry.symbol, kind: kind) }
    switch kind {
    case .done: return .done
    case .cancelled: return .cancelled
    case .inProgress: return .inProgress
    case .deferred: return .deferred
    case .todo, .nonTask: return .todo
    }
  }

  /// The plugin's status type names (`TODO`, `DONE`, `IN_PROGRESS`, `ON_HOLD`, `CANCELLED`,
  /// `NON_TASK`) as Quire's kinds; `nil` for any other (`EMPTY` is no status a line can have).
  public static func kind(pluginType: String) -> TaskStatus.Kind? {
    switch pluginType {
    case "TODO": return .todo
    case "DONE": return .done
    case "IN_PROGRESS": return .inProgress
    case "ON_HOLD", "DEFERRED": return .deferred
    case "CANCELLED": return .cancelled
    case "NON_TASK": return .nonTask
    default: return nil
    }
  }
}
