import ArgumentParser
import QuireCore
import QuireKit

/// `quire holidays`: a country's public holidays in a year, `DATE<TAB>NAME` (docs/holidays.md).
struct HolidaysCommand: VaultCommand {
  static let configuration = CommandConfiguration(
    commandName: "holidays",
    abstract: "List the public holidays of a country (or one of its subdivisions) in a year.",
    discussion: "Countries: \(HolidayCalendar.supportedCountries.joined(separator: ", ")). "
      + "The country and subdivision default to 'country:' and 'subdivision:' in .quire/config.yaml.")

  @OptionGroup var global: GlobalOptions

  @Option(help: ArgumentHelp("Country code (US, GB, CA, DE, FR, AU); else the vault's 'country:'.", valueName: "code"))
  var country: String?

  @Option(help: ArgumentHelp("Subdivision code (GB: ENG, SCT...; DE: BY, BE...); else the vault's.", valueName: "code"))
  var subdivision: String?

  @Option(help: ArgumentHelp("The year (1970-2100); else the current year.", valueName: "year"))
  var year: Int?

  func validate() throws {
    let years = HolidayCalendar.years
    if let year, !years.contains(year) {
      throw ValidationError(
        "--year \(year) is outside \(years.lowerBound)-\(years.upperBound), the years holidays are known for")
    }
  }

  func run() throws {
    try withVault { context in
      let vault = context.vault
      let configCountry = vault.config.country.flatMap { $0.isEmpty ? nil : $0 }
      guard let code = country.flatMap({ $0.isEmpty ? nil : $0 }) ?? configCountry else {
        throw UserError("no country for holidays; pass --country CODE or set 'country:' in .quire/config.yaml")
      }
      // The vault's subdivision belongs to the vault's country; it does not follow --country elsewhere.
      let sameCountry = configCountry?.uppercased() == code.uppercased()
      let division = subdivision ?? (sameCountry ? vault.config.subdivision : nil)
      let year = try self.year ?? context.today().year
      let holidays: [Holiday]
      do throws(HolidayError) {
        holidays = try HolidayCalendar.holidays(country: code, subdivision: division, year: year)
      } catch {
        // Say where a bad code came from when the user did not type it.
        var fromConfig = false
        switch error {
        case .unknownCountry: fromConfig = country == nil
        case .unknownSubdivision: fromConfig = subdivision == nil
        case .yearOutOfRange: break
        }
        throw UserError(error.description + (fromConfig ? " (from .quire/config.yaml)" : ""))
      }
      Output.write(global.json ? HolidayListPresenter.json(holidays) + "\n" : HolidayListPresenter.text(holidays))
    }
  }
}
