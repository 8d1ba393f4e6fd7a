/// Every kind of problem Quire reports, with its code, default severity and message.
///
/// The one place a diagnostic's words are written: call sites name a kind and its parts, and
/// ``Diagnostic/init(file:line:column:_:severity:)`` fills in the code and the text.
/// `Tests/QuireKitTests/Docs/DiagnosticsDocTests.swift` keeps `docs/diagnostics.md` equal to ``Code``.
public enum DiagnosticKind: Sendable, Hashable {
  // MARK: - Configuration (bad-config)

  /// `week_start` is not a day a week can start on.
  case badWeekStart(String)
  /// `folders` is not a map.
  case badFolders
  /// A folder of `folders` leaves the vault.
  case folderOutsideVault(String)
  /// `inbox` leaves the vault.
  case inboxOutsideVault(String)
  /// `task_format` is neither `emoji` nor `dataview`.
  case badTaskFormat(String)
  /// `lock_timeout` is not a number of seconds.
  case badLockTimeout(String)
  /// The `ics` export path leaves the vault and is not absolute.
  case icsExportOutsideVault(String)
  /// `time_zone` names no zone the system knows.
  case unknownTimeZone(String)

  // MARK: - Files and folders

  /// A file cannot be opened or examined; `reason` is the system's.
  case unreadable(reason: String)
  /// A file cannot be read to its end; `reason` is the system's.
  case unreadableToEnd(reason: String)
  /// A folder cannot be listed; `reason` is the system's.
  case unreadableFolder(reason: String)
  /// A file over the note size limit (16 MB), with its size in whole megabytes.
  case tooLarge(megabytes: Int)
  /// A file with NUL bytes.
  case binary
  /// A file that is not valid UTF-8.
  case notUTF8
  /// A symlink whose target does not exist, or loops.
  case brokenSymlink
  /// A symlink out of the vault.
  case symlinkOutside
  /// A symlink to a folder that contains it.
  case symlinkLoop

  // MARK: - Front matter

  /// Front matter that opens and never closes.
  case frontMatterUnclosed
  /// YAML that does not parse, without a position (`what` names the text, `error` the reason).
  case yamlSyntax(what: String, error: String)
  /// YAML that does not parse at a position (`problem` is the parser's reason).
  case yamlSyntaxAt(what: String, problem: String)
  /// YAML that is not a mapping.
  case yamlNotMapping(what: String)
  /// YAML whose aliases expand beyond `limit` values.
  case yamlTooLarge(what: String, limit: Int)
  /// A front matter value that is not a date.
  case notADate(key: String, value: String)
  /// A front matter value that is not a time.
  case notATime(key: String, value: String)
  /// A front matter value that is not true or false.
  case notABool(key: String, value: String)
  /// A front matter value that is not a number.
  case notANumber(key: String, value: String)

  // MARK: - Tasks

  /// A task date field that is not a real date (`value` as written).
  case badTaskDate(String)
  /// A task time that is not a real time.
  case badTaskTime(String)
  /// A task reminder that cannot be read.
  case badReminder(String)
  /// An unknown 🏁 action (newer Obsidian Tasks versions know more; ignored, as there).
  case badOnCompletion(String)
  /// A task recurrence that cannot be read.
  case badTaskRecurrence(rule: String, error: String)
  /// A recurrence that no date matches; `outcome` says what follows.
  case recurrenceNeverOccurs(rule: String, outcome: String)
  /// A reminder relative to a due date, on a task without one.
  case reminderNeedsDue
  /// A 🆔 already used by another task.
  case duplicateID(String, firstAt: String)

  // MARK: - Entries

