#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension UnsafeMutablePointer<dirent> {
  /// The file name of an entry `readdir(3)` gave.
  var fileName: String {
    withUnsafePointer(to: pointee.d_name) {
      $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
    }
  }
}
