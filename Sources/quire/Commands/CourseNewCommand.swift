import ArgumentParser
import Foundation
import QuireCore
import QuireKit

/// `quire course new CODE --title TITLE`: `courses/<code>.md` from the course template.
struct CourseNewCommand: VaultCommand {
  /// Creates or changes notes: refused in a folder that is no vault (`VaultCommand.writesNotes`).
  static let writesNotes = true

  static let configuration = CommandConfiguration(
    commandName: "new", abstract: "Create courses/<code>.md from the course template.")

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The course code: letters, digits, - and _ (it is the tag that joins tasks to it: #cs101).")
  var code: String

  @Option(help: ArgumentHelp("The course's title.", valueName: "title"))
  var title: String

  func validate() throws {
    guard !code.isEmpty, code.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }),
      code.contains(where: \.isLetter)
    else {
      throw ValidationError("'\(code)' is not a course code; use letters, digits, - and _ with a letter (cs101)")
    }
  }

  func run() throws {
    var status: Int32 = 0
    try withVault { context in
      let vault = context.vault
      let code = code.lowercased()
      let path = "\(vault.config.folders.courses)/\(code).md"
      let model: [String: Any] = ["code": code, "title": YAMLText.escapedForDoubleQuotes(title)]
      status = try context.createNote(
        path, template: "notes/course", model: model, taken: "choose another code or edit that course")
    }
    if status != 0 { throw ExitCode(status) }
  }
}
