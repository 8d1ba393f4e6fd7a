import Foundation

/// The files of `Templates/` Quire runs with: the copy compiled into the binary, or a folder
/// named by `$QUIRE_TEMPLATES` (a development override). No other folder is ever searched, so
/// a `Templates/` folder planted near the binary changes nothing (docs/service.md).
///
/// A file is named by its path below the folder (`config.yaml`, `pages/daily.md`). A vault's
/// own overrides in `.quire/templates/` are applied on top by `TemplateSet`.
public struct TemplateFiles: Sendable {
  /// Where the files came from.
  public enum Origin: Equatable, Sendable {
    /// Compiled into the binary from the repository's `Templates/` (the EmbedTemplates plugin).
    case builtIn
    /// Read from this folder (`$QUIRE_TEMPLATES`).
    case folder(String)
  }

  public let origin: Origin
  /// Every file's bytes by its relative path.
  public let files: [String: [UInt8]]

  /// The files compiled into this binary.
  public static let builtIn = TemplateFiles(
    origin: .builtIn,
    files: Dictionary(
      builtInTemplateData.map { ($0.path, [UInt8](Data(base64Encoded: $0.base64) ?? Data())) },
      uniquingKeysWith: { first, _ in first }))

  init(origin: Origin, files: [String: [UInt8]]) {
    self.origin = origin
    self.files = files
  }

  /// Every regular file below `folder` (hidden ones left out; none when the folder is missing).
  public init(folder: String) {
    var files: [String: [UInt8]] = [:]
    if let enumerator = FileManager.default.enumerator(atPath: folder) {
      while let relative = enumerator.nextObject() as? String {
        guard !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { continue }
        var isDirectory: ObjCBool = false
        let path = folder + "/" + relative
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
          let data = FileManager.default.contents(atPath: path)
        else { continue }
        files[relative] = [UInt8](data)
      }
    }
    self.init(origin: .folder(folder), files: files)
  }

  /// `$QUIRE_TEMPLATES` when it is set and not empty, else the built-in files.
  ///
  /// - Throws: `QuireKitError.templatesNotFound` when `$QUIRE_TEMPLATES` names a folder without `config.yaml`.
  public static func resolve(environment: [String: String]) throws(QuireKitError) -> TemplateFiles {
    guard let folder = environment["QUIRE_TEMPLATES"], !folder.isEmpty else { return builtIn }
    let files = TemplateFiles(folder: folder)
    guard files.files["config.yaml"] != nil else { throw .templatesNotFound(folder) }
    return files
  }

  /// The file's text (UTF-8), or `nil` when there is no such file.
  public func text(_ name: String) -> String? {
    files[name].map { String(decoding: $0, as: UTF8.self) }
  }

  /// The Mustache templates: every `.md` file but the READMEs, by name without `.md`, sorted.
  public var templates: [(name: String, text: String)] {
    files.keys.sorted().compactMap { path in
      guard path.hasSuffix(".md"), !path.hasSuffix("README.md"), let text = text(path) else { return nil }
      return (String(path.dropLast(3)), text)
    }
  }

  /// Where a file's name points in messages: `Templates/<name>` for the built-in copy, else its path.
  public func describe(_ name: String) -> String {
    switch origin {
    case .builtIn: return "Templates/" + name
    case .folder(let folder): return folder + "/" + name
    }
  }
}