  /// A dream note without a date.
  case dreamNoDate
  /// An event note without a date.
  case eventNoDate
  /// An event `repeat:` that cannot be read.
  case badEventRepeat(rule: String, error: String)
  /// An event `exdate:` item that is not a date.
  case badExdate(String)
  /// A habit time that is not `HH:MM`.
  case badHabitTime(String)
  /// A habit `days:` phrase that cannot be read.
  case badHabitDays(String, error: String)
  /// A habit `days:` item that is not a weekday.
  case badWeekday(String)
  /// A habit check-in without a date.
  case checkinNoDate
  /// A goal progress line whose amount is not a number; an error when it looks like a typo.
  case badAmount(date: String, amount: String, looksLikeAmount: Bool)
  /// Two habit notes with one slug.
  case duplicateHabit(String)
  /// Two course notes with one code.
  case duplicateCourse(String)
  /// A check-in naming a habit no note defines.
  case unknownHabit(String)
  /// A dream symbol without a plain-text meaning.
  case badDreamSymbol(String)

  // MARK: - Flashcards

  /// A review comment that is not `DATE,INTERVAL,EASE`.
  case badSRComment(String)
  /// A multi-line card cut by a line holding the one-line separator.
  case cardCut(twoWay: Bool, line: Int, separator: String)
  /// A one-line card without a front or back.
  case cardMissingSide(front: Bool, separator: String)
  /// A multi-line card without a front or back.
  case multiLineCardMissingSide(front: Bool, separator: String)
  /// A card with several review comments.
  case duplicateSRComment(count: Int, first: Int)

  // MARK: - iCalendar

  /// A file that does not start with `BEGIN:VCALENDAR`.
  case notICalendar
  /// `END` without a `BEGIN`.
  case endWithoutBegin(String)
  /// `END` that closes no open component.
  case endMismatch(String, open: String, openLine: Int)
  /// A component closed by its parent's `END`.
  case beginClosedByParent(String, end: String, endLine: Int)
  /// A property outside every component.
  case propertyOutsideComponent(String)
  /// A component the file never ends.
  case beginNeverEnds(String)
  /// A line that ends in a bare LF or CR (`ending` says which).
  case icsLineEnds(String)
  /// A line over 75 octets, unfolded.
  case icsLongLine(octets: Int)
  /// A line that is not `NAME:value`.
  case icsNotAProperty
  /// A parameter that is not `NAME=value`.
  case icsBadParameter(property: String)
  /// A quoted parameter value that never closes.
  case icsUnclosedQuote(property: String)
  /// A property name without `:` after it.
  case icsNoColon(property: String)
  /// A cancelled VEVENT (`STATUS:CANCELLED`), not imported.
  case icsCancelled(title: String)
  /// A VEVENT whose UID the one at `firstLine` already has.
  case icsDuplicateEventUID(firstLine: Int)
  /// A VTODO whose UID an earlier one has.
  case icsDuplicateTaskUID
  /// A second override of one day (`day` as `YYYY-MM-DD`) of a recurring event.
  case icsDuplicateOverride(day: String)
  /// A component other than VEVENT and VTODO.
  case icsUnsupportedComponent(String)
  /// A VEVENT without a UID.
  case icsEventNoUID
  /// A VTODO without a UID.
  case icsTaskNoUID
  /// A VEVENT without a DTSTART.
  case icsNoDTStart
  /// A date or date-time property that cannot be read: `PROPERTY 'value' is not <expected>; <outcome>`.
  case icsBadTime(property: String, value: String, expected: String, outcome: String)
  /// A DURATION that cannot be read.
  case icsBadDuration(String)
  /// An RDATE, which is not imported.
  case icsRDate
  /// `RANGE=THISANDFUTURE`, read as this occurrence only.
  case icsThisAndFuture
  /// An RRULE that cannot be read; `outcome` says what is imported instead.
  case icsBadRRule(rule: String, error: String, outcome: String)
  /// An event that starts `dayShift` days later (negative: earlier) in the vault's zone.
  case icsRRuleZone(dayShift: Int)
  /// A VALARM without a TRIGGER.
  case icsAlarmNoTrigger
  /// A TRIGGER that is not `expected` (a date-time, a duration).
  case icsBadTrigger(String, expected: String)
  /// A TRIGGER after the start of a repeating event.
  case icsAlarmAfterStart(String)
  /// A TRIGGER relative to the end.
  case icsAlarmEnd
  /// A TRIGGER of a task without DUE.
  case icsAlarmWithoutDue(String)
  /// A TZID no zone database knows.
  case icsUnknownTZID(String)
  /// An imported note that could not be written; `description` is the write error's.
  case importWrite(description: String)

