import Foundation
import QuireCore

/// Creates notes from the Mustache templates (`quire journal`, `quire note new`, `quire goal new`,
/// and any command that needs a day's note that does not exist yet). A note that exists is never
/// overwritten.
public struct NoteCreator: Sendable {
  public let vault: Vault
  public let templates: TemplateSet

  public init(vault: Vault, templates: TemplateSet) {
    self.vault = vault
    self.templates = templates
  }

  /// The day's note for `plan.date`: created from `notes/daily` when missing.
  /// - Returns: the vault-relative path and whether it was created now.
  @discardableResult
  public func dailyNote(_ plan: DailyNotePlan) throws -> (path: String, created: Bool) {
    let path = DailyNotePlan.path(for: plan.date, journalFolder: vault.config.folders.journal)
    let habits: [[String: Any]] = plan.habits.map { slot in
      var item: [String: Any] = ["name": slot.name, "slug": slot.slug]
      if let time = slot.time { item["time"] = time }
      return item
    }
    let model: [String: Any] = [
      "date": plan.date.description, "weekday": plan.weekday, "habits": habits, "tasks": plan.tasks,
    ]
    let created = try create(path, template: "notes/daily", model: model)
    return (path, created)
  }

  /// Renders `template` with `model` into the vault-relative `path` unless a file is there.
  /// - Returns: whether the note was created.
  @discardableResult
  public func create(_ path: String, template: String, model: [String: Any]) throws -> Bool {
    try VaultLock.holding(vault) { try createUnlocked(path, template: template, model: model) }
  }

  private func createUnlocked(_ path: String, template: String, model: [String: Any]) throws -> Bool {
    let editor = NoteEditor(vault: vault)
    let absolute = try editor.path(of: path)
    if FileManager.default.fileExists(atPath: absolute) { return false }
    let text = try templates.render(template, model)
    do {
      try FileManager.default.createDirectory(
        atPath: (absolute as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    } catch {
      throw QuireKitError.writeFailed(path, error.localizedDescription)
    }
    try AtomicWriter.write(Array(text.utf8), to: absolute, expecting: nil)
    return true
  }

  /// Renders `template` with `viewModel` and writes it to `folder/stem.md`, or `stem-2.md`,
  /// `stem-3.md`, ... when that exists (`quire dream new`, `quire deck new`). Returns the
  /// vault-relative path written.
  public func create(template: String, viewModel: [String: Any], folder: String, stem: String) throws -> String {
    let text = try templates.render(template, viewModel)
    return try VaultLock.holding(vault) { try createUnlocked(text: text, folder: folder, stem: stem) }
  }

  private func createUnlocked(text: String, folder: String, stem: String) throws -> String {
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
