import Foundation
import QuireTestSupport
import Testing

/// The documents stay true to the repository they describe (CONTRIBUTING.md, "Comments and documents"):
///
/// - every repository path a document cites (backticked, linked or written out: `Sources/...`,
///   `docs/...`, `Tests/...`, `Templates/...`, `Benchmarks/...`, `.ci/...`, `Samples/...`,
///   `Plugins/...`, or `./`, `../` from the document's folder) exists;
/// - docs/index.md states the index format version the code has (`IndexSchema.formatVersion`);
/// - no file cites a document outside the repository (the design or style notes) or a tracker
///   issue by its number: a rule is cited by the docs/ page that holds it.
///
/// The files are read from the checkout (`RepositoryPaths.root`), so every `make test` checks them.
@Suite struct RepositoryCitationsTests {
  static let root = RepositoryPaths.root.standardizedFileURL.path

  // MARK: - Paths the documents cite

  /// The folders a cited path may start with (as the repository's root holds them).
  static let topFolders: Set<String> = [
    "Sources", "docs", "Tests", "Templates", "Benchmarks", ".ci", "Samples", "Plugins",
  ]

  /// Relative paths that are examples, not citations: `document path` → why.
  static let examples: [String: String] = [
    "docs/agenda.md ../weekly/2026-W48.md": "a link between two generated pages, relative to agenda/daily/"
  ]

  @Test func everyPathADocumentCitesExists() throws {
    var checked = 0
    for document in Self.documents() {
      let text = try Self.read(document)
      for citation in Self.citations(in: text) {
        for path in Self.expanded(citation.path) {
          guard let resolved = Self.resolve(path, from: document) else { continue }
          checked += 1
          if Self.examples["\(document) \(citation.path)"] != nil { continue }
          if !Self.exists(resolved) {
            Issue.record(
              "\(document):\(citation.line) cites '\(citation.path)', which is not in the repository; fix or remove it")
          }
        }
      }
    }
    // The scan itself must find the paths: a broken pattern would check nothing.
    #expect(checked > 200)
  }

  /// README.md, CONTRIBUTING.md, docs/*.md, Samples/README.md, Benchmarks/*.md and every README.md
  /// under Tests/Fixtures.
  static func documents() -> [String] {
    var documents = ["README.md", "CONTRIBUTING.md", "Samples/README.md"]
    documents += files(under: "docs").filter { $0.hasSuffix(".md") && $0.split(separator: "/").count == 2 }
    documents += files(under: "Benchmarks").filter { $0.hasSuffix(".md") && $0.split(separator: "/").count == 2 }
    documents += files(under: "Tests/Fixtures").filter { $0.hasSuffix("/README.md") }
    return documents.sorted()
  }

  /// A path as written in a document, and its line.
  struct Citation: Equatable {
    var line: Int
    var path: String
  }

  /// A path standing on its own in prose or code: it starts with a top folder, not inside a URL
  /// or another path.
  static let barePath = try! NSRegularExpression(
    pattern: #"(?<![\w/.~$@-])((?:Sources|docs|Tests|Templates|Benchmarks|\.ci|Samples|Plugins)/[^\s`'"()\[\]|,;#]*)"#)
  /// The target of a Markdown link or image.
  static let link = try! NSRegularExpression(pattern: #"\]\(([^)\s]+)\)"#)

  /// The paths `text` cites: the repository paths in its code spans, fenced blocks and prose,
  /// the relative paths in its code spans (`./`, `../`) and the targets of its links.
  static func citations(in text: String) -> [Citation] {
    var found: [Citation] = []
    var fenced = false
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let number = index + 1
      let trimmed = line.drop { $0 == " " }
      if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
        fenced.toggle()
        continue
      }
      let line = String(line)
      for path in matches(barePath, in: line) { found.append(Citation(line: number, path: path)) }
      if fenced { continue }
      // Code spans are the odd pieces between backticks; links are looked for outside them.
      var prose = ""
      for (i, piece) in line.split(separator: "`", omittingEmptySubsequences: false).enumerated() {
        guard i % 2 == 1 else {
          prose += piece + " "
          continue
        }
        for token in piece.split(separator: " ") where token.hasPrefix("./") || token.hasPrefix("../") {
          found.append(Citation(line: number, path: String(token)))
        }
      }
      for target in matches(link, in: prose) where !target.contains(":") && !target.hasPrefix("#") {
        let path = String(target.prefix { $0 != "#" })
        let linked = path.hasPrefix("./") || path.hasPrefix("../") ? path : "./" + path
        found.append(Citation(line: number, path: linked))
      }
    }
    return found
  }