  // MARK: - Templates

  /// The built-in dream symbols are missing.
  case dreamSymbolsNotFound
  /// A template that is not UTF-8 text.
  case templateUnreadable
  /// A template that does not parse; `description` is the renderer's.
  case templateSyntax(description: String)
}

extension DiagnosticKind {
  /// The stable, searchable code of each kind, as printed by `quire check --json`.
  ///
  /// One code may cover several kinds (every `bad-config` problem, say).
  public enum Code: String, Sendable, CaseIterable {
    case badConfig = "bad-config"
    case unreadable = "unreadable"
    case unreadableFolder = "unreadable-folder"
    case tooLarge = "too-large"
    case binary = "binary"
    case notUTF8 = "not-utf8"
    case brokenSymlink = "broken-symlink"
    case symlinkOutside = "symlink-outside"
    case symlinkLoop = "symlink-loop"
    case frontMatterUnclosed = "front-matter-unclosed"
    case yamlSyntax = "yaml-syntax"
    case yamlNotMapping = "yaml-not-mapping"
    case yamlTooLarge = "yaml-too-large"
    case badDate = "bad-date"
    case badTime = "bad-time"
    case badBool = "bad-bool"
    case badNumber = "bad-number"
    case badReminder = "bad-reminder"
    case badOnCompletion = "bad-on-completion"
    case badRecurrence = "bad-recurrence"
    case recurrenceNeverOccurs = "recurrence-never-occurs"
    case reminderNeedsDue = "reminder-needs-due"
    case duplicateID = "duplicate-id"
    case dreamNoDate = "dream-no-date"
    case eventNoDate = "event-no-date"
    case badWeekday = "bad-weekday"
    case checkinNoDate = "checkin-no-date"
    case badAmount = "bad-amount"
    case duplicateHabit = "duplicate-habit"
    case duplicateCourse = "duplicate-course"
    case unknownHabit = "unknown-habit"
    case badDreamSymbol = "bad-dream-symbol"
    case badSRComment = "bad-sr-comment"
    case cardCut = "card-cut"
    case badCard = "bad-card"
    case duplicateSRComment = "duplicate-sr-comment"
    case notICalendar = "not-icalendar"
    case icsStructure = "ics-structure"
    case icsLineEnds = "ics-line-ends"
    case icsLongLine = "ics-long-line"
    case icsSyntax = "ics-syntax"
    case icsDuplicateUID = "ics-duplicate-uid"
    case icsUnsupported = "ics-unsupported"
    case icsNoUID = "ics-no-uid"
    case icsNoDTStart = "ics-no-dtstart"
    case icsBadTime = "ics-bad-time"
    case icsBadDuration = "ics-bad-duration"
    case icsBadRRule = "ics-bad-rrule"
    case icsBadAlarm = "ics-bad-alarm"
    case icsAlarmEnd = "ics-alarm-end"
    case icsCancelled = "ics-cancelled"
    case icsRRuleZone = "ics-rrule-zone"
    case icsUnknownTZID = "ics-unknown-tzid"
    case importWrite = "import-write"
    case templatesNotFound = "templates-not-found"
    case templateUnreadable = "template-unreadable"
    case templateSyntax = "template-syntax"
  }
}

// MARK: - Code, severity and message

