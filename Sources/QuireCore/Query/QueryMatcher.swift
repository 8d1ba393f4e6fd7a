/// How a text filter compares: a substring in any case (`includes`), or a regular expression
/// written `/pattern/flags` (`regex matches`), as the plugin's `SubstringMatcher` and
/// `RegexMatcher`.
enum QueryMatcher: @unchecked Sendable {
  case substring(String)
  case regex(Regex<AnyRegexOutput>, source: String, flags: String)

  func matches(_ text: String) -> Bool {
    switch self {
    case .substring(let needle): return text.lowercased().contains(needle.lowercased())
    case .regex(let regex, _, _): return (try? regex.firstMatch(in: text)) != nil
    }
  }

  func matchesAny(of texts: [String]) -> Bool { texts.contains { matches($0) } }

  /// What `explain` says: the instruction itself, or the pattern and flags under it.
  func explanation(_ instruction: String) -> QueryExplanation {
    guard case .regex(_, let source, let flags) = self else { return QueryExplanation(instruction) }
    guard let slash = instruction.firstIndex(of: "/") else {
      return QueryExplanation("Error explaining instruction. Could not find a slash character")
    }
    let start = instruction.distance(from: instruction.startIndex, to: slash) - 2
    var intro = "using regex: "
    while intro.count < start { intro += " " }
    let flagText =
      switch flags.count {
      case 0: "no flags"
      case 1: "flag '\(flags)'"
      default: "flags '\(flags)'"
      }
    return QueryExplanation("\(intro)'\(source)' with \(flagText)")
  }

  /// The matcher of `/pattern/flags`; `nil` when the text is not written so; an error message
  /// when the pattern cannot be read or could take exponential time.
  static func regex(_ text: String) -> Result<QueryMatcher, QueryMatcherError>? {
    guard let parts = QueryPattern.match("^/(.+)/([^/]*)$", text, ignoringCase: false), let source = parts[1],
      let flags = parts[2]
    else { return nil }
    if let problem = RegexSafety.problem(source) { return .failure(QueryMatcherError(message: problem)) }
    var seen = Set<Character>()
    for flag in flags {
      guard "dgimsuvy".contains(flag), seen.insert(flag).inserted else {
        return .failure(QueryMatcherError(message: "Invalid flags supplied to RegExp constructor '\(flags)'"))
      }
    }
    do {
      var regex = try Regex(source)
      if flags.contains("i") { regex = regex.ignoresCase() }
      if flags.contains("m") { regex = regex.anchorsMatchLineEndings() }
      if flags.contains("s") { regex = regex.dotMatchesNewlines() }
      let canonical = String("dgimsuvy".filter { flags.contains($0) })
      return .success(.regex(regex, source: jsSource(source), flags: canonical))
    } catch {
      return .failure(QueryMatcherError(message: "Invalid regular expression: /\(source)/: \(error)"))
    }
  }

  /// The pattern as JavaScript's `RegExp.source` gives it back: a `/` outside a character class
  /// escaped, so that `/source/` reads as the same expression.
  static func jsSource(_ pattern: String) -> String {
    var out = ""
    var escaped = false
    var inClass = false
    for c in pattern {
      if escaped {
        escaped = false
      } else if c == "\\" {
        escaped = true
      } else if c == "[" {
        inClass = true
      } else if c == "]" {
        inClass = false
      } else if c == "/" && !inClass {
        out += "\\"
      }
      out.append(c)
    }
    return out
  }

  /// The plugin's help under a regular expression it cannot use.
  static let help = """
    See https://publish.obsidian.md/tasks/Queries/Regular+Expressions

    Regular expressions must look like this:
        /pattern/
    or this:
        /pattern/flags

    Where:
    - pattern: The 'regular expression' pattern to search for.
    - flags:   Optional characters that modify the search.
               i => make the search case-insensitive
               u => add Unicode support

    Examples:  /^Log/
               /^Log/i
               /File Name\\.md/
               /waiting|waits|waited/i
               /\\d\\d:\\d\\d/

    The following characters have special meaning in the pattern:
    to find them literally, you must add a \\ before them:
        [\\^$.|?*+()

    CAUTION! Regular expression (or 'regex') searching is a powerful
    but advanced feature that requires thorough knowledge in order to
    use successfully, and not miss intended search results.

    Patterns with nested quantifiers (for example (a+)+) are rejected
    because they can cause extreme slowdowns (catastrophic backtracking).

    """
}

struct QueryMatcherError: Error {
  var message: String
}

/// Whether a pattern could backtrack without end, as the plugin checks with `safe-regex2`
/// (limit 25): longer than 500 characters, a quantifier inside a quantified group (star height
/// above one, `(a+)+`), or more than 25 quantifiers.
enum RegexSafety {
  static func problem(_ pattern: String) -> String? {
    if pattern.count > 500 {
      return "Regular expression pattern is too long (\(pattern.count) characters, maximum 500)."
    }
    let unsafe =
      "Regular expression /\(pattern)/ may cause performance problems (possible catastrophic backtracking detected)."
    let chars = Array(pattern)
    // For each open group: whether a quantifier stands inside it.
    var groups: [Bool] = []
    var quantifiers = 0
    var i = 0
    var inClass = false
    var lastClosedHadQuantifier = false
    while i < chars.count {
      let c = chars[i]
      if c == "\\" {
        i += 2
        lastClosedHadQuantifier = false
        continue
      }
      if inClass {
        if c == "]" { inClass = false }
        i += 1
        continue
      }
      switch c {
      case "[":
        inClass = true
        lastClosedHadQuantifier = false
      case "(":
        groups.append(false)
      case ")":
        lastClosedHadQuantifier = groups.popLast() ?? false
        i += 1
        if i < chars.count, "*+?{".contains(chars[i]) {
          let bounded = chars[i] == "?" || (chars[i] == "{" && isSmallBound(chars, from: i))
          if lastClosedHadQuantifier && !bounded { return unsafe }
          quantifiers += 1
          if !groups.isEmpty { groups[groups.count - 1] = true }
          i += 1
        } else if lastClosedHadQuantifier, !groups.isEmpty {
          groups[groups.count - 1] = true
        }
        continue
      case "*", "+", "{":
        if c != "{" || isQuantifierBrace(chars, from: i) {
          quantifiers += 1
          if !groups.isEmpty { groups[groups.count - 1] = true }
        }
      default:
        break
      }
      i += 1
    }
    return quantifiers > 25 ? unsafe : nil
  }

  private static func isQuantifierBrace(_ chars: [Character], from i: Int) -> Bool {
    var j = i + 1
    while j < chars.count, chars[j].isNumber || chars[j] == "," { j += 1 }
    return j < chars.count && chars[j] == "}" && j > i + 1
  }

  /// `{n}` or `{n,m}`: a bounded repeat, which cannot blow up.
  private static func isSmallBound(_ chars: [Character], from i: Int) -> Bool {
    guard isQuantifierBrace(chars, from: i) else { return false }
    var j = i + 1
    var text = ""
    while chars[j] != "}" {
      text.append(chars[j])
      j += 1
    }
    return !text.hasSuffix(",")
  }
}
