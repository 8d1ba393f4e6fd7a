/// ANSI styling that switches off when colour is off.
struct Style: Sendable {
  /// Whether escapes are written.
  let enabled: Bool

  /// A style that writes escapes when `enabled`.
  init(enabled: Bool) { self.enabled = enabled }

  func bold(_ s: String) -> String { wrap(s, "1") }
  func dim(_ s: String) -> String { wrap(s, "2") }
  func red(_ s: String) -> String { wrap(s, "31") }
  func green(_ s: String) -> String { wrap(s, "32") }
  func yellow(_ s: String) -> String { wrap(s, "33") }
  func cyan(_ s: String) -> String { wrap(s, "36") }

  /// What `dim` and `cyan` put before and after a text, for a caller that writes the text in
  /// pieces (an answer of tens of thousands of lines, where each wrapped piece was a string).
  var dimOn: String { on("2") }
  var cyanOn: String { on("36") }
  var off: String { enabled ? "\u{1B}[0m" : "" }

  private func on(_ code: String) -> String { enabled ? "\u{1B}[\(code)m" : "" }
  private func wrap(_ s: String, _ code: String) -> String { enabled ? on(code) + s + off : s }
}

extension Style {
  /// Reverse video (today in a calendar).
  func inverse(_ s: String) -> String { enabled ? "\u{1B}[7m\(s)\u{1B}[0m" : s }
}