extension DiagnosticKind {
  /// The kind's stable code.
  public var code: Code {
    switch self {
    case .badWeekStart, .badFolders, .folderOutsideVault, .inboxOutsideVault, .badTaskFormat, .badLockTimeout,
      .icsExportOutsideVault, .unknownTimeZone:
      .badConfig
    case .unreadable, .unreadableToEnd: .unreadable
    case .unreadableFolder: .unreadableFolder
    case .tooLarge: .tooLarge
    case .binary: .binary
    case .notUTF8: .notUTF8
    case .brokenSymlink: .brokenSymlink
    case .symlinkOutside: .symlinkOutside
    case .symlinkLoop: .symlinkLoop
    case .frontMatterUnclosed: .frontMatterUnclosed
    case .yamlSyntax, .yamlSyntaxAt: .yamlSyntax
    case .yamlNotMapping: .yamlNotMapping
    case .yamlTooLarge: .yamlTooLarge
    case .notADate, .badTaskDate, .badExdate: .badDate
    case .notATime, .badTaskTime, .badHabitTime: .badTime
    case .notABool: .badBool
    case .notANumber: .badNumber
    case .badReminder: .badReminder
    case .badOnCompletion: .badOnCompletion
    case .badTaskRecurrence, .badEventRepeat, .badHabitDays: .badRecurrence
    case .recurrenceNeverOccurs: .recurrenceNeverOccurs
    case .reminderNeedsDue: .reminderNeedsDue
    case .duplicateID: .duplicateID
    case .dreamNoDate: .dreamNoDate
    case .eventNoDate: .eventNoDate
    case .badWeekday: .badWeekday
    case .checkinNoDate: .checkinNoDate
    case .badAmount: .badAmount
    case .duplicateHabit: .duplicateHabit
    case .duplicateCourse: .duplicateCourse
    case .unknownHabit: .unknownHabit
    case .badDreamSymbol: .badDreamSymbol
    case .badSRComment: .badSRComment
    case .cardCut: .cardCut
    case .cardMissingSide, .multiLineCardMissingSide: .badCard
    case .duplicateSRComment: .duplicateSRComment
    case .notICalendar: .notICalendar
    case .endWithoutBegin, .endMismatch, .beginClosedByParent, .propertyOutsideComponent, .beginNeverEnds:
      .icsStructure
    case .icsLineEnds: .icsLineEnds
    case .icsLongLine: .icsLongLine
    case .icsNotAProperty, .icsBadParameter, .icsUnclosedQuote, .icsNoColon: .icsSyntax
    case .icsCancelled: .icsCancelled
    case .icsDuplicateEventUID, .icsDuplicateTaskUID, .icsDuplicateOverride: .icsDuplicateUID
    case .icsUnsupportedComponent, .icsRDate, .icsThisAndFuture: .icsUnsupported
    case .icsEventNoUID, .icsTaskNoUID: .icsNoUID
    case .icsNoDTStart: .icsNoDTStart
    case .icsBadTime: .icsBadTime
    case .icsBadDuration: .icsBadDuration
    case .icsBadRRule: .icsBadRRule
    case .icsRRuleZone: .icsRRuleZone
    case .icsAlarmNoTrigger, .icsBadTrigger, .icsAlarmAfterStart, .icsAlarmWithoutDue: .icsBadAlarm
    case .icsAlarmEnd: .icsAlarmEnd
    case .icsUnknownTZID: .icsUnknownTZID
    case .importWrite: .importWrite
    case .dreamSymbolsNotFound: .templatesNotFound
    case .templateUnreadable: .templateUnreadable
    case .templateSyntax: .templateSyntax
    }
  }

  /// How bad the kind is unless the call site says otherwise.
  public var severity: Severity {
    switch self {
    case .unknownTimeZone, .unreadableFolder, .tooLarge, .binary, .notUTF8, .brokenSymlink, .symlinkOutside,
      .symlinkLoop, .badOnCompletion, .badTaskRecurrence, .recurrenceNeverOccurs, .reminderNeedsDue, .duplicateID,
      .dreamNoDate, .badEventRepeat, .badHabitDays, .badWeekday, .checkinNoDate, .duplicateHabit, .duplicateCourse,
      .unknownHabit, .badDreamSymbol, .badSRComment, .cardCut, .cardMissingSide, .multiLineCardMissingSide,
      .duplicateSRComment, .notICalendar, .endWithoutBegin, .endMismatch, .beginClosedByParent,
      .propertyOutsideComponent, .beginNeverEnds, .icsLineEnds, .icsLongLine, .icsNotAProperty, .icsBadParameter,
      .icsUnclosedQuote, .icsNoColon, .dreamSymbolsNotFound, .templateUnreadable, .templateSyntax:
      .warning
    case .icsCancelled, .icsDuplicateEventUID, .icsDuplicateTaskUID, .icsDuplicateOverride, .icsUnsupportedComponent,
      .icsEventNoUID, .icsTaskNoUID, .icsNoDTStart, .icsBadTime, .icsBadDuration, .icsRDate, .icsThisAndFuture,
      .icsBadRRule, .icsRRuleZone, .icsAlarmNoTrigger, .icsBadTrigger, .icsAlarmAfterStart, .icsAlarmEnd,
      .icsAlarmWithoutDue, .icsUnknownTZID:
      .warning
    case .badAmount(_, _, let looksLikeAmount): looksLikeAmount ? .error : .warning
    default: .error
    }
  }