  static func matches(_ regex: NSRegularExpression, in line: String) -> [String] {
    let range = NSRange(line.startIndex..., in: line)
    return regex.matches(in: line, range: range).compactMap { match in
      // The first group when the pattern has one, else the whole match.
      Range(match.range(at: match.numberOfRanges > 1 ? 1 : 0), in: line).map { String(line[$0]) }
    }
  }

  /// The paths a citation stands for: `{a,b}` expanded; nothing for an elided one (`...`).
  static func expanded(_ written: String) -> [String] {
    var path = written
    while let last = path.last, ".,;:)'\"".contains(last) { path.removeLast() }
    // `File.swift:42` and `File.swift:42-50` cite lines of the file.
    if let colon = path.lastIndex(of: ":"), path[path.index(after: colon)...].allSatisfy({ $0.isNumber || $0 == "-" }) {
      path = String(path[..<colon])
    }
    guard !path.contains("..."), !path.contains("…"), !path.isEmpty else { return [] }
    guard let open = path.firstIndex(of: "{") else { return path.contains("}") ? [] : [path] }
    guard let close = path[open...].firstIndex(of: "}") else { return [] }
    let head = path[..<open]
    let tail = path[path.index(after: close)...]
    return path[path.index(after: open)..<close].split(separator: ",").flatMap {
      expanded(String(head) + $0.trimmingCharacters(in: .whitespaces) + String(tail))
    }
  }

  /// The repository-relative form of `path` as `document` cites it, or `nil` when it is no
  /// repository path (another top folder, or a relative path that leaves the repository).
  static func resolve(_ path: String, from document: String) -> String? {
    if path.hasPrefix("./") || path.hasPrefix("../") {
      let folder = URL(fileURLWithPath: root + "/" + document).deletingLastPathComponent()
      let absolute = folder.appendingPathComponent(path).standardizedFileURL.path
      guard absolute.hasPrefix(root + "/") else { return nil }
      return String(absolute.dropFirst(root.count + 1))
    }
    guard let top = path.split(separator: "/").first, topFolders.contains(String(top)) else { return nil }
    return path
  }

  /// Whether a file or folder matches `path`, whose parts may hold `*`, `**` or a `<placeholder>`.
  static func exists(_ path: String) -> Bool {
    matching(path.split(separator: "/").map(String.init), in: root)
  }

  static func matching(_ parts: [String], in folder: String) -> Bool {
    guard let part = parts.first else { return true }
    let rest = Array(parts.dropFirst())
    let wild = part.contains("*") || part.contains("<")
    if !wild {
      let next = folder + "/" + part
      return FileManager.default.fileExists(atPath: next) && matching(rest, in: next)
    }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    if part == "**" {
      if matching(rest, in: folder) { return true }
      return names.contains { isFolder(folder + "/" + $0) && matching(parts, in: folder + "/" + $0) }
    }
    var pattern = "^"
    var placeholder = false
    for c in part {
      switch c {
      case "<": placeholder = true
      case ">":
        placeholder = false
        pattern += ".+"
      case "*" where !placeholder: pattern += ".*"
      default: if !placeholder { pattern += NSRegularExpression.escapedPattern(for: String(c)) }
      }
    }
    guard let regex = try? NSRegularExpression(pattern: pattern + "$") else { return false }
    return names.contains { name in
      regex.firstMatch(in: name, range: NSRange(name.startIndex..., in: name)) != nil
        && matching(rest, in: folder + "/" + name)
    }
  }

  static func isFolder(_ path: String) -> Bool {
    var folder: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
  }

  // MARK: - The index's format version

