import Foundation

/// A CLI transcript in the shape of zk's `.tesh` files:
///
///     # vault: Samples           (the vault copied to a temporary folder; the commands run there)
///     $ quire --today 2026-11-24 tasks
///     > Overdue (8)
///     2> a line on standard error
///     1$ quire check             (a command expected to exit with status 1)
///     < flip                     (a line fed to the command's standard input)
///
/// `>` lines are standard output, `2>` standard error (both compared whole); a blank
/// line or a `#` comment ends a command's output.
public struct Transcript: Sendable {
  public struct Step: Sendable {
    public var arguments: [String]
    public var status: Int32
    public var stdout: [String] = []
    public var stderr: [String] = []
    /// Lines fed to standard input (`<` lines); `nil`: standard input is /dev/null.
    public var input: [String]?
    public var line: Int
  }

  public var vault: String?
  public var steps: [Step] = []

  public init(parsing text: String) {
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = String(raw)
      if line.hasPrefix("# vault:") {
        vault = line.dropFirst(8).trimmingCharacters(in: .whitespaces)
      } else if let dollar = line.firstIndex(of: "$"), line[..<dollar].allSatisfy(\.isNumber),
        line[line.index(after: dollar)...].hasPrefix(" quire")
      {
        let status = Int32(line[..<dollar]) ?? 0
        let words = Transcript.split(String(line[line.index(dollar, offsetBy: 2)...]))
        steps.append(Step(arguments: Array(words.dropFirst()), status: status, line: index + 1))
      } else if line.hasPrefix("<"), !steps.isEmpty {
        steps[steps.count - 1].input = (steps[steps.count - 1].input ?? []) + [Transcript.content(line.dropFirst(1))]
      } else if line.hasPrefix("2>") {
        steps[steps.count - 1].stderr.append(Transcript.content(line.dropFirst(2)))
      } else if line.hasPrefix(">") {
        steps[steps.count - 1].stdout.append(Transcript.content(line.dropFirst(1)))
      }
    }
  }

  private static func content(_ s: Substring) -> String { s.hasPrefix(" ") ? String(s.dropFirst()) : String(s) }

  /// Splits a command line at spaces, honouring single and double quotes.
  static func split(_ line: String) -> [String] {
    var words: [String] = []
    var current = ""
    var quote: Character? = nil
    var inWord = false
    for c in line {
      if let q = quote {
        if c == q { quote = nil } else { current.append(c) }
      } else if c == "'" || c == "\"" {
        quote = c
        inWord = true
      } else if c == " " {
        if inWord { words.append(current) }
        current = ""
        inWord = false
      } else {
        current.append(c)
        inWord = true
      }
    }
    if inWord { words.append(current) }
    return words
  }

  /// The transcript text for `steps` with their actual output (for recording).
  public static func render(vault: String?, steps: [(Step, QuireResult)], comments: [Int: [String]]) -> String {
    var out = ""
    if let vault { out += "# vault: \(vault)\n" }
    for (step, result) in steps {
      out += "\n"
      for c in comments[step.line] ?? [] { out += c + "\n" }
      let prefix = result.status == 0 ? "" : "\(result.status)"
      out +=
        "\(prefix)$ quire "
        + step.arguments.map { $0.contains(" ") || $0.isEmpty ? "'\($0)'" : $0 }.joined(separator: " ") + "\n"
      for l in step.input ?? [] { out += (l.isEmpty ? "<" : "< " + l) + "\n" }
      for l in lines(result.stdout) { out += (l.isEmpty ? ">" : "> " + l) + "\n" }
      for l in lines(result.stderr) { out += (l.isEmpty ? "2>" : "2> " + l) + "\n" }
    }
    return out
  }

  /// The lines of an output, without the final newline's empty line.
  public static func lines(_ text: String) -> [String] {
    var parts = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if parts.last == "" { parts.removeLast() }
    return parts
  }
}