  /// One lower-case sentence that says what is wrong and what to do.
  public var message: String {
    switch self {
    case .badWeekStart(let value): "week_start '\(value)' is not monday, sunday or saturday"
    case .badFolders: "folders must be a map of kind to folder (journal: journal, ...); it is ignored"
    case .folderOutsideVault(let name): "folder '\(name)' must be a path inside the vault"
    case .inboxOutsideVault(let inbox): "inbox '\(inbox)' must be a path inside the vault"
    case .badTaskFormat(let format): "task_format '\(format)' is not emoji or dataview"
    case .badLockTimeout(let text): "lock_timeout '\(text)' is not a number of seconds (0 to 86400)"
    case .icsExportOutsideVault(let path): "ics export '\(path)' must be a path inside the vault, or an absolute path"
    case .unknownTimeZone(let zone):
      "time zone '\(zone)' is unknown; using the system's (write an IANA name such as Europe/Berlin)"
    case .unreadable(let reason): "file cannot be read (\(reason)); check its permissions"
    case .unreadableToEnd(let reason): "file could not be read to the end (\(reason)); skipped"
    case .unreadableFolder(let reason): "folder cannot be read (\(reason)); check its permissions"
    case .tooLarge(let megabytes): "file is \(megabytes) MB, larger than the 16 MB a note may be; skipped"
    case .binary: "file looks binary (it contains NUL bytes); skipped"
    case .notUTF8: "file is not valid UTF-8; bad bytes read as '\u{FFFD}' (save it as UTF-8 to fix)"
    case .brokenSymlink: "symlink leads nowhere (or loops); not followed"
    case .symlinkOutside: "symlink points outside the vault; not followed"
    case .symlinkLoop: "symlink points back to a folder that contains it; not followed"
    case .frontMatterUnclosed: "front matter opened with '---' never closes; add a closing '---' line"
    case .yamlSyntax(let what, let error): "\(what) is not valid YAML (\(error)); fix it or quote the value"
    case .yamlSyntaxAt(let what, let problem):
      "\(what) is not valid YAML: \(problem); fix this line (quote values that contain ': ' or '#')"
    case .yamlNotMapping(let what): "\(what) must be a list of `key: value` lines"
    case .yamlTooLarge(let what, let limit):
      "\(what) expands to more than \(limit) values (aliases?); write it out plainly"
    case .notADate(let key, let value): "'\(key): \(value)' is not a date; write YYYY-MM-DD"
    case .notATime(let key, let value): "'\(key): \(value)' is not a time; write HH:MM (24-hour)"
    case .notABool(let key, let value): "'\(key): \(value)' is not true or false"
    case .notANumber(let key, let value): "'\(key): \(value)' is not a number"
    case .badTaskDate(let value): "'\(value)' is not a real date; write YYYY-MM-DD"
    case .badTaskTime(let value): "'\(value)' is not a real time; write HH:MM from 00:00 to 23:59"
    case .badReminder(let value):
      "'\(value)' is not a reminder; write YYYY-MM-DD HH:MM or a time before the due time such as 1h before"
    case .badOnCompletion(let value): "'\(value)' is not an on-completion action; write keep or delete"
    case .badTaskRecurrence(let rule, let error):
      "cannot read the recurrence '\(rule)': \(error); see docs/recurrence.md"
    case .recurrenceNeverOccurs(let rule, let outcome):
      "the recurrence '\(rule)' never occurs: no date matches it, so \(outcome); see docs/recurrence.md"
    case .reminderNeedsDue: "a reminder 'before' needs a due date; add 📅 YYYY-MM-DD or [due:: YYYY-MM-DD]"
    case .duplicateID(let id, let first): "task id '\(id)' is already used at \(first); give each task its own 🆔"
    case .dreamNoDate: "dream has no date; add 'date: YYYY-MM-DD' to its front matter"
    case .eventNoDate: "event has no date; add 'date: YYYY-MM-DD' to its front matter"
    case .badEventRepeat(let rule, let error): "repeat '\(rule)' cannot be read (\(error)); the event is shown once"
    case .badExdate(let text): "exdate '\(text)' is not a date; write YYYY-MM-DD"
    case .badHabitTime(let text): "habit time '\(text)' is not HH:MM; write times like [\"08:30\", \"17:00\"]"
    case .badHabitDays(let days, let error):
      "days '\(days)' cannot be read (\(error)); write day names like [mon, wed] or a phrase"
    case .badWeekday(let day): "'\(day)' is not a weekday; write mon, tue, wed, thu, fri, sat or sun"
    case .checkinNoDate: "habit check-in has no date; add ✅ YYYY-MM-DD or move it to a daily note"
    case .badAmount(let date, let amount, _):
      "progress amount '\(amount)' is not a number; write '- \(date) +AMOUNT NOTE', such as '- \(date) +500 bought at 98.40'"
    case .duplicateHabit(let slug): "another habit file is also named '\(slug)'; rename one of them"
    case .duplicateCourse(let code):
      "course code '\(code)' is used by another course note; give each course its own code"
    case .unknownHabit(let slug):
      "check-in names habit '\(slug)', but no habit note has that name; add habits/\(slug).md"
    case .badDreamSymbol(let key):
      "symbol '\(key)' needs a one-sentence meaning as plain text (`\(key): what it means`); it is skipped"
    case .badSRComment(let part): "review state '\(part)' is not DATE,INTERVAL,EASE; the card is treated as new"
    case .cardCut(let twoWay, let line, let separator):
      "the \(twoWay ? "two-way " : "")multi-line card here is not read: line \(line) holds "
        + "'\(separator)', which makes that line a card of its own (as in the obsidian-spaced-repetition "
        + "plugin); put a blank line before line \(line), or write its colons as &#58;"
    case .cardMissingSide(let front, let separator):
      "card has no \(front ? "front" : "back"); write FRONT\(separator)BACK"
    case .multiLineCardMissingSide(let front, let separator):
      "multi-line card has no \(front ? "front" : "back"); write the front lines, "
        + "a line with only '\(separator)', then the back lines"
    case .duplicateSRComment(let count, let first):
      "card has \(count) review comments; the first (line \(first)) is read and rewritten, "
        + "as the obsidian-spaced-repetition plugin does; delete the others"
    case .notICalendar: "this is not an iCalendar file: it does not start with BEGIN:VCALENDAR"
    case .endWithoutBegin(let name): "END:\(name) without a BEGIN; ignored"
    case .endMismatch(let name, let open, let openLine):
      "END:\(name) does not close BEGIN:\(open) (line \(openLine)); ignored"
    case .beginClosedByParent(let name, let end, let endLine):
      "BEGIN:\(name) never ends (END:\(end) at line \(endLine) closes its parent); skipped"
    case .propertyOutsideComponent(let name): "\(name) stands outside any component; ignored"
    case .beginNeverEnds(let name): "BEGIN:\(name) never ends (the file is cut short?); skipped"
    case .icsLineEnds(let ending): "line ends in \(ending), not CRLF (RFC 5545 §3.1); read anyway"
    case .icsLongLine(let octets): "line is \(octets) octets long, not folded at 75 (RFC 5545 §3.1); read anyway"
    case .icsNotAProperty: "line is not a property (NAME:value); skipped"
    case .icsBadParameter(let property): "\(property): a parameter is not NAME=value; line skipped"
    case .icsUnclosedQuote(let property): "\(property): a quoted parameter value never closes; line skipped"
    case .icsNoColon(let property): "line is not a property (NAME:value; no ':' after \(property)); skipped"
    case .icsCancelled(let title): "VEVENT '\(title)' is cancelled (STATUS:CANCELLED); not imported"
    case .icsDuplicateEventUID(let firstLine): "VEVENT repeats the UID of the one at line \(firstLine); skipped"
    case .icsDuplicateTaskUID: "VTODO repeats a UID seen before; skipped"
    case .icsDuplicateOverride(let day): "a second override of \(day) for the same UID; skipped"
    case .icsUnsupportedComponent(let name): "\(name) is not imported (only VEVENT and VTODO are)"
    case .icsEventNoUID: "VEVENT has no UID; skipped (a calendar needs it to find the event again)"
    case .icsTaskNoUID: "VTODO has no UID; skipped"
    case .icsNoDTStart: "VEVENT has no DTSTART; skipped"
    case .icsBadTime(let property, let value, let expected, let outcome):
      "\(property) '\(value)' is not \(expected); \(outcome)"
    case .icsBadDuration(let value): "DURATION '\(value)' is not a duration such as PT1H; ignored"
    case .icsRDate: "RDATE (extra dates) is not imported; add those days as events of their own"
    case .icsThisAndFuture: "RANGE=THISANDFUTURE is read as changing this one occurrence only"
    case .icsBadRRule(let rule, let error, let outcome): "RRULE '\(rule)' cannot be read (\(error)); \(outcome)"
    case .icsRRuleZone(let dayShift):
      "in the vault's zone the event starts \(abs(dayShift)) day\(abs(dayShift) == 1 ? "" : "s") "
        + "\(dayShift > 0 ? "later" : "earlier"); the rule's month days and numbered weekdays are kept as written, "
        + "check them"
    case .icsAlarmNoTrigger: "VALARM has no TRIGGER; ignored"
    case .icsBadTrigger(let value, let expected): "TRIGGER '\(value)' is not \(expected); alarm ignored"
    case .icsAlarmAfterStart(let value):
      "TRIGGER '\(value)' fires after the start of a repeating event, which Quire cannot say; alarm ignored"
    case .icsAlarmEnd: "TRIGGER relative to the end is read as relative to the start"
    case .icsAlarmWithoutDue(let value): "TRIGGER '\(value)' of a task without DUE cannot be placed; alarm ignored"
    case .icsUnknownTZID(let tzid): "unknown TZID '\(tzid)'; the time is read as the vault's local time"
    case .importWrite(let description): description
    case .dreamSymbolsNotFound:
      "the built-in dream symbols were not found; set QUIRE_TEMPLATES to the Templates folder"
    case .templateUnreadable: "template is not readable UTF-8 text; the built-in template is used"
    case .templateSyntax(let description):
      "template syntax error (\(description)); the built-in template is used"
    }
  }
}

