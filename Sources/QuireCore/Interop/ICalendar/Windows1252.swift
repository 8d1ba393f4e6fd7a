/// The Windows-1252 code page (Western European), which older Windows programs write: ASCII,
/// then 0x80–0x9F as typographic marks (€, ’, “, –, …) and 0xA0–0xFF as Latin-1. Every byte is
/// a character, so decoding never fails; the five bytes the code page leaves free become the
/// control characters of the same number (as the WHATWG Encoding standard does).
public enum Windows1252 {
  /// The characters of 0x80...0x9F.
  static let high: [UInt32] = [
    0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x008D,
    0x017D, 0x008F, 0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A,
    0x0153, 0x009D, 0x017E, 0x0178,
  ]

  /// The text of `bytes` read as Windows-1252.
  public static func decode(_ bytes: some Sequence<UInt8>) -> String {
    var out = String.UnicodeScalarView()
    for b in bytes {
      let value = (0x80...0x9F).contains(b) ? high[Int(b) - 0x80] : UInt32(b)
      out.append(Unicode.Scalar(value)!)
    }
    return String(out)
  }
}
