import Foundation
import QuireCore

/// Creates new notes from the Mustache templates (`Templates/notes/*.md`, overridable in
/// `.quire/templates/`), never overwriting a file.
public struct NoteCreator: Sendable {
  public let vault: Vault
  public let templates: TemplateSet

  public init(vault: Vault, templates: TemplateSet) {
    self.vault = vault
    self.templates = templates
  }

  /// The English weekday name of `date` (`Monday` ... `Sunday`), for the template's `weekday`.
  public static func weekday(_ date: LocalDate) -> String {
    ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"][date.isoWeekday - 1]
  }

  /// Renders `template` with `viewModel` and writes it to `folder/stem.md`, or `stem-2.md`,
  /// `stem-3.md`, ... when that exists. Returns the vault-relative path written.
  public func create(template: String, viewModel: [String: Any], folder: String, stem: String) throws -> String {
    let text = try templates.render(template, viewModel)
    let editor = NoteEditor(vault: vault)
    var n = 1
    while true {
      let relative = folder + "/" + stem + (n == 1 ? "" : "-\(n)") + ".md"
      let absolute = try editor.path(of: relative)
      if !FileManager.default.fileExists(atPath: absolute) {
        try FileManager.default.createDirectory(
          atPath: (absolute as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        do {
          try AtomicWriter.write(Array(text.utf8), to: absolute, expecting: nil)
          return relative
        } catch {
          // Created by someone else between the check and the write: take the next name.
          guard case .changedOnDisk = error else { throw error }
        }
      }
      n += 1
    }
  }
}
