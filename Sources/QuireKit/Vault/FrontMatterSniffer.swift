#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Looks at the first lines of a file for a `type:` key without parsing YAML: a cheap
/// first pass that finds, say, every course note before the vault is fully read.
enum FrontMatterSniffer {
  /// Whether the file's front matter has a top-level `type: <type>` line.
  static func declaresType(_ type: String, inFileAt path: String) -> Bool {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { return false }
    defer { close(fd) }
    // A stack buffer: this runs once per note before an export.
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 4096) { buffer in
      let n = read(fd, buffer.baseAddress!, 4096)
      guard n > 3 else { return false }
      return scan(UnsafeBufferPointer(rebasing: buffer[0..<n]), for: type)
    }
  }

  /// Scans the first bytes of a note for a top-level `type:` line inside its front matter.
  private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, for type: String) -> Bool {
    let n = bytes.count
    // Byte scan: `---` on the first line, then top-level `type:` lines until the closing fence.
    var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    var lineNumber = 0
    while start < n {
      var end = start
      while end < n, bytes[end] != 0x0A { end += 1 }
      var line = bytes[start..<end]
      if line.last == 0x0D { line = line.dropLast() }
      if lineNumber == 0 {
        guard line.elementsEqual("---".utf8) else { return false }
      } else if line.elementsEqual("---".utf8) || line.elementsEqual("...".utf8) {
        return false
      } else if line.starts(with: "type:".utf8) {
        var value = String(decoding: line.dropFirst(5), as: UTF8.self)
        if let hash = value.firstIndex(of: "#") { value = String(value[..<hash]) }
        return value.filter { $0 != "\"" && $0 != "'" }.trimmingSpaces().lowercased() == type
      }
      lineNumber += 1
      start = end + 1
    }
    return false
  }
}
