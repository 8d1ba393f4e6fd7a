import ArgumentParser
import QuireCore
import QuireKit

/// `quire search TEXT`: full-text search over the notes, `file:line: text` per matching line.
struct SearchCommand: VaultCommand {
  static let configuration = CommandConfiguration(
    commandName: "search",
    abstract: "Find the lines that hold every word (best match first); matches marked [like this], or in colour.")

  @OptionGroup var global: GlobalOptions

  @Argument(
    help: ArgumentHelp("Words to find (case and accents ignored; end a word with * for a prefix).", valueName: "text"))
  var words: [String]

  @Option(help: ArgumentHelp("At most this many lines.", valueName: "n"))
  var limit = 20

  func validate() throws {
    guard limit > 0 else { throw ValidationError("--limit must be at least 1") }
    guard words.contains(where: SearchHit.isSearchable) else {
      throw ValidationError("give at least one word to search for")
    }
  }

  func run() throws {
    try withVault { context in
      let root = context.root
      let hits: [SearchHit]
      do throws(IndexError) {
        hits = try VaultSearch.search(
          words.joined(separator: " "), limit: limit, in: context.reader, progress: root.indexProgress)
      } catch {
        throw UserError("search failed: \(error)")
      }
      if global.json {
        // In rank order; bm25 scores themselves are left out: they move whenever any note
        // changes, and mean nothing on their own.
        try Output.orderedJSON(JSONLines(hits.map(SearchHitJSON.init), layout: .bracketsAttached))
      } else {
        let colour = root.color
        if hits.isEmpty { Output.line("no matches for \"\(words.joined(separator: " "))\"") }
        for hit in hits {
          let snippet =
            colour ? hit.marked(open: "\u{1B}[1;33m", close: "\u{1B}[0m") : hit.marked(open: "[", close: "]")
          Output.line(
            (colour ? "\u{1B}[36m\(hit.file):\(hit.line)\u{1B}[0m" : "\(hit.file):\(hit.line)") + ": " + snippet)
        }
      }
    }
  }
}
