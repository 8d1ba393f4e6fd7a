/// One pattern of the `ignore:` list in `.quire/config.yaml`, read as a line of a `.gitignore`
/// (gitignore(5); docs/ignore.md).
///
/// - `#` starts a comment and a blank pattern matches nothing; `\#` and `\!` are a literal `#`
///   and `!`; trailing spaces are dropped unless escaped (`\ `).
/// - `!` negates: a path an earlier pattern excluded is included again, unless a folder above it
///   is excluded (a folder excluded is never entered).
/// - A `/` at the end matches folders only. A `/` at the start or in the middle anchors the
///   pattern at the vault's root; otherwise it matches a name at any depth.
/// - `*` matches anything but `/`, `?` one character but `/`, `[a-z]`, `[!a]` (or `[^a]`) one
///   character of (not of) a set; `\x` is `x` itself. A whole segment `**` matches any number of
///   folders: `**/x` (at any depth), `a/**` (everything inside `a`), `a/**/b` (zero or more between).
///   Other runs of `*` are a plain `*`. Matching is case-sensitive, as git's is by default.
public struct IgnorePattern: Sendable, Equatable {
  /// The pattern as written (for messages and `quire check`).
  public let text: String
  /// The config line it was written on, when known.
  public let line: Int?
  /// `!pattern`: a match includes the path again.
  public let negated: Bool
  /// `pattern/`: only folders match.
  public let folderOnly: Bool
  /// A `/` at the start or in the middle: matched against the whole vault-relative path, else
  /// against the last name only.
  public let anchored: Bool
  /// The segments between `/`, each a list of tokens.
  let segments: [Segment]

  /// A segment of the pattern: `**` or a name pattern.
  enum Segment: Sendable, Equatable {
    case anyFolders
    case name([Token])
  }

  /// One token of a name pattern.
  enum Token: Sendable, Equatable {
    case literal(Unicode.Scalar)
    case anyOne
    case anyRun
    case set(ranges: [ClosedRange<Unicode.Scalar>], negated: Bool)
  }

  /// Why a pattern cannot be used.
  public enum Problem: Error, Sendable, Equatable {
    /// Nothing to match after `!` (a bare `!`, `!/`).
    case empty
    /// A `[` without its `]`.
    case unclosedSet
    /// A `\` at the very end, escaping nothing.
    case trailingBackslash
    /// A `..` segment: patterns name paths inside the vault.
    case parentFolder

    /// The reason, for the config warning.
    public var reason: String {
      switch self {
      case .empty: "it matches nothing"
      case .unclosedSet: "a '[' is never closed by ']'"
      case .trailingBackslash: "it ends with a '\\' that escapes nothing"
      case .parentFolder: "'..' cannot name a path inside the vault"
      }
    }
  }

  /// Reads one pattern; `nil` for a comment or a blank line, which match nothing.
  ///
  /// - Throws: ``Problem`` when the pattern cannot be used.
  public init?(_ text: String, line: Int? = nil) throws(Problem) {
    var scalars = Array(text.unicodeScalars)
    // Trailing spaces go, unless the last is escaped (an odd number of backslashes before it).
    while let last = scalars.last, last == " " {
      var slashes = 0
      var index = scalars.count - 2
      while index >= 0, scalars[index] == "\\" {
        slashes += 1
        index -= 1
      }
      if slashes % 2 == 1 { break }
      scalars.removeLast()
    }
    guard let first = scalars.first, first != "#" else { return nil }
    self.text = text
    self.line = line
    negated = first == "!"
    if negated { scalars.removeFirst() }
    folderOnly = scalars.last == "/" && !Self.isEscaped(scalars, at: scalars.count - 1)
    while scalars.last == "/" { scalars.removeLast() }
    guard !scalars.isEmpty else { throw .empty }
    anchored = scalars.dropLast().contains("/")
    while scalars.first == "/" { scalars.removeFirst() }
    guard !scalars.isEmpty else { throw .empty }
    var segments: [Segment] = []
    for part in scalars.split(separator: "/", omittingEmptySubsequences: true) {
      if part.elementsEqual(["*", "*"]) {
        // Consecutive `**` segments mean the same as one.
        if segments.last != .anyFolders { segments.append(.anyFolders) }
      } else if part.elementsEqual([".", "."]) {
        throw .parentFolder
      } else {
        segments.append(.name(try Self.tokens(Array(part))))
      }
    }
    self.segments = segments
  }

