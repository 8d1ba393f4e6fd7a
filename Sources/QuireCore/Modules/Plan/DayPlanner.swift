/// Places open tasks into the free time of one day (docs/plan.md): the working hours, less the
/// breaks, the events, classes, habit times and planner lines, each with a buffer around it.
/// Tasks go in order of urgency (``PlanOrder``), each into the earliest free gap that holds its
/// estimate and ends by its due time; a task longer than every gap is split over several gaps
/// only when it carries `#split`. Greedy in that order, so a task is never left out while a
/// less urgent one got a gap that would have held it.
public enum DayPlanner {
  /// Something that takes time on the day.
  public struct Busy: Sendable, Equatable {
    public var span: MinuteSpan
    public var title: String

    public init(_ span: MinuteSpan, _ title: String) {
      self.span = span
      self.title = title
    }
  }

  /// Why a task got no block.
  public enum Reason: Sendable, Equatable {
    /// The day has no working hours (`plan: hours:`).
    case noWorkingHours
    /// Every free minute of the day went to more urgent tasks, or there was none.
    case noFreeTime
    /// No free gap holds the estimate, and the task does not say it may be split.
    case longerThanAnyGap(needed: Int, longest: Int)
    /// Not enough free time before the task's due time that day.
    case notBeforeDue(due: Int, needed: Int, free: Int)
  }

  /// What became of one candidate.
  public enum Outcome: Sendable, Equatable {
    case placed([MinuteSpan])
    /// The day's note already holds a block of it that the person moved, edited or ticked.
    case kept
    case notPlaced(Reason)
  }

  public struct Entry: Sendable {
    public var task: TaskItem
    /// The estimate used, in minutes.
    public var minutes: Int
    public var outcome: Outcome
  }

  public struct Plan: Sendable {
    public var date: LocalDate
    public var working: [MinuteSpan]
    /// The free gaps before any task was placed.
    public var free: [MinuteSpan]
    /// The candidates in the order they were placed, each with its outcome.
    public var entries: [Entry]

    /// The free minutes before any task was placed.
    public var freeMinutes: Int { free.reduce(0) { $0 + $1.minutes } }

    /// The candidates that got no block, with why.
    public var notPlaced: [(entry: Entry, reason: Reason)] {
      entries.compactMap { entry in
        guard case .notPlaced(let reason) = entry.outcome else { return nil }
        return (entry, reason)
      }
    }

    /// The candidates whose block the person changed.
    public var kept: [Entry] { entries.filter { $0.outcome == .kept } }

    /// Every placed block in time order, with its task.
    public var blocks: [(span: MinuteSpan, task: TaskItem)] {
      entries.flatMap { entry -> [(span: MinuteSpan, task: TaskItem)] in
        guard case .placed(let spans) = entry.outcome else { return [] }
        return spans.map { ($0, entry.task) }
      }.sorted { $0.span < $1.span }
    }
  }

  /// The tag that lets a task be split into several blocks.
  public static let splitTag = "#split"

  /// Plans `date`.
  /// - Parameters:
  ///   - tasks: the candidates (``PlanOrder/candidates(_:on:settings:)``), in any order.
  ///   - busy: what takes time that day.
  ///   - kept: ids of the tasks that already have a block the person kept.
  ///   - study: ids of study shares (``StudyPlan``): split over the gaps without the tag, and
  ///     placed in part when the day has less free time (the rest moves onto the days after).
  ///   - now: minutes after midnight when planning today: nothing is placed before it.
  public static func plan(
    _ date: LocalDate, tasks: [TaskItem], busy: [Busy], kept: Set<String> = [], study: Set<String> = [],
    settings: PlanSettings, now: Int? = nil
  ) -> Plan {
    let working = settings.workingHours(on: date)
    var taken =
      settings.breaks
      + busy.map {
        MinuteSpan($0.span.start - settings.buffer, $0.span.end + settings.buffer)
      }
    if let now { taken.append(MinuteSpan(0, now)) }
    var free = FreeTime(working).removing(taken)
    let initial = free.spans
    var entries: [Entry] = []
    for task in PlanOrder.sorted(tasks, on: date) {
      let minutes = task.fields.estimate ?? settings.defaultEstimate
      let outcome: Outcome
      if kept.contains(task.id) {
        outcome = .kept
      } else if working.isEmpty {
        outcome = .notPlaced(.noWorkingHours)
      } else {
        outcome = place(
          task, minutes: minutes, deadline: PlanOrder.deadline(of: task, on: date),
          study: study.contains(task.id), in: &free, settings)
      }
      entries.append(Entry(task: task, minutes: minutes, outcome: outcome))
    }
    return Plan(date: date, working: working, free: initial, entries: entries)
  }

