import QuireMarkdown

/// One note as `NoteParser` hands it to the kinds' parse steps (`NoteKindSteps`): its front
/// matter, its lines and blocks, where its body starts. Built by `NoteParser` only.
public struct NoteSource: Sendable {
  /// Vault-relative path.
  let file: String
  let config: VaultConfig
  let fields: FrontMatterFields
  let document: MarkdownDocument
  let lines: SourceLines
  /// The first line after the front matter.
  let bodyStart: Int
  /// The lines inside code blocks and the like (`MarkdownDocument.literalLines`).
  let literal: Set<Int>
  /// The note's first level-1 heading (a `## Tasks` section names no note).
  let headingTitle: String?
  /// The file name without its folder and extension.
  let stem: String

  /// The text after the front matter, without leading and trailing blank lines.
  var body: String {
    guard bodyStart <= lines.count else { return "" }
    var parts: [Substring] = []
    for n in bodyStart...lines.count { parts.append(lines[n]) }
    return parts.joined(separator: "\n").trimmingNewlines()
  }

  /// `courses/<code>/...` gives the course `<code>`.
  func courseFromPath() -> String? {
    let courses = config.folders.courses
    guard VaultPath.isInside(file, folder: courses) else { return nil }
    let rest = file.dropFirst(courses.count + 1).split(separator: "/")
    return rest.count >= 2 ? rest[0].lowercased() : nil
  }
}

extension String {
  /// The text without leading and trailing blank lines.
  fileprivate func trimmingNewlines() -> String {
    String(
      Substring(self).trimmingEdges(
        leading: { $0 == "\n" || $0 == "\r" || $0 == " " },
        trailing: { $0 == "\n" || $0 == "\r" || $0 == " " || $0 == "\t" }))
  }
}
