/// What each ``DiagnosticKind`` is reported as: its code, its default severity and its words.
extension DiagnosticKind {
  /// The kind's stable code.
  public var code: Code {
    switch self {
    case .badWeekStart, .badFolders, .folderOutsideVault, .inboxOutsideVault, .badTaskFormat, .badLockTimeout,
      .badNotifyTimeout, .badNotifyGrace,
      .icsExportOutsideVault, .badVdir, .unknownTimeZone, .unknownCountry, .unknownSubdivision, .notifyCommandNotAList,
      .badIgnore, .badIgnorePattern, .badObsidianTemplates:
      .badConfig
    case .unknownConfigKey: .unknownConfigKey
    case .configMissing: .noConfig
    case .unreadable, .unreadableToEnd: .unreadable
    case .unreadableFolder: .unreadableFolder
    case .tooLarge: .tooLarge
    case .binary: .binary
    case .notUTF8: .notUTF8
    case .brokenSymlink: .brokenSymlink
    case .symlinkOutside: .symlinkOutside
    case .symlinkLoop: .symlinkLoop
    case .conflictCopy: .conflictCopy
    case .gitConflict: .gitConflict
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
    case .badTaskDuration, .notADuration: .badDuration
    case .badTaskRecurrence, .recurrenceTypo, .badEventRepeat, .badHabitDays: .badRecurrence
    case .nonISODate: .nonISODate
    case .emptyTaskField: .emptyTaskField
    case .badTaskSetting: .badConfig
    case .badPlanSetting: .badConfig
    case .pluginSettingsUnreadable: .badPluginSettings
    case .hiddenPluginFields: .hiddenPluginFields
    case .wikilinkDate: .wikilinkDate
    case .invalidDateField: .invalidDate
    case .linkAfterPriority: .linkAfterPriority
    case .fieldsBeforeText: .fieldsBeforeText
    case .recurrenceNeverOccurs: .recurrenceNeverOccurs
    case .reminderNeedsDue: .reminderNeedsDue
    case .reminderNeedsDate: .reminderNeedsDate
    case .duplicateID: .duplicateID
    case .dueUnmeetable: .dueUnmeetable
    case .studyUnmeetable: .studyUnmeetable
    case .dreamNoDate: .dreamNoDate
    case .journalDateMismatch: .journalDateMismatch
    case .eventNoDate: .eventNoDate
    case .eventUnknownZone: .eventUnknownZone
    case .badWeekday: .badWeekday
    case .checkinNoDate: .checkinNoDate
    case .badAmount: .badAmount
    case .duplicateHabit: .duplicateHabit
    case .duplicateCourse: .duplicateCourse
    case .duplicateEventUID: .duplicateEventUID
    case .unknownHabit: .unknownHabit
    case .badDreamSymbol: .badDreamSymbol
    case .badSRComment: .badSRComment
    case .cardCut: .cardCut
    case .cardMissingSide, .multiLineCardMissingSide: .badCard
    case .duplicateSRComment: .duplicateSRComment
    case .seriesCut: .seriesCut
    case .notICalendar: .notICalendar
    case .endWithoutBegin, .endMismatch, .beginClosedByParent, .propertyOutsideComponent, .beginNeverEnds,
      .icsCalendarNeverEnds, .beginCutByNext:
      .icsStructure
    case .icsWindows1252: .icsEncoding
    case .icsLineEnds: .icsLineEnds
    case .icsLongLine: .icsLongLine
    case .icsNotAProperty, .icsBadParameter, .icsUnclosedQuote, .icsNoColon: .icsSyntax
    case .icsCancelled: .icsCancelled
    case .icsDuplicateEventUID, .icsDuplicateTaskUID, .icsDuplicateOverride, .icsOlderVersion: .icsDuplicateUID
    case .icsUnsupportedComponent, .icsRDate, .icsThisAndFuture: .icsUnsupported
    case .icsEventNoUID, .icsTaskNoUID: .icsNoUID
    case .icsNoDTStart: .icsNoDTStart
    case .icsBadTime, .icsEndBeforeStart: .icsBadTime
    case .icsAlarmRepeat: .icsAlarmRepeat
    case .icsBadDuration: .icsBadDuration
    case .icsBadRRule: .icsBadRRule
    case .icsRRuleZone: .icsRRuleZone
    case .icsAlarmNoTrigger, .icsBadTrigger, .icsAlarmAfterStart, .icsAlarmWithoutDue: .icsBadAlarm
    case .icsAlarmEnd: .icsAlarmEnd
    case .icsUnknownTZID: .icsUnknownTZID
    case .importWrite: .importWrite
    case .vdirSkipped: .vdirSkipped
    case .vdirConflict: .vdirConflict
    case .dreamSymbolsNotFound: .templatesNotFound
    case .templateUnreadable: .templateUnreadable
    case .templateSyntax: .templateSyntax
    }
  }

