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

  private func wrap(_ s: String, _ code: String) -> String { enabled ? "\u{1B}[\(code)m\(s)\u{1B}[0m" : s }
}

extension Style {
  /// Reverse video (today in a calendar).
  func inverse(_ s: String) -> String { enabled ? "\u{1B}[7m\(s)\u{1B}[0m" : s }
}
