extension ParsedTaskLine {
  /// The line with a new description, edited in place (without the line ending), or a one-line
  /// message saying why it cannot be.
  ///
  /// Only the text before the fields (the line's head) changes, plus a removed tag wherever it
  /// stands; the fields, their order, emoji variants, spacing and a block link stay byte for byte.
  ///
  /// - `text` replaces the words of the head. The head's tags that `text` does not carry are kept
  ///   after it, so `--text` never drops a tag by accident (`-tag` does).
  /// - `addTags` go after the text and the tags that follow it, before the first field, as
  ///   Obsidian Tasks writes them (its serializer writes tags as part of the description); a tag
  ///   the line has is not added again.
  /// - `removeTags` go wherever they stand (in the head or among the fields), each with the
  ///   blanks before it.
  ///
  /// Tags are given without `#`. The result is read back; if a field appears or goes (the new text
  /// ends in something that reads as a field), it is refused.
  public func withDescription(text: String?, addTags: [String], removeTags: [String]) -> Result<String, TaskDraftError>
  {
    var line = original
    let lineBytes = Array(line.utf8)
    let end = lineBytes.count - lineEnding.utf8.count
    let layout = line.withUTF8 { TaskBodyParser.layout($0, from: bodyOffset, to: end) }
    let fieldTokens = layout.spans.map(\.token)
    let oldHead = String(decoding: lineBytes[layout.head], as: UTF8.self)

    var head: String
    if let text {
      let given = TagScanner.tags(in: text)
      var kept: [String] = []
      for tag in TagScanner.tags(in: oldHead) where !given.contains(tag) && !kept.contains(tag) { kept.append(tag) }
      head = ([text] + kept).joined(separator: " ")
    } else {
      head = oldHead
    }
    var edits: [(range: Range<Int>, text: String)] = []
    for name in removeTags {
      let tag = "#" + name
      guard fields.tags.contains(tag) else { return .failure(TaskDraftError("the task has no tag \(tag)")) }
      // In the head (as it will be).
      var headBytes = Array(head.utf8)
      for range in Self.tagRanges(tag, in: headBytes, from: 0, to: headBytes.count).reversed() {
        headBytes.replaceSubrange(Self.removal(range, headBytes, bodyStart: 0), with: [])
      }
      head = String(decoding: headBytes, as: UTF8.self)
      // Among the fields.
      let stops = Set(fieldTokens.map(\.lowerBound))
      for range in Self.tagRanges(tag, in: lineBytes, from: layout.head.upperBound, to: layout.contentEnd, stops: stops)
      where !fieldTokens.contains(where: { $0.overlaps(range) }) {
        edits.append((Self.removal(range, lineBytes, bodyStart: bodyOffset), ""))
      }
    }
    let headTags = TagScanner.tags(in: oldHead)
    let elsewhere = fields.tags.filter { !headTags.contains($0) && !removeTags.contains(String($0.dropFirst())) }
    // New tags follow the tags written right after the text, before the first field.
    var tagsAt = layout.contentEnd
    if let first = layout.spans.first {
      tagsAt = first.token.lowerBound
      while tagsAt > layout.head.upperBound, lineBytes[tagsAt - 1] == 0x20 || lineBytes[tagsAt - 1] == 0x09 {
        tagsAt -= 1
      }
    }
    var added = ""
    for name in addTags where !(TagScanner.tags(in: head) + elsewhere).contains("#" + name) {
      if tagsAt <= layout.head.upperBound {
        head = head.isEmpty ? "#" + name : head + " #" + name
      } else {
        added += " #" + name
      }
    }
    if !added.isEmpty { edits.append((tagsAt..<tagsAt, added)) }
    if head != oldHead {
      var replacement = head
      let at = layout.head
      if at.isEmpty && at.lowerBound < layout.contentEnd && !head.isEmpty { replacement += " " }
      if at.isEmpty && at.lowerBound == end && at.lowerBound > 0 && !head.isEmpty
        && lineBytes[at.lowerBound - 1] != 0x20 && lineBytes[at.lowerBound - 1] != 0x09
      {
        replacement = " " + replacement
      }
      edits.append((at, replacement))
    }
    if edits.isEmpty { return .success(String(decoding: lineBytes[..<end], as: UTF8.self)) }
    var bytes = Array(lineBytes[..<end])
    for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
      bytes.replaceSubrange(edit.range, with: Array(edit.text.utf8))
    }
    // A body that becomes empty takes the blank after the checkbox with it (`- [ ]`).
    if bytes.count == bodyOffset, bodyOffset > 0, bytes[bodyOffset - 1] == 0x20 || bytes[bodyOffset - 1] == 0x09 {
      bytes.removeLast()
    }
    let result = String(decoding: bytes, as: UTF8.self)
    guard let read = TaskLineParser.parse(result), read.status == status, read.prefix == prefix else {
      return .failure(TaskDraftError("the new text does not leave a task line"))
    }
    var before = fields
    var after = read.fields
    before.description = ""
    after.description = ""
    guard before == after else {
      return .failure(TaskDraftError("the new text reads as a task field; set fields with their options"))
    }
    guard !read.fields.description.isEmpty else { return .failure(TaskDraftError("the task text would be empty")) }
    return .success(result)
  }

  /// Where `tag` stands as a whole tag in `bytes[from..<to]`: after a blank or at `from`, and
  /// followed by a character that ends a tag (``TagScanner``'s rule), by `to` or by one of `stops`
  /// (where a field token starts).
  static func tagRanges(_ tag: String, in bytes: [UInt8], from: Int, to: Int, stops: Set<Int> = []) -> [Range<Int>] {
    let needle = Array(tag.utf8)
    var found: [Range<Int>] = []
    var i = from
    while i + needle.count <= to {
      let endIndex = i + needle.count
      if bytes[i..<endIndex].elementsEqual(needle), i == from || bytes[i - 1] == 0x20 || bytes[i - 1] == 0x09 {
        let next = endIndex < to ? String(decoding: bytes[endIndex..<min(to, endIndex + 4)], as: UTF8.self) : ""
        if stops.contains(endIndex) || next.unicodeScalars.first.map(TagScanner.endsTag) ?? true {
          found.append(i..<endIndex)
          i = endIndex
          continue
        }
      }
      i += 1
    }
    return found
  }
}
