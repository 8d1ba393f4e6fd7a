/// Puts a task line's fields back where the Obsidian Tasks plugin reads them all (`quire tidy`).
///
/// The plugin reads its fields from the end of a line and stops at the first token it does not
/// know, so a Quire-only token (a reminder, a course, a time after the due date) that follows them
/// hides them from it (``ParsedTaskLine/hiddenPluginFields``, docs/obsidian-tasks-compat.md). The
/// rewrite is the line in the written order of its own format: Quire's fields right after the
/// description, then the plugin's.
public enum PluginFieldOrder {
  /// The line (without its line ending) rewritten so that the plugin sees every field, or `nil`
  /// when the plugin already does, or when no rewrite would let it (a raw RRULE, a value it has
  /// no form for), or when the rewrite would not read back exactly as the line does.
  public static func tidied(_ line: ParsedTaskLine) -> String? {
    guard line.hiddenPluginFields != nil else { return nil }
    let rebuilt = line.format.syntax.line(
      prefix: line.prefix, listMarker: line.listMarker, status: line.status, fields: line.fields)
    guard let again = TaskLineParser.parse(rebuilt), again.fields == line.fields, again.status == line.status,
      again.prefix == line.prefix, again.listMarker == line.listMarker, again.hiddenPluginFields == nil
    else { return nil }
    return rebuilt
  }
}
