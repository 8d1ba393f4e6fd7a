/// A goal note (`type: goal`, the goals folder): its target and its progress lines
/// (docs/goals.md).
public enum GoalKind: NoteKindSteps {
  public static let kind: NoteKind? = .goal
  public static let section = "goals"
  public static let bits: NoteKinds = .goal

  public static func parse(_ source: NoteSource, into note: inout ParsedNote, diagnostics: inout [Diagnostic]) {
    let fields = source.fields
    let file = source.file
    let stem = source.stem
    var progress: [Goal.Progress] = []
    for block in source.document.blocks where block.kind == .item && !source.literal.contains(block.range.start.line) {
      let n = block.range.start.line
      if let line = GoalProgressLine(line: source.lines[n]) {
        progress.append(Goal.Progress(date: line.date, amount: line.amount, note: line.note, line: n))
      } else if let problem = GoalProgressLine.problem(line: source.lines[n]) {
        diagnostics.append(
          Diagnostic(
            file: file, line: n, problem))
      }
    }
    var achieved = false
    if let text = fields.string("achieved") {
      achieved = LocalDate(iso: text) != nil || ["true", "yes", "on"].contains(text.lowercased())
    }
    note.goal = Goal(
      slug: stem, title: fields.string("title") ?? fields.string("name") ?? source.headingTitle ?? stem,
      list: fields.string("list"), target: fields.number("target", file: file, into: &diagnostics),
      unit: fields.string("unit"), priority: fields.string("priority"), color: fields.string("color"),
      start: fields.date("start", file: file, into: &diagnostics),
      end: fields.date("end", file: file, into: &diagnostics),
      achievedMarked: achieved, progress: progress, file: file)
  }

  // MARK: - Index

  public static func encode(_ note: ParsedNote, to w: inout BinaryWriter) {
    w.optional(note.goal) { w, g in
      w.string(g.slug)
      w.string(g.title)
      w.optionalString(g.list)
      w.optional(g.target) { $0.double($1) }
      w.optionalString(g.unit)
      w.optionalString(g.priority)
      w.optionalString(g.color)
      w.optional(g.start) { $0.date($1) }
      w.optional(g.end) { $0.date($1) }
      w.bool(g.achievedMarked)
      w.array(g.progress) { w, p in
        w.date(p.date)
        w.double(p.amount)
        w.string(p.note)
        w.int(p.line)
      }
      w.string(g.file)
    }
  }

  public static func decode(_ r: inout BinaryReader, into note: inout ParsedNote) throws(IndexError) {
    note.goal = try r.optional { r throws(IndexError) in
      Goal(
        slug: try r.string(), title: try r.string(), list: try r.optionalString(),
        target: try r.optional { r throws(IndexError) in try r.double() }, unit: try r.optionalString(),
        priority: try r.optionalString(), color: try r.optionalString(), start: try r.optionalDate(),
        end: try r.optionalDate(), achievedMarked: try r.bool(),
        progress: try r.array { r throws(IndexError) in
          Goal.Progress(date: try r.date(), amount: try r.double(), note: try r.string(), line: try r.int())
        },
        file: try r.string())
    }
  }

  // MARK: - Contents

  /// A goal is read whatever days a view shows.
  public static func kinds(of note: ParsedNote) -> NoteKinds { note.goal == nil ? [] : [.goal, .undated] }

  public static func count(in note: ParsedNote) -> Int { note.goal == nil ? 0 : 1 }

  public static func add(_ note: ParsedNote, to contents: inout VaultContents) {
    if let goal = note.goal { contents.goals.append(goal) }
  }

  public static func replace(_ run: Range<Int>, in contents: inout VaultContents, with note: ParsedNote) {
    contents.goals.patch(run, with: note.goal)
  }

  public static func export(_ note: ParsedNote, encoder: ExportEncoder, into items: inout ExportDocument.Items) {
    if let goal = note.goal { items.add(encoder.goal(goal)) }
  }
}

extension NoteKinds {
  public static let goal = NoteKinds(rawValue: 1 << 5)
}

extension ExportEncoder {
  public func goal(_ g: Goal) -> String {
    var o = JSONObject()
    o.string("slug", g.slug)
    o.string("title", g.title)
    o.string("list", g.list)
    o.number("target", g.target)
    o.string("unit", g.unit)
    o.string("priority", g.priority)
    o.string("color", g.color)
    o.string("start", g.start?.description)
    o.string("end", g.end?.description)
    o.bool("achieved", g.achieved)
    o.number("current", g.current)
    o.raw(
      "progress",
      JSONText.array(
        g.progress.map { p in
          var po = JSONObject()
          po.string("date", p.date.description)
          po.number("amount", p.amount)
          po.string("note", p.note)
          po.int("line", p.line)
          return po.json
        }))
    o.string("file", g.file)
    o.int("line", 1)
    return o.json
  }
}