  /// Whether the pattern matches the vault-relative `path` (a folder when `isFolder`), on its
  /// own: negation and the folders above are the list's business (``IgnoreRules``).
  public func matches(_ path: String, isFolder: Bool) -> Bool {
    if folderOnly, !isFolder { return false }
    let parts = path.split(separator: "/").map { Array($0.unicodeScalars) }
    guard !parts.isEmpty else { return false }
    if anchored { return Self.match(segments[...], parts[...]) }
    // Not anchored: the last name alone (a pattern without `/` has one segment).
    return Self.match(segments[...], parts[(parts.count - 1)...])
  }

  // MARK: - Reading

  private static func isEscaped(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
    var slashes = 0
    var i = index - 1
    while i >= 0, scalars[i] == "\\" {
      slashes += 1
      i -= 1
    }
    return slashes % 2 == 1
  }

  private static func tokens(_ part: [Unicode.Scalar]) throws(Problem) -> [Token] {
    var tokens: [Token] = []
    var i = 0
    while i < part.count {
      let c = part[i]
      switch c {
      case "\\":
        guard i + 1 < part.count else { throw .trailingBackslash }
        tokens.append(.literal(part[i + 1]))
        i += 2
      case "*":
        if tokens.last != .anyRun { tokens.append(.anyRun) }
        i += 1
      case "?":
        tokens.append(.anyOne)
        i += 1
      case "[":
        let (token, next) = try set(part, from: i + 1)
        tokens.append(token)
        i = next
      default:
        tokens.append(.literal(c))
        i += 1
      }
    }
    return tokens
  }

  /// A `[...]` set whose contents start at `start`; returns the token and the index after `]`.
  private static func set(_ part: [Unicode.Scalar], from start: Int) throws(Problem) -> (Token, Int) {
    var i = start
    var negated = false
    if i < part.count, part[i] == "!" || part[i] == "^" {
      negated = true
      i += 1
    }
    var ranges: [ClosedRange<Unicode.Scalar>] = []
    var first = true
    while i < part.count {
      var c = part[i]
      // A `]` first in the set is a member, as in fnmatch.
      if c == "]", !first { return (.set(ranges: ranges, negated: negated), i + 1) }
      first = false
      if c == "\\" {
        guard i + 1 < part.count else { throw .trailingBackslash }
        i += 1
        c = part[i]
      }
      if i + 2 < part.count, part[i + 1] == "-", part[i + 2] != "]" {
        var upper = part[i + 2]
        var skip = 3
        if upper == "\\", i + 3 < part.count {
          upper = part[i + 3]
          skip = 4
        }
        if c <= upper { ranges.append(c...upper) }
        i += skip
      } else {
        ranges.append(c...c)
        i += 1
      }
    }
    throw .unclosedSet
  }

  // MARK: - Matching

  /// Segments against path names: `**` takes zero or more names, except at the end, where it
  /// takes at least one (`a/**` is what is inside `a`, not `a`).
  private static func match(_ segments: ArraySlice<Segment>, _ names: ArraySlice<[Unicode.Scalar]>) -> Bool {
    guard let segment = segments.first else { return names.isEmpty }
    switch segment {
    case .anyFolders:
      let rest = segments.dropFirst()
      if rest.isEmpty { return !names.isEmpty }
      var remaining = names
      while true {
        if match(rest, remaining) { return true }
        guard !remaining.isEmpty else { return false }
        remaining = remaining.dropFirst()
      }
    case .name(let tokens):
      guard let name = names.first, matchName(tokens[...], name[...]) else { return false }
      return match(segments.dropFirst(), names.dropFirst())
    }
  }

  /// One name against a name pattern (no `/` on either side).
  private static func matchName(_ tokens: ArraySlice<Token>, _ name: ArraySlice<Unicode.Scalar>) -> Bool {
    guard let token = tokens.first else { return name.isEmpty }
    switch token {
    case .anyRun:
      let rest = tokens.dropFirst()
      if rest.isEmpty { return true }
      var remaining = name
      while true {
        if matchName(rest, remaining) { return true }
        guard !remaining.isEmpty else { return false }
        remaining = remaining.dropFirst()
      }
    case .anyOne:
      return !name.isEmpty && matchName(tokens.dropFirst(), name.dropFirst())
    case .literal(let c):
      return name.first == c && matchName(tokens.dropFirst(), name.dropFirst())
    case .set(let ranges, let negated):
      guard let c = name.first else { return false }
      guard ranges.contains(where: { $0.contains(c) }) != negated else { return false }
      return matchName(tokens.dropFirst(), name.dropFirst())
    }
  }
}
