import QuireCore
import Testing

@Suite struct HabitCheckPlanTests {
  let cat = Habit(
    slug: "feed-cat", name: "Feed the cat", times: [LocalTime(text: "08:30")!, LocalTime(text: "17:00")!], days: [],
    start: nil, file: "habits/feed-cat.md", line: 1)
  let date = LocalDate(iso: "2026-11-24")!
  let file = "journal/2026/2026-11-24.md"

  func plan(_ text: String, time: String? = nil, habit: Habit? = nil) -> HabitCheckPlan.Outcome {
    let note = NoteParser(config: VaultConfig()).parse(file: file, text: text)
    return HabitCheckPlan.plan(
      habit ?? cat, time: time.flatMap { LocalTime(text: $0) }, date: date, text: text, note: note,
      allCheckins: note.checkins)
  }

  @Test func ticksTheOpenLineOfTheNextSlot() {
    let text =
      "# Day\n\n## Habits\n\n- [ ] Feed the cat 08:30 #habit/feed-cat\n- [ ] Feed the cat 17:00 #habit/feed-cat\n"
    #expect(
      plan(text)
        == .edit(
          LineEdit(
            line: 5, expected: "- [ ] Feed the cat 08:30 #habit/feed-cat",
            replacement: ["- [x] Feed the cat 08:30 #habit/feed-cat"]),
          time: LocalTime(text: "08:30")))
    #expect(
      plan(text, time: "17:00")
        == .edit(
          LineEdit(
            line: 6, expected: "- [ ] Feed the cat 17:00 #habit/feed-cat",
            replacement: ["- [x] Feed the cat 17:00 #habit/feed-cat"]),
          time: LocalTime(text: "17:00")))
  }

  @Test func theNextSlotSkipsOnesDoneAlready() {
    let text = "## Habits\n- [x] Feed cat 08:30 [habit:: feed-cat]\n- [ ] Feed cat 17:00 [habit:: feed-cat]\n"
    #expect(
      plan(text)
        == .edit(
          LineEdit(
            line: 3, expected: "- [ ] Feed cat 17:00 [habit:: feed-cat]",
            replacement: ["- [x] Feed cat 17:00 [habit:: feed-cat]"]),
          time: LocalTime(text: "17:00")))
  }

  @Test func addsALineAtTheEndOfTheHabitsSection() {
    let text = "## Habits\n\n- [x] Run #habit/run\n\n## Day planner\n- 09:00 Work\n"
    #expect(
      plan(text)
        == .edit(
          LineEdit(
            line: 3, expected: "- [x] Run #habit/run",
            replacement: ["- [x] Run #habit/run", "- [x] Feed the cat 08:30 #habit/feed-cat"]),
          time: LocalTime(text: "08:30")))
  }

  @Test func appendsWhenThereIsNoHabitsSection() {
    #expect(
      plan("Just words.\n") == .append(["- [x] Feed the cat 08:30 #habit/feed-cat"], time: LocalTime(text: "08:30")))
  }

  @Test func nothingWhenAllSlotsAreDone() {
    let text = "- [x] Feed 08:30 #habit/feed-cat\n- [x] Feed #habit/feed-cat\n"
    #expect(plan(text) == .alreadyDone(time: nil))
    #expect(plan("- [x] Feed 17:00 #habit/feed-cat\n", time: "17:00") == .alreadyDone(time: LocalTime(text: "17:00")))
  }

  @Test func anUntimedHabitIsOneCheckIn() {
    let untimed = Habit(slug: "floss", name: "Floss", times: [], days: [], start: nil, file: "habits/floss.md", line: 1)
    #expect(
      plan("## Habits\n", habit: untimed)
        == .edit(
          LineEdit(line: 1, expected: "## Habits", replacement: ["## Habits", "", "- [x] Floss #habit/floss"]),
          time: nil))
    #expect(plan("- [X] Floss #habit/floss\n", habit: untimed) == .alreadyDone(time: nil))
  }

  @Test func tickChangesOnlyTheCheckbox() {
    #expect(HabitCheckPlan.tick("  > 1. [/] a [b]") == "  > 1. [x] a [b]")
    #expect(HabitCheckPlan.tick("- [ ] 09:00 x") == "- [x] 09:00 x")
    #expect(HabitCheckPlan.tick("plain") == nil)
  }

  @Test func sectionInsertionKeepsABlankLineUnderTheHeading() {
    let text = "## Tasks\n\n\n## Habits\n"
    #expect(
      NoteSection.insertion(["- a"], under: "tasks", in: text)
        == LineEdit(line: 2, expected: "", replacement: ["", "- a"]))
    #expect(NoteSection.insertion(["- a"], under: "Missing", in: text) == nil)
    // A heading in a code fence is not a heading.
    #expect(NoteSection.insertion(["- a"], under: "Habits", in: "```\n## Habits\n```\n") == nil)
    // The section ends at the next heading of the same level, not at a deeper one.
    let nested = "## Progress\n- 1\n### Notes\n- 2\n## Next\n"
    #expect(
      NoteSection.insertion(["- a"], under: "Progress", in: nested)
        == LineEdit(line: 4, expected: "- 2", replacement: ["- 2", "- a"]))
  }

  @Test func dailyPlanListsSlotsAndDueTasksAsPlainLines() {
    var fields = TaskFields(description: "09:30 Standup")
    fields.due = date
    var other = TaskFields(description: "Submit slides #work")
    other.due = date
    other.dueTime = LocalTime(text: "17:00")
    var later = TaskFields(description: "Later")
    later.due = date.adding(days: 1)
    let tasks = [
      TaskItem(id: "a", file: "notes/work.md", line: 12, status: .todo, fields: other, format: .emoji),
      TaskItem(id: "b", file: "inbox.md", line: 3, status: .todo, fields: fields, format: .emoji),
      TaskItem(id: "c", file: "inbox.md", line: 4, status: .done, fields: fields, format: .emoji),
      TaskItem(id: "d", file: "inbox.md", line: 5, status: .todo, fields: later, format: .emoji),
    ]
    let run = Habit(slug: "run", name: "Run", times: [], days: ["mon"], start: nil, file: "habits/run.md", line: 1)
    let plan = DailyNotePlan(date: date, habits: [run, cat], tasks: tasks)
    #expect(plan.habits.map(\.time) == ["08:30", "17:00"])  // Tuesday: no run
    #expect(plan.tasks == ["Standup — 09:30 (inbox.md:3)", "Submit slides #work, due 17:00 (notes/work.md:12)"])
    #expect(plan.weekday == "Tuesday")
    #expect(DailyNotePlan.path(for: date, journalFolder: "journal") == "journal/2026/2026-11-24.md")
  }
}
