/// Card text as written in a deck and as shown: escaping for `quire card add`, unescaping for display.
public enum FlashcardText {
  /// `FRONT::BACK` for `quire card add`, escaped so the card reads back as exactly one basic
  /// card with this front and back: a colon next to another colon, or at the end of the
  /// front or the start of the back, is written `&#58;` (so neither `::` nor `:::` appears
  /// inside a side), a line break `<br>`, and `<!--` as `&lt;!--`. Obsidian renders both
  /// entities, so the card looks as typed.
  public static func line(front: String, back: String) -> String {
    escape(front, side: .front) + "::" + escape(back, side: .back)
  }

  enum Side { case front, back }

  static func escape(_ text: String, side: Side) -> String {
    let chars = Array(
      text.replacing("\r\n", with: "\n").replacing("\r", with: "\n").trimmingSpaces().replacing(
        "\n", with: "<br>"
      ).replacing("<!--", with: "&lt;!--"))
    var out = ""
    for (i, c) in chars.enumerated() {
      guard c == ":" else {
        out.append(c)
        continue
      }
      let neighbour = (i > 0 && chars[i - 1] == ":") || (i + 1 < chars.count && chars[i + 1] == ":")
      let edge = (side == .front && i == chars.count - 1) || (side == .back && i == 0)
      out += neighbour || edge ? "&#58;" : ":"
    }
    return out
  }

  /// The text as a person reads it: `&#58;` → `:`, `<br>` → a line break, `&lt;` → `<`.
  public static func display(_ text: String) -> String {
    text.replacing("&#58;", with: ":").replacing("<br>", with: "\n").replacing("<br/>", with: "\n")
      .replacing("&lt;", with: "<")
  }
}
