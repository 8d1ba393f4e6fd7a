/// Relative Markdown links from a generated page to a note and line.
///
/// `[inbox.md:10](../../inbox.md#L10)`: a relative path works in Obsidian, VS Code and on
/// GitHub; `#L10` opens the line in VS Code and GitHub's source view, and Obsidian, which
/// reads `#...` as a heading, opens the note. Path bytes outside the URL-safe set are
/// percent-encoded (a space becomes `%20`), so a file name with spaces or parentheses keeps
/// the link whole in every renderer.
public enum PageLink {
  /// The link target from the page at `page` to `file` (both vault-relative), at `line` when given.
  ///
  /// Byte-wise (a page lists hundreds of rows, each with a link; splitting both paths into
  /// components for each was a tenth of `quire agenda --week`).
  public static func href(from page: String, to file: String, line: Int? = nil) -> String {
    var page = page
    var file = file
    return page.withUTF8 { p in
      file.withUTF8 { f in
        let slash = UInt8(ascii: "/")
        // The page's folder is `p[..<folderEnd]`; climb from it to the folder both share
        // (`shared` bytes, ending in a slash), then down to the file.
        let folderEnd = (p.lastIndex(of: slash) ?? -1) + 1
        var shared = 0
        var i = 0
        while i < folderEnd, i < f.count, p[i] == f[i] {
          if p[i] == slash { shared = i + 1 }
          i += 1
        }
        var ups = 0
        for j in shared..<folderEnd where p[j] == slash { ups += 1 }
        var out: [UInt8] = []
        out.reserveCapacity(3 * ups + 3 * (f.count - shared) + 8)
        for _ in 0..<ups { out += [UInt8(ascii: "."), UInt8(ascii: "."), slash] }
        append(encoding: UnsafeBufferPointer(rebasing: f[shared...]), to: &out)
        if let line { out += Array("#L\(line)".utf8) }
        return String(decoding: out, as: UTF8.self)
      }
    }
  }

  /// Percent-encodes every byte of a `/`-separated path except unreserved URL characters.
  public static func encode(_ path: String) -> String {
    var path = path
    return path.withUTF8 { bytes in
      var out: [UInt8] = []
      out.reserveCapacity(bytes.count)
      append(encoding: bytes, to: &out)
      return String(decoding: out, as: UTF8.self)
    }
  }

  private static let hex = Array("0123456789ABCDEF".utf8)

  private static func append(encoding bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
        UInt8(ascii: "~"), UInt8(ascii: "/"):
        out.append(byte)
      default:
        out.append(UInt8(ascii: "%"))
        out.append(hex[Int(byte >> 4)])
        out.append(hex[Int(byte & 0xF)])
      }
    }
  }

  /// Text safe inside a Markdown table cell: `|` escaped, line breaks as spaces.
  public static func cell(_ text: String) -> String {
    // Byte-wise: `|`, CR and LF are ASCII, and most descriptions have none of them.
    guard text.utf8.contains(where: { $0 == UInt8(ascii: "|") || $0 == 0x0A || $0 == 0x0D }) else { return text }
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count + 4)
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "|"): out += [UInt8(ascii: "\\"), byte]
      case 0x0A, 0x0D: out.append(UInt8(ascii: " "))
      default: out.append(byte)
      }
    }
    return String(decoding: out, as: UTF8.self)
  }
}
