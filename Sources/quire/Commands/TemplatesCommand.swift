import ArgumentParser
import Foundation
import QuireKit

/// `quire templates`: the templates compiled into the binary.
struct TemplatesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "templates", abstract: "The built-in templates: write them out to edit them.",
    subcommands: [TemplatesExportCommand.self])
}

/// `quire templates export DIR`: writes the built-in templates into DIR, never over a file.
struct TemplatesExportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export",
    abstract: "Write the built-in templates into a folder (existing files are kept and named).",
    discussion: """
      To change a template for one vault, export them, then copy the files you edit into the vault's \
      .quire/templates/ under the same relative path (pages/daily.md, notes/event.md, ...).
      """)

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The folder to write the templates into (created when missing).")
  var directory: String

  func run() throws {
    try reportingUserErrors {
      let files = try CompositionRoot(options: global).templateFiles()
      let report = try TemplateExporter.export(files, to: directory)
      for name in report.written { Output.line("wrote \(directory)/\(name)") }
      for name in report.skipped { Output.error("quire: skipped \(directory)/\(name): it exists (kept as it is)") }
      Output.line("\(report.written.count) written, \(report.skipped.count) skipped")
    }
  }
}
