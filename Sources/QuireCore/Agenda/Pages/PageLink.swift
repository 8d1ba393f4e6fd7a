/// Relative Markdown links from a generated page to a note and line.
///
/// `[inbox.md:10](../../inbox.md#L10)`: a relative path works in Obsidian, VS Code and on
/// GitHub; `#L10` opens the line in VS Code and GitHub's source view, and Obsidian, which
/// reads `#...` as a heading, opens the note. Path bytes outside the URL-safe set are
/// percent-encoded (a space becomes `%20`), so a file name with spaces or parentheses keeps
/// the link whole in every renderer.
public enum PageLink {
  /// The link target from the page at `page` to `file` (both vault-relative), at `line` when given.
  public static func href(from page: String, to file: String, line: Int? = nil) -> String {
    // Climb from the page's folder to the folder both share, then down to the file.
    let from = page.split(separator: "/", omittingEmptySubsequences: false).dropLast()
    let to = file.split(separator: "/", omittingEmptySubsequences: false)
    var shared = 0
    while shared < from.count, shared < to.count - 1, from[from.startIndex + shared] == to[shared] { shared += 1 }
    let down = to[shared...].joined(separator: "/")
    var target = String(repeating: "../", count: from.count - shared) + encode(down)
    if let line { target += "#L\(line)" }
    return target
  }

  /// Percent-encodes every byte of a `/`-separated path except unreserved URL characters.
  public static func encode(_ path: String) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(path.utf8.count)
    let hex = Array("0123456789ABCDEF".utf8)
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
        UInt8(ascii: "~"), UInt8(ascii: "/"):
        out.append(byte)
      default:
        out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
      }
    }
    return String(decoding: out, as: UTF8.self)
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
