/// Reading a ``DatePhrase`` from what a person typed (docs/dates.md, "Grammar").
extension DatePhrase {
  /// Parses `text`: a day (`today`, `fri`, `next fri`, `next week`, `in 3 days`, `3 days ago`,
  /// `+3d`, `eom`, `dec 24`, `dec 24 2027`, `2026-12-24`), a time (`9am`, `9:30pm`, `18:00`; alone it means today), or a day and then a
  /// time (`tomorrow 9am`, `2026-12-24 18:00`, `2026-12-24T18:00`). Case and extra spaces do not
  /// matter. Anything else is a ``DatePhraseError`` with a suggestion when a word is a near miss.
  public static func parse(_ text: some StringProtocol) -> Result<DatePhrase, DatePhraseError> {
    if let phrase = read(String(text)) { return .success(phrase) }
    return .failure(DatePhraseError(text: String(text), suggestion: suggestion(for: String(text))))
  }

  /// The words of the grammar, for "did you mean" suggestions.
  static let vocabulary: [String] =
    [
      "today", "tomorrow", "yesterday", "next", "this", "last", "week", "month", "year", "in", "ago", "days", "weeks",
      "months", "years",
    ]
    + Array(weekdayWords.keys) + Array(monthWords.keys) + Array(boundaryWords.keys)

  /// Weekday names and their usual abbreviations.
  static let weekdayWords: [String: Weekday] = [
    "monday": .monday, "mon": .monday, "tuesday": .tuesday, "tue": .tuesday, "tues": .tuesday,
    "wednesday": .wednesday, "wed": .wednesday, "thursday": .thursday, "thu": .thursday, "thur": .thursday,
    "thurs": .thursday, "friday": .friday, "fri": .friday, "saturday": .saturday, "sat": .saturday,
    "sunday": .sunday, "sun": .sunday,
  ]

  /// Month names, their three-letter abbreviations and `sept`.
  static let monthWords: [String: Int] = {
    var words: [String: Int] = ["sept": 9]
    for (index, name) in LocalDate.monthNames.enumerated() {
      words[name.lowercased()] = index + 1
      words[String(name.lowercased().prefix(3))] = index + 1
    }
    return words
  }()

  /// Taskwarrior's named boundaries: `sow`/`som`/`soy` start the next week, month or year;
  /// `socw`/`socm`/`socy` the current one; `eow`/`eom`/`eoy` end the current one.
  static let boundaryWords: [String: Day] = [
    "sow": .startOfNext(.week), "som": .startOfNext(.month), "soy": .startOfNext(.year),
    "socw": .startOfCurrent(.week), "socm": .startOfCurrent(.month), "socy": .startOfCurrent(.year),
    "eow": .endOfCurrent(.week), "eom": .endOfCurrent(.month), "eoy": .endOfCurrent(.year),
    "eocw": .endOfCurrent(.week), "eocm": .endOfCurrent(.month), "eocy": .endOfCurrent(.year),
  ]

  /// Counts written as words (`in two weeks`, `a week ago`), as the plugin's dates read them.
  static let numberWords: [String: Int] = [
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
  ]

  /// The largest offset of each unit: a hundred years (anything larger is a typo).
  static let maxOffset: [Unit: Int] = [.day: 36_525, .week: 5_218, .month: 1_200, .year: 100]

  // MARK: - Reading

  static func read(_ text: String) -> DatePhrase? {
    let trimmed = text.trimmingSpaces()
    if let dateTime = LocalDateTime(text: trimmed) {
      return DatePhrase(day: .absolute(dateTime.date), time: dateTime.time)
    }
    var words = trimmed.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    guard !words.isEmpty else { return nil }
    // `9 am` is one time.
    if words.count >= 2, ["am", "pm"].contains(words[words.count - 1]), words[words.count - 2].allSatisfy(\.isNumber) {
      words[words.count - 2] += words.removeLast()
    }
    var time: LocalTime?
    if let last = words.last, let parsed = clockTime(last) {
      time = parsed
      words.removeLast()
    }
    guard !words.isEmpty else { return DatePhrase(day: .relative(days: 0), time: time) }
    guard let day = day(words) else { return nil }
    return DatePhrase(day: day, time: time)
  }

  /// The day of the words before any time. A few forms only the plugin's reading takes, where a
  /// word at the end of a quick add is more likely text than a date: `now`, `tonight`, a month's
  /// name alone (`may`) and `3 days ago`.
  static func day(_ words: [String], reading: Reading = .commandLine) -> Day? {
    let plugin = reading == .tasksPlugin
    switch words.count {
    case 1:
      let word = words[0]
      switch word {
      case "today": return .relative(days: 0)
      case "now" where plugin, "tonight" where plugin: return .relative(days: 0)
      case "tomorrow", "tmr": return .relative(days: 1)
      case "yesterday": return .relative(days: -1)
      default: break
      }
      if let date = LocalDate(iso: word) ?? slashedISO(word) { return .absolute(date) }
      if let weekday = weekdayWords[word] { return .weekday(weekday) }
      if let boundary = boundaryWords[word] { return boundary }
      // `december`, `may`: the first of that month (a whole name: `dec` alone is no date).
      if plugin, word.count > 3 || word == "may", let month = monthWords[word] { return monthDay(month, 1) }
      return signedOffset(word)
    case 2:
      if words[0] == "next", let unit = Unit(rawValue: words[1]), unit != .day { return .startOfNext(unit) }
      if let weeks = ["last": -1, "past": -1, "this": 0, "next": 1][words[0]], let weekday = weekdayWords[words[1]] {
        return .weekdayOfWeek(weekday, weeks: weeks)
      }
      if let month = monthWords[words[0]], let day = dayOfMonth(words[1]) { return monthDay(month, day) }
      if let month = monthWords[words[1]], let day = dayOfMonth(words[0]) { return monthDay(month, day) }
      if let month = monthWords[words[0]], let year = year(words[1]) { return dated(year, month, 1) }
      return nil
    case 3:
      if words[0] == "in", let n = count(words[1]), let unit = unit(words[2]) { return offset(n, unit) }
      if let n = count(words[0]), let unit = unit(words[1]) {
        switch words[2] {
        case "ago" where plugin: return offset(-n, unit)
        case "later", "after": return offset(n, unit)
        default: return nil
        }
      }
      if words[1] == "of", let day = dayOfMonth(words[0]), let month = monthWords[words[2]] {
        return monthDay(month, day)
      }
      guard let year = year(words[2]) else { return nil }
      if let month = monthWords[words[0]], let day = dayOfMonth(words[1]) { return dated(year, month, day) }
      if let month = monthWords[words[1]], let day = dayOfMonth(words[0]) { return dated(year, month, day) }
      return nil
    case 4:
      if let n = count(words[0]), let unit = unit(words[1]), words[2] == "from", words[3] == "now" {
        return offset(n, unit)
      }
      if words[1] == "of", let day = dayOfMonth(words[0]), let month = monthWords[words[2]], let year = year(words[3]) {
        return dated(year, month, day)
      }
      return nil
    default: return nil
    }
  }

