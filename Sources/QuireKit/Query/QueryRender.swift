import QuireCore

/// A note with each ```` ```tasks ```` block followed by its answer as plain Markdown, for any
/// Markdown viewer (a git forge, a phone, a published site): `quire render` (docs/queries.md,
/// "quire render").
///
/// The note's own lines are kept byte for byte; after each block's closing fence come its
/// answer's headings (`####` and down, as the plugin renders them), each task as its line (the
/// checkbox and text as written, without the indentation) with a link back to its note, and the
/// count. A block the plugin would refuse is followed by its reason, quoted.
public enum QueryRender {
  /// `note` (vault-relative `path`, text `text`) with every block's answer, from `runner`.
  public static func render(_ text: String, path: String, runner: VaultQuery) -> String {
    let blocks = VaultQuery.blocks(in: text)
    guard !blocks.isEmpty else { return text }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // From the last block up, so the line numbers of the ones above stay right.
    for block in blocks.reversed() {
      let (_, combined) = runner.query(block.source, file: path)
      var answer: [String] = [""]
      if let error = combined.error {
        answer += error.split(separator: "\n", omittingEmptySubsequences: false).map { "> " + $0 }
      } else {
        answer += markdown(runner.run(combined), from: path)
      }
      let at = min(block.end, lines.count)
      lines.insert(contentsOf: answer, at: at)
    }
    return lines.joined(separator: "\n")
  }

  /// The answer as Markdown lines, links relative to the folder of `from`.
  static func markdown(_ answer: VaultQuery.Answer, from: String) -> [String] {
    var out: [String] = []
    if let explanation = answer.explanation {
      out +=
        ["```"] + explanation.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) + ["```", ""]
    }
    for (index, group) in answer.groups.enumerated() {
      for heading in answer.headings(above: index) { out += [heading, ""] }
      for row in group.rows {
        var line = Substring(row.text).drop { $0 == " " || $0 == "\t" || $0 == ">" }
        // `* [ ]`, `1. [ ]`: one list marker for the answer.
        if let bracket = line.firstIndex(of: "[") { line = "- " + line[bracket...] }
        let name = VaultPath.stem(row.task.path)
        out.append(line + " ([\(name)](\(relativeLink(to: row.task.path, from: from))))")
      }
      out.append("")
    }
    out.append("\(answer.total) task" + (answer.total == 1 ? "" : "s"))
    return out
  }

  /// The path of `target` relative to the folder of `from`, with spaces and parentheses
  /// escaped for a Markdown link.
  static func relativeLink(to target: String, from: String) -> String {
    let base = from.split(separator: "/").dropLast()
    let parts = target.split(separator: "/")
    var common = 0
    while common < base.count, common < parts.count - 1, base[common] == parts[common] { common += 1 }
    let up = Array(repeating: "..", count: base.count - common)
    let path = (up + parts[common...].map(String.init)).joined(separator: "/")
    var out = ""
    for c in path {
      switch c {
      case " ": out += "%20"
      case "(": out += "%28"
      case ")": out += "%29"
      default: out.append(c)
      }
    }
    return out
  }
}
