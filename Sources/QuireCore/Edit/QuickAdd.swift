/// What `quire add TEXT` reads at the end of its text (docs/quick-add.md): a due date with an
/// optional time (the date grammar of docs/dates.md), an `every ...` recurrence, a priority
/// (`!high`, `!!`), `#tags` and `remind ...` reminders. Only trailing words are taken, read from
/// the end backwards, so `Meet Friday about fri report` keeps every word; words in double quotes
/// or backticks are never read. Pure: dates resolve against the `today` and week start handed in.
public struct QuickAdd: Sendable, Equatable {
  /// A kind of value quick add can take from the text.
  public enum Field: Sendable, Hashable, CaseIterable {
    case due, recurrence, priority, reminders, tags
  }

  /// The text before the taken words, trimmed (tags in the middle stay here).
  public var title: String
  /// The `#tags` taken from the end, in the order written; they stay in the task's description.
  public var tags: [String] = []
  /// The resolved due date, when the text ends with one.
  public var due: LocalDate?
  /// The due time, when the date phrase had one.
  public var dueTime: LocalTime?
  /// The recurrence phrase or RRULE as written (after `every`, which it includes).
  public var recurrence: String?
  /// The priority of `!`, `!!`, `!!!`, `!!!!` or `!name`.
  public var priority: Priority?
  /// The reminders, resolved (`remind tomorrow 9am` is absolute; `remind 1d before` relative).
  public var reminders: [ReminderSpec] = []

  /// The task's description: the title, then the taken tags.
  public var description: String {
    ([title] + tags).filter { !$0.isEmpty }.joined(separator: " ")
  }

  /// Whether a date, recurrence, priority or reminder was taken (tags alone stay where they are,
  /// so a text ending in tags only is written as it is).
  public var tookAnything: Bool {
    due != nil || recurrence != nil || priority != nil || !reminders.isEmpty
  }

  /// The priorities written with exclamation marks: one `!` is low, `!!` medium, `!!!` high,
  /// `!!!!` highest (Apple Reminders' marks, with a fourth for Obsidian Tasks' highest).
  public static let bangs: [String: Priority] = ["!": .low, "!!": .medium, "!!!": .high, "!!!!": .highest]

  /// The words that may stand between the text and a date, and are taken with it: `at 5pm`,
  /// `on fri`, `by tomorrow`, `due dec 24` (Todoist reads them the same way).
  static let connectives: Set<String> = ["at", "on", "by", "due"]

  /// Reads `text`. Kinds in `skipping` are not taken (an explicit option gave them: its words
  /// stay in the text). Dates resolve against `today` and weeks starting on ISO weekday `weekStart`.
  public static func parse(
    _ text: String, today: LocalDate, weekStart: Int, skipping: Set<Field> = []
  ) -> QuickAdd {
    let words = Word.split(text)
    var result = QuickAdd(title: "")
    var end = words.count
    var tags: [String] = []
    var reminders: [ReminderSpec] = []

    // A group is taken only when at least one word stays before it for the title.
    func tail(_ from: Int) -> String? {
      guard from >= 1, from < end, !words[from..<end].contains(where: \.isProtected) else { return nil }
      return words[from..<end].map(\.text).joined(separator: " ")
    }

    scan: while end > 1 {
      let last = words[end - 1]
      guard !last.isProtected else { break }
      let lower = last.text.lowercased()
      if !skipping.contains(.tags), TagScanner.tags(in: last.text) == [last.text] {
        tags.append(last.text)
        end -= 1
        continue
      }
      if !skipping.contains(.priority), result.priority == nil, let priority = priority(lower) {
        result.priority = priority
        end -= 1
        continue
      }
      if !skipping.contains(.reminders) {
        for start in stride(from: end - 2, through: 1, by: -1) where words[start].text.lowercased() == "remind" {
          guard end - start <= 6,
            let spec = tail(start + 1).flatMap({ reminder($0, today: today, weekStart: weekStart) })
          else { continue }
          reminders.append(spec)
          end = start
          continue scan
        }
      }
      if !skipping.contains(.recurrence), result.recurrence == nil {
        for start in stride(from: end - 1, through: 1, by: -1) where words[start].text.lowercased() == "every" {
          guard end - start <= 16, let rule = tail(start), (try? Recurrence(parsing: rule)) != nil else { continue }
          result.recurrence = rule
          end = start
          continue scan
        }
      }
      if !skipping.contains(.due), result.due == nil,
        case let (phrase, count)? = datePhrase(ending: end, in: words, dayOnly: false)
      {
        end -= count
        var day = phrase.day
        let timeOnly = phrase.time != nil && isBareTime(words[end..<(end + count)])
        if end > 1, connectives.contains(words[end - 1].text.lowercased()), !words[end - 1].isProtected {
          end -= 1
          // `tomorrow at 9am`: the day before the `at` goes with the time.
          if timeOnly, case let (before, n)? = datePhrase(ending: end, in: words, dayOnly: true) {
            day = before.day
            end -= n
            if end > 1, connectives.contains(words[end - 1].text.lowercased()), !words[end - 1].isProtected {
              end -= 1
            }
          }
        }
        let resolved = DatePhrase(day: day, time: phrase.time)
        result.due = resolved.date(today: today, weekStart: weekStart)
        result.dueTime = phrase.time
        continue
      }
      break
    }
    result.title = end == words.count ? text.trimmingSpaces() : text[..<words[end].range.lowerBound].trimmingSpaces()
    if end == words.count { return result }
    result.tags = tags.reversed()
    result.reminders = reminders.reversed()
    return result
  }

