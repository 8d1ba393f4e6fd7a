extension NoteMerge {
  /// The merge of a note's lines (its body, or the whole note without front matter on both
  /// sides): the rules of ``NoteMerge``.
  enum BodyMerge {
    static func merge(_ o: [Line], _ a: [Line], _ b: [Line], into w: inout Writer) {
      let keys = (o.map(key), a.map(key), b.map(key))
      for chunk in Diff3.chunks(base: keys.0, ours: keys.1, theirs: keys.2) {
        switch chunk {
        case .stable(let i, let j, let k):
          line(o[i], a[j], b[k], into: &w)
        case .unstable(let ro, let ra, let rb):
          self.chunk(Array(o[ro]), Array(a[ra]), Array(b[rb]), into: &w)
        }
      }
    }

    /// What aligns a line: a task by its description (its status and fields may change), any
    /// other line by its text.
    static func key(_ line: Line) -> String {
      if let task = TaskLineParser.parse(line.text) { return "t\u{1}" + task.fields.description }
      return "l\u{1}" + line.text
    }

    /// What makes two inserted lines one: a task by its description and dates (one occurrence
    /// of a recurring task), any other line by its text.
    static func occurrenceKey(_ line: Line) -> String {
      guard let task = TaskLineParser.parse(line.text) else { return "l\u{1}" + line.text }
      let f = task.fields
      let dates = [f.due, f.scheduled, f.start].map { $0?.description ?? "-" }
      return "t\u{1}" + f.description + "\u{1}" + dates.joined(separator: " ")
    }

    /// One line of each side that stand for each other (`o` is `nil` for lines both inserted).
    static func line(_ o: Line?, _ a: Line, _ b: Line, into w: inout Writer) {
      // With their line endings first: a side that changed only those is a change too.
      if a == b || b == o { return w.emit(a) }
      if a == o { return w.emit(b) }
      if a.text == b.text || b.text == o?.text { return w.emit(a) }
      if a.text == o?.text { return w.emit(b) }
      switch TaskLineMerge.merge(base: o.map { String($0.text) }, ours: String(a.text), theirs: String(b.text)) {
      case .merged(let text): w.emit(Line(text: Substring(text), ending: a.ending))
      case .clash(let names):
        w.clash([a], [b], what: "both sides changed \(names.joined(separator: ", ")) of '\(description(a))'")
      case nil: w.clash([a], [b], what: "both sides changed the line")
      }
    }

    /// A stretch where at least one side differs from the base.
    static func chunk(_ o: [Line], _ a: [Line], _ b: [Line], into w: inout Writer) {
      if a == b || b == o { return w.emit(a) }
      if a == o { return w.emit(b) }
      let (to, ta, tb) = (o.map(\.text), a.map(\.text), b.map(\.text))
      if ta == tb || tb == to { return w.emit(a) }
      if ta == to { return w.emit(b) }
      if o.isEmpty { return union(a, b, into: &w) }
      if a.count == o.count, b.count == o.count, inStep(o, a), inStep(o, b) {
        for i in o.indices { line(o[i], a[i], b[i], into: &w) }
        return
      }
      w.clash(a, b, what: "both sides changed the same lines")
    }

    /// Whether `side` replaced `base`'s lines one for one: every line it kept stands where it
    /// stood.
    static func inStep(_ base: [Line], _ side: [Line]) -> Bool {
      Diff3.matches(base.map(key), side.map(key)).enumerated().allSatisfy {
        $0.element == nil || $0.element == $0.offset
      }
    }

    /// Lines both sides inserted at one place: all kept, ours first between the lines they
    /// share, each shared line (or task occurrence) once.
    static func union(_ a: [Line], _ b: [Line], into w: inout Writer) {
      let matches = Diff3.matches(a.map(occurrenceKey), b.map(occurrenceKey))
      var next = 0
      var pending: [Line] = []
      for (i, line) in a.enumerated() {
        guard let k = matches[i] else {
          pending.append(line)
          continue
        }
        w.emit(pending)
        pending = []
        w.emit(b[next..<k])
        next = k + 1
        self.line(nil, line, b[k], into: &w)
      }
      w.emit(pending)
      w.emit(b[next...])
    }

    static func description(_ line: Line) -> String {
      TaskLineParser.parse(line.text)?.fields.description ?? String(line.text)
    }
  }
}
