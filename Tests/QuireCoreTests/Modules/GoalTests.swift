import QuireCore
import Testing

@Suite struct GoalTests {
  static func goal(
    _ slug: String, target: Double? = 100, priority: String? = nil, achieved: Bool = false, amounts: [Double] = [],
    color: String? = nil
  ) -> Goal {
    Goal(
      slug: slug, title: slug.capitalized, list: nil, target: target, unit: "EUR", priority: priority, color: color,
      start: nil,
      end: nil, achievedMarked: achieved,
      progress: amounts.enumerated().map {
        Goal.Progress(date: LocalDate(iso: "2026-11-01")!, amount: $1, note: "", line: $0 + 10)
      },
      file: "goals/\(slug).md")
  }

  @Test func percentAndAchieved() {
    let half = GoalStanding(Self.goal("a", amounts: [30, 25, -5]))
    #expect(half.invested == 50 && half.percent == 50 && !half.achieved)
    #expect(half.bar(width: 10) == "█████░░░░░")
    #expect(half.amountText == "50 / 100 EUR" && half.percentText == "50%")
    let reached = GoalStanding(Self.goal("b", amounts: [120]))
    #expect(reached.achieved && reached.percent == 120 && reached.fraction == 1)
    let marked = GoalStanding(Self.goal("c", achieved: true, amounts: [10]))
    #expect(marked.achieved && marked.percentText == "10%" && marked.fraction == 1)
    let noTarget = GoalStanding(Self.goal("d", target: nil, amounts: [5]))
    #expect(noTarget.percent == nil && noTarget.percentText == "—" && noTarget.amountText == "5 EUR")
    // 99.6% is not shown as done.
    #expect(GoalStanding(Self.goal("e", target: 1000, amounts: [996])).percentText == "99%")
  }

  @Test func orderedByPriorityWithAchievedLast() {
    let goals = [
      Self.goal("low", priority: "low"), Self.goal("done", priority: "highest", amounts: [100]),
      Self.goal("none"), Self.goal("high", priority: "high"), Self.goal("top", priority: "Highest"),
    ]
    #expect(GoalStanding.ordered(goals).map(\.goal.slug) == ["top", "high", "none", "low", "done"])
  }

  static let numbers: [(Double, String)] = [
    (500, "500"), (12.5, "12.5"), (0.33, "0.33"), (-0.5, "-0.5"), (-150, "-150"), (0.05, "0.05"),
    (46.5 + 58.2 + 5.0 + 5.4 + 8.1 + 5.1, "128.3"),
  ]

  @Test(arguments: numbers)
  func numbersAreWrittenPlainly(_ value: Double, _ text: String) {
    #expect(GoalStanding.format(value) == text)
  }

  @Test func amountsAsUsersWriteThem() {
    #expect(GoalLogPlan.amount("+500") == 500)
    #expect(GoalLogPlan.amount("1,000") == 1000)
    #expect(GoalLogPlan.amount("-20") == -20)
    #expect(GoalLogPlan.amount("12.5") == 12.5)
    #expect(GoalLogPlan.amount("abc") == nil)
    #expect(GoalLogPlan.amount("+") == nil)
    #expect(GoalLogPlan.amount("inf") == nil)
    #expect(GoalLogPlan.amount("nan") == nil)
    let date = LocalDate(iso: "2026-11-24")!
    #expect(GoalLogPlan.line(date: date, amount: 500, note: "bought at 98.40") == "- 2026-11-24 +500 bought at 98.40")
    #expect(GoalLogPlan.line(date: date, amount: -20, note: "  ") == "- 2026-11-24 -20")
  }

  @Test func logGoesAfterTheLastProgressLineElseUnderProgress() {
    let config = VaultConfig()
    let text =
      "---\ntype: goal\ntarget: 10\n---\n## Progress\n\n- 2026-01-01 +1 a\n- 2026-01-02 +2 b\n\n## Notes\ntext\n"
    let goal = NoteParser(config: config).parse(file: "goals/g.md", text: text).goal!
    #expect(
      GoalLogPlan.plan("- new", goal: goal, text: text)
        == .edit(LineEdit(line: 8, expected: "- 2026-01-02 +2 b", replacement: ["- 2026-01-02 +2 b", "- new"])))
    let empty = "---\ntype: goal\n---\n# G\n\n## Progress\n\n"
    let g2 = NoteParser(config: config).parse(file: "goals/g.md", text: empty).goal!
    #expect(
      GoalLogPlan.plan("- new", goal: g2, text: empty)
        == .edit(LineEdit(line: 7, expected: "", replacement: ["", "- new"])))
    let bare = "---\ntype: goal\n---\nNo heading.\n"
    let g3 = NoteParser(config: config).parse(file: "goals/g.md", text: bare).goal!
    #expect(GoalLogPlan.plan("- new", goal: g3, text: bare) == .append(["- new"]))
  }

  @Test func aNonNumericAmountIsADiagnosticOnItsLine() {
    let text =
      "---\ntype: goal\ntarget: 10\n---\n- 2026-01-01 +1 fine\n- 2026-01-02 +5OO typo\n- 2026-01-03 met Anna\n- 2026-01-04 +2 fine\n"
    let note = NoteParser(config: VaultConfig()).parse(file: "goals/g.md", text: text)
    #expect(note.goal?.progress.map(\.amount) == [1, 2])
    let bad = note.diagnostics.filter { $0.code == "bad-amount" }
    #expect(bad.map(\.line) == [6, 7])
    #expect(bad.map(\.severity) == [.error, .warning])
    #expect(bad[0].message.hasPrefix("progress amount '+5OO' is not a number"))
  }

  @Test func pieIsAValidShapeForEveryFraction() {
    let empty = GoalPie.svg(GoalStanding(Self.goal("a")))
    #expect(!empty.contains("<path"))
    let quarter = GoalPie.svg(GoalStanding(Self.goal("a", amounts: [25], color: "green")))
    // From 12 o'clock to 3 o'clock: the arc ends at (cx + r, cy).
    #expect(quarter.contains("<path d=\"M 110 70 L 110 10 A 60 60 0 0 1 170 70 Z\" fill=\"#2da44e\"/>"))
    let threeQuarters = GoalPie.svg(GoalStanding(Self.goal("a", amounts: [75], color: "#abc")))
    #expect(threeQuarters.contains("A 60 60 0 1 1 50 70 Z\" fill=\"#abc\""))
    let full = GoalPie.svg(GoalStanding(Self.goal("a", amounts: [100])))
    #expect(!full.contains("<path") && full.contains("✓"))
    #expect(GoalPie.color("url(javascript)") == "#0969da")
    let named = GoalPie.svg(
      GoalStanding(
        Goal(
          slug: "x", title: "A & <B>", list: nil, target: 1, unit: nil, priority: nil, color: nil, start: nil, end: nil,
          achievedMarked: false, progress: [], file: "g.md")))
    #expect(named.contains("A &amp; &lt;B&gt;") && !named.contains("A & <B>"))
    #expect(empty.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\"") && empty.hasSuffix("</svg>\n"))
  }
}
