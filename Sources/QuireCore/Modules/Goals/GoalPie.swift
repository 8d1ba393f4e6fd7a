/// One goal as a standalone SVG progress pie for the goals dashboard: a grey
/// disc, the reached share as a slice from 12 o'clock clockwise in the goal's colour, the percent
/// in the middle and the title and amounts below. Pure and deterministic.
public enum GoalPie {
  /// Colour names a goal may use (`color: green`); anything else that looks like `#rgb`/`#rrggbb`
  /// is used as written; the default is blue.
  public static let palette: [String: String] = [
    "red": "#cf222e", "orange": "#e16f24", "yellow": "#d4a72c", "green": "#2da44e", "teal": "#1b7c83",
    "blue": "#0969da", "purple": "#8250df", "pink": "#bf3989", "gray": "#6e7781", "grey": "#6e7781",
    "black": "#24292f",
  ]

  /// The fill colour for a goal's `color:`.
  public static func color(_ name: String?) -> String {
    guard let name = name?.trimmingSpaces(), !name.isEmpty else { return "#0969da" }
    if let known = palette[name.lowercased()] { return known }
    let hex = name.dropFirst()
    if name.hasPrefix("#"), hex.count == 3 || hex.count == 6, hex.allSatisfy(\.isHexDigit) { return name }
    return "#0969da"
  }

  /// The SVG document for `standing` (`size` is the pie's diameter in pixels).
  public static func svg(_ standing: GoalStanding, size: Int = 120) -> String {
    let r = Double(size) / 2
    let pad = 10.0
    let width = Double(size) + 2 * pad + 80
    let cx = width / 2
    let cy = pad + r
    let height = cy + r + 44
    let fill = color(standing.goal.color)
    let title = HabitHeatmap.escape(standing.goal.title)
    var out = ""
    out +=
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" viewBox=\"0 0 \(n(width)) \(n(height))\""
    out += " font-family=\"sans-serif\" role=\"img\" aria-label=\"\(title): \(standing.percentText)\">\n"
    out += "<title>\(title): \(HabitHeatmap.escape(standing.amountText)) (\(standing.percentText))</title>\n"
    out += "<circle cx=\"\(n(cx))\" cy=\"\(n(cy))\" r=\"\(n(r))\" fill=\"#eaeef2\"/>\n"
    let f = standing.fraction
    if f >= 1 {
      out += "<circle cx=\"\(n(cx))\" cy=\"\(n(cy))\" r=\"\(n(r))\" fill=\"\(fill)\"/>\n"
    } else if f > 0 {
      let angle = f * 2 * Double.pi
      let x = cx + r * sine(angle)
      let y = cy - r * cosine(angle)
      let large = f > 0.5 ? 1 : 0
      out +=
        "<path d=\"M \(n(cx)) \(n(cy)) L \(n(cx)) \(n(cy - r)) A \(n(r)) \(n(r)) 0 \(large) 1 \(n(x)) \(n(y)) Z\" fill=\"\(fill)\"/>\n"
    }
    // A white hole makes it a ring, so the percent stays readable on any colour.
    out += "<circle cx=\"\(n(cx))\" cy=\"\(n(cy))\" r=\"\(n(r * 0.6))\" fill=\"#ffffff\"/>\n"
    let label = standing.achieved ? "✓" : standing.percentText
    out +=
      "<text x=\"\(n(cx))\" y=\"\(n(cy + 6))\" font-size=\"18\" font-weight=\"bold\" text-anchor=\"middle\" fill=\"#24292f\">\(HabitHeatmap.escape(label))</text>\n"
    out +=
      "<text x=\"\(n(cx))\" y=\"\(n(cy + r + 18))\" font-size=\"12\" font-weight=\"bold\" text-anchor=\"middle\" fill=\"#24292f\">\(title)</text>\n"
    out +=
      "<text x=\"\(n(cx))\" y=\"\(n(cy + r + 34))\" font-size=\"11\" text-anchor=\"middle\" fill=\"#57606a\">\(HabitHeatmap.escape(standing.amountText))</text>\n"
    out += "</svg>\n"
    return out
  }

  /// A coordinate with at most two decimals, the same on every platform.
  static func n(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let sign = hundredths < 0 ? "-" : ""
    let a = abs(hundredths)
    if a % 100 == 0 { return "\(sign)\(a / 100)" }
    let frac = a % 100
    return "\(sign)\(a / 100).\(frac < 10 ? "0" : "")\(frac)".replacingTrailingZero()
  }

  // Foundation-free sine and cosine (QuireCore imports no Foundation): Taylor series after
  // reducing the angle to [-π, π], exact to far below a hundredth of a pixel.
  static func sine(_ x: Double) -> Double {
    var a = x.truncatingRemainder(dividingBy: 2 * Double.pi)
    if a > Double.pi { a -= 2 * Double.pi }
    if a < -Double.pi { a += 2 * Double.pi }
    var term = a
    var sum = a
    for k in 1...12 {
      term *= -a * a / Double((2 * k) * (2 * k + 1))
      sum += term
    }
    return sum
  }

  static func cosine(_ x: Double) -> Double { sine(x + Double.pi / 2) }
}

extension String {
  /// `12.50` → `12.5`.
  fileprivate func replacingTrailingZero() -> String { hasSuffix("0") && contains(".") ? String(dropLast()) : self }
}
