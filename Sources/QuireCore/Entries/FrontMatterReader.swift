import QuireMarkdown
import Yams

/// Reads a note's front matter into raw values with file line numbers.
public enum FrontMatterReader {
  /// Composes the YAML without type resolution. A YAML error becomes one diagnostic
  /// (file line = YAML line + the opening fence) and an empty result.
  public static func read(_ frontMatter: FrontMatter, file: String, into sink: inout [Diagnostic]) -> FrontMatterFields {
    read(frontMatter, file: file, into: &sink, fastPath: true)
  }

  /// `fastPath: false` always composes with Yams (the differential test compares both).
  static func read(_ frontMatter: FrontMatter, file: String, into sink: inout [Diagnostic], fastPath: Bool)
    -> FrontMatterFields
  {
    let offset = frontMatter.firstLine - 1
    if fastPath, let values = SimpleFrontMatter.parse(frontMatter.yaml, firstLine: frontMatter.firstLine) {
      return FrontMatterFields(values: values, line: frontMatter.firstLine - 1)
    }
    let node: Node?
    do {
      node = try Yams.compose(yaml: frontMatter.yaml, Resolver.basic, Constructor.default, .utf8)
    } catch let error as YamlError {
      sink.append(diagnostic(for: error, yaml: frontMatter.yaml, offset: offset, file: file))
      return FrontMatterFields(values: [:], line: frontMatter.firstLine - 1)
    } catch {
      sink.append(
        Diagnostic(
          file: file, line: frontMatter.firstLine, severity: .error, code: "yaml-syntax",
          message: "front matter is not valid YAML (\(error)); fix it or quote the value"))
      return FrontMatterFields(values: [:], line: frontMatter.firstLine - 1)
    }
    guard let node else { return FrontMatterFields(values: [:], line: frontMatter.firstLine - 1) }
    guard case .mapping(let mapping) = node else {
      sink.append(
        Diagnostic(
          file: file, line: frontMatter.firstLine, column: 1, severity: .error, code: "yaml-not-mapping",
          message: "front matter must be a list of `key: value` lines"))
      return FrontMatterFields(values: [:], line: frontMatter.firstLine - 1)
    }
    var values: [String: FrontMatterValue] = [:]
    for (key, value) in mapping {
      guard let name = key.scalar?.string else { continue }
      values[name] = convert(value, offset: offset)
    }
    return FrontMatterFields(values: values, line: frontMatter.firstLine - 1)
  }

  private static func convert(_ node: Node, offset: Int) -> FrontMatterValue {
    let line = (node.mark?.line ?? 1) + offset
    switch node {
    case .scalar(let scalar):
      return .scalar(scalar.string, plain: scalar.style == .plain || scalar.style == .any, line: line)
    case .sequence(let sequence):
      return .list(sequence.map { convert($0, offset: offset) }, line: line)
    case .mapping(let mapping):
      return .map(mapping.compactMap { k, v in k.scalar.map { ($0.string, convert(v, offset: offset)) } }, line: line)
    case .alias:
      return .scalar("", plain: true, line: line)
    }
  }

  private static func diagnostic(for error: YamlError, yaml: String, offset: Int, file: String) -> Diagnostic {
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
      file: file, line: line, column: column, severity: .error, code: "yaml-syntax",
      message: "front matter is not valid YAML: \(problem); fix this line (quote values that contain ': ' or '#')")
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
