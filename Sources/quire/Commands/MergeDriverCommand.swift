import ArgumentParser
import QuireKit

/// `quire merge-driver %O %A %B [%L] [%P]`: git's custom merge driver for notes (docs/git.md).
struct MergeDriverCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "merge-driver",
    abstract: "Merge a note for git by task meaning (run by git; 'quire git setup' registers it).",
    discussion: """
      Git runs this with three temporary files: the common ancestor, ours and theirs. The merged \\
      note is written over ours. Edits to different lines merge, even neighbouring ones; one \\
      task changed on both sides merges field by field (a tick here, a new due date there); two \\
      devices that completed the same recurring task leave one done line and one next copy; \\
      lines added on both sides are all kept; front matter merges key by key. Only a true clash \\
      (one field set to two values) is left between conflict markers, on its lines only, and \\
      the exit status is then 1, so git reports the conflict. See docs/git.md.
      """)

  @Argument(help: ArgumentHelp("The common ancestor's version (git's %O).", valueName: "base"))
  var base: String

  @Argument(help: ArgumentHelp("Our version, where the result is written (git's %A).", valueName: "ours"))
  var ours: String

  @Argument(help: ArgumentHelp("Their version (git's %B).", valueName: "theirs"))
  var theirs: String

  @Argument(help: ArgumentHelp("The conflict marker size (git's %L).", valueName: "marker-size"))
  var markerSize: Int = 7

  @Argument(help: ArgumentHelp("The note's path in the repository (git's %P), for messages.", valueName: "path"))
  var path: String?

  @Option(help: ArgumentHelp("The label after <<<<<<< (git's %X, git 2.44 and later).", valueName: "label"))
  var oursLabel: String?

  @Option(help: ArgumentHelp("The label after >>>>>>> (git's %Y, git 2.44 and later).", valueName: "label"))
  var theirsLabel: String?

  func run() throws {
    var clashes = 0
    try reportingUserErrors {
      let merge = try MergeDriver.merge(
        base: base, ours: ours, theirs: theirs, markerSize: markerSize, labels: (oursLabel, theirsLabel))
      clashes = merge.clashes.count
      for clash in merge.clashes {
        Output.error("\(path ?? ours):\(clash.line): \(clash.what); resolve it between the markers")
      }
    }
    if clashes > 0 { throw ExitCode.failure }
  }
}
