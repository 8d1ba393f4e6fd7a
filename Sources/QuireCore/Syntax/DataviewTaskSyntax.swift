/// The Dataview inline-field format of Obsidian Tasks:
/// `Submit slides  [priority:: high]  [repeat:: every week]  [due:: 2026-11-25]`.
///
/// Every field is written as `  [<key>:: <value>]`, with **two** spaces before it, as
/// obsidian-tasks `DataviewTaskSerializer` does (a single space makes every other bracketed field
/// invisible in Obsidian; docs/obsidian-tasks-compat.md). The block link follows with its own single
/// space. Quire's extensions use the same form: `[due:: 2026-11-25 17:00]`,
/// `[remind:: 2026-11-25 09:00]`, `[remind:: 1h before]`, `[course:: cs101]`, `[habit:: feed-cat]`.
public struct DataviewTaskSyntax: TaskLineSyntax {
  /// Creates the syntax.
  public init() {}

  /// `.dataview`.
  public var format: TaskFormat { .dataview }

  /// Writes `fields` as the text after `- [ ] `.
  public func serialize(_ fields: TaskFields) -> String {
    var out = fields.descriptionWithInvalidFields
    for field in fields.writtenFields { out += Self.token(field) }
    return out + fields.blockLink
  }

  /// `  [key:: value]` for one field.
  static func token(_ field: TaskFields.WrittenField) -> String {
    "  [" + field.key.dataviewKeys[0] + ":: " + field.value + "]"
  }
}
