/// Germany: the federal holidays and those of the 16 Länder (`BB` ... `TH`), in German.
///
/// Germany has no substitute days. Days that are holidays only in Catholic parts of a Land
/// (Mariä Himmelfahrt in Bavaria, Fronleichnam in parts of Saxony and Thuringia) are left out,
/// as in the python `holidays` package's public category. The reference starts in 1991; for
/// 1970-1990 Quire uses the West German federal days (17 June as Tag der deutschen Einheit,
/// 3 October from 1990) with the Länder rules of 1991 (docs/holidays.md).
enum GermanyHolidays: CountryHolidayRules {
  static let code = "DE"
  static let subdivisions = [
    "BB", "BE", "BW", "BY", "HB", "HE", "HH", "MV", "NI", "NW", "RP", "SH", "SL", "SN", "ST", "TH",
  ]

  static func populate(_ y: inout HolidayYear, subdivision: String?) {
    let year = y.year
    y.add("Neujahr", 1, 1)
    y.add("Karfreitag", y.easter(-2))
    y.add("Ostermontag", y.easter(1))
    y.add("Erster Mai", 5, 1)
    y.add("Christi Himmelfahrt", y.easter(39))
    y.add("Pfingstmontag", y.easter(50))
    // West Germany kept 17 June until the Unification Treaty; 3 October from 1990.
    if year <= 1990 { y.add("Tag der deutschen Einheit", 6, 17) }
    if year >= 1990 { y.add("Tag der Deutschen Einheit", 10, 3) }
    // A federal holiday until 1994 (abolished to fund the long-term care insurance), then Saxony only.
    let repentance = y.date(11, 22).nth(-1, .wednesday)
    if year <= 1994 { y.add("Buß- und Bettag", repentance) }
    y.add("Erster Weihnachtstag", 12, 25)
    y.add("Zweiter Weihnachtstag", 12, 26)
    // The 500th anniversary of the Reformation was a holiday everywhere.
    if year == 2017 { y.add("Reformationstag", 10, 31) }

    let epiphany = "Heilige Drei Könige"
    let corpusChristi = y.easter(60)
    let reformation = "Reformationstag"
    switch subdivision {
    case "BB":
      y.add("Ostersonntag", y.easter)
      y.add("Pfingstsonntag", y.easter(49))
      y.add(reformation, 10, 31)
    case "BE":
      if year >= 2019 { y.add("Frauentag", 3, 8) }
      // One-off days (Berliner Feiertagsgesetz).
      if year == 2020 || year == 2025 {
        y.add(
          "\(year == 2020 ? 75 : 80). Jahrestag der Befreiung vom Nationalsozialismus "
            + "und der Beendigung des Zweiten Weltkriegs in Europa", 5, 8)
      }
      if year == 2028 { y.add("75. Jahrestag des Aufstandes vom 17. Juni 1953", 6, 17) }
    case "BW", "BY":
      y.add(epiphany, 1, 6)
      y.add("Fronleichnam", corpusChristi)
      y.add("Allerheiligen", 11, 1)
    case "HB", "HH", "NI", "SH":
      if year >= 2018 { y.add(reformation, 10, 31) }
    case "HE":
      y.add("Fronleichnam", corpusChristi)
    case "MV":
      if year >= 2023 { y.add("Frauentag", 3, 8) }
      y.add(reformation, 10, 31)
    case "NW", "RP":
      y.add("Fronleichnam", corpusChristi)
      y.add("Allerheiligen", 11, 1)
    case "SL":
      y.add("Fronleichnam", corpusChristi)
      y.add("Mariä Himmelfahrt", 8, 15)
      y.add("Allerheiligen", 11, 1)
    case "SN":
      y.add(reformation, 10, 31)
      if year >= 1995 { y.add("Buß- und Bettag", repentance) }
    case "ST":
      y.add(epiphany, 1, 6)
      y.add(reformation, 10, 31)
    case "TH":
      if year >= 2019 { y.add("Weltkindertag", 9, 20) }
      y.add(reformation, 10, 31)
    default:
      break
    }
  }
}
