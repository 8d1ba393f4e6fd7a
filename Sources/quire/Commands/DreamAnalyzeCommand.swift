import ArgumentParser
import Foundation
import QuireCore
import QuireKit

/// `quire dream analyze FILE [--save]`.
struct DreamAnalyzeCommand: VaultCommand {
  static let configuration = CommandConfiguration(
    commandName: "analyze",
    abstract: "The dream's three most frequent meaningful words and what its symbols may mean.")

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The dream note (vault-relative, or a path from the current folder).")
  var file: String

  @Flag(help: "Also write the analysis into the note's front matter (key 'analysis'; the body is not touched).")
  var save = false

  func run() throws {
    try withVault { context in
      let (root, vault) = (context.root, context.vault)
      let relative = try root.vaultRelative(file, in: vault)
      let notes = DreamNotes(vault: vault)
      let loaded: DreamNotes.Loaded
      do { loaded = try notes.load(relative) } catch { throw UserError("\(error)") }
      root.printDiagnostics(loaded.diagnostics)
      let (symbols, problems) = DreamSymbolsLoader.load(templates: try root.templateFiles(), vault: vault)
      root.printDiagnostics(problems)
      let analysis = DreamAnalyzer.analyze(loaded.dream.body, symbols: symbols)
      var changed = false
      if save {
        do {
          changed = try notes.setFrontMatter(
            "analysis", to: analysis.frontMatterLines, file: relative, text: loaded.text)
        } catch {
          throw UserError("\(error)")
        }
      }
      if global.json {
        try Output.orderedJSON(
          DreamAnalysisJSON(
            file: relative, topWords: analysis.topWords.map { .init(word: $0.word, count: $0.count) },
            meanings: analysis.meanings.map { .init(word: $0.word, meaning: $0.meaning) }))
        return
      }
      let style = Style(enabled: root.color)
      Output.line(style.bold("Top words") + " in \(relative):")
      if analysis.topWords.isEmpty { Output.line("  (no meaningful words)") }
      let width = analysis.topWords.map(\.word.count).max() ?? 0
      for w in analysis.topWords {
        Output.line("  " + w.word + String(repeating: " ", count: width - w.word.count) + "  \(w.count)")
      }
      Output.line(style.bold("Meanings") + ":")
      if analysis.meanings.isEmpty { Output.line("  (none of its words is in the dream-symbol dictionary)") }
      for m in analysis.meanings { Output.line("  \(style.cyan(m.word)): \(m.meaning)") }
      if save {
        Output.line(changed ? "saved the analysis to \(relative)" : "the analysis in \(relative) is up to date")
      }
    }
  }
}
