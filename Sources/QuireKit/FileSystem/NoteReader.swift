import QuireCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a note's bytes and decodes them, turning every oddity into a diagnostic.
public enum NoteReader {
  /// Notes larger than this are skipped with a warning: a 100 MB "note" is an export or a
  /// log, and parsing it would stall every command (design.md §6).
  public static let maxBytes = 16 * 1024 * 1024

  /// The decoded text, or `nil` when the file is skipped; problems are appended to `sink`.
  public static func load(absolute: String, relative: String, into sink: inout [Diagnostic]) -> String? {
    let fd = open(absolute, O_RDONLY)
    guard fd >= 0 else {
      sink.append(
        Diagnostic(
          file: relative, line: nil, severity: .error, code: "unreadable",
          message: "file cannot be read (\(String(cString: strerror(errno)))); check its permissions"))
      return nil
    }
    defer { close(fd) }
    var st = stat()
    guard fstat(fd, &st) == 0 else { return nil }
    let size = Int(st.st_size)
    if size > maxBytes {
      sink.append(
        Diagnostic(
          file: relative, line: nil, severity: .warning, code: "too-large",
          message: "file is \(size / 1_048_576) MB, larger than the 16 MB a note may be; skipped"))
      return nil
    }
    var bytes = [UInt8](repeating: 0, count: size)
    var filled = 0
    while filled < size {
      let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + filled, size - filled) }
      if n <= 0 { break }
      filled += n
    }
    if filled < size { bytes.removeLast(size - filled) }
    return decode(bytes, relative: relative, into: &sink)
  }

  /// Decodes UTF-8, repairing invalid bytes (U+FFFD) with a warning that names the first bad line.
  public static func decode(_ bytes: [UInt8], relative: String, into sink: inout [Diagnostic]) -> String? {
    if bytes.prefix(8000).contains(0) {
      sink.append(
        Diagnostic(
          file: relative, line: nil, severity: .warning, code: "binary",
          message: "file looks binary (it contains NUL bytes); skipped"))
      return nil
    }
    if let text = String(validating: bytes, as: UTF8.self) { return text }
    let text = String(decoding: bytes, as: UTF8.self)
    do {
      var line = 1
      var iterator = bytes.makeIterator()
      var decoder = UTF8()
      var lineAtError = 1
      loop: while true {
        switch decoder.decode(&iterator) {
        case .scalarValue(let s): if s == "\n" { line += 1 }
        case .emptyInput: break loop
        case .error:
          lineAtError = line
          break loop
        }
      }
      sink.append(
        Diagnostic(
          file: relative, line: lineAtError, severity: .warning, code: "not-utf8",
          message: "file is not valid UTF-8; bad bytes read as '\u{FFFD}' (save it as UTF-8 to fix)"))
    }
    return text
  }
}
