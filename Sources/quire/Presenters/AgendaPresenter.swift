import QuireCore
import QuireKit

/// Renders the agenda view-models (the same ones the pages use) for the terminal.
struct AgendaPresenter {
  let style: Style

  // MARK: - Day

  func day(_ page: DailyPage) -> String {
    var out = style.bold(page.title) + (page.isToday ? "  " + style.cyan("today") : "") + "\n"
    for holiday in page.holidays { out += "  " + style.red("🎉 " + holiday) + "\n" }
    section(&out, "All day", page.allDayEvents.map(event))
    section(&out, "Timeline", page.timeline.map(event))
    section(
      &out, "Overdue", page.overdue.map(task) + more(page.overdueMore),
      count: page.overdue.count + (page.overdueMore ?? 0), color: { style.red($0) })
    section(&out, "Due today", page.dueToday.map(task))
    section(&out, "Scheduled or starting today", page.scheduled.map(task))
    section(&out, "Done today", page.doneToday.map(task))
    section(&out, "Reminders", page.reminders.map { "\($0.time)  \($0.title)  " + style.dim($0.place) })
    section(&out, "Habits", page.habits.map(habit))
    section(&out, "Exams ahead", page.exams.map { "\(style.bold($0.title)) — \($0.countdown) (\($0.date))" })
    if page.nothingPlanned { out += "\nNothing planned.\n" }
    if let journal = page.journal {
      out += "\nJournal: \(journal.label)\n"
    } else if let missing = page.journalMissing {
      out += "\n" + style.dim("No journal note yet (quire journal \(page.date) creates \(missing))") + "\n"
    }
    return out
  }

  // MARK: - Week

  func week(_ page: WeeklyPage) -> String {
    var out = style.bold(page.title) + "\n"
    if !page.overdue.isEmpty {
      section(
        &out, "Overdue", page.overdue.map(task) + more(page.overdueMore),
        count: page.overdue.count + (page.overdueMore ?? 0), color: { style.red($0) })
    }
    for day in page.days {
      var lines: [String] = day.holidays.map { style.red("🎉 " + $0) }
      lines += day.events.map(event)
      lines += day.due.map(task)
      let heading = day.label + (day.isToday ? " (today)" : "")
      if lines.isEmpty {
        out += "\n" + style.dim(heading) + "\n"
      } else {
        let color: ((String) -> String)? = day.isToday ? { style.cyan($0) } : nil
        section(&out, heading, lines, color: color)
      }
    }
    section(&out, "Due next week", page.dueNextWeek.map(task))
    out += grid(page.habitGrid, width: 3)
    return out
  }

  // MARK: - Month

  func month(_ page: MonthlyPage) -> String {
    var out = calendar(page)
    section(&out, "Due this month", page.dueThisMonth.map(task))
    section(&out, "Uncompleted this month", page.uncompleted.map(task), color: { style.red($0) })
    out += grid(page.habitGrid, width: 1)
    section(
      &out, "Dreams",
      page.dreams.map { "\($0.date)  \($0.title)" + ($0.cameTrue ? "  " + style.green("came true") : "") })
    return out
  }

