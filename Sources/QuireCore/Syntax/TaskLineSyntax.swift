/// One task format: reads the fields from a checkbox item's body and writes them back.
///
/// Implementations are symbol tables plus small overrides (obsidian-tasks
/// `src/TaskSerializer/DefaultTaskSerializer.ts`, `DataviewTaskSerializer.ts`).
public protocol TaskLineSyntax: Sendable {
  var format: TaskFormat { get }
  /// Writes `fields` as the text after `- [ ] `, in the canonical Obsidian Tasks field order.
  func serialize(_ fields: TaskFields) -> String
}
