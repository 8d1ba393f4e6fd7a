/// A goal: a note with `type: goal`, with dated progress lines in its body.
public struct Goal: Sendable, Equatable {
  /// One progress line: `- 2026-05-13 +500 bought at 2000`.
  public struct Progress: Sendable, Equatable {
    public var date: LocalDate
    public var amount: Double
    public var note: String
    public var line: Int

    public init(date: LocalDate, amount: Double, note: String, line: Int) {
      self.date = date
      self.amount = amount
      self.note = note
      self.line = line
    }
  }

  public var slug: String
  public var title: String
  public var list: String?
  public var target: Double?
  public var unit: String?
  public var priority: String?
  public var color: String?
  public var start: LocalDate?
  public var end: LocalDate?
  /// `achieved:` as written (true, or a date); the goal also counts as achieved once progress reaches the target.
  public var achievedMarked: Bool
  public var progress: [Progress]
  public var file: String

  public init(
    slug: String, title: String, list: String?, target: Double?, unit: String?, priority: String?, color: String?,
    start: LocalDate?, end: LocalDate?, achievedMarked: Bool, progress: [Progress], file: String
  ) {
    self.slug = slug
    self.title = title
    self.list = list
    self.target = target
    self.unit = unit
    self.priority = priority
    self.color = color
    self.start = start
    self.end = end
    self.achievedMarked = achievedMarked
    self.progress = progress
    self.file = file
  }

  /// The sum of the progress lines.
  public var current: Double { progress.reduce(0) { $0 + $1.amount } }

  /// Marked achieved, or the target reached.
  public var achieved: Bool { achievedMarked || (target.map { current >= $0 } ?? false) }
}

/// A course: a note with `type: course`; tasks and events join it by tag, field or folder.
public struct Course: Sendable, Equatable {
  public var code: String
  public var title: String
  public var file: String
  /// `study:`: the minutes to study before each exam of the course (`quire plan` spreads them
  /// over the days before it, docs/plan.md).
  public var study: Int?
  /// `study_days:`: over how many days before an exam (else `plan: study_days:`).
  public var studyDays: Int?

  public init(code: String, title: String, file: String, study: Int? = nil, studyDays: Int? = nil) {
    self.code = code
    self.title = title
    self.file = file
    self.study = study
    self.studyDays = studyDays
  }
}