// MARK: - Catalog

extension DiagnosticKind.Code {
  /// One line that says when the code is reported, for `docs/diagnostics.md`.
  public var summary: String {
    switch self {
    case .badConfig:
      "a value in `.quire/config.yaml` is wrong (week start, folders, inbox, task format, lock timeout, ics path, time zone)"
    case .unreadable: "a file cannot be opened or read to its end"
    case .unreadableFolder: "a folder cannot be listed"
    case .tooLarge: "a file is over 16 MB; skipped"
    case .binary: "a file contains NUL bytes; skipped"
    case .notUTF8: "a file is not valid UTF-8; bad bytes are read as U+FFFD"
    case .brokenSymlink: "a symlink leads nowhere or loops; not followed"
    case .symlinkOutside: "a symlink points outside the vault; not followed"
    case .symlinkLoop: "a symlink points back to a folder that contains it; not followed"
    case .frontMatterUnclosed: "front matter opened with `---` never closes"
    case .yamlSyntax: "front matter or a YAML file is not valid YAML"
    case .yamlNotMapping: "front matter or a YAML file is not a list of `key: value` lines"
    case .yamlTooLarge: "the aliases of front matter or a YAML file expand to too many values"
    case .badDate: "a date (front matter, task field, event exdate) is not a real `YYYY-MM-DD` date"
    case .badTime: "a time (front matter, task field, habit time) is not a real `HH:MM` time"
    case .badBool: "a front matter value is not true or false"
    case .badNumber: "a front matter value is not a number"
    case .badReminder: "a task reminder cannot be read"
    case .badOnCompletion: "a task's 🏁 action is not keep or delete; ignored"
    case .badRecurrence: "a recurrence (task, event `repeat:`, habit `days:`) cannot be read"
    case .recurrenceNeverOccurs: "a recurrence no date matches, such as `every February on the 30th`"
    case .reminderNeedsDue: "a reminder before the due time on a task without a due date"
    case .duplicateID: "two tasks share one 🆔"
    case .dreamNoDate: "a dream note has no date"
    case .eventNoDate: "an event note has no date"
    case .badWeekday: "a habit `days:` item is not a weekday"
    case .checkinNoDate: "a habit check-in has no date"
    case .badAmount: "a goal progress line's amount is not a number"
    case .duplicateHabit: "two habit notes have the same name"
    case .duplicateCourse: "two course notes have the same code"
    case .unknownHabit: "a check-in names a habit no note defines"
    case .badDreamSymbol: "a dream symbol has no plain-text meaning; skipped"
    case .badSRComment: "a flashcard review comment is not DATE,INTERVAL,EASE"
    case .cardCut: "a multi-line flashcard is cut by a line holding the one-line separator"
    case .badCard: "a flashcard has no front or no back"
    case .duplicateSRComment: "a flashcard has several review comments"
    case .notICalendar: "an imported file is not iCalendar"
    case .icsStructure: "an iCalendar BEGIN/END pair is broken, or a property stands outside any component"
    case .icsLineEnds: "an iCalendar line ends in a bare LF or CR; read anyway"
    case .icsLongLine: "an iCalendar line is longer than 75 octets; read anyway"
    case .icsSyntax: "an iCalendar line is not a property; skipped"
    case .icsDuplicateUID: "an iCalendar component repeats a UID; skipped"
    case .icsUnsupported: "an iCalendar component or property Quire does not import"
    case .icsNoUID: "a VEVENT or VTODO has no UID; skipped"
    case .icsNoDTStart: "a VEVENT has no DTSTART; skipped"
    case .icsBadTime: "an iCalendar date or date-time cannot be read"
    case .icsBadDuration: "an iCalendar DURATION cannot be read; ignored"
    case .icsBadRRule: "an iCalendar RRULE cannot be read"
    case .icsBadAlarm: "a VALARM cannot be imported; ignored"
    case .icsAlarmEnd: "an alarm relative to the end is read as relative to the start"
    case .icsUnknownTZID: "an iCalendar TZID names no known zone; the time is read as the vault's"
    case .icsCancelled: "a cancelled VEVENT is not imported"
    case .icsRRuleZone: "an event moves to another day in the vault's zone; check its rule"
    case .importWrite: "an imported note cannot be written"
    case .templatesNotFound: "the built-in templates (dream symbols) are not found"
    case .templateUnreadable: "a template is not UTF-8 text; the built-in one is used"
    case .templateSyntax: "a template does not parse; the built-in one is used"
    }
  }

  /// `docs/diagnostics.md`: every code with its one-line summary, in declaration order.
  public static var markdownTable: String {
    var text = "# Diagnostics\n\n"
    text += "`quire check` prints each problem as `path:line:column: severity: message`; `quire check --json`\n"
    text += "and `quire export --json` give its `code` too. The codes are stable: search for them, filter on them.\n"
    text += "This page is generated from `Sources/QuireCore/Diagnostics/DiagnosticKind.swift`\n"
    text += "(`RECORD_GOLDEN=1 swift test --filter DiagnosticsDocTests` rewrites it).\n\n"
    text += "| code | reported when |\n| --- | --- |\n"
    for code in allCases { text += "| `\(code.rawValue)` | \(code.summary) |\n" }
    return text
  }
}
