/// The view-model of a daily agenda page (`agenda/daily/YYYY-MM-DD.md`) and of `quire agenda --day`.
///
/// Sections: holidays, reminders missed while Quire was not running (on today's page), events (all-day ones, then the timeline), Overdue (on today's page), Due today,
/// Scheduled or starting today, Done today, reminders, habits with their slots and streaks,
/// exams within 14 days with a countdown, and a link to the day's journal note.
public struct DailyPage: Sendable, Equatable, Encodable {
  /// A reminder that fires on the day.
  public struct ReminderRow: Sendable, Equatable, Encodable {
    public var time: String
    public var title: String
    public var source: String
    public var place: String
    public var href: String
  }

  /// A reminder missed while Quire was not running and told on start (today's page only).
  public struct MissedRow: Sendable, Equatable, Encodable {
    /// When it was due: `08:30` today, else `2026-11-20 08:30`.
    public var time: String
    public var title: String
    public var place: String
    public var href: String
  }

  /// An exam coming up, with its countdown.
  public struct ExamRow: Sendable, Equatable, Encodable {
    public var title: String
    public var date: String
    /// `today`, `tomorrow`, `in 12 days`.
    public var countdown: String
    public var days: Int
    public var place: String
    public var href: String
  }

  public var path: String
  public var date: String
  /// `Tuesday, 24 November 2026`.
  public var title: String
  public var isToday: Bool
  public var holidays: [String]
  public var allDayEvents: [EventRow]
  public var timeline: [EventRow]
  /// The oldest-first overdue tasks, at most ``overdueLimit``.
  public var overdue: [TaskRow]
  /// How many more overdue tasks there are beyond the listed ones (`quire tasks --due overdue`
  /// lists them all), `nil` when all are listed.
  public var overdueMore: Int?
  public var dueToday: [TaskRow]
  public var scheduled: [TaskRow]
  public var doneToday: [TaskRow]
  public var reminders: [ReminderRow]
  /// Reminders `quire watch` told as missed today (the first ``overdueLimit``), on today's page.
  public var missedReminders: [MissedRow]
  /// How many more missed reminders there are beyond the listed ones, `nil` when all are listed.
  public var missedMore: Int?
  public var habits: [HabitRow]
  public var exams: [ExamRow]
  /// The day's journal note, when there is one.
  public var journal: PageTarget?
  /// The journal note's path when it does not exist yet (`quire journal DATE` creates it).
  public var journalMissing: String?
  public var previous: PageTarget
  public var next: PageTarget
  public var week: PageTarget
  public var month: PageTarget
  /// Whether nothing at all is planned (the page says so).
  public var nothingPlanned: Bool

  /// A page lists at most this many overdue tasks: a page is for reading, and a vault with
  /// thousands of forgotten tasks would otherwise write megabytes on every save.
  public static let overdueLimit = 50

  /// Exams this many days ahead are listed with their countdown.
  public static let examHorizon = 14

