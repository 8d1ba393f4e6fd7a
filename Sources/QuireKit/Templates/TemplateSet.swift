import Foundation
import Mustache
import QuireCore

/// The Mustache templates Quire renders: the built-in ones in `Templates/` and a vault's
/// overrides in `.quire/templates/` (same relative names).
///
/// A template is named by its path under the folder without `.md`, such as `notes/event` or
/// `pages/daily`; a template may include any other by that name as a partial (`{{> pages/task}}`).
/// An override with a syntax error is reported as a diagnostic naming its file and line, and
/// the built-in template is used instead. Templates are logic-less:
/// Core builds view-models with display strings ready (docs/architecture.md).
public struct TemplateSet: Sendable {
  /// Problems found while loading overrides; the built-in template stands in for each.
  public let diagnostics: [Diagnostic]
  private let library: MustacheLibrary
  private let names: Set<String>

  /// Loads every `*.md` template under the folder `builtIn` and then `<vaultRoot>/.quire/templates/`.
  public init(builtIn: String, vaultRoot: String?) throws {
    try self.init(files: TemplateFiles(folder: builtIn), vaultRoot: vaultRoot)
  }

  /// Loads every `*.md` template of `files` (the built-in ones, or `$QUIRE_TEMPLATES`) and then
  /// the overrides in `<vaultRoot>/.quire/templates/`.
  ///
  /// - Throws: `QuireKitError.templateBroken` when a built-in template does not parse (a bug
  ///   in the installation, not in the user's vault).
  public init(files: TemplateFiles, vaultRoot: String?) throws {
    var library = MustacheLibrary()
    var names: Set<String> = []
    var diagnostics: [Diagnostic] = []
    for (name, text) in files.templates {
      do {
        try library.register(text, named: name)
      } catch {
        throw QuireKitError.templateBroken(files.describe(name + ".md"), Self.describe(error))
      }
      names.insert(name)
    }
    if let vaultRoot {
      let folder = vaultRoot + "/.quire/templates"
      for (name, path) in Self.templateFiles(under: folder) {
        let relative = ".quire/templates/" + name + ".md"
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
          diagnostics.append(
            Diagnostic(
              file: relative, line: nil, .templateUnreadable))
          continue
        }
        do {
          let template = try MustacheTemplate(string: text)
          library.register(template, named: name)
          names.insert(name)
        } catch {
          let (line, column) = Self.location(of: error)
          diagnostics.append(
            Diagnostic(
              file: relative, line: line, column: column, .templateSyntax(description: Self.describe(error))))
        }
      }
    }
    self.library = library
    self.names = names
    self.diagnostics = diagnostics
  }

  /// Whether a template of this name exists.
  public func contains(_ name: String) -> Bool { names.contains(name) }

  /// Renders the template `name` with `viewModel` (dictionaries, arrays and structs work;
  /// missing keys render empty, so test the view-model itself).
  public func render(_ name: String, _ viewModel: Any) throws -> String {
    try render(name, plain: Self.plain(viewModel) ?? [String: Any]())
  }

  /// Renders the template `name` with an `Encodable` view-model, turned into dictionaries by
  /// its encoding (`TemplateEncoder`: the keys `--json` prints, and faster than reflection).
  public func render(_ name: String, encoding viewModel: some Encodable) throws -> String {
    try render(name, plain: TemplateEncoder.encode(viewModel))
  }

  private func render(_ name: String, plain: Any) throws -> String {
    guard let text = library.render(plain, withTemplate: name) else { throw QuireKitError.templateMissing(name) }
    return text
  }

  /// The view-model as dictionaries and arrays, reflected once.
  ///
  /// swift-mustache looks a key up in a struct by reflecting all of its fields each time
  /// (`Mirror(...).children.filter`), which made rendering a page of a few hundred task rows
  /// the slowest step of a rebuild; a dictionary answers in one lookup. An absent optional
  /// becomes an absent key, which Mustache treats exactly as it treats `nil`.
  static func plain(_ value: Any) -> Any? {
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      guard let wrapped = mirror.children.first else { return nil }
      return plain(wrapped.value)
    case .struct, .class:
      guard !(value is String), !mirror.children.isEmpty else { return value }
      var fields: [String: Any] = [:]
      for child in mirror.children {
        if let label = child.label, let field = plain(child.value) { fields[label] = field }
      }
      return fields
    case .collection, .set:
      return mirror.children.compactMap { plain($0.value) }
    default:
      return value
    }
  }

  // MARK: - Loading

  /// `(name, absolute path)` of every `.md` file below `folder`, sorted by name.
  static func templateFiles(under folder: String) -> [(String, String)] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
    var found: [(String, String)] = []
    while let relative = enumerator.nextObject() as? String {
      guard relative.hasSuffix(".md"), !relative.hasSuffix("README.md") else { continue }
      let path = folder + "/" + relative
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
        continue
      }
      found.append((String(relative.dropLast(3)), path))
    }
    return found.sorted { $0.0 < $1.0 }
  }

  static func location(of error: Error) -> (Int?, Int?) {
    if let parser = error as? MustacheTemplate.ParserError {
      return (parser.context.lineNumber, parser.context.columnNumber)
    }
    return (nil, nil)
  }

  static func describe(_ error: Error) -> String {
    if let parser = error as? MustacheTemplate.ParserError {
      return "\(parser.error) at line \(parser.context.lineNumber), column \(parser.context.columnNumber)"
    }
    return "\(error)"
  }
}