  /// How bad the kind is unless the call site says otherwise.
  public var severity: Severity {
    switch self {
    case .unknownTimeZone, .unknownConfigKey, .configMissing, .badIgnore, .badIgnorePattern, .badObsidianTemplates,
      .unreadableFolder,
      .tooLarge, .binary, .notUTF8,
      .brokenSymlink, .symlinkOutside,
      .symlinkLoop, .conflictCopy, .badOnCompletion, .badTaskDuration, .badTaskRecurrence, .recurrenceTypo, .nonISODate,
      .emptyTaskField, .hiddenPluginFields, .pluginSettingsUnreadable, .wikilinkDate, .invalidDateField,
      .linkAfterPriority, .fieldsBeforeText,
      .recurrenceNeverOccurs, .reminderNeedsDue, .reminderNeedsDate, .duplicateID, .dueUnmeetable, .studyUnmeetable,
      .dreamNoDate, .journalDateMismatch, .badEventRepeat, .eventUnknownZone, .badHabitDays, .badWeekday,
      .checkinNoDate, .duplicateHabit,
      .duplicateCourse, .duplicateEventUID,
      .unknownHabit, .badDreamSymbol, .badSRComment, .cardCut, .cardMissingSide, .multiLineCardMissingSide,
      .duplicateSRComment, .seriesCut, .notICalendar, .endWithoutBegin, .endMismatch, .beginClosedByParent,
      .propertyOutsideComponent, .beginNeverEnds, .icsCalendarNeverEnds, .beginCutByNext, .icsWindows1252, .icsLineEnds,
      .icsLongLine, .icsNotAProperty, .icsBadParameter,
      .icsUnclosedQuote, .icsNoColon, .dreamSymbolsNotFound, .templateUnreadable, .templateSyntax:
      .warning
    case .icsCancelled, .icsDuplicateEventUID, .icsDuplicateTaskUID, .icsDuplicateOverride, .icsOlderVersion,
      .icsUnsupportedComponent,
      .icsEventNoUID, .icsTaskNoUID, .icsNoDTStart, .icsBadTime, .icsBadDuration, .icsRDate, .icsThisAndFuture,
      .icsBadRRule, .icsRRuleZone, .icsAlarmNoTrigger, .icsBadTrigger, .icsAlarmAfterStart, .icsAlarmEnd,
      .icsAlarmWithoutDue, .icsUnknownTZID, .icsAlarmRepeat, .icsEndBeforeStart, .vdirSkipped, .vdirConflict:
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
    case .badNotifyGrace(let text):
      "notify grace '\(text)' is not a duration (30m, 2h, or minutes from 1 to 10080); using 1h"
    case .badNotifyTimeout(let text):
      "notify timeout '\(text)' is not a number of seconds (more than 0, at most 3600); using 10"
    case .icsExportOutsideVault(let path): "ics export '\(path)' must be a path inside the vault, or an absolute path"
    case .badVdir(let text):
      "vdir entry '\(text)' is not '- path: FOLDER' (an absolute path, ~/..., or a folder inside the vault); it is ignored"
    case .unknownTimeZone(let zone):
      "time zone '\(zone)' is unknown; using the system's (write an IANA name such as Europe/Berlin)"
    case .unknownCountry(let code, let supported):
      "country '\(code)' has no holiday rules; no holidays are shown (write one of \(supported.joined(separator: ", ")), or leave it empty)"
    case .unknownSubdivision(let code, let country, let supported):
      supported.isEmpty
        ? "subdivision '\(code)' is unknown: \(country) has national holidays only; leave subdivision empty"
        : "subdivision '\(code)' is not one of \(country)'s (\(supported.joined(separator: ", "))); national holidays only are shown"
    case .notifyCommandNotAList(let text):
      "notify command must be a list, not one string; write command: [\(text.split(separator: " ").joined(separator: ", "))] (the automatic notifier is used meanwhile)"
    case .unknownConfigKey(let key, let suggestion):
      suggestion.map { "unknown key '\(key)'; did you mean '\($0)'? (it is ignored)" }
        ?? "unknown key '\(key)'; it is ignored (Templates/config.yaml lists the keys)"
    case .badIgnore:
      "ignore must be a list of gitignore patterns (ignore: [templates/, '*.excalidraw.md']); nothing is ignored"
    case .badIgnorePattern(let pattern, let reason):
      "ignore pattern '\(pattern)' is left out: \(reason)"
    case .badObsidianTemplates(let value):
      "obsidian_templates '\(value)' is not skip or read; Obsidian's template folders stay skipped"
    case .configMissing:
      "no config file: the defaults are used; write one with 'quire templates export DIR' and copy DIR/config.yaml to .quire/ ('quire init' does it for a new vault)"
    case .unreadable(let reason): "file cannot be read (\(reason)); check its permissions"
    case .unreadableToEnd(let reason): "file could not be read to the end (\(reason)); skipped"
    case .unreadableFolder(let reason): "folder cannot be read (\(reason)); check its permissions"
    case .tooLarge(let megabytes): "file is \(megabytes) MB, larger than the 16 MB a note may be; skipped"
    case .binary: "file looks binary (it contains NUL bytes); skipped"
    case .notUTF8: "file is not valid UTF-8; bad bytes read as '\u{FFFD}' (save it as UTF-8 to fix)"
    case .brokenSymlink: "symlink leads nowhere (or loops); not followed"
    case .symlinkOutside: "symlink points outside the vault; not followed"
    case .symlinkLoop: "symlink points back to a folder that contains it; not followed"
    case .gitConflict(let start, let end):
      "unresolved git merge conflict (lines \(start)–\(end)); keep the side you want and delete the marker lines "
        + "(<<<<<<<, =======, >>>>>>>); until then each task in it is listed once and no command edits inside it"
    case .conflictCopy(let original, let tool):
      "\(tool) conflict copy of '\(original)', not read (its tasks would be listed twice); "
        + "'quire conflicts' shows what differs: bring those changes into the original, then delete the copy"
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
    case .notADuration(let key, let value):
      "'\(key): \(value)' is not a duration; write minutes and hours such as 45m, 10h or 1h30m"
    case .badTaskDate(let value): "'\(value)' is not a real date; write YYYY-MM-DD"
    case .badTaskTime(let value): "'\(value)' is not a real time; write HH:MM from 00:00 to 23:59"
    case .badReminder(let value):
      "'\(value)' is not a reminder; write YYYY-MM-DD HH:MM, HH:MM (on the task's date) or a time before the due time such as 1h before"
    case .badOnCompletion(let value): "'\(value)' is not an on-completion action; write keep or delete"
    case .badTaskDuration(let key, let value):
      "'\(value)' is not a duration for \(key); write minutes and hours such as 45m, 2h or 1h30m"
    case .recurrenceTypo(let word, let suggestion):
      "'\(word)' is no word of a recurrence; did you mean '\(suggestion)'? (see docs/recurrence.md)"
    case .nonISODate(let written, let forms):
      "'\(written)' is not a date Quire reads; write it as YYYY-MM-DD: "
        + forms.joined(separator: " or ") + (forms.count > 1 ? " (day first, or month first)" : "")
    case .emptyTaskField(let key): "[\(key):: ] has no value; write one after '::' or remove the field"
    case .badTaskSetting(let key, let value, let expected):
      "tasks.\(key) cannot be '\(value)'; write \(expected) (docs/obsidian-tasks-compat.md)"
    case .badPlanSetting(let key, let value, let expected):
      "plan.\(key) cannot be '\(value)'; write \(expected) (docs/plan.md)"
    case .pluginSettingsUnreadable(let why):
      "cannot read the Obsidian Tasks settings (\(why)); Quire goes on with the plugin's defaults"
    case .hiddenPluginFields(let token, let fields):
      "Obsidian Tasks stops reading at '\(token)', so it does not see this task's \(Self.fieldNames(fields)); "
        + "move Quire's own fields right after the description, or run 'quire tidy'"
    case .wikilinkDate(let emoji, let link, let date):
      "'\(emoji) \(link)' is a link, not a date: neither Quire nor Obsidian Tasks reads this date or the fields "
        + "left of it; write \(emoji) \(date)"
    case .invalidDateField(let emoji):
      "'\(emoji) Invalid date' is what Obsidian Tasks writes for a date it could not read; "
        + "write the date as \(emoji) YYYY-MM-DD, or remove the field"
    case .linkAfterPriority(let emoji, let link):
      "the link '\(Self.shortened(link))' glued to \(emoji) makes the priority and the fields left of it text "
        + "to Quire and Obsidian Tasks; move the link into the task's text, before its fields"
    case .fieldsBeforeText(let fields, let text):
      "'\(fields)' stands before the task's text, and Quire and Obsidian Tasks read fields from the end of the "
        + "line only, so it is text; write it after the text: '\(Self.shortened(text)) \(fields)'"
    case .badTaskRecurrence(let rule, let error):
      "cannot read the recurrence '\(rule)': \(error); see docs/recurrence.md"
    case .recurrenceNeverOccurs(let rule, let outcome):
      "the recurrence '\(rule)' never occurs: no date matches it, so \(outcome); see docs/recurrence.md"
    case .reminderNeedsDue: "a reminder 'before' needs a due date; add 📅 YYYY-MM-DD or [due:: YYYY-MM-DD]"
    case .reminderNeedsDate(let time):
      "the reminder '\(time)' is at \(time) on the task's due date, else its scheduled date, and the task has neither; "
        + "add 📅 YYYY-MM-DD or ⏳ YYYY-MM-DD, or write the day in the reminder: ⏰ YYYY-MM-DD \(time)"
    case .duplicateID(let id, let first): "task id '\(id)' is already used at \(first); give each task its own 🆔"
    case .dueUnmeetable(let due, let needed, let free):
      "due \(due), with the estimated tasks due before it \(DayPlanner.duration(needed)) of work but \(DayPlanner.duration(free)) free before then; "
        + "move its due date, shorten an estimate or free some time (quire plan --week)"
    case .studyUnmeetable(let exam, let date, let left, let needed, let free):
      "\(DayPlanner.duration(left)) of the study budget for '\(exam)' on \(date) is left: with the estimated tasks due before it "
        + "\(DayPlanner.duration(needed)) of work but \(DayPlanner.duration(free)) free before the exam; "
        + "lower study:, or free some time (quire plan --week)"
    case .dreamNoDate: "dream has no date; add 'date: YYYY-MM-DD' to its front matter"
    case .journalDateMismatch(let frontMatter, let fileName):
      "'date: \(frontMatter)' is not the date in the file name (\(fileName)); the file name's date is used: fix or remove the date: line"
    case .eventNoDate: "event has no date; add 'date: YYYY-MM-DD' to its front matter"
    case .badEventRepeat(let rule, let error): "repeat '\(rule)' cannot be read (\(error)); the event is shown once"
    case .badExdate(let text): "exdate '\(text)' is not a date; write YYYY-MM-DD"
    case .eventUnknownZone(let zone):
      "time zone '\(zone)' is unknown; the event's times are read as the vault's (write an IANA name such as Europe/Berlin)"
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
    case .duplicateEventUID(let uid, let other):
      "uid '\(uid)' is also the uid of \(other); both events are kept, and 'quire vdir sync' gives this one a UID of its own: delete its uid: line, or keep the one you want"
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
    case .seriesCut(let limit, let lastListed):
      "this series has more than \(limit) occurrences in the range; listed up to \(lastListed) only (narrow --from/--to to see the rest)"
    case .notICalendar: "this is not an iCalendar file: it does not start with BEGIN:VCALENDAR"
    case .endWithoutBegin(let name): "END:\(name) without a BEGIN; ignored"
    case .endMismatch(let name, let open, let openLine):
      "END:\(name) does not close BEGIN:\(open) (line \(openLine)); ignored"
    case .beginClosedByParent(let name, let end, let endLine):
      "BEGIN:\(name) never ends (END:\(end) at line \(endLine) closes its parent); skipped"
    case .propertyOutsideComponent(let name): "\(name) stands outside any component; ignored"
    case .beginNeverEnds(let name): "BEGIN:\(name) never ends (the file is cut short?); skipped"
    case .icsCalendarNeverEnds:
      "BEGIN:VCALENDAR never ends (the file is cut short?); the components that end before the cut are read"
    case .beginCutByNext(let name, let next, let nextLine):
      "BEGIN:\(name) has no END before BEGIN:\(next) at line \(nextLine); skipped (the file goes on from there)"
    case .icsWindows1252:
      "file is not UTF-8 (first at this line); such lines are read as Windows-1252 (Western European): save the file as UTF-8 if letters look wrong"
    case .icsLineEnds(let ending): "line ends in \(ending), not CRLF (RFC 5545 §3.1); read anyway"
    case .icsLongLine(let octets): "line is \(octets) octets long, not folded at 75 (RFC 5545 §3.1); read anyway"
    case .icsNotAProperty: "line is not a property (NAME:value); skipped"
    case .icsBadParameter(let property): "\(property): a parameter is not NAME=value; line skipped"
    case .icsUnclosedQuote(let property): "\(property): a quoted parameter value never closes; line skipped"
    case .icsNoColon(let property): "line is not a property (NAME:value; no ':' after \(property)); skipped"
    case .icsCancelled(let title): "VEVENT '\(title)' is cancelled (STATUS:CANCELLED); not imported"
    case .icsDuplicateEventUID(let firstLine): "VEVENT repeats the UID of the one at line \(firstLine); skipped"
    case .icsDuplicateTaskUID: "VTODO repeats a UID seen before; skipped"
    case .icsOlderVersion(let name, let keptLine):
      "an older version of the \(name) at line \(keptLine) (same UID, lower SEQUENCE or earlier DTSTAMP); skipped"
    case .icsDuplicateOverride(let day): "a second override of \(day) for the same UID; skipped"
    case .icsUnsupportedComponent(let name): "\(name) is not imported (only VEVENT and VTODO are)"
    case .icsEventNoUID: "VEVENT has no UID; skipped (a calendar needs it to find the event again)"
    case .icsTaskNoUID: "VTODO has no UID; skipped"
    case .icsNoDTStart: "VEVENT has no DTSTART; skipped"
    case .icsEndBeforeStart(let value): "DTEND '\(value)' is before DTSTART; the event is imported without an end"
    case .icsAlarmRepeat(let count, let every):
      "VALARM repeats \(count) more time\(count == 1 ? "" : "s") every \(every); only its first reminder is imported"
    case .icsBadTime(let property, let value, let expected, let outcome):
      "\(property) '\(value)' is not \(expected); \(outcome)"
    case .icsBadDuration(let value): "DURATION '\(value)' is not a duration such as PT1H; ignored"
    case .icsRDate: "RDATE at another time of day than DTSTART is listed at DTSTART's time"
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
    case .vdirSkipped(let reason): "not synced: \(reason); fix it where it was made, or delete the file"
    case .vdirConflict(let description): description
    case .dreamSymbolsNotFound:
      "no dream-symbols.yaml among the templates; unset QUIRE_TEMPLATES, or add the file to that folder"
    case .templateUnreadable: "template is not readable UTF-8 text; the built-in template is used"
    case .templateSyntax(let description):
      "template syntax error (\(description)); the built-in template is used"
    }
  }

  /// Field keys as words: `due` → `due date`, joined as `a, b and c`.
  static func fieldNames(_ keys: [String]) -> String {
    let words = keys.map { key in
      switch key {
      case "due", "scheduled", "start", "created", "done", "cancelled": key + " date"
      case "dependsOn": "depends-on"
      case "onCompletion": "on-completion action"
      default: key
      }
    }
    guard let last = words.last else { return "" }
    return words.count == 1 ? last : words.dropLast().joined(separator: ", ") + " and " + last
  }

  /// `text` cut to its first 40 characters and `…`, for a long link or task text in a message.
  static func shortened(_ text: String) -> String {
    text.count > 40 ? String(text.prefix(40)) + "…" : text
  }
}
