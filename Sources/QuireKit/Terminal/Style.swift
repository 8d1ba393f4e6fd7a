/// ANSI styling that switches off when colour is off.
public struct Style: Sendable {
  /// Whether escapes are written.
  public let enabled: Bool

  /// A style that writes escapes when `enabled`.
  public init(enabled: Bool) { self.enabled = enabled }

  public func bold(_ s: String) -> String { wrap(s, "1") }
  public func dim(_ s: String) -> String { wrap(s, "2") }
  public func red(_ s: String) -> String { wrap(s, "31") }
  public func green(_ s: String) -> String { wrap(s, "32") }
  public func yellow(_ s: String) -> String { wrap(s, "33") }
  public func cyan(_ s: String) -> String { wrap(s, "36") }

  private func wrap(_ s: String, _ code: String) -> String { enabled ? "\u{1B}[\(code)m\(s)\u{1B}[0m" : s }
}

extension Style {
  /// Reverse video (today in a calendar).
  public func inverse(_ s: String) -> String { enabled ? "\u{1B}[7m\(s)\u{1B}[0m" : s }
}
