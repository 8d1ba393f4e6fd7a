import ArgumentParser
import Foundation
import QuireCore
import QuireKit

/// `quire dream list`.
struct DreamListCommand: VaultCommand {
  static let configuration = CommandConfiguration(
    commandName: "list", abstract: "List dreams, newest first, with whether they came true and their prediction.")

  @OptionGroup var global: GlobalOptions

  func run() throws {
    try withVault { context in
      let root = context.root
      let contents = context.reader.contents(.dream)
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
