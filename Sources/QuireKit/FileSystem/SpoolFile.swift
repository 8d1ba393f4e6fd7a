import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Bytes set aside while a document streams out, to be written later in another order: the
/// export's arrays after its tasks, a calendar's components after its VTIMEZONEs. They go to an
/// unlinked temporary file (in `$TMPDIR`, else `/tmp`), so memory holds one batch, not the
/// vault; where no temporary file can be made or written, they stay in memory.
///
/// Not thread-safe: one writer at a time (the export's writer queue).
final class SpoolFile {
  /// Whether the bytes go to a file (else they are in memory).
  var isFile: Bool { descriptor >= 0 }

  /// Where a piece lies: an offset into the file (or the memory buffer) and a length.
  struct Piece {
    var offset: Int
    var length: Int
  }

  private var descriptor: Int32
  private var memory: [UInt8] = []
  private var end = 0

  /// - Parameter folder: where the temporary file goes (`$TMPDIR`, else `/tmp`, by default).
  init(folder: String? = nil) {
    let folder = folder ?? ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    var template = Array((folder + "/quire-spool-XXXXXX").utf8CString)
    descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    if descriptor >= 0 {
      // Unlinked at once: the file goes with the process, however it ends.
      template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    }
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
  }

  /// Sets `bytes` aside; the piece reads them back.
  func append(_ bytes: [UInt8]) -> Piece {
    let piece = Piece(offset: end, length: bytes.count)
    if descriptor >= 0, !writeAll(bytes, at: end) { moveToMemory() }
    if descriptor < 0 { memory += bytes }
    end += bytes.count
    return piece
  }

  /// Set when bytes set aside were lost (the temporary file could be neither written nor read
  /// back): every read then throws.
  private var failed = false

  /// A full disk: what was spooled moves to memory and the rest stays there.
  private func moveToMemory() {
    let spooled = try? read(Piece(offset: 0, length: end))
    close(descriptor)
    descriptor = -1
    failed = spooled == nil
    memory = spooled ?? [UInt8](repeating: 0, count: end)
  }

  /// The bytes of `piece`.
  func read(_ piece: Piece) throws -> [UInt8] {
    if failed { throw SpoolError() }
    guard descriptor >= 0 else { return Array(memory[piece.offset..<piece.offset + piece.length]) }
    var bytes = [UInt8](repeating: 0, count: piece.length)
    var done = 0
    while done < piece.length {
      let n = bytes.withUnsafeMutableBytes {
        pread(descriptor, $0.baseAddress! + done, piece.length - done, off_t(piece.offset + done))
      }
      if n < 0, errno == EINTR { continue }
      guard n > 0 else { throw SpoolError() }
      done += n
    }
    return bytes
  }

  private func writeAll(_ bytes: [UInt8], at offset: Int) -> Bool {
    var done = 0
    while done < bytes.count {
      let n = bytes.withUnsafeBytes {
        pwrite(descriptor, $0.baseAddress! + done, bytes.count - done, off_t(offset + done))
      }
      if n < 0, errno == EINTR { continue }
      guard n > 0 else { return false }
      done += n
    }
    return true
  }

  /// A spooled piece that could not be read back.
  struct SpoolError: Error, CustomStringConvertible {
    var description: String { "cannot read back the temporary file the output was spooled to" }
  }
}
