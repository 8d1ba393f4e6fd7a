import ArgumentParser
import Foundation
import QuireCore
import QuireKit

/// `quire dream`: the dream journal.
struct DreamCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "dream", abstract: "Dreams: write, analyse, list, and mark whether they came true.",
    subcommands: [
      DreamNewCommand.self, DreamAnalyzeCommand.self, DreamListCommand.self, DreamTrueCommand.self,
      DreamFalseCommand.self,
    ])
}

/// `quire dream new [TITLE]`.
struct DreamNewCommand: VaultCommand {
  static let configuration = CommandConfiguration(
    commandName: "new",
    abstract: "Create today's dream note in dreams/ from the template and open it in $VISUAL/$EDITOR (on a terminal).")

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The dream's title (also the file name).")
  var title: String?

  @Option(help: ArgumentHelp("What you think the dream predicts.", valueName: "text"))
  var prediction: String?

  func run() throws {
    var status: Int32 = 0
    try withVault { context in
      let (root, vault) = (context.root, context.vault)
      let today = try context.today()
      var model: [String: Any] = ["date": today.description, "weekday": today.weekdayName]
      if let title { model["title"] = YAMLText.escapedForDoubleQuotes(title) }
      if let prediction { model["prediction"] = YAMLText.escapedForDoubleQuotes(prediction) }
      let stem = today.description + (title.map { "-" + NoteSlug.make($0, fallback: "dream") } ?? "")
      let file = try NoteCreator(vault: vault, templates: try root.templateSet(for: vault)).create(
        template: "notes/dream", viewModel: model, folder: vault.config.folders.dreams, stem: stem)
      // As `quire journal` and `quire note new`: the editor on a terminal, else the path.
      status = root.openOrPrint(file, absolute: vault.absolute(file))
    }
    if status != 0 { throw ExitCode(status) }
  }
}

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
      let (symbols, problems) = DreamSymbolsLoader.load(templates: root.templatesFolder(), vault: vault)
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

/// `quire dream list`.
struct DreamListCommand: VaultCommand {
  static let configuration = CommandConfiguration(
    commandName: "list", abstract: "List dreams, newest first, with whether they came true and their prediction.")

  @OptionGroup var global: GlobalOptions

  func run() throws {
    try withVault { context in
      let (root, vault) = (context.root, context.vault)
      let contents = VaultLoader(vault: vault).load()
      let dreams = DreamListing.sorted(contents.dreams)
      let files = Set(dreams.map(\.file))
      root.printDiagnostics(contents.diagnostics.filter { files.contains($0.file) })
      if global.json {
        try Output.orderedJSON(
          DreamListJSON(
            dreams: dreams.map {
              .init(
                file: $0.file, date: $0.date?.description, title: $0.title, cameTrue: $0.cameTrue,
                prediction: $0.prediction)
            }))
        return
      }
      if dreams.isEmpty { Output.line("No dreams yet; 'quire dream new' writes one.") }
      let style = Style(enabled: root.color)
      for d in dreams {
        let flag = d.cameTrue ? style.green("came true") : style.dim("not yet  ")
        Output.line(
          (d.date?.description ?? "no date   ") + "  " + flag + "  " + (d.title ?? VaultPath.stem(d.file)) + "  "
            + style.dim(d.file))
        if let p = d.prediction, !p.isEmpty { Output.line("            prediction: \(p)") }
      }
    }
  }
}

/// Sets a dream's `came_true:`.
private func setCameTrue(_ value: Bool, file: String, in context: VaultContext) throws {
  let vault = context.vault
  let relative = try context.root.vaultRelative(file, in: vault)
  let changed: Bool
  do { changed = try DreamNotes(vault: vault).setCameTrue(value, file: relative) } catch {
    throw UserError("\(error)")
  }
  Output.line(
    changed ? "came_true: \(value)  \(relative)" : "\(relative) already has came_true: \(value); nothing changed")
}

/// `quire dream true FILE`.
struct DreamTrueCommand: VaultCommand {
  static let configuration = CommandConfiguration(commandName: "true", abstract: "Mark a dream as come true.")

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The dream note.")
  var file: String

  func run() throws { try withVault { try setCameTrue(true, file: file, in: $0) } }
}

/// `quire dream false FILE`.
struct DreamFalseCommand: VaultCommand {
  static let configuration = CommandConfiguration(commandName: "false", abstract: "Mark a dream as not come true.")

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The dream note.")
  var file: String

  func run() throws { try withVault { try setCameTrue(false, file: file, in: $0) } }
}
