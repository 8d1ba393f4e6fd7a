/// The Obsidian Tasks emoji format: `Submit slides ⏫ 🔁 every week 📅 2026-11-25`.
///
/// Every field is written as ` <emoji> <value>` (a priority as ` <emoji>` alone), in the order of
/// ``TaskFieldKey``, as obsidian-tasks `DefaultTaskSerializer` does. Quire's extensions:
/// - the due time right after the due date: `📅 2026-11-25 17:00`;
/// - absolute reminders after the due date: `⏰ 2026-11-25 09:00`;
/// - relative reminders, course and habit have no emoji, so they are written as dataview fields,
///   after two spaces like every bracketed field (`  [remind:: 1h before]`, `  [course:: cs101]`).
///   A `⏰ 1h before` written by hand is read as well.
/// - a recurrence with a character the emoji form does not read (`every month on the 1.`, a tab) is
///   written as `  [repeat:: ...]` too, so that it reads back as the rule.
public struct EmojiTaskSyntax: TaskLineSyntax {
  /// Creates the syntax.
  public init() {}

  /// `.emoji`.
  public var format: TaskFormat { .emoji }

  /// Writes `fields` as the text after `- [ ] `.
  public func serialize(_ fields: TaskFields) -> String {
    var out = fields.descriptionWithInvalidFields
    for field in fields.writtenFields {
      if let emoji = field.emoji {
        out += " " + emoji
        // A priority's emoji is its whole token.
        if field.key != .priority { out += " " + field.value }
      } else {
        out += DataviewTaskSyntax.token(field)
      }
    }
    return out + fields.blockLink
  }
}
