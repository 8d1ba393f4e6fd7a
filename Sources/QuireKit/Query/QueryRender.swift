import Foundation
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
  /// The notes of `vault` (vault-relative paths, in path order) that hold a ```` ```tasks ````
  /// block: each note's bytes searched for the fence, outside the agenda folder.
  public static func notesWithBlocks(in vault: Vault) -> [String] {
    let fences = [Array("```tasks".utf8), Array("~~~tasks".utf8)]
    let agenda = vault.config.folders.agenda
    return VaultWalker(vault: vault).walk().files.map(\.path).filter { path in
      guard !VaultPath.isInside(path, folder: agenda),
        let data = FileManager.default.contents(atPath: vault.absolute(path))
      else { return false }
      return data.withUnsafeBytes { bytes in
        fences.contains { fence in bytes.firstRange(of: fence) != nil }
      }
    }
  }

  /// Writes one task of an answer: the task, and the path the answer is written at.
  public typealias LineWriter = (_ task: QueryTask, _ from: String) -> String

  /// `note` (vault-relative `path`, text `text`) with every block's answer, from `runner`.
  ///
  /// - Parameters:
  ///   - linkingFrom: where the rendered text is written, when not at `path` (a rendered copy
  ///     under the agenda folder): links are relative to it; placeholders still name `path`.
  ///   - line: how a task is written (a generated page writes its own task line); by default its
  ///     line as written with a link back to its note.
  public static func render(
    _ text: String, path: String, runner: VaultQuery, linkingFrom: String? = nil, line: LineWriter? = nil
  ) -> String {
    let blocks = VaultQuery.blocks(in: text)
    guard !blocks.isEmpty else { return text }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // From the last block up, so the line numbers of the ones above stay right.
    for block in blocks.reversed() {
      let (_, combined) = runner.query(block.source, file: path)
      var answer: [String] = [""]
      let result = combined.error == nil ? runner.run(combined) : nil
      if let error = combined.error ?? result?.error {
        answer += error.split(separator: "\n", omittingEmptySubsequences: false).map { "> " + $0 }
      } else if let result {
        answer += markdown(result, from: linkingFrom ?? path, line: line ?? noteLine)
      }
      let at = min(block.end, lines.count)
      lines.insert(contentsOf: answer, at: at)
    }
    return lines.joined(separator: "\n")
  }

  /// The answer as Markdown lines, each task by `line`, links relative to the folder of `from`.
  static func markdown(_ answer: VaultQuery.Answer, from: String, line: LineWriter = noteLine) -> [String] {
    var out: [String] = []
    if let explanation = answer.explanation {
      out +=
        ["```"] + explanation.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) + ["```", ""]
    }
    for (index, group) in answer.groups.enumerated() {
      for heading in answer.headings(above: index) { out += [heading, ""] }
      for task in group.tasks { out.append(line(task, from)) }
      out.append("")
    }
    out.append("\(answer.total) task" + (answer.total == 1 ? "" : "s"))
    return out
  }

  /// A task as its line is written (without its indentation, one list marker), with a link back
  /// to its note.
  public static func noteLine(_ task: QueryTask, from: String) -> String {
    var line = task.unindented
    // `* [ ]`, `1. [ ]`: one list marker for the answer.
    if let bracket = line.firstIndex(of: "[") { line = "- " + line[bracket...] }
    let name = VaultPath.stem(task.path)
    return line + " ([\(name)](\(relativeLink(to: task.path, from: from))))"
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
