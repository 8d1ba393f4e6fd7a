import Foundation
import QuireCore

/// Creates a new vault from the templates (`quire init`): the built-in ones, or `$QUIRE_TEMPLATES`.
public enum VaultInitializer {
  /// Writes `.quire/config.yaml`, `.gitignore`, `.gitattributes` (the merge driver), the inbox note and the
  /// conventional folders into `folder`. Refuses a folder that already holds `.quire/`;
  /// never overwrites an existing file.
  /// - Returns: the vault-relative paths created.
  public static func create(at folder: String, templates: TemplateFiles) throws(QuireKitError) -> [String] {
    let fm = FileManager.default
    guard !fm.fileExists(atPath: folder + "/.quire") else { throw .alreadyAVault(folder) }
    var created: [String] = []
    do {
      try fm.createDirectory(atPath: folder + "/.quire/cache", withIntermediateDirectories: true)
      try copy(templates.files["config.yaml"], to: folder + "/.quire/config.yaml", as: ".quire/config.yaml", &created)
      // Templates are not copied: a copy would pin this version's templates and hide later
      // fixes. A vault overrides one by putting a file at the same relative path in
      // `.quire/templates/` (Templates/README.md).
      try copy(templates.files["gitignore"], to: folder + "/.gitignore", as: ".gitignore", &created)
      try copy(templates.files["gitattributes"], to: folder + "/.gitattributes", as: ".gitattributes", &created)
      let defaults = VaultConfig()
      for sub in [
        defaults.folders.journal, defaults.folders.planner, defaults.folders.habits, defaults.folders.dreams,
        defaults.folders.goals, defaults.folders.courses, defaults.folders.decks, defaults.folders.notes,
      ] where !fm.fileExists(atPath: folder + "/" + sub) {
        try fm.createDirectory(atPath: folder + "/" + sub, withIntermediateDirectories: true)
        created.append(sub + "/")
      }
      let inbox = folder + "/" + defaults.inbox
      if !fm.fileExists(atPath: inbox) {
        try Data("# Inbox\n\n".utf8).write(to: URL(fileURLWithPath: inbox), options: .atomic)
        created.append(defaults.inbox)
      }
    } catch let error as QuireKitError {
      throw error
    } catch {
      throw .writeFailed(folder, error.localizedDescription)
    }
    return created
  }

  private static func copy(_ bytes: [UInt8]?, to target: String, as name: String, _ created: inout [String]) throws {
    guard let bytes, !FileManager.default.fileExists(atPath: target) else { return }
    try Data(bytes).write(to: URL(fileURLWithPath: target), options: .atomic)
    created.append(name)
  }
}
