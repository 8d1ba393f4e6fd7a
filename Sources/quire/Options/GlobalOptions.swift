import ArgumentParser
import QuireCore

/// Options every command takes (README.md).
struct GlobalOptions: ParsableArguments {
  @Option(
    name: .long,
    help: ArgumentHelp("The vault folder (else $QUIRE_VAULT, else the nearest folder with .quire/).", valueName: "dir"))
  var vault: String?

  @Option(
    name: .long, parsing: .unconditional,
    help: ArgumentHelp("Pretend today is this date (YYYY-MM-DD).", valueName: "date"))
  var today: String?

  @Option(
    name: .long, parsing: .unconditional,
    help: ArgumentHelp("Pretend it is this moment (YYYY-MM-DDTHH:MM; also $QUIRE_NOW).", valueName: "datetime"))
  var now: String?

  @Flag(name: .long, help: "Print JSON instead of text.")
  var json = false

  @Flag(name: .long, help: "Never colour the output (also NO_COLOR).")
  var noColor = false

  // Hidden from the usage line (shown by --help-hidden), so that every command's usage stays
  // short; documented in README and docs/index.md.
  @Flag(
    name: .long,
    help: ArgumentHelp(
      "Read every note instead of the index in .quire/cache (also QUIRE_NO_CACHE=1).", visibility: .hidden))
  var noCache = false

  func validate() throws {
    if let today, LocalDate(iso: today) == nil {
      throw ValidationError("--today '\(today)' is not a date; write YYYY-MM-DD")
    }
    if let now, Self.moment(now) == nil {
      throw ValidationError("--now '\(now)' is not a date-time; write YYYY-MM-DDTHH:MM")
    }
  }

  /// A `--now` value: `YYYY-MM-DDTHH:MM`, or with seconds `YYYY-MM-DDTHH:MM:SS` (`quire watch`
  /// starts its running clock at the second; other commands use the minute).
  static func moment(_ text: String) -> (minute: LocalDateTime, seconds: Int)? {
    if let value = LocalDateTime(text: text) { return (value, 0) }
    let u = Array(text.utf8)
    guard u.count == 19, u[16] == UInt8(ascii: ":"), let value = LocalDateTime(text: text.prefix(16)),
      let seconds = Int(text.suffix(2)), (0...59).contains(seconds)
    else { return nil }
    return (value, seconds)
  }
}
