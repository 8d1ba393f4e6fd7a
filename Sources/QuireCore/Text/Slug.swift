/// File and folder names made from text a user or another program chose (a title, a SUMMARY,
/// a calendar name): lower-case ASCII letters and digits joined by single hyphens, so the name
/// can never hold `/`, `..`, a leading dot, a control character or a reserved device name.
public enum Slug {
  /// The slug of `text`, at most `limit` characters; `fallback` when nothing is left.
  ///
  /// Latin letters with accents lose them (`Café` → `cafe`, `Straße` → `strasse`); every other
  /// run of characters becomes one hyphen.
  public static func make(_ text: String, fallback: String = "event", limit: Int = 60) -> String {
    var out = ""
    var pendingHyphen = false
    for scalar in text.unicodeScalars {
      // `Mum's` → `mums`, not `mum-s`.
      if scalar == "'" || scalar == "\u{2019}" { continue }
      let piece = Self.ascii(scalar)
      if piece.isEmpty {
        pendingHyphen = !out.isEmpty
        continue
      }
      if pendingHyphen { out += "-" }
      pendingHyphen = false
      out += piece
      if out.count >= limit { break }
    }
    while out.count > limit || out.hasSuffix("-") { out.removeLast() }
    return out.isEmpty ? fallback : out
  }

  /// Whether `name` is already a slug (what `--calendar` must be).
  public static func isSlug(_ name: String) -> Bool { !name.isEmpty && make(name, fallback: "") == name }

  private static func ascii(_ scalar: Unicode.Scalar) -> String {
    let v = scalar.value
    if (0x30...0x39).contains(v) || (0x61...0x7A).contains(v) { return String(Character(scalar)) }
    if (0x41...0x5A).contains(v) { return String(Character(Unicode.Scalar(v + 32)!)) }
    switch scalar {
    case "à", "á", "â", "ã", "ä", "å", "À", "Á", "Â", "Ã", "Ä", "Å": return "a"
    case "æ", "Æ": return "ae"
    case "ç", "Ç": return "c"
    case "è", "é", "ê", "ë", "È", "É", "Ê", "Ë": return "e"
    case "ì", "í", "î", "ï", "Ì", "Í", "Î", "Ï": return "i"
    case "ñ", "Ñ": return "n"
    case "ò", "ó", "ô", "õ", "ö", "ø", "Ò", "Ó", "Ô", "Õ", "Ö", "Ø": return "o"
    case "ù", "ú", "û", "ü", "Ù", "Ú", "Û", "Ü": return "u"
    case "ý", "ÿ", "Ý": return "y"
    case "ß": return "ss"
    default: return ""
    }
  }
}