  /// Whether every character of `text` is an ASCII digit (none of the other scripts' digits).
  static func isDigits(_ text: some StringProtocol) -> Bool { text.allSatisfy { $0.isASCII && $0.isNumber } }

  /// `3` or `three`.
  static func count(_ word: String) -> Int? {
    if !word.isEmpty, isDigits(word) { return Int(word) }
    return numberWords[word]
  }

  /// A year of four digits.
  static func year(_ word: String) -> Int? {
    guard word.count == 4, isDigits(word) else { return nil }
    return Int(word)
  }

  /// A date that exists.
  static func dated(_ year: Int, _ month: Int, _ day: Int) -> Day? {
    LocalDate(year: year, month: month, day: day).map { .absolute($0) }
  }

  /// `2026/12/24`.
  static func slashedISO(_ word: String) -> LocalDate? {
    let parts = word.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts.allSatisfy(isDigits),
      let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2])
    else { return nil }
    return LocalDate(year: y, month: m, day: d)
  }

  /// `+3d`, `-1w`, `+2m`, `+1y`.
  static func signedOffset(_ word: String) -> Day? {
    guard let sign = word.first, sign == "+" || sign == "-", word.count >= 3, let letter = word.last,
      let unit = unit(String(letter))
    else { return nil }
    let digits = word.dropFirst().dropLast()
    guard isDigits(digits), let n = Int(digits) else { return nil }
    return offset(sign == "-" ? -n : n, unit)
  }

  static func offset(_ n: Int, _ unit: Unit) -> Day? {
    guard abs(n) <= maxOffset[unit]! else { return nil }
    return .offset(n, unit)
  }

  /// `d`, `day`, `days`, `w`, `week`, ..., `y`, `year`, `years`.
  static func unit(_ word: String) -> Unit? {
    switch word {
    case "d", "day", "days": return .day
    case "w", "wk", "wks", "week", "weeks": return .week
    case "m", "mo", "month", "months": return .month
    case "y", "yr", "yrs", "year", "years": return .year
    default: return nil
    }
  }

  /// `24`, `24th`, `1st`, `2nd`, `3rd`.
  static func dayOfMonth(_ word: String) -> Int? {
    var digits = Substring(word)
    for suffix in ["st", "nd", "rd", "th"] where digits.hasSuffix(suffix) { digits = digits.dropLast(2) }
    guard (1...2).contains(digits.count), isDigits(digits) else { return nil }
    return Int(digits)
  }

  /// A month and day that some year has (29 February is kept for the next leap year).
  static func monthDay(_ month: Int, _ day: Int) -> Day? {
    guard day >= 1, day <= LocalDate.daysIn(month: month, year: 2000) else { return nil }
    return .monthDay(month: month, day: day)
  }

  /// `18:00`, `9:30`, `9am`, `12pm`, `9:30pm`.
  static func clockTime(_ word: String) -> LocalTime? {
    if let time = LocalTime(text: word) { return time }
    guard word.hasSuffix("am") || word.hasSuffix("pm") else { return nil }
    let pm = word.hasSuffix("pm")
    let clock = word.dropLast(2)
    let parts = clock.split(separator: ":", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count), (1...2).contains(parts[0].count),
      parts.allSatisfy(isDigits), let hour = Int(parts[0]),
      (1...12).contains(hour)
    else { return nil }
    var minute = 0
    if parts.count == 2 {
      guard parts[1].count == 2, let value = Int(parts[1]) else { return nil }
      minute = value
    }
    return LocalTime(hour: hour % 12 + (pm ? 12 : 0), minute: minute)
  }

  // MARK: - Suggestions

  /// `text` with its first unknown word replaced by the nearest word of the grammar, when that
  /// reads as a phrase.
  static func suggestion(for text: String) -> String? {
    let words = text.trimmingSpaces().lowercased().split(separator: " ").map(String.init)
    for (index, word) in words.enumerated() where !vocabulary.contains(word) && word.contains(where: \.isLetter) {
      guard word.allSatisfy(\.isLetter), let near = EditDistance.nearest(word, in: vocabulary) else { continue }
      var fixed = words
      fixed[index] = near
      let candidate = fixed.joined(separator: " ")
      if read(candidate) != nil { return candidate }
    }
    return nil
  }
}
