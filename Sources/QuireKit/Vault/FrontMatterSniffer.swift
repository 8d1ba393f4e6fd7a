import QuireCore
import QuireMarkdown

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds out whether a note declares a `type:` from the top of the file, before the vault is
/// fully read (the streaming export needs every course first).
///
/// Exact but cheap: the first 4 KB are split with the parser's own `FrontMatterSplitter`; only
/// front matter that mentions the type's name at all (or uses escapes) is read as YAML, and a
/// front matter longer than 4 KB makes it read the whole file.
enum FrontMatterSniffer {
  static let prefixBytes = 4096

  /// Whether the note at `path` has `type: <type>` (any case, quoted or not) in its front matter.
  static func declaresType(_ type: String, inFileAt path: String) -> Bool {
    let fd = open(path, O_RDONLY | O_NOFOLLOW)
    guard fd >= 0 else { return false }
    defer { close(fd) }
    let prefix = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: prefixBytes) { buffer -> [UInt8] in
      let n = read(fd, buffer.baseAddress!, prefixBytes)
      return n > 0 ? Array(buffer[0..<n]) : []
    }
    guard prefix.count >= 3 else { return false }
    if let answer = decide(type, prefix, complete: prefix.count < prefixBytes) { return answer }
    // The front matter runs past the first 4 KB: read it all.
    var ignored: [Diagnostic] = []
    guard let text = NoteReader.load(absolute: path, relative: path, into: &ignored) else { return false }
    return decide(type, Array(text.utf8), complete: true) ?? false
  }

  /// Whether `text` holds `word` in any ASCII case, or a backslash (an escape could spell it).
  private static func mentions(_ word: String, in text: String) -> Bool {
    let needle = Array(word.lowercased().utf8)
    guard let first = needle.first else { return true }
    var text = text
    return text.withUTF8 { bytes in
      if bytes.contains(UInt8(ascii: "\\")) { return true }
      guard bytes.count >= needle.count else { return false }
      for i in 0...(bytes.count - needle.count) where bytes[i] | 0x20 == first {
        var j = 1
        while j < needle.count, bytes[i + j] | 0x20 == needle[j] { j += 1 }
        if j == needle.count { return true }
      }
      return false
    }
  }

  /// The answer from the bytes at hand, or `nil` when more of the file is needed.
  private static func decide(_ type: String, _ bytes: [UInt8], complete: Bool) -> Bool? {
    let text = String(decoding: bytes, as: UTF8.self)
    let (frontMatter, _, problem) = FrontMatterSplitter.split(text)
    guard let frontMatter else { return problem == .unclosed && !complete ? nil : false }
    guard mentions(type, in: frontMatter.yaml) else { return false }
    var ignored: [Diagnostic] = []
    return FrontMatterReader.read(frontMatter, file: "", into: &ignored).type == type.lowercased()
  }
}
