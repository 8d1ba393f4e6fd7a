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
      let runner = VaultQuery(vault: vault, reader: context.reader, today: try context.today())
      let path = try file.map { try Self.vaultPath($0, in: vault) }
      var sources: [(text: String, line: Int, origin: String)] = []
      if let text {
        sources = [(text, 1, "query")]
      } else if let path {
        guard let note = try? String(contentsOfFile: vault.absolute(path), encoding: .utf8) else {
          throw UserError("\(path): cannot read the note; give a note of the vault")
        }
        sources = VaultQuery.blocks(in: note).map { ($0.source, $0.line + 1, path) }
        if sources.isEmpty {
          throw UserError("\(path): no ```tasks block in the note; write one, or give the query as TEXT")
        }
      } else {
        sources = [(String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self), 1, "stdin")]
      }
      var answers: [VaultQuery.Answer] = []
      for source in sources {
        let (block, combined) = runner.query(source.text, file: path)
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
      for (index, answer) in answers.enumerated() {
        if global.json {
          Output.line(QueryPresenter.json(answer))
        } else {
          if index > 0 { Output.line() }
          Output.write(QueryPresenter.text(answer, style: Style(enabled: context.root.color)))
        }
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
