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
  /// `notify: timeout:` is not a number of seconds in range.
  case badNotifyTimeout(String)
  /// `notify: grace:` is not a duration (`30m`, `2h`, or minutes).
  case badNotifyGrace(String)
  /// The `ics` export path leaves the vault and is not absolute.
  case icsExportOutsideVault(String)
  /// A `vdir:` entry without a usable `path:`.
  case badVdir(String)
  /// `timezone` names no zone the system knows.
  case unknownTimeZone(String)
  /// `country` names a country there are no holiday rules for.
  case unknownCountry(String, supported: [String])
  /// `subdivision` names no subdivision of the country there are holiday rules for.
  case unknownSubdivision(String, country: String, supported: [String])
  /// `notify: command:` is one string, not a list of the program and its arguments.
  case notifyCommandNotAList(String)
  /// A key Quire does not read (`key` as written, dotted under its parent: `notify.comand`),
  /// with the nearest known key when one is close.
  case unknownConfigKey(String, suggestion: String?)
  /// `ignore` is not a list of patterns.
  case badIgnore
  /// A pattern of `ignore` (or an entry of Obsidian's `userIgnoreFilters`) that cannot be used,
  /// and why; it is left out.
  case badIgnorePattern(String, reason: String)
  /// `obsidian_templates` is neither `skip` nor `read`.
  case badObsidianTemplates(String)
  /// The vault has `.quire/` but no `config.yaml` in it.
  case configMissing

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
  /// A sync tool's conflict copy of the note `original` (vault-relative) beside it: not read.
  case conflictCopy(original: String, tool: String)
  /// A region git's merge left with conflict markers, from line `start` to line `end`.
  case gitConflict(start: Int, end: Int)

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
  /// A front matter value that is not a duration (`study: 10h`).
  case notADuration(key: String, value: String)

  // MARK: - Tasks

  /// A task date field that is not a real date (`value` as written).
  case badTaskDate(String)
  /// A task time that is not a real time.
  case badTaskTime(String)
  /// A task reminder that cannot be read.
  case badReminder(String)
  /// An unknown 🏁 action (newer Obsidian Tasks versions know more; ignored, as there).
  case badOnCompletion(String)
  /// A task field that holds a duration (`[estimate:: 45m]`) whose value is not one: the key and the value.
  case badTaskDuration(String, String)
  /// A task recurrence that cannot be read.
  case badTaskRecurrence(rule: String, error: String)
  /// A word of a task's recurrence that no rule knows, close to one that it does.
  case recurrenceTypo(String, suggestion: String)
  /// A date after a date emoji written with `/` or `.` instead of ISO: the ISO forms it may mean.
  case nonISODate(String, [String])
  /// A dataview field of a task with nothing in it (`[due:: ]`).
  case emptyTaskField(String)
  /// A value under `tasks:` in the config that is not what the key takes: the key, the value, and
  /// what to write.
  case badTaskSetting(key: String, value: String, expected: String)
  /// A value under `plan:` in the config that is not what the key takes: the key, the value, and
  /// what to write.
  case badPlanSetting(key: String, value: String, expected: String)
  /// The Obsidian Tasks plugin's settings file cannot be read (the defaults are used): why.
  case pluginSettingsUnreadable(String)
  /// A token the Obsidian Tasks plugin cannot read stands right of fields it reads, so the plugin
  /// stops there and does not see them: the token, and the hidden fields in line order.
  case hiddenPluginFields(token: String, fields: [String])
  /// A date field whose value is a wikilink to a daily note (`⏳ [[2024-10-02]]`): the emoji, the
  /// link as written and the date it names. Neither Quire nor the plugin reads it.
  case wikilinkDate(emoji: String, link: String, date: String)
  /// `📅 Invalid date`, what the plugin writes for a date it could not read: the emoji.
  case invalidDateField(emoji: String)
  /// A Markdown link glued to a priority emoji (`⏫[](app://...)`), which makes the priority text.
  case linkAfterPriority(emoji: String, link: String)
  /// Fields written before the task's text (`- [ ] 📅 2026-11-25 Buy milk`), which both readers
  /// take for text: the fields and the text as written.
  case fieldsBeforeText(fields: String, text: String)
  /// A recurrence that no date matches; `outcome` says what follows.
  case recurrenceNeverOccurs(rule: String, outcome: String)
  /// A reminder relative to a due date, on a task without one.
  case reminderNeedsDue
  /// A reminder at a time of the task's day (`⏰ 12:00`, the time as written) on a task with
  /// neither a due nor a scheduled date.
  case reminderNeedsDate(String)
  /// A 🆔 already used by another task.
  case duplicateID(String, firstAt: String)
  /// A task whose due time the free time before it cannot meet (`DueFeasibility`): its due
  /// time as shown, the minutes of work due by then and the free minutes until then.
  case dueUnmeetable(due: String, needed: Int, free: Int)
  /// A course's study budget that the free time before its exam cannot hold (`StudyPlan`): the
  /// exam's title and day, what is left of the budget, the minutes of work due by then and the
  /// free minutes until then.
  case studyUnmeetable(exam: String, date: String, left: Int, needed: Int, free: Int)

  // MARK: - Entries

  /// A dream note without a date.
  case dreamNoDate
  /// A daily note whose `date:` is not the date its file name says (copied from a template):
  /// the file name's date is used.
  case journalDateMismatch(frontMatter: String, fileName: String)
  /// An event note without a date.
  case eventNoDate
  /// An event `repeat:` that cannot be read.
  case badEventRepeat(rule: String, error: String)
  /// An event `exdate:` item that is not a date.
  case badExdate(String)
  /// An event `timezone:` that names no zone the zone database knows.
  case eventUnknownZone(String)
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
  /// Two event notes with one `uid:` (the phone's calendar would see one event).
  case duplicateEventUID(uid: String, other: String)
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

  /// A series `quire event list` shows only up to `lastListed`: it has more than `limit` occurrences in the range.
  case seriesCut(limit: Int, lastListed: LocalDate)

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
  /// A VCALENDAR the file never ends: the components that end in it are read.
  case icsCalendarNeverEnds
  /// A component without END, cut short where the next component of a kind that never nests begins.
  case beginCutByNext(String, next: String, nextLine: Int)
  /// Lines that are not UTF-8, read as Windows-1252.
  case icsWindows1252
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
  /// An older version (`name` VEVENT or VTODO) of the item at `keptLine`: same UID, lower SEQUENCE or earlier stamp.
  case icsOlderVersion(String, keptLine: Int)
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
  /// A VALARM that repeats `count` times `every` (a DURATION as written): only the first is imported.
  case icsAlarmRepeat(Int, every: String)
  /// A DTEND (as written) before DTSTART: the event is imported without an end.
  case icsEndBeforeStart(String)
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

  // MARK: - Vdir

  /// A vdir file that is not synced (not iCalendar, no UID, a UID repeated or unsafe, too large).
  case vdirSkipped(reason: String)
  /// An item changed in the vault and in the vdir since the last sync; the vault's version won.
  case vdirConflict(description: String)

  // MARK: - Templates

  /// The built-in dream symbols are missing.
  case dreamSymbolsNotFound
  /// A template that is not UTF-8 text.
  case templateUnreadable
  /// A template that does not parse; `description` is the renderer's.
  case templateSyntax(description: String)
}