  private static func place(
    _ task: TaskItem, minutes: Int, deadline: Int, study: Bool, in free: inout FreeTime, _ settings: PlanSettings
  ) -> Outcome {
    let usable = free.spans.compactMap { span -> MinuteSpan? in
      let end = min(span.end, deadline)
      return end > span.start ? MinuteSpan(span.start, end) : nil
    }
    if let gap = usable.first(where: { $0.minutes >= minutes }) {
      let block = MinuteSpan(gap.start, gap.start + minutes)
      free = free.removing([padded(block, settings)])
      return .placed([block])
    }
    let available = usable.reduce(0) { $0 + $1.minutes }
    if study || task.fields.tags.contains(where: { $0.lowercased() == splitTag }),
      let pieces = split(minutes, over: usable, shortest: settings.shortestBlock)
    {
      free = free.removing(pieces.map { padded($0, settings) })
      return .placed(pieces)
    }
    if study {
      // What the gaps hold of it, in pieces worth a block.
      let pieces = fill(minutes, over: usable, shortest: settings.shortestBlock)
      guard !pieces.isEmpty else { return .notPlaced(.noFreeTime) }
      free = free.removing(pieces.map { padded($0, settings) })
      return .placed(pieces)
    }
    if free.spans.isEmpty { return .notPlaced(.noFreeTime) }
    if deadline < 1440, available < minutes {
      return .notPlaced(.notBeforeDue(due: deadline, needed: minutes, free: available))
    }
    return .notPlaced(.longerThanAnyGap(needed: minutes, longest: usable.map(\.minutes).max() ?? 0))
  }

  /// A block with the buffer on both sides: a less urgent block placed later in the gap before
  /// it (up to a break, which has none) keeps the buffer too.
  private static func padded(_ block: MinuteSpan, _ settings: PlanSettings) -> MinuteSpan {
    MinuteSpan(block.start - settings.buffer, block.end + settings.buffer)
  }

  /// As much of `minutes` as the gaps hold, in order, in pieces no shorter than `shortest`.
  static func fill(_ minutes: Int, over gaps: [MinuteSpan], shortest: Int) -> [MinuteSpan] {
    var left = minutes
    var pieces: [MinuteSpan] = []
    for gap in gaps where left >= shortest {
      let piece = min(left, gap.minutes)
      guard piece >= shortest else { continue }
      pieces.append(MinuteSpan(gap.start, gap.start + piece))
      left -= piece
    }
    return pieces
  }

  /// `minutes` cut into pieces of the gaps in order, none shorter than `shortest`; `nil` when
  /// the gaps do not hold it all.
  static func split(_ minutes: Int, over gaps: [MinuteSpan], shortest: Int) -> [MinuteSpan]? {
    var left = minutes
    var pieces: [MinuteSpan] = []
    for gap in gaps where left > 0 {
      var piece = min(left, gap.minutes)
      // Never leave a rest shorter than a block worth placing.
      if left - piece > 0, left - piece < shortest { piece = left - shortest }
      guard piece >= shortest else { continue }
      pieces.append(MinuteSpan(gap.start, gap.start + piece))
      left -= piece
    }
    return left == 0 ? pieces : nil
  }
}

/// The free gaps of a day, in time order, none empty.
struct FreeTime: Sendable {
  private(set) var spans: [MinuteSpan]

  init(_ spans: [MinuteSpan]) {
    self.spans = FreeTime.merged(spans)
  }

  /// The minutes of all the gaps.
  var minutes: Int { spans.reduce(0) { $0 + $1.minutes } }

  /// These gaps less `taken`.
  func removing(_ taken: [MinuteSpan]) -> FreeTime {
    var result = spans
    for cut in taken where cut.end > cut.start {
      result = result.flatMap { span -> [MinuteSpan] in
        guard span.overlaps(cut) else { return [span] }
        return [MinuteSpan(span.start, cut.start), MinuteSpan(cut.end, span.end)].filter { $0.end > $0.start }
      }
    }
    return FreeTime(result)
  }

  private static func merged(_ spans: [MinuteSpan]) -> [MinuteSpan] {
    var result: [MinuteSpan] = []
    for span in spans.sorted() where span.end > span.start {
      if let last = result.last, span.start <= last.end {
        result[result.count - 1].end = max(last.end, span.end)
      } else {
        result.append(span)
      }
    }
    return result
  }
}

extension DayPlanner.Reason: CustomStringConvertible {
  /// One line for `quire plan` (docs/plan.md).
  public var description: String {
    switch self {
    case .noWorkingHours: "no working hours that day (plan: hours: in .quire/config.yaml)"
    case .noFreeTime: "no free time left that day"
    case .longerThanAnyGap(let needed, let longest):
      "needs \(DayPlanner.duration(needed)), the longest free gap is \(DayPlanner.duration(longest)); "
        + "tag it \(DayPlanner.splitTag) to have it split"
    case .notBeforeDue(let due, let needed, let free):
      "due at \(MinuteSpan.clock(due)): needs \(DayPlanner.duration(needed)), "
        + "\(DayPlanner.duration(free)) free before then"
    }
  }
}

extension DayPlanner {
  /// `45 min`, `2 h`, `1 h 30`.
  public static func duration(_ minutes: Int) -> String {
    let (hours, rest) = (minutes / 60, minutes % 60)
    if hours == 0 { return "\(rest) min" }
    return rest == 0 ? "\(hours) h" : "\(hours) h \(LocalDate.pad(rest, 2))"
  }
}
