/// What `quire watch` has delivered, and which reminders are due now: the pure half of
/// "each reminder exactly once". QuireKit's `ReminderStore` keeps it in
/// `.quire/cache/`.
///
/// A reminder is due at `now` when it fires within the window `windowStart(now:)...now` and
/// its `deliveryKey` is not recorded yet. The window reaches back to the last moment a watch
/// run recorded (`lastSeen`), so reminders that fell while Quire was down are delivered on
/// the next start, marked late — but never further back than `catchUp` (7 days). A first run
/// (nothing recorded) and a clock that went back start at the current minute: nothing from
/// before is delivered. A reminder added to a note with a time already past (before the
/// current minute) does not fire.
public struct ReminderLedger: Sendable, Equatable {
  /// The instant (seconds since 1970, UTC) each delivered reminder was due, by delivery key.
  public var delivered: [String: Int64]
  /// The last instant a watch run looked at.
  public var lastSeen: Int64?
  /// The reminders told together as missed on the last day that had any (today's page lists them).
  public var missed: MissedReminders?

  /// How far back missed reminders are delivered: 7 days.
  public static let catchUp: Int64 = 7 * 86_400
  /// A reminder delivered this many seconds or more after it was due is marked late.
  public static let lateAfter: Int64 = 60
  /// Delivered keys are kept this long after they were due (past the catch-up window they can
  /// never be due again), then pruned.
  public static let keep: Int64 = catchUp + 86_400

  public init(delivered: [String: Int64] = [:], lastSeen: Int64? = nil, missed: MissedReminders? = nil) {
    self.delivered = delivered
    self.lastSeen = lastSeen
    self.missed = missed
  }

  /// The first instant whose reminders still count at `now`: the start of the current minute,
  /// or `lastSeen` when earlier, but at most `catchUp` back.
  public func windowStart(now: Int64) -> Int64 {
    let minute = now - ((now % 60) + 60) % 60
    return max(now - Self.catchUp, min(lastSeen ?? minute, minute))
  }

  /// The reminders to deliver at `now`, in firing order, each once (`reminders` sorted by instant).
  public func due(_ reminders: [Reminder], now: Int64) -> [DueReminder] {
    let start = windowStart(now: now)
    var seen: Set<String> = []
    var result: [DueReminder] = []
    for r in reminders where r.instant >= start && r.instant <= now && delivered[r.deliveryKey] == nil {
      guard seen.insert(r.deliveryKey).inserted else { continue }
      result.append(DueReminder(reminder: r, late: now - r.instant >= Self.lateAfter))
    }
    return result
  }

  /// When the next undelivered reminder after `now` fires.
  public func next(_ reminders: [Reminder], after now: Int64) -> Reminder? {
    reminders.first { $0.instant > now && delivered[$0.deliveryKey] == nil }
  }

  /// Records `reminder` as delivered.
  public mutating func markDelivered(_ reminder: Reminder) {
    delivered[reminder.deliveryKey] = reminder.instant
  }

  /// Drops keys due more than `keep` before `now`.
  public mutating func prune(now: Int64) {
    delivered = delivered.filter { $0.value >= now - Self.keep }
  }
}

/// A reminder to deliver now, and whether it is late.
public struct DueReminder: Sendable, Equatable {
  public var reminder: Reminder
  /// Delivered a minute or more after it was due (Quire was not running, or the machine slept).
  public var late: Bool

  public init(reminder: Reminder, late: Bool) {
    self.reminder = reminder
    self.late = late
  }

  /// `(late, was due 08:30)`, with the date when it was due another day than `today`.
  public func lateNote(today: LocalDate) -> String? {
    guard late else { return nil }
    let when =
      reminder.fires.date == today ? reminder.fires.time.description : "\(reminder.fires.date) \(reminder.fires.time)"
    return "(late, was due \(when))"
  }

  /// The notification: the item's title, and when and where it is set; for a task with a due
  /// date, when it is due (`due today 17:00`, `due tomorrow`, `was due 2026-11-20`).
  public func notification(today: LocalDate) -> (title: String, body: String) {
    let place = "\(reminder.file):\(reminder.line)"
    let when = lateNote(today: today).map { String($0.dropFirst().dropLast()) } ?? reminder.fires.time.description
    let due = dueNote(today: today).map { " · " + $0 } ?? ""
    return (reminder.title, "\(when)\(due) · \(place)")
  }

  /// When the reminder's task is due, said from `today`; `nil` without a due date.
  public func dueNote(today: LocalDate) -> String? {
    guard let due = reminder.due else { return nil }
    let time = reminder.dueTime.map { " \($0)" } ?? ""
    switch today.days(to: due) {
    case 0: return "due today" + time
    case 1: return "due tomorrow" + time
    case ..<0: return "was due \(due)" + time
    default: return "due \(due)" + time
    }
  }

  /// The log line's text after the time: `reminder: Submit slides (late, was due 08:30)`.
  public func logText(today: LocalDate) -> String {
    "reminder: \(reminder.title)" + (lateNote(today: today).map { " " + $0 } ?? "")
  }
}

extension DueReminder {
  /// The reminders of `due` that were missed by more than `graceMinutes` (Quire was not
  /// running), when there are two or more: they are told in one notification, not one by one
  /// (`missedSummary`). A single late reminder is delivered as itself.
  public static func missed(_ due: [DueReminder], now: Int64, graceMinutes: Int) -> [DueReminder] {
    let missed = due.filter { now - $0.reminder.instant >= Int64(graceMinutes) * 60 }
    return missed.count >= 2 ? missed : []
  }

  /// The one notification of `missed` reminders (in firing order): `14 reminders missed while
  /// Quire was not running`, and the first titles with when each was due; the rest are counted,
  /// with the `quire remind --from` that lists them.
  public static func missedSummary(_ missed: [DueReminder], today: LocalDate) -> (title: String, body: String) {
    let shown = missed.prefix(5).map { item in
      let at = item.reminder.fires
      return "\(item.reminder.title) (\(at.date == today ? at.time.description : "\(at.date) \(at.time)"))"
    }
    // `quire remind` alone lists the week ahead; from the first missed one it lists them all
    // (they are at most `catchUp` old, its default window).
    let more =
      missed.count > shown.count
      ? "; and \(missed.count - shown.count) more (quire remind --from \(missed[0].reminder.fires))" : ""
    return ("\(missed.count) reminders missed while Quire was not running", shown.joined(separator: "; ") + more)
  }
}
