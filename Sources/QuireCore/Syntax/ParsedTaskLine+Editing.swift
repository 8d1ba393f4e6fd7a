extension ParsedTaskLine {
  /// The line with a new status and new fields, changed as little as possible.
  ///
  /// docs/data-safety.md asks that a command changes only the line it names; within that line this goes
  /// one step further and keeps every byte it can: the status symbol is replaced in place, a
  /// changed value (a date, an absolute reminder) is rewritten inside its own token, a removed field
  /// is cut out with the blanks before it, and a new field is inserted before the first field that
  /// comes after it in the written order (``TaskFieldKey``), or at the end of the text (before a
  /// block link and before trailing blanks). The line's own format is used: `✅ 2026-11-25` on an
  /// emoji line, `[completion:: 2026-11-25]` on a dataview line; a line without any field uses
  /// `plainFormat`. The original field order, emoji variants (`📆`, `⌛`, U+FE0F), tags between
  /// fields and spacing stay. A line whose only fields are Quire's own (`[course:: cs101]`, which
  /// read the same in both formats) also uses `plainFormat`.
  ///
  /// One normalisation follows Obsidian Tasks: a single trailing space is dropped, while two or
  /// more (a Markdown hard break) stay at the end of the line.
  ///
  /// The result is read back; when it does not give exactly `status` and `fields` (a case the
  /// in-place edit cannot express, such as a field given twice), the line is rebuilt instead with
  /// ``rebuilt(using:)``-style canonical order.
  ///
  /// - Parameters:
  ///   - status: The new status.
  ///   - fields: The new fields; the description must be the line's own for an in-place edit.
  ///   - lineEnding: The line ending to end with; the line's own when `nil`.
  ///   - plainFormat: The format for a line that has no field yet (the vault's `task_format`).
  public func edited(
    status: TaskStatus, fields: TaskFields, lineEnding: String? = nil, plainFormat: TaskFormat = .emoji
  ) -> String {
    let ending = lineEnding ?? self.lineEnding
    let read = TaskLineParser.parse(original)
    // Quire's own fields have one form in both formats (`[course:: cs101]`), so only the plugin's
    // fields tell the line's format; a line with none takes the vault's.
    let hasFields =
      read.map { line in
        line.fields.writtenFields.contains { $0.key.isPluginField } || !line.fields.invalidFields.isEmpty
      } ?? true
    let format = hasFields ? self.format : plainFormat
    if let line = inPlace(status: status, fields: fields, format: format),
      let read = TaskLineParser.parse(line + ending),
      read.status == status, read.fields == fields, read.prefix == prefix, read.listMarker == listMarker
    {
      return line + ending
    }
    let syntax = format.syntax
    return syntax.line(prefix: prefix, listMarker: listMarker, status: status, fields: fields) + ending
  }

  /// The in-place edit without the line ending, or `nil` when it cannot express the change.
  func inPlace(status: TaskStatus, fields target: TaskFields, format: TaskFormat) -> String? {
    guard target.description == fields.description else { return nil }
    var text = original
    let lineBytes = Array(text.utf8)
    let end = lineBytes.count - lineEnding.utf8.count
    let layout = text.withUTF8 { TaskBodyParser.layout($0, from: bodyOffset, to: end) }
    guard layout.result.fields == fields else { return nil }
    // Each edit carries the written rank of the field it inserts, so that two fields inserted at
    // one place come in the written order (a reminder before the plugin's priority).
    var edits: [(range: Range<Int>, text: String, rank: Int)] = []

    // The status symbol.
    guard let open = Self.checkboxOpen(lineBytes, from: prefix.utf8.count + listMarker.utf8.count, to: end) else {
      return nil
    }
    // The symbol as written: one grapheme, then `]` (a `]` byte never occurs inside a longer one).
    var close = open + 2
    while close < end, lineBytes[close] != UInt8(ascii: "]") { close += 1 }
    let written = String(decoding: lineBytes[(open + 1)..<close], as: UTF8.self)
    if status.symbol != written { edits.append(((open + 1)..<close, status.symbol, 0)) }

    let dataview = format == .dataview
    let valid = layout.spans.filter { !$0.isInvalid }
    let old = fields.writtenFields
    let new = target.writtenFields

    // Single-valued fields.
    // NEW-TASK-FIELD: a field with one value per line is handled here, a list (reminders) below.
    for key in TaskFieldKey.allCases where key != .reminder {
      let before = old.first { $0.key == key }
      let after = new.first { $0.key == key }
      if before == after { continue }
      let spans = valid.filter { $0.key == key }
      switch (before, after) {
      case (nil, let added?):
        guard spans.isEmpty else { return nil }
        let insert = insertion(of: added, spans: valid, layout: layout, dataview: dataview)
        edits.append((insert.range, insert.text, key.rank))
      case (_?, nil):
        guard spans.count == 1 else { return nil }
        edits.append((Self.removal(spans[0].token, lineBytes, bodyStart: bodyOffset), "", 0))
      case (_?, let now?):
        guard spans.count == 1 else { return nil }
        let span = spans[0]
        if key == .priority {
          // An emoji priority is its own token; a dataview priority has a value.
          let isEmoji =
            lineBytes[span.token.lowerBound] != UInt8(ascii: "[")
            && lineBytes[span.token.lowerBound] != UInt8(ascii: "(")
          guard let emoji = now.emoji else { return nil }
          // An emoji written with U+FE0F keeps it.
          let selector: [UInt8] = [0xEF, 0xB8, 0x8F]
          let keepsSelector =
            span.token.count > 3
            && lineBytes[(span.token.upperBound - 3)..<span.token.upperBound].elementsEqual(selector)
          edits.append(
            isEmoji ? (span.token, emoji + (keepsSelector ? "\u{FE0F}" : ""), 0) : (span.value, now.value, 0))
        } else {
          edits.append((span.value, now.value, 0))
        }
      case (nil, nil):
        continue
      }
    }

    // Reminders: the same number, changed one by one.
    let oldReminders = fields.reminders
    let newReminders = target.reminders
    if oldReminders != newReminders {
      let spans = valid.filter { $0.key == .reminder }
      guard spans.count == oldReminders.count else { return nil }
      if newReminders.isEmpty {
        // All go (`quire modify --no-remind`).
        for span in spans { edits.append((Self.removal(span.token, lineBytes, bodyStart: bodyOffset), "", 0)) }
      } else if newReminders.count > oldReminders.count, newReminders.starts(with: oldReminders) {
        // New ones follow the last reminder, else go where the written order puts a reminder.
        let added = TaskFields.reminderFields(Array(newReminders.dropFirst(oldReminders.count)))
        if let last = spans.last {
          let text = added.map { Self.gap(before: $0, dataview: dataview) + Self.token($0, dataview: dataview) }
          edits.append((last.token.upperBound..<last.token.upperBound, text.joined(), TaskFieldKey.reminder.rank))
        } else {
          // One insertion for all, so they keep their order: each follows its gap, or (at the start
          // of the body) is followed by it.
          let first = insertion(of: added[0], spans: valid, layout: layout, dataview: dataview)
          let (at, atEnd) = (first.range, first.text.hasPrefix(" "))
          let text = added.map { field in
            let (token, gap) = (Self.token(field, dataview: dataview), Self.gap(before: field, dataview: dataview))
            return atEnd ? gap + token : token + gap
          }
          edits.append((at, text.joined(), TaskFieldKey.reminder.rank))
        }
      } else {
        guard oldReminders.count == newReminders.count else { return nil }
      }
      for (index, reminder) in newReminders.enumerated()
      where oldReminders.count == newReminders.count && reminder != oldReminders[index] {
        let span = spans[index]
        let written = String(decoding: lineBytes[span.value], as: UTF8.self)
        // Keep `T` or a space between date and time as written.
        var value = reminder.text
        if case .absolute(let dt) = reminder, written.utf8.count == 16 {
          let separator = written.utf8[written.utf8.index(written.utf8.startIndex, offsetBy: 10)] == UInt8(ascii: "T")
          value = dt.date.description + (separator ? "T" : " ") + dt.time.description
        }
        edits.append((span.value, value, 0))
      }
    }

    // Unreadable field tokens: only removals, in order.
    if target.invalidFields != fields.invalidFields {
      var keep = target.invalidFields[...]
      for span in layout.spans where span.isInvalid {
        let token = String(decoding: lineBytes[span.token], as: UTF8.self)
        if keep.first == token {
          keep = keep.dropFirst()
        } else {
          edits.append((Self.removal(span.token, lineBytes, bodyStart: bodyOffset), "", 0))
        }
      }
      guard keep.isEmpty else { return nil }
    }

    // The block link can only go.
    if target.blockLink != fields.blockLink {
      guard target.blockLink.isEmpty, let start = layout.blockLinkStart else { return nil }
      edits.append((start..<(start + fields.blockLink.utf8.count), "", 0))
    }

    guard !edits.isEmpty else { return String(decoding: lineBytes[..<end], as: UTF8.self) }
    // Removals may share blanks (two fields cut from the start of the body): overlapping removals
    // merge; any other overlap is not an in-place edit.
    var ordered: [(range: Range<Int>, text: String)] = []
    for edit in edits.sorted(by: {
      ($0.range.lowerBound, $0.range.upperBound, $0.rank) < ($1.range.lowerBound, $1.range.upperBound, $1.rank)
    }) {
      if let last = ordered.last, edit.range.lowerBound < last.range.upperBound {
        guard last.text.isEmpty, edit.text.isEmpty else { return nil }
        ordered[ordered.count - 1].range = last.range.lowerBound..<max(last.range.upperBound, edit.range.upperBound)
      } else {
        ordered.append((edit.range, edit.text))
      }
    }
    // A removal that starts the body takes the blanks after it, unless they end the line.
    if let first = ordered.first, first.text.isEmpty, first.range.lowerBound == bodyOffset {
      var stop = first.range.upperBound
      while stop < end, lineBytes[stop] == 0x20 || lineBytes[stop] == 0x09 { stop += 1 }
      if stop < end, ordered.count < 2 || stop <= ordered[1].range.lowerBound {
        ordered[0].range = first.range.lowerBound..<stop
      }
    }
    var bytes = Array(lineBytes[..<end])
    // Apply from the end so earlier offsets stay valid; an insertion at the same offset as a
    // removal's end goes after it.
    for edit in ordered.reversed() {
      guard edit.range.upperBound <= bytes.count else { return nil }
      bytes.replaceSubrange(edit.range, with: Array(edit.text.utf8))
    }
    // Obsidian Tasks drops a single trailing space but keeps a hard break (two or more).
    if bytes.count >= 2, bytes[bytes.count - 1] == 0x20, bytes[bytes.count - 2] != 0x20, bytes.count - 1 > bodyOffset {
      bytes.removeLast()
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Where a new field goes: before the first field (in line order) that the written order puts
  /// after it, else at the end of the text.
  func insertion(
    of field: TaskFields.WrittenField, spans: [TaskBodyParser.FieldSpan], layout: TaskBodyParser.Layout,
    dataview: Bool
  ) -> (range: Range<Int>, text: String) {
    let rank = field.key.rank
    let token = Self.token(field, dataview: dataview)
    let gap = Self.gap(before: field, dataview: dataview)
    if let next = spans.first(where: { $0.key.rank > rank }) {
      // After the text before `next` (the blanks before `next` stay before it), so removing the
      // field again, with the blanks before it, gives the line back; at the start of the body,
      // before `next`.
      var at = next.token.lowerBound
      let bytes = Array(original.utf8)
      while at > bodyOffset, bytes[at - 1] == 0x20 || bytes[at - 1] == 0x09 { at -= 1 }
      if at > bodyOffset { return (at..<at, gap + token) }
      return (next.token.lowerBound..<next.token.lowerBound, token + gap)
    }
    return (layout.contentEnd..<layout.contentEnd, gap + token)
  }

  /// A field as a token of the line's format (`📅 2026-11-25`, `⏫`, `[due:: 2026-11-25]`).
  static func token(_ field: TaskFields.WrittenField, dataview: Bool) -> String {
    if dataview || field.emoji == nil { return "[" + field.key.dataviewKeys[0] + ":: " + field.value + "]" }
    return field.key == .priority ? field.emoji! : field.emoji! + " " + field.value
  }

  /// The blanks before a new field token: two before a bracketed one, as ``DataviewTaskSyntax`` writes.
  static func gap(before field: TaskFields.WrittenField, dataview: Bool) -> String {
    dataview || field.emoji == nil ? "  " : " "
  }

  /// A token's range widened to the blanks before it (or, at the start of the body, after it).
  static func removal(_ token: Range<Int>, _ u: [UInt8], bodyStart: Int) -> Range<Int> {
    var start = token.lowerBound
    while start > bodyStart, u[start - 1] == 0x20 || u[start - 1] == 0x09 { start -= 1 }
    var end = token.upperBound
    if start == bodyStart {
      while end < u.count, u[end] == 0x20 || u[end] == 0x09 { end += 1 }
      // Keep a hard break at the end of the line.
      if end == u.count || u[end] == 0x0A || u[end] == 0x0D { end = token.upperBound }
    }
    return start..<end
  }

  /// The offset of the checkbox's `[` after the list marker.
  static func checkboxOpen(_ u: [UInt8], from: Int, to end: Int) -> Int? {
    var i = from
    while i < end, u[i] == 0x20 || u[i] == 0x09 { i += 1 }
    return i < end && u[i] == UInt8(ascii: "[") ? i : nil
  }
}