  /// A `cal`-like grid of the month: today in reverse video (`[24]` without colour), days with
  /// events underlined by a `•`, holidays in red (`!` without colour); then the month's events.
  func calendar(_ page: MonthlyPage, listEvents: Bool = true) -> String {
    var out = style.bold(page.title) + "\n"
    out += page.weekdays.map { " " + String($0.prefix(2)) + " " }.joined().trailingSpacesTrimmed + "\n"
    for week in page.weeks {
      var line = ""
      for cell in week.cells {
        guard let day = cell.day else {
          line += "    "
          continue
        }
        let number = day < 10 ? " \(day)" : "\(day)"
        let mark = !cell.holidays.isEmpty ? "!" : (!cell.events.isEmpty ? "•" : " ")
        if cell.isToday {
          line += style.enabled ? " " + style.inverse(number) + mark : "[" + number + "]"
        } else if !cell.holidays.isEmpty {
          line += " " + style.red(number) + mark
        } else {
          line += " " + (cell.events.isEmpty ? number : style.bold(number)) + mark
        }
      }
      out += line.trailingSpacesTrimmed + "\n"
    }
    guard listEvents else { return out }
    var items: [String] = []
    for week in page.weeks {
      for cell in week.cells where cell.day != nil {
        for holiday in cell.holidays { items.append("\(cell.date!)  " + style.red("🎉 " + holiday)) }
        for e in cell.events { items.append("\(cell.date!)  " + event(e)) }
      }
    }
    if !items.isEmpty { out += "\n" + items.joined(separator: "\n") + "\n" }
    return out
  }

  // MARK: - Pieces

  /// A heading with the number of items (`count`, else the lines), then the lines indented.
  private func section(
    _ out: inout String, _ title: String, _ lines: [String], count: Int? = nil, color: ((String) -> String)? = nil
  ) {
    guard !lines.isEmpty else { return }
    let heading = "\(title) (\(count ?? lines.count))"
    out += "\n" + (color.map { $0(style.bold(heading)) } ?? style.bold(heading)) + "\n"
    for line in lines { out += "  " + line + "\n" }
  }

  private func more(_ count: Int?) -> [String] {
    count.map { [style.dim("… and \($0) more (quire tasks --due overdue)")] } ?? []
  }

  private func event(_ e: EventRow) -> String {
    let time = e.time == "all day" ? "all day    " : e.time.padding(11)
    let extra = [e.location, e.kind].compactMap { $0 }.joined(separator: ", ")
    return style.dim(time) + "  " + e.title + (extra.isEmpty ? "" : " (\(extra))")
      + (e.place.map { "  " + style.dim($0) } ?? "")
  }

  private func task(_ t: TaskRow) -> String {
    let box = t.checkbox == " " ? "" : "[\(t.checkbox)] "
    let due = t.due.map { "  " + style.dim("due " + $0) } ?? ""
    let late = t.overdue.map { " " + style.red("(" + $0 + ")") } ?? ""
    return style.cyan(t.id) + "  " + (t.priority.map { $0 + " " } ?? "") + box + t.text + due + late + "  "
      + style.dim(t.place)
  }

  private func habit(_ h: HabitRow) -> String {
    h.name + "  " + h.slotsText + (h.badge.map { "  " + $0 } ?? "")
  }

  private func grid(_ grid: HabitGrid, width: Int) -> String {
    guard !grid.rows.isEmpty else { return "" }
    let nameWidth = grid.rows.map(\.name.count).max() ?? 0
    var out = "\n" + style.bold("Habits") + "\n"
    if width > 1 {
      out +=
        "  " + "".padding(nameWidth) + "  " + grid.days.map { String($0.prefix(width)).padding(width + 1) }.joined()
        + "\n"
    }
    for row in grid.rows {
      let marks = row.marks.map { mark -> String in
        let colored = mark == "✓" ? style.green(mark) : mark == "✗" ? style.red(mark) : mark
        return width > 1 ? colored + String(repeating: " ", count: width) : colored
      }.joined()
      out +=
        "  " + row.name.padding(nameWidth) + "  " + marks + "  " + row.score + (row.badge.map { "  " + $0 } ?? "")
        + "\n"
    }
    return out + "  " + style.dim(grid.legend) + "\n"
  }
}

extension String {
  /// The string padded with spaces to `width` characters (never cut).
  func padding(_ width: Int) -> String { count >= width ? self : self + String(repeating: " ", count: width - count) }

  /// The string without trailing spaces.
  var trailingSpacesTrimmed: String {
    String(trimmingEdges(leading: { _ in false }, trailing: { $0 == " " }))
  }
}
