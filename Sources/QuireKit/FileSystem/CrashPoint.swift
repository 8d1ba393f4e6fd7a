import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Named moments inside multi-step writes where a test can have the process killed, to prove
/// that the next command finishes what a kill -9 left (Tests/QuireCLITests/InterruptedWritesTests.swift).
///
/// `QUIRE_CRASH_AT=<name>` makes the process send itself SIGKILL when it reaches that moment;
/// without it, reaching a point costs one comparison.
enum CrashPoint: String {
  /// A temporary file is written and synced, not yet swapped in.
  case afterTemporary = "after-temporary"
  /// The archive notes of a move have their lines; the source notes still have them too.
  case afterTargets = "after-targets"
  /// A moved file has both names (linked, not yet unlinked).
  case afterLink = "after-link"
  /// A generated page is written, its record not yet.
  case afterPage = "after-page"
  /// `quire vdir sync` changed the vault and recorded it; the vdir and the final state not yet.
  case afterVaultChanges = "after-vault-changes"
  /// `quire conflicts merge` wrote the note; the copy is not yet in the trash.
  case beforeTrash = "before-trash"
  /// `quire vdir sync` wrote a task's new fields from the vdir, not yet its new status.
  case betweenTaskWrites = "between-task-writes"

  private static let armed = ProcessInfo.processInfo.environment["QUIRE_CRASH_AT"].flatMap(CrashPoint.init)

  /// Kills the process here if a test asked for it.
  static func reach(_ point: CrashPoint) {
    if armed == point { kill(getpid(), SIGKILL) }
  }
}
