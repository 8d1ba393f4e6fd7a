/// France: the national holidays (jours fériés), in French, and those of Alsace (`6AE`),
/// Moselle (`57`) and the overseas departments and collectivities (`971` Guadeloupe, `972`
/// Martinique, `973` Guyane, `974` La Réunion, `976` Mayotte, `BL`, `MF`, `NC`, `PF`, `PM`,
/// `TF`, `WF`).
///
/// France has no substitute days.
enum FranceHolidays: CountryHolidayRules {
  static let code = "FR"
  static let subdivisions = ["57", "6AE", "971", "972", "973", "974", "976", "BL", "MF", "NC", "PF", "PM", "TF", "WF"]

  static func populate(_ y: inout HolidayYear, subdivision: String?) {
    let year = y.year
    y.add("Jour de l'an", 1, 1)
    y.add("Lundi de Pâques", y.easter(1))
    // The "journée de solidarité" made Whit Monday a working day in 2005-2007 (law of 30 June 2004).
    if !(2005...2007).contains(year) { y.add("Lundi de Pentecôte", y.easter(50)) }
    y.add("Fête du Travail", 5, 1)
    // Removed in 1959, restored by the law of 2 October 1981.
    if year >= 1982 { y.add("Fête de la Victoire", 5, 8) }
    y.add("Ascension", y.easter(39))
    y.add("Fête nationale", 7, 14)
    y.add("Assomption", 8, 15)
    y.add("Toussaint", 11, 1)
    y.add("Armistice", 11, 11)
    y.add("Noël", 12, 25)

    let goodFriday = "Vendredi saint"
    let abolition = "Abolition de l'esclavage"
    let schoelcher = "Fête de Victor Schoelcher"
    switch subdivision {
    case "57", "6AE":
      y.add(goodFriday, y.easter(-2))
      y.add("Saint-Étienne", 12, 26)
    case "971":
      y.add(goodFriday, y.easter(-2))
      y.add("Mi-Carême", y.easter(-24))
      if year >= 1984 {
        y.add(abolition, 5, 27)
        y.add(schoelcher, 7, 21)
      }
    case "972":
      if year >= 1984 {
        y.add(abolition, 5, 22)
        y.add(schoelcher, 7, 21)
      }
    case "973":
      if year >= 1984 { y.add(abolition, 6, 10) }
    case "974":
      if year >= 1983 { y.add(abolition, 12, 20) }
    case "976":
      if year >= 1984 { y.add(abolition, 4, 27) }
    case "BL":
      if year >= 2012 { y.add(abolition, 10, 9) }
    case "MF":
      if year >= 2012 {
        y.add(abolition, 5, 28)
        y.add(schoelcher, 7, 21)
      }
    case "NC":
      y.add(year >= 2004 ? "Fête de la Citoyenneté" : "Fête de la prise de possession", 9, 24)
    case "PF":
      y.add(goodFriday, y.easter(-2))
      if year >= 1978 { y.add("Arrivée de l'Évangile", 3, 5) }
      if (1985...2024).contains(year) { y.add("Fête de l'autonomie", 6, 29) }
      if year >= 2025 { y.add("Matāri'i", 11, 20) }
    case "WF":
      y.add("Saint Pierre Chanel", 4, 28)
      y.add("Saints Pierre et Paul", 6, 29)
      y.add("Fête du Territoire", 7, 29)
    default:
      // PM and TF have the national holidays only.
      break
    }
  }
}
