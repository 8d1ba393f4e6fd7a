import ArgumentParser
import QuireCore

/// A date typed on the command line: ISO or a phrase (`tomorrow`, `fri`, `in 3 days`), checked when
/// the arguments are parsed and resolved against the vault's today once the vault is open
/// (docs/dates.md). Notes are always written with the resolved ISO date.
enum DateArgument {
  /// Throws the one-line usage error (exit 64) when `text` is given and is no date phrase.
  static func check(_ text: String?, option: String?) throws {
    guard let text else { return }
    if case .failure(let error) = DatePhrase.parse(text) { throw ValidationError(error.message(option: option)) }
  }

  /// The phrase of `text`, or the one-line usage error naming `option`.
  static func phrase(_ text: String, option: String?) throws -> DatePhrase {
    switch DatePhrase.parse(text) {
    case .success(let phrase): return phrase
    case .failure(let error): throw ValidationError(error.message(option: option))
    }
  }

  /// The date `text` names when today is `today` and weeks start on `weekStart`.
  static func date(_ text: String, option: String?, today: LocalDate, weekStart: Int) throws -> LocalDate {
    try phrase(text, option: option).date(today: today, weekStart: weekStart)
  }
}

extension VaultContext {
  /// The date `text` names in this vault (its today and week start), or the usage error naming `option`.
  func date(_ text: String, option: String?) throws -> LocalDate {
    try DateArgument.date(text, option: option, today: today(), weekStart: vault.config.weekStart)
  }
}