  /// - Parameter linkingFrom: the page the links are relative to, when not this daily page
  ///   itself (the dashboard shows today's sections).
  public init(day: LocalDate, context: AgendaContext, paths: AgendaPaths, linkingFrom: String? = nil) {
    let page = linkingFrom ?? paths.daily(day)
    path = paths.daily(day)
    date = day.description
    title = "\(day.weekdayName), \(day.day) \(day.monthName) \(day.year)"
    isToday = day == context.today

    let occurrences = context.occurrences(from: day, to: day)
    holidays = occurrences.compactMap { $0.holiday?.displayName }
    let events = occurrences.filter { $0.event != nil }.map {
      EventRow($0, page: page, plannerFolder: context.folders.planner)
    }
    allDayEvents = events.filter { !$0.timed }
    timeline = events.filter(\.timed)

    func rows(_ tasks: [TaskItem]) -> [TaskRow] {
      tasks.map { TaskRow($0, page: page, day: day, settings: context.taskSettings) }
    }
    // Overdue is a fact of today only: on another day's page the tasks due before it would be
    // a guess (they may well be done by then).
    let late = day == context.today ? context.openDue(before: day, limit: Self.overdueLimit) : (tasks: [], count: 0)
    overdue = rows(late.tasks)
    overdueMore = late.count > Self.overdueLimit ? late.count - Self.overdueLimit : nil
    dueToday = rows(context.openDue(on: day))
    scheduled = rows(context.openPlanned(on: day).filter { $0.fields.due != day })
    doneToday = rows(
      TaskListing.sorted(
        context.done(on: day).filter { task in
          task.fields.habit == nil && !task.fields.tags.contains { $0.lowercased().hasPrefix("#habit/") }
        }))

    let midnight = LocalTime(hour: 0, minute: 0)!
    let fired = context.reminders(
      from: LocalDateTime(date: day, time: midnight),
      to: LocalDateTime(date: day, time: LocalTime(hour: 23, minute: 59)!))
    reminders = fired.map {
      ReminderRow(
        time: $0.fires.time.description, title: $0.title, source: $0.source.rawValue, place: "\($0.file):\($0.line)",
        href: PageLink.href(from: page, to: $0.file, line: $0.line))
    }

    // Like Overdue, a fact of today: the watcher told them today, and tomorrow they are gone.
    let missed = day == context.today ? context.missed?.items(on: day) ?? [] : []
    missedReminders = missed.prefix(Self.overdueLimit).map { item in
      MissedRow(
        time: item.due.date == day ? item.due.time.description : "\(item.due.date) \(item.due.time)",
        title: item.title, place: "\(item.file):\(item.line)",
        href: PageLink.href(from: page, to: item.file, line: item.line))
    }
    missedMore = missed.count > Self.overdueLimit ? missed.count - Self.overdueLimit : nil

    habits = context.contents.habits.compactMap {
      HabitRow(context.history(of: $0), day: day, today: context.today, page: page)
    }

    exams = context.occurrences(from: day, to: day.adding(days: Self.examHorizon))
      .filter { $0.event?.kind?.lowercased() == "exam" }
      .map { occurrence in
        let days = day.days(to: occurrence.date)
        let event = occurrence.event!
        return ExamRow(
          title: occurrence.title, date: occurrence.date.description, countdown: Self.countdown(days), days: days,
          place: "\(event.file):\(event.line)", href: PageLink.href(from: page, to: event.file, line: event.line))
      }

    if let entry = context.contents.entries.first(where: { $0.date == day }) {
      journal = PageTarget(label: entry.title ?? "Journal, \(day)", href: PageLink.href(from: page, to: entry.file))
    } else {
      journalMissing = "\(context.folders.journal)/\(LocalDate.pad(day.year, 4))/\(day).md"
    }
    previous = .page(
      day.adding(days: -1).description, from: page, to: paths.daily(day.adding(days: -1)), context: context)
    next = .page(day.adding(days: 1).description, from: page, to: paths.daily(day.adding(days: 1)), context: context)
    week = .page(paths.weekKey(day), from: page, to: paths.weekly(day), context: context)
    month = .page(day.monthKey, from: page, to: paths.monthly(day), context: context)
    nothingPlanned =
      holidays.isEmpty && events.isEmpty && overdue.isEmpty && dueToday.isEmpty && scheduled.isEmpty
      && doneToday.isEmpty && reminders.isEmpty && habits.isEmpty && exams.isEmpty && missedReminders.isEmpty
  }

  /// `today`, `tomorrow`, `in N days` (or `N days ago`).
  public static func countdown(_ days: Int) -> String {
    switch days {
    case 0: return "today"
    case 1: return "tomorrow"
    case ..<0: return days == -1 ? "yesterday" : "\(-days) days ago"
    default: return "in \(days) days"
    }
  }
}

/// A link to another page or note: its label and relative target.
public struct PageTarget: Sendable, Equatable, Encodable {
  public var label: String
  /// The relative target; `nil` when the agenda page it would name does not exist (the label is
  /// then shown plain, and the key is left out of the JSON).
  public var href: String?
}

extension PageTarget {
  /// A link from `page` to the agenda page at `target`, or the bare label when `context` says that
  /// page was never written (``AgendaContext/existingPages``).
  static func page(_ label: String, from page: String, to target: String, context: AgendaContext) -> PageTarget {
    PageTarget(label: label, href: context.links(target) ? PageLink.href(from: page, to: target) : nil)
  }
}