  @Test func indexDocStatesTheFormatVersionOfTheCode() throws {
    let schema = try Self.read("Sources/QuireKit/Index/IndexSchema.swift")
    let constant = try NSRegularExpression(pattern: #"static let formatVersion = (\d+)"#)
    let code = try #require(Self.matches(constant, in: schema).first.flatMap { Int($0) })
    // A sentence that names the format version and then a number: "... formatVersion ... (it is 6 ...".
    let statement = try NSRegularExpression(
      pattern: #"(?:formatVersion|format version)[^.]*?\b(?:is|=|version)\s+(\d+)\b"#, options: [.caseInsensitive])
    let doc = try Self.read("docs/index.md").replacingOccurrences(of: "\n", with: " ")
    let stated = Self.matches(statement, in: doc).compactMap { Int($0) }
    #expect(!stated.isEmpty, "docs/index.md no longer says which index format version the code has")
    for version in stated where version != code {
      Issue.record(
        "docs/index.md states index format version \(version), the code's IndexSchema.formatVersion is \(code)")
    }
  }

  // MARK: - Citations of what is not in the repository

  /// The folders and files whose text is checked.
  static let checkedRoots = [
    "Sources", "Tests", "docs", "README.md", "CONTRIBUTING.md", "Samples", "Templates", "Benchmarks", ".ci",
  ]

  /// Material copied from other projects, kept as it was written there (each folder's README says
  /// from where): their own notes may name their trackers' issues.
  static func isCopied(_ path: String) -> Bool {
    if path.hasPrefix("Tests/Fixtures/vaults/obsidian-tasks-demo/") { return true }
    if path.hasPrefix("Tests/Fixtures/vaults/obsidian-tasks-demo-settings/") { return true }
    if path.hasPrefix("Tests/Fixtures/icalendar/corpus/") || path.hasPrefix("Tests/Fixtures/icalendar/public/") {
      return !path.hasSuffix("/README.md")
    }
    // The plugins' test expectations, with the comments of their tests (`source_comments`).
    return path.hasPrefix("Tests/Fixtures/compat/") && path.hasSuffix(".json")
  }

  /// The notes that held the design and the house style before docs/ did.
  static let outsideDocuments = try! NSRegularExpression(pattern: #"\b(?:design|style)\.md\b"#)
  /// `issue 16`, `issues #3`, `Issue 19`.
  static let issueWord = try! NSRegularExpression(pattern: #"\bissues?\s+#?\d+"#, options: [.caseInsensitive])
  /// `#123` standing alone (not `&#58;`, `a#1`, a date `#2026-11-06` or a colour `fill="#123"`).
  static let issueNumber = try! NSRegularExpression(pattern: #"(?<![\w&#/\\"'=:])#\d+(?![\w-])"#)

  @Test func nothingCitesADocumentOutsideTheRepositoryOrAnIssueNumber() throws {
    let own = URL(fileURLWithPath: #filePath).standardizedFileURL.path
    var scanned = 0
    for file in Self.checkedRoots.flatMap({ Self.files(under: $0) }) where !Self.isCopied(file) {
      guard Self.root + "/" + file != own,
        let data = FileManager.default.contents(atPath: Self.root + "/" + file), !data.contains(0)
      else { continue }
      scanned += 1
      let text = String(decoding: data, as: UTF8.self)
      guard text.contains(".md") || text.contains("#") || text.localizedCaseInsensitiveContains("issue") else {
        continue
      }
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let line = String(line)
        let found =
          Self.matches(Self.outsideDocuments, in: line) + Self.matches(Self.issueWord, in: line)
          + Self.matches(Self.issueNumber, in: line)
        for citation in found {
          Issue.record(
            "\(file):\(index + 1) cites '\(citation)'; cite the docs/ page that holds the rule instead")
        }
      }
    }
    #expect(scanned > 500)
  }

  // MARK: - Files

  static func read(_ path: String) throws -> String {
    String(decoding: try Data(contentsOf: URL(fileURLWithPath: root + "/" + path)), as: UTF8.self)
  }

  /// Every file at or under `path` (repository-relative), hidden ones included (fixture vaults
  /// hold `.quire/config.yaml`).
  static func files(under path: String) -> [String] {
    let absolute = root + "/" + path
    guard isFolder(absolute) else { return FileManager.default.fileExists(atPath: absolute) ? [path] : [] }
    guard let walk = FileManager.default.enumerator(atPath: absolute) else { return [] }
    var found: [String] = []
    while let name = walk.nextObject() as? String {
      if !isFolder(absolute + "/" + name) { found.append(path + "/" + name) }
    }
    return found.sorted()
  }
}
