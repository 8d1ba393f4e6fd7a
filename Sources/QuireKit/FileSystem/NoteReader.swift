import QuireCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a note's bytes and decodes them, turning every oddity into a diagnostic.
public enum NoteReader {
  /// Notes larger than this are skipped with a warning: a 100 MB "note" is an export or a
  /// log, and parsing it would stall every command (docs/data-safety.md).
  public static let maxBytes = 16 * 1024 * 1024

  /// The note at the vault-relative `path` below `root`, read and parsed; the problems of reading
  /// it come first among its diagnostics, and a file that cannot be read is a note of those
  /// problems alone. Every reader of a note's file goes through here (the parse of the vault, a
  /// damaged index record, the watcher's saved note).
  public static func parse(_ path: String, root: String, parser: NoteParser) -> ParsedNote {
    var diagnostics: [Diagnostic] = []
    guard let text = load(absolute: root + "/" + path, relative: path, into: &diagnostics) else {
      var note = ParsedNote(file: path, kind: .note)
      note.diagnostics = diagnostics
      return note
    }
    var note = parser.parse(file: path, text: text)
    note.diagnostics.insert(contentsOf: diagnostics, at: 0)
    return note
  }

  /// The decoded text, or `nil` when the file is skipped; problems are appended to `sink`.
  public static func load(absolute: String, relative: String, into sink: inout [Diagnostic]) -> String? {
    guard let bytes = readBytes(absolute: absolute, relative: relative, into: &sink) else { return nil }
    return decode(bytes, relative: relative, into: &sink)
  }

  /// The file's bytes, or `nil` when it cannot be read or is too large; problems are appended
  /// to `sink`. The index hashes these bytes before deciding whether to decode and parse them.
  public static func readBytes(absolute: String, relative: String, into sink: inout [Diagnostic]) -> [UInt8]? {
    // O_NOFOLLOW: a note swapped for a symlink after the walk is not followed out of the vault.
    let fd = open(absolute, O_RDONLY | O_NOFOLLOW)
    guard fd >= 0 else {
      sink.append(
        Diagnostic(
          file: relative, line: nil, .unreadable(reason: String(cString: strerror(errno)))))
      return nil
    }
    defer { close(fd) }
    var st = stat()
    guard fstat(fd, &st) == 0 else {
      sink.append(
        Diagnostic(
          file: relative, line: nil, .unreadable(reason: String(cString: strerror(errno)))))
      return nil
    }
    let size = Int(st.st_size)
    if size > maxBytes {
      sink.append(
        Diagnostic(
          file: relative, line: nil, .tooLarge(megabytes: size / 1_048_576)))
      return nil
    }
    var bytes = [UInt8](repeating: 0, count: size)
    var filled = 0
    while filled < size {
      let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + filled, size - filled) }
      if n < 0 {
        sink.append(
          Diagnostic(
            file: relative, line: nil, .unreadableToEnd(reason: String(cString: strerror(errno)))))
        return nil
      }
      if n == 0 { break }
      filled += n
    }
    if filled < size { bytes.removeLast(size - filled) }
    return bytes
  }

  /// Decodes UTF-8, repairing invalid bytes (U+FFFD) with a warning that names the first bad line.
  public static func decode(_ bytes: [UInt8], relative: String, into sink: inout [Diagnostic]) -> String? {
    if bytes.prefix(8000).contains(0) {
      sink.append(
        Diagnostic(
          file: relative, line: nil, .binary))
      return nil
    }
    if let text = String(validating: bytes, as: UTF8.self) { return text }
    let text = String(decoding: bytes, as: UTF8.self)
    do {
      // The line of the first bad byte, with line breaks counted as the parser counts them
      // (LF, CRLF, lone CR).
      var line = 1
      var lineAtError = 1
      var index = 0
      while index < bytes.count {
        let b = bytes[index]
        if b == 0x0A || (b == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)) { line += 1 }
        let width: Int
        switch b {
        case 0x00..<0x80: width = 1
        case 0xC2..<0xE0: width = 2
        case 0xE0..<0xF0: width = 3
        case 0xF0..<0xF5: width = 4
        default: width = 0
        }
        if width == 0 || index + width > bytes.count
          || String(validating: bytes[index..<(index + width)], as: UTF8.self) == nil
        {
          lineAtError = line
          break
        }
        index += width
      }
      sink.append(
        Diagnostic(
          file: relative, line: lineAtError, .notUTF8))
    }
    return text
  }
}
