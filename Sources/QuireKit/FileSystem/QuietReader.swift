import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a note for an edit only when no program is writing it (docs/data-safety.md).
///
/// An editor or sync client that truncates a file and writes it in chunks leaves a half-written
/// note for a moment; an edit computed from that would commit the half. A file is quiet when it
/// has not been modified for ``quietTime`` (its modification time is that far in the past, or —
/// when its time is in the future, a clock skew — it stayed the same across two looks that far
/// apart), or when it is, unchanged, the file the last Quire writer wrote. Otherwise the reader
/// waits, up to a deadline.
public enum QuietReader {
  /// How long a file must have been left alone.
  public static let quietTime = 0.1

  /// The bytes of `path` once it is quiet (`nil` when there is no such file).
  /// - Throws: `.busy` when the file is still being written at `deadline`.
  public static func read(_ path: String, deadline: Date) throws(QuireKitError) -> [UInt8]? {
    var previous: FileIdentity?
    while true {
      guard let before = FileIdentity.of(path) else { return nil }
      let age = Date().timeIntervalSince1970 - before.modified
      let quiet =
        age >= quietTime || WriteJournal.lastWritten(path, is: before)
        || (age < 0 && previous == before)
      if quiet {
        let bytes = try AtomicWriter.read(path)
        // Read while nobody wrote: the file is the same before and after.
        if FileIdentity.of(path) == before { return bytes }
      }
      guard Date() < deadline else { throw .busy(path) }
      previous = before
      let pause = age < 0 ? quietTime : age < quietTime ? max(0.002, quietTime - age) : 0.02
      usleep(useconds_t(pause * 1_000_000))
    }
  }
}
