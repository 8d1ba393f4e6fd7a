import QuireMarkdown
import Yams

/// Reads a note's front matter into raw values with file line numbers.
public enum FrontMatterReader {
  /// Composes the YAML without type resolution. A YAML error becomes one diagnostic
  /// (file line = YAML line + the opening fence) and an empty result.
  public static func read(
    _ frontMatter: FrontMatter, file: String, into sink: inout [Diagnostic], what: String = "front matter"
  ) -> FrontMatterFields {
    read(frontMatter, file: file, into: &sink, fastPath: true, what: what)
  }

  /// `fastPath: false` always composes with Yams (the differential test compares both).
  static func read(
    _ frontMatter: FrontMatter, file: String, into sink: inout [Diagnostic], fastPath: Bool,
    what: String = "front matter"
  ) -> FrontMatterFields {
    let offset = frontMatter.firstLine - 1
    if fastPath, let values = SimpleFrontMatter.parse(frontMatter.yaml, firstLine: frontMatter.firstLine) {
      return FrontMatterFields(values: values, line: frontMatter.firstLine - 1)
    }
    let node: Node?
    do {
      node = try Yams.compose(yaml: frontMatter.yaml, Resolver.basic, Constructor.default, .utf8)
    } catch let error as YamlError {
      sink.append(diagnostic(for: error, yaml: frontMatter.yaml, offset: offset, file: file, what: what))
      return FrontMatterFields(values: [:], line: frontMatter.firstLine - 1)
    } catch {
      sink.append(
        Diagnostic(
          file: file, line: frontMatter.firstLine, .yamlSyntax(what: what, error: "\(error)")))
      return FrontMatterFields(values: [:], line: frontMatter.firstLine - 1)
    }
    guard let node else { return FrontMatterFields(values: [:], line: frontMatter.firstLine - 1) }
    guard case .mapping(let mapping) = node else {
      sink.append(
        Diagnostic(
          file: file, line: frontMatter.firstLine, column: 1, .yamlNotMapping(what: what)))
      return FrontMatterFields(values: [:], line: frontMatter.firstLine - 1)
    }
    var values: [String: FrontMatterValue] = [:]
    // Aliases share nodes, so a few hundred bytes can name billions of them ("billion laughs"):
    // stop after a budget far above any real front matter.
    var budget = maxNodes
    for (key, value) in mapping {
      guard let name = key.scalar?.string else { continue }
      guard let converted = convert(value, offset: offset, budget: &budget) else {
        sink.append(
          Diagnostic(
            file: file, line: frontMatter.firstLine, .yamlTooLarge(what: what, limit: maxNodes)))
        return FrontMatterFields(values: [:], line: frontMatter.firstLine - 1)
      }
      values[name] = converted
    }
    return FrontMatterFields(values: values, line: frontMatter.firstLine - 1)
  }

  /// The most values one front matter may hold.
  static let maxNodes = 10_000

  private static func convert(_ node: Node, offset: Int, budget: inout Int) -> FrontMatterValue? {
    budget -= 1
    guard budget >= 0 else { return nil }
    let line = (node.mark?.line ?? 1) + offset
    switch node {
    case .scalar(let scalar):
      return .scalar(scalar.string, plain: scalar.style == .plain || scalar.style == .any, line: line)
    case .sequence(let sequence):
      var items: [FrontMatterValue] = []
      for item in sequence {
        guard let value = convert(item, offset: offset, budget: &budget) else { return nil }
        items.append(value)
      }
      return .list(items, line: line)
    case .mapping(let mapping):
      var entries: [(key: String, value: FrontMatterValue)] = []
      for (k, v) in mapping {
        guard let key = k.scalar?.string else { continue }
        guard let value = convert(v, offset: offset, budget: &budget) else { return nil }
        entries.append((key, value))
      }
      return .map(entries, line: line)
    case .alias:
      return .scalar("", plain: true, line: line)
    }
  }

  private static func diagnostic(for error: YamlError, yaml: String, offset: Int, file: String, what: String)
    -> Diagnostic
  {
    var line: Int? = offset + 1
    var column: Int? = nil
    var problem = "invalid YAML"
    switch error {
    case .scanner(_, let p, let mark, _), .parser(_, let p, let mark, _), .composer(_, let p, let mark, _):
      problem = p
      line = mark.line + offset
      column = byteColumn(yaml: yaml, line: mark.line, scalarColumn: mark.column)
    case .duplicatedKeysInMapping(let duplicates, let context):
      problem = "duplicate key \(duplicates.map { "'\($0)'" }.joined(separator: ", "))"
      line = context.mark.line + offset
    case .reader(let p, _, _, _):
      problem = p
    default:
      problem = "\(error)"
    }
    return Diagnostic(
      file: file, line: line, column: column, .yamlSyntaxAt(what: what, problem: problem))
  }

  /// Converts a libyaml column (Unicode scalars, 1-based) to a UTF-8 byte column.
  static func byteColumn(yaml: String, line: Int, scalarColumn: Int) -> Int {
    let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false)
    guard line >= 1, line <= lines.count else { return scalarColumn }
    let scalars = lines[line - 1].unicodeScalars
    var bytes = 0
    for (i, s) in scalars.enumerated() where i < scalarColumn - 1 { bytes += String(s).utf8.count }
    return bytes + 1
  }
}
