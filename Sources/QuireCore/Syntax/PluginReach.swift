/// How far the Obsidian Tasks plugin reads a task body, followed along ``TaskBodyParser``'s scan.
///
/// The plugin removes its fields (and `#tags`) from the end of the body and stops at the first
/// token it does not know (obsidian-tasks `DefaultTaskSerializer.deserialize`, ported in
/// `Sources/QuireTestSupport/ObsidianTasksDeserializer.swift`). Quire reads on past such a
/// token, so a field of the plugin's that stands left of it is a field Quire reads and the plugin
/// does not: `quire check` warns about it (`hidden-plugin-fields`, docs/obsidian-tasks-compat.md).
/// The plugin reads one format at a time, so the scan follows the emoji reader and the dataview
/// reader side by side and the line's format picks one.
struct PluginReach: Sendable {
  /// The first token from the end that the plugin cannot read (UTF-8 offsets into the scanned bytes).
  var stop: Range<Int>?
  /// The plugin's fields Quire reads at or left of `stop`, from the end.
  var hidden: [TaskFieldKey] = []

  /// Follows one token, met from the end. `readable`: the plugin reads it in this format.
  /// `field`: the plugin field Quire reads from it (`nil` for a tag, a Quire-only field or an
  /// unreadable value).
  mutating func see(_ token: Range<Int>, readable: Bool, field: TaskFieldKey?, hidesItself: Bool = false) {
    if stop == nil {
      guard !readable else { return }
      stop = token
      // A due date with a time after it (`📅 2026-11-25 17:00`) stops the plugin at its own token.
      if hidesItself, let field { hidden.append(field) }
    } else if let field, !hidden.contains(field) {
      hidden.append(field)
    }
  }

  /// The values the plugin's regular expressions accept for a field Quire read from `value`.
  static func readsValue(_ key: TaskFieldKey, _ value: UnsafeBufferPointer<UInt8>.SubSequence) -> Bool {
    guard key.isPluginField else { return false }
    switch key.value {
    case .date: return value.count == 10
    case .special:
      switch key {
      case .recurrence: return value.allSatisfy(isRuleByte)
      case .priority:
        // `[priority:: …]` (an emoji priority is its own token).
        return ["highest", "high", "medium", "low", "lowest"].contains { value.elementsEqual($0.utf8) }
      default: return true
      }
    case .text, .time, .minutes: return false
    }
  }

  /// `[a-zA-Z0-9, !]`, the plugin's recurrence characters.
  static func isRuleByte(_ b: UInt8) -> Bool {
    TaskBodyParser.Scanner.isLetter(b) || TaskBodyParser.Scanner.isDigit(b) || b == 0x20 || b == 0x2C || b == 0x21
  }
}
