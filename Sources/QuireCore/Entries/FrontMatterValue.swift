/// A front matter value as written: every scalar is kept as its raw text, so YAML 1.1's
/// guesses (`08:30` as the number 510, `yes` as true, `2026-11-22` as a UTC instant)
/// never happen; typed readers below parse the text themselves.
public indirect enum FrontMatterValue: Sendable, Equatable {
  /// A scalar's raw text; `plain` is false when it was quoted or a block scalar.
  case scalar(String, plain: Bool, line: Int)
  case list([FrontMatterValue], line: Int)
  case map([(key: String, value: FrontMatterValue)], line: Int)

  /// The file line where the value starts.
  public var line: Int {
    switch self {
    case .scalar(_, _, let line), .list(_, let line), .map(_, let line): return line
    }
  }

  /// Whether the value is a list.
  public var isList: Bool { if case .list = self { true } else { false } }

  /// Whether the value is a map.
  public var isMap: Bool { if case .map = self { true } else { false } }

  /// The text of a scalar, `nil` for an empty plain scalar (`key:` or `key: ~` / `null`).
  public var text: String? {
    guard case .scalar(let s, let plain, _) = self else { return nil }
    if plain, s.isEmpty || s == "~" || s == "null" || s == "Null" || s == "NULL" { return nil }
    return s
  }

  public static func == (a: FrontMatterValue, b: FrontMatterValue) -> Bool {
    switch (a, b) {
    case let (.scalar(x, px, lx), .scalar(y, py, ly)): return x == y && px == py && lx == ly
    case let (.list(x, lx), .list(y, ly)): return x == y && lx == ly
    case let (.map(x, lx), .map(y, ly)):
      return lx == ly && x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: return false
    }
  }
}
