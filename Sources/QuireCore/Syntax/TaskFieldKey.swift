/// The fields a task line can carry after its description, in the order Quire writes them.
///
/// This is the shared symbol table of both syntaxes: ``TaskBodyParser`` reads every emoji and
/// dataview key listed here, and ``EmojiTaskSyntax`` / ``DataviewTaskSyntax`` write the first one.
/// The order of the cases is the written order: the Obsidian Tasks order (obsidian-tasks
/// `TaskLayoutOptions`, compat `field_order_written`) with Quire's extensions (due time,
/// reminders, course, habit) right after the due date.
///
/// NEW-TASK-FIELD: add the case here, in its written place, then follow the other markers.
public enum TaskFieldKey: String, Sendable, CaseIterable {
  /// `🆔 abc123` / `[id:: abc123]`.
  case id
  /// `⛔ abc,def` / `[dependsOn:: abc,def]`.
  case dependsOn
  /// `🔺 ⏫ 🔼 🔽 ⏬` / `[priority:: high]`.
  case priority
  /// `🔁 every week` / `[repeat:: every week]`.
  case recurrence
  /// `🏁 delete` / `[onCompletion:: delete]`.
  case onCompletion
  /// `➕ date` / `[created:: date]`.
  case created
  /// `🛫 date` / `[start:: date]`.
  case start
  /// `⏳ date` / `[scheduled:: date]`.
  case scheduled
  /// `📅 date` / `[due:: date]`, with the due time when there is one (`📅 2026-11-25 17:00`).
  case due
  /// `⏰ 2026-11-25 09:00` / `[remind:: 1h before]`; a line may carry any number.
  case reminder
  /// `[course:: cs101]` (Quire extension, dataview form only).
  case course
  /// `[habit:: feed-cat]` (Quire extension, dataview form only).
  case habit
  /// `❌ date` / `[cancelled:: date]`.
  case cancelled
  /// `✅ date` / `[completion:: date]`.
  case done

  // MARK: - Symbols

  /// The emoji that introduce the field, the written one first; empty when the field has no
  /// emoji form (priority has one emoji per level, see ``Priority/emoji``).
  public var emoji: [String] {
    // NEW-TASK-FIELD
    switch self {
    case .id: return ["🆔"]
    case .dependsOn: return ["⛔"]
    case .priority: return []
    case .recurrence: return ["🔁"]
    case .onCompletion: return ["🏁"]
    case .created: return ["➕"]
    case .start: return ["🛫"]
    case .scheduled: return ["⏳", "⌛"]
    case .due: return ["📅", "📆", "🗓"]
    case .reminder: return ["⏰"]
    case .course, .habit: return []
    case .cancelled: return ["❌"]
    case .done: return ["✅"]
    }
  }

  /// The dataview keys of the field (`[key:: value]`), the written one first. Keys are
  /// case-sensitive, as in Obsidian Tasks (`dependson` is not `dependsOn`).
  public var dataviewKeys: [String] {
    // NEW-TASK-FIELD
    switch self {
    case .id: return ["id"]
    case .dependsOn: return ["dependsOn"]
    case .priority: return ["priority"]
    case .recurrence: return ["repeat"]
    case .onCompletion: return ["onCompletion"]
    case .created: return ["created"]
    case .start: return ["start"]
    case .scheduled: return ["scheduled"]
    case .due: return ["due"]
    // `reminder::` is the key later Obsidian Tasks versions use; Quire reads it too.
    case .reminder: return ["remind", "reminder"]
    case .course: return ["course"]
    case .habit: return ["habit"]
    case .cancelled: return ["cancelled"]
    case .done: return ["completion"]
    }
  }
}
