import Foundation
import QuireCore
import QuireKit

/// Writes to standard output and standard error without Glibc's `stdout` global (not
/// concurrency-safe in Swift 6), buffering large output.
enum Output {
  /// Writes `text` to standard output.
  static func write(_ text: String) {
    var text = text
    // The string's own bytes: a query's answer may be megabytes, not copied again.
    text.withUTF8 { bytes in
      guard let base = bytes.baseAddress else { return }
      writeAll(UnsafeRawPointer(base), count: bytes.count)
    }
  }

  /// Writes UTF-8 bytes to standard output, as they are (a query's answer, in pieces).
  static func write(raw bytes: UnsafeRawBufferPointer) {
    guard let base = bytes.baseAddress else { return }
    writeAll(base, count: bytes.count)
  }

  /// Writes `count` bytes at `bytes` to standard output, on through interruptions; stops at an
  /// error (a closed pipe: nobody reads on).
  private static func writeAll(_ bytes: UnsafeRawPointer, count: Int) {
    var written = 0
    while written < count {
      let step = systemWrite(STDOUT_FILENO, bytes + written, count - written)
      if step < 0, errno == EINTR { continue }
      guard step > 0 else { return }
      written += step
    }
  }

  /// Writes UTF-8 bytes to standard output.
  static func write(bytes: [UInt8]) {
    guard !bytes.isEmpty else { return }
    FileHandle.standardOutput.write(Data(bytes))
  }

  /// Copies what is left of `file` to standard output and closes it: by `sendfile(2)` where the
  /// kernel can (no copy through this process), else a megabyte at a time through one buffer (an
  /// answer of `quire watch` may hold millions of bytes).
  static func copy(from file: FileHandle) {
    defer { try? file.close() }
    let source = file.fileDescriptor
    #if os(Linux)
      while true {
        let sent = sendfile(STDOUT_FILENO, source, nil, 1 << 30)
        if sent == 0 { return }
        if sent < 0 {
          if errno == EINTR { continue }
          break
        }
      }
    #endif
    let size = 1 << 20
    let buffer = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
    defer { buffer.deallocate() }
    while true {
      let count = read(source, buffer, size)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return }
      writeAll(buffer, count: count)
    }
  }

  /// Writes `text` and a newline to standard output.
  static func line(_ text: String = "") { write(text + "\n") }

  /// Writes a line to standard error.
  static func error(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }

  /// Writes `text` to standard error as it is, without a line break (a progress bar's redraw).
  static func writeError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}

extension Output {
  /// A view-model as one line of JSON with sorted keys.
  static func json(_ value: some Encodable) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    line(String(decoding: try encoder.encode(value), as: UTF8.self))
  }
}

extension Output {
  /// What became of the boxes ticked in pages and the blocks ticked in daily notes
  /// (`AgendaBuilder.AppliedBox`): each applied one as a line, each other as a warning on
  /// standard error. Beside JSON on standard output, the applied ones go to standard error too.
  static func applied(_ boxes: [AgendaBuilder.AppliedBox], besideJSON: Bool = false) {
    for box in boxes {
      if !box.applied {
        error("quire: warning: \(box.message)")
      } else if besideJSON {
        error("quire: \(box.message)")
      } else {
        line(box.message)
      }
    }
  }
}

extension Output {
  /// A presenter's JSON view as one line, its keys in declaration order and `nil` as `null`
  /// (`OrderedJSONEncoder`: the listings' schemas are not alphabetical).
  static func orderedJSON(_ value: some Encodable) throws {
    line(try OrderedJSONEncoder().encode(value))
  }
}

/// write(2), named apart from `Output.write`.
private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int { write(fd, bytes, count) }