  /// The priority a word names: `!`-marks, or `!` and a priority's name (`!high`, `!low`).
  static func priority(_ word: String) -> Priority? {
    if let priority = bangs[word] { return priority }
    guard word.hasPrefix("!"), word.count > 1 else { return nil }
    return Priority(rawValue: String(word.dropFirst()))
  }

  /// A reminder as `--remind` takes it, or nil.
  static func reminder(_ text: String, today: LocalDate, weekStart: Int) -> ReminderSpec? {
    guard case .success(let spec) = ReminderArgument.resolve(text, today: today, weekStart: weekStart) else {
      return nil
    }
    return spec
  }

  /// The longest date phrase (at most five words) that ends at word `end`, leaving a word before
  /// it; with `dayOnly`, only a day without a time.
  static func datePhrase(ending end: Int, in words: [Word], dayOnly: Bool) -> (DatePhrase, Int)? {
    guard end > 1 else { return nil }
    for count in stride(from: min(5, end - 1), through: 1, by: -1) {
      let group = words[(end - count)..<end]
      guard !group.contains(where: \.isProtected) else { continue }
      guard case .success(let phrase) = DatePhrase.parse(group.map(\.text).joined(separator: " ")) else { continue }
      if dayOnly, phrase.time != nil { continue }
      return (phrase, count)
    }
    return nil
  }

  /// Whether the words are a time alone (`9am`, `9 am`, `18:00`), with no day.
  static func isBareTime(_ words: ArraySlice<Word>) -> Bool {
    guard case .success(let phrase) = DatePhrase.parse(words.map(\.text).joined(separator: " ")) else { return false }
    return phrase.day == .relative(days: 0) && !words.contains { $0.text.lowercased() == "today" }
      && LocalDateTime(text: words.map(\.text).joined(separator: " ")) == nil
  }

  /// What was taken, for the line `quire add` prints: `Pay rent · due 2026-11-25 09:00 · every
  /// month · high · #home · remind 1d before`.
  public var summary: String {
    var parts = [title]
    if let due { parts.append("due " + due.description + (dueTime.map { " " + $0.description } ?? "")) }
    if let recurrence { parts.append(recurrence) }
    if let priority { parts.append(priority.rawValue) }
    parts += tags
    parts += reminders.map { "remind " + $0.text }
    return parts.joined(separator: " · ")
  }

  /// `draft` with what was taken: the description becomes ``description``; the due date, the
  /// recurrence and the priority are set, reminders added after the draft's own. A reminder
  /// `remind 1d before` with no due date anywhere is a one-line error.
  public func applied(to draft: TaskDraft) -> Result<TaskDraft, TaskDraftError> {
    var draft = draft
    if due == nil, draft.due == nil,
      let relative = reminders.first(where: { if case .beforeDue = $0 { true } else { false } })
    {
      return .failure(
        TaskDraftError(
          "'remind \(relative.text)' counts from the due date: write a date before it (tomorrow 9am remind "
            + "\(relative.text)) or give --due"))
    }
    draft.text = description
    if let due { draft.due = due.description + (dueTime.map { " " + $0.description } ?? "") }
    if let recurrence { draft.recurrence = recurrence }
    if let priority { draft.priority = priority.rawValue }
    draft.reminders += reminders.map(\.text)
    return .success(draft)
  }
}

extension QuickAdd {
  /// A word of the text with its place, and whether it is (partly) quoted.
  struct Word: Sendable, Equatable {
    let text: String
    let range: Range<String.Index>
    let isProtected: Bool

    /// The words of `text`, split at spaces and tabs. A word touching a `"..."`, `“...”` or
    /// `` `...` `` span (or an unclosed one) is protected: quick add never reads it.
    static func split(_ text: String) -> [Word] {
      var words: [Word] = []
      var start: String.Index?
      var protected = false
      var closing: Character?
      var index = text.startIndex
      func finish(at end: String.Index) {
        if let begin = start {
          words.append(Word(text: String(text[begin..<end]), range: begin..<end, isProtected: protected))
        }
        start = nil
        protected = false
      }
      while index < text.endIndex {
        let c = text[index]
        if closing == nil, c == " " || c == "\t" {
          finish(at: index)
        } else {
          if start == nil { start = index }
          if let close = closing {
            protected = true
            if c == close { closing = nil }
          } else if c == "\"" || c == "`" || c == "“" {
            protected = true
            closing = c == "“" ? "”" : c
          }
        }
        index = text.index(after: index)
      }
      finish(at: text.endIndex)
      return words
    }
  }
}
