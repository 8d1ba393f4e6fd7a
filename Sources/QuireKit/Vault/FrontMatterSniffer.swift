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
    var complete = true
    let prefix = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: prefixBytes) { buffer -> [UInt8] in
      let n = read(fd, buffer.baseAddress!, prefixBytes)
      guard n > 0 else { return [] }
      let bytes = frontMatterBytes(UnsafeBufferPointer(rebasing: buffer[0..<n]))
      // A cut prefix whose block reads as unclosed (the line was no fence) is read again whole.
      complete = n < prefixBytes && bytes.count == n
      return bytes
    }
    guard prefix.count >= 3 else { return false }
    if let answer = decide(type, prefix, complete: complete) { return answer }
    // The front matter runs past the first 4 KB: read it all.
    var ignored: [Diagnostic] = []
    guard let text = NoteReader.load(absolute: path, relative: path, into: &ignored) else { return false }
    return decide(type, Array(text.utf8), complete: true) ?? false
  }

  /// The bytes of `prefix` that can hold its front matter: none when it does not open with
  /// `---` (after a BOM), else through the first later line that starts with `---` or `...`
  /// (the closing fence, most likely; the splitter decides). Every note of the vault passes
  /// here, and its body need not be decoded.
  static func frontMatterBytes(_ prefix: UnsafeBufferPointer<UInt8>) -> [UInt8] {
    let n = prefix.count
    let bom = n >= 3 && prefix[0] == 0xEF && prefix[1] == 0xBB && prefix[2] == 0xBF ? 3 : 0
    let dash = UInt8(ascii: "-")
    let dot = UInt8(ascii: ".")
    guard n >= bom + 3, prefix[bom] == dash, prefix[bom + 1] == dash, prefix[bom + 2] == dash else { return [] }
    var i = bom + 3
    while i + 3 < n {
      let b = prefix[i]
      i += 1
      guard b == 0x0A || b == 0x0D else { continue }
      let c = prefix[i]
      guard (c == dash || c == dot), prefix[i + 1] == c, prefix[i + 2] == c else { continue }
      var end = i + 3
      while end < n, prefix[end] != 0x0A, prefix[end] != 0x0D { end += 1 }
      return Array(prefix[0..<min(n, end + 1)])
    }
    return Array(prefix)
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
