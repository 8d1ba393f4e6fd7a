import ArgumentParser
import Foundation
import QuireCore
import QuireKit

/// `quire query`: answers an Obsidian Tasks query (the text of a ```` ```tasks ```` block) over
/// the vault, as the plugin would show it (docs/queries.md).
struct QueryCommand: VaultCommand {
  static let configuration = CommandConfiguration(
    commandName: "query",
    abstract: "Answer an Obsidian Tasks query: filters, sort by, group by, limit, explain.",
    discussion: """
      The query is TEXT, else the ```tasks blocks of the note --file names, else standard input.
      --file is also the note {{query.file.path}} and the other placeholders name. Relative dates
      (today, next week, 3 days ago) count from --today. A query the plugin would refuse exits 1.
      """)

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The query; instructions on separate lines, or separated by newlines in one argument.")
  var text: String?

  @Option(help: ArgumentHelp("The note the query is in: its ```tasks blocks when no TEXT is given.", valueName: "note"))
  var file: String?

  func run() throws {
    try withVault { context in
      let vault = context.vault
      let path = try file.map { try Self.vaultPath($0, in: vault) }
      var sources: [QueryRequest.Source] = []
      if let text {
        sources = [.init(text: text, line: 1, origin: "query")]
      } else if let path {
        guard let note = try? String(contentsOfFile: vault.absolute(path), encoding: .utf8) else {
          throw UserError("\(path): cannot read the note; give a note of the vault")
        }
        sources = VaultQuery.blocks(in: note).map { .init(text: $0.source, line: $0.line + 1, origin: path) }
        if sources.isEmpty {
          throw UserError("\(path): no ```tasks block in the note; write one, or give the query as TEXT")
        }
      } else {
        let input = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
        sources = [.init(text: input, line: 1, origin: "stdin")]
      }
      let request = QueryRequest(
        sources: sources, file: path, today: try context.today().description, json: global.json,
        color: context.root.color)
      // A running `quire watch` may hold the answer (docs/queries.md, "With quire watch running").
      if Self.printedWatchersAnswer(request, what: "query", context: context) { return }
      let reader = context.reader(readingAhead: Self.firstTaskFilter(request, vault: vault))
      let answers = try Self.answers(request, vault: vault, reader: reader)
      Self.write(answers, request, to: Output.write(raw:))
      // The process ends now: its tasks are left to the system instead of freed one by one, which
      // took a seventh of the time at 100,000 notes (docs/queries.md, "Speed").
      _ = Unmanaged.passRetained(Kept(answers))
    }
  }

  /// Prints the answer a running `quire watch` gives to `request`, if it gives one (docs/queries.md,
  /// "With quire watch running"); `QUIRE_DEBUG_INDEX=1` says who answered `what`.
  static func printedWatchersAnswer(_ request: QueryRequest, what: String, context: VaultContext) -> Bool {
    let vault = context.vault
    let debug = context.root.environment["QUIRE_DEBUG_INDEX"] == "1"
    switch QueryExchange.ask(request, root: vault.root) {
    case .answered(let answer, let seconds):
      if debug { vault.reporter.debug("\(what) answered by quire watch in \((seconds * 10_000).rounded() / 10) ms") }
      Output.copy(from: answer)
      return true
    case .answerYourself(let reason):
      if debug { vault.reporter.debug("\(what) answered here (\(reason))") }
      return false
    }
  }

  /// The tasks the first query of `request` reads, when it is one the plugin takes: the index
  /// reads them while it walks the vault (docs/queries.md, "Speed").
  static func firstTaskFilter(_ request: QueryRequest, vault: Vault) -> TaskFilter? {
    guard let source = request.sources.first, let today = LocalDate(iso: request.today) else { return nil }
    let query = VaultQuery.query(source.text, file: request.file, vault: vault, today: today).combined
    return query.error == nil ? VaultQuery.taskFilter(of: query, vault: vault) : nil
  }

  /// What is left for the system to free.
  private final class Kept {
    let answers: [VaultQuery.Answer]
    init(_ answers: [VaultQuery.Answer]) { self.answers = answers }
  }

  /// What the command prints for `request` over `reader`; throws the one-line message of a query
  /// the plugin would refuse. `quire watch` answers with it too.
  static func answer(_ request: QueryRequest, vault: Vault, reader: any VaultReader) throws -> String {
    text(of: try answers(request, vault: vault, reader: reader), request)
  }

  /// The answer of each query of `request`, or the one-line message of the first the plugin
  /// would refuse.
  static func answers(_ request: QueryRequest, vault: Vault, reader: any VaultReader) throws -> [VaultQuery.Answer] {
    guard let today = LocalDate(iso: request.today) else { throw UserError("\(request.today): not a date") }
    let runner = VaultQuery(vault: vault, reader: reader, today: today)
    var answers: [VaultQuery.Answer] = []
    for source in request.sources {
      let (block, combined) = runner.query(source.text, file: request.file)
      if let error = combined.error {
        let line = combined.errorLine.map { ":\(source.line + $0 - 1)" } ?? ""
        let refusal = VaultQuery.QueryRefusal(line: combined.errorLine, message: error)
        throw UserError("\(source.origin)\(line): \(refusal.oneLine); see docs/queries.md")
      }
      let answer = runner.run(combined, explaining: block)
      if let error = answer.error {
        let refusal = VaultQuery.QueryRefusal(line: nil, message: error)
        throw UserError("\(source.origin):\(source.line): \(refusal.oneLine); see docs/queries.md")
      }
      answers.append(answer)
    }
    return answers
  }

  /// What the command prints for `answers`.
  static func text(of answers: [VaultQuery.Answer], _ request: QueryRequest) -> String {
    var out: [UInt8] = []
    write(answers, request) { out.append(contentsOf: $0) }
    return String(decoding: out, as: UTF8.self)
  }

  /// What the command prints for `answers`, handed to `sink` as UTF-8 piece by piece.
  static func write(_ answers: [VaultQuery.Answer], _ request: QueryRequest, to sink: (UnsafeRawBufferPointer) -> Void)
  {
    for (index, answer) in answers.enumerated() {
      if request.json {
        var json = QueryPresenter.json(answer) + "\n"
        json.withUTF8 { sink(UnsafeRawBufferPointer($0)) }
      } else {
        if index > 0 { [UInt8(ascii: "\n")].withUnsafeBytes(sink) }
        QueryPresenter.text(answer, style: Style(enabled: request.color), to: sink)
      }
    }
  }

  /// `F` as a vault-relative path: relative to the current folder when it is there, else to the
  /// vault's root.
  static func vaultPath(_ given: String, in vault: Vault) throws -> String {
    let here = FileManager.default.currentDirectoryPath
    let absolute = given.hasPrefix("/") ? given : here + "/" + given
    let standard = URL(fileURLWithPath: absolute).standardizedFileURL.path
    if standard.hasPrefix(vault.root + "/"), FileManager.default.fileExists(atPath: standard) {
      return String(standard.dropFirst(vault.root.count + 1))
    }
    if FileManager.default.fileExists(atPath: vault.absolute(given)) { return given }
    throw UserError("\(given): no such note in the vault at \(vault.root)")
  }
}
