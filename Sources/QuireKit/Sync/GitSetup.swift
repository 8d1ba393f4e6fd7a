import QuireCore

/// `quire git setup`: registers `quire merge-driver` with a vault's git repository
/// (docs/git.md, "The merge driver"). Two parts, as git splits them: the attribute line that
/// names the driver for notes (`.gitattributes`, versioned, also written by `quire init`), and
/// the driver's command (`merge.quire.driver` in the repository's own config, which git never
/// versions, so every clone runs this once). Without the config, git merges notes with its
/// own text merge, as before.
public enum GitSetup {
  /// The `.gitattributes` line that sends notes to the driver.
  public static let attributesLine = "*.md merge=quire"

  /// What the setup did.
  public struct Outcome: Sendable, Equatable {
    /// Whether `.gitattributes` got the line (false: it had it).
    public var addedAttributes: Bool
    /// The repository's top folder.
    public var repository: String
    /// The command git now runs for a note.
    public var driver: String
  }

  /// Adds the attribute line to `folder/.gitattributes` when no line there already names the
  /// driver for `*.md`; the file's other lines stay as they are.
  /// - Returns: whether the line was added.
  @discardableResult
  public static func addAttributes(in folder: String) throws(QuireKitError) -> Bool {
    let path = folder + "/.gitattributes"
    let old = try AtomicWriter.read(path)
    let text = String(decoding: old ?? [], as: UTF8.self)
    let present = text.split(whereSeparator: \.isNewline).contains { line in
      let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
      return words.first == "*.md" && words.contains("merge=quire")
    }
    guard !present else { return false }
    let separator = text.isEmpty || text.hasSuffix("\n") ? "" : "\n"
    try AtomicWriter.write(Array((text + separator + attributesLine + "\n").utf8), to: path, expecting: old)
    return true
  }

  /// Registers the driver in the git repository that holds `vault`, and adds the attribute
  /// line to the vault's `.gitattributes`.
  /// - Parameter quire: the absolute path of the `quire` to run.
  public static func setUp(vault: String, quire: String) throws(QuireKitError) -> Outcome {
    let top = try git(["rev-parse", "--show-toplevel"], in: vault)
    guard let repository = top.split(separator: "\n").first.map(String.init), !repository.isEmpty else {
      throw .editRefused(vault, "it is not in a git repository; run 'git init' there first")
    }
    let driver = "\(ServiceManager.shellWord(quire)) merge-driver %O %A %B %L %P --ours-label %X --theirs-label %Y"
    _ = try git(["config", "merge.quire.name", "Quire: notes merged by task meaning"], in: vault)
    _ = try git(["config", "merge.quire.driver", driver], in: vault)
    let added = try addAttributes(in: vault)
    return Outcome(addedAttributes: added, repository: repository, driver: driver)
  }

  /// Runs `git -C folder ARGS` and gives its output; a failure is one line naming git's own
  /// message.
  static func git(_ arguments: [String], in folder: String) throws(QuireKitError) -> String {
    let run = ServiceManager.execute(["env", "git", "-C", folder] + arguments, program: "/usr/bin/env")
    guard run.status == 0 else {
      let said = run.output.split(separator: "\n").first.map(String.init) ?? ""
      if said.contains("not a git repository") {
        throw .editRefused(folder, "it is not in a git repository; run 'git init' there first")
      }
      if run.status == 127 { throw .editRefused(folder, "cannot run git (\(said)); install git first") }
      throw .editRefused(folder, "git \(arguments.joined(separator: " ")) failed: \(said)")
    }
    return run.output
  }
}
