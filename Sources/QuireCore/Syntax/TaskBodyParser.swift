/// Reads the fields of a task body (the text after the checkbox) in both Obsidian Tasks
/// formats at once.
///
/// As obsidian-tasks `DefaultTaskSerializer.deserialize` does, the parser removes field tokens
/// and `#tags` from the *end* of the body, again and again, until it reaches text that is
/// neither; everything before that point is the description. Tags removed on the way are added
/// back to the end of the description. Unlike the plugin, one pass reads emoji fields
/// (`📅 2026-11-25`) and dataview fields (`[due:: 2026-11-25]`) alike, plus Quire's extensions
/// (due time, reminders, course, habit), so a line may mix both formats.
///
/// The scan works on UTF-8 bytes with no regular expressions: a body is scanned once from the
/// end, and only the tokens found are turned into strings.
public enum TaskBodyParser {
  /// What a task body says.
  public struct Result: Sendable, Equatable {
    /// The fields read; the description holds the rest.
    public var fields: TaskFields
    /// Fields that were recognised but could not be read, in line order.
    public var problems: [TaskFieldProblem]
    /// `.dataview` when the body has a dataview field and no emoji field, else `.emoji`.
    public var format: TaskFormat
    /// Fields of the Obsidian Tasks plugin that Quire reads but the plugin does not, because a
    /// token it cannot read follows them (a `hiddenPluginFields` problem at that token).
    public var hiddenPluginFields: TaskFieldProblem?
  }

  /// Reads the fields of `body`.
  ///
  /// - Parameters:
  ///   - body: The text after the checkbox, without the line ending.
  ///   - offset: Added to every ``TaskFieldProblem/offset``: the UTF-8 offset of `body` in its line.
  public static func parse(_ body: some StringProtocol, offset: Int = 0) -> Result {
    var text = String(body)
    return text.withUTF8 { parse($0, from: 0, to: $0.count, base: offset) }
  }

  /// Where one field token stands in a line: UTF-8 offsets of the whole token and of its value.
  struct FieldSpan: Sendable, Equatable {
    var key: TaskFieldKey
    /// The token (`📅 2026-11-25`, `[due:: 2026-11-25]`), without the blanks around it.
    var token: Range<Int>
    /// The value inside it (`2026-11-25`); for a priority emoji, the emoji.
    var value: Range<Int>
    /// Whether the value could not be read (the token is in ``TaskFields/invalidFields``).
    var isInvalid = false
  }

  /// The fields of a body and where they stand, for editing a line in place.
  struct Layout: Sendable {
    var result: Result
    /// Field tokens in line order.
    var spans: [FieldSpan]
    /// The end of the body's text before the block link and trailing blanks.
    var contentEnd: Int
    /// Where the block link's leading space starts, if any.
    var blockLinkStart: Int?
    /// The text before the fields (the description without the tags that stand among or after
    /// the fields), without the blanks around it.
    var head: Range<Int> = 0..<0
  }

  /// Reads `bytes[from..<to]` like ``parse(_:from:to:base:)`` and also records where every field
  /// token stands (offsets into `bytes`).
  static func layout(_ bytes: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Layout {
    var scanner = Scanner(bytes: bytes, lower: from, upper: to, base: 0)
    scanner.spans = []
    let result = scanner.run()
    return Layout(
      result: result, spans: scanner.spans!.reversed(), contentEnd: scanner.contentEnd,
      blockLinkStart: scanner.blockLinkStart, head: scanner.lo..<max(scanner.lo, scanner.hi))
  }

  /// Reads the body `bytes[from..<to]`; problem offsets are `base + index`.
  static func parse(_ bytes: UnsafeBufferPointer<UInt8>, from: Int, to: Int, base: Int) -> Result {
    var scanner = Scanner(bytes: bytes, lower: from, upper: to, base: base)
    return scanner.run()
  }
}

// MARK: - Symbol tables as bytes

extension TaskBodyParser {
  /// U+FE0F VARIATION SELECTOR-16, allowed after every field emoji.
  static let variationSelector: [UInt8] = [0xEF, 0xB8, 0x8F]

  /// Every emoji that introduces a field with a value, with its field.
  static let valueEmoji: [(bytes: [UInt8], key: TaskFieldKey)] = TaskFieldKey.allCases.flatMap { key in
    key.emoji.map { (Array($0.utf8), key) }
  }

  /// The priority emoji.
  static let priorityEmoji: [(bytes: [UInt8], priority: Priority)] = Priority.allCases.compactMap { priority in
    priority.emoji.map { (Array($0.utf8), priority) }
  }

  /// Every dataview key, with its field.
  static let dataviewKeys: [(bytes: [UInt8], key: TaskFieldKey)] = TaskFieldKey.allCases.flatMap { key in
    key.dataviewKeys.map { (Array($0.utf8), key) }
  }
}

// MARK: - Scanner

extension TaskBodyParser {
  /// The state of one from-the-end scan.
  struct Scanner {
    let u: UnsafeBufferPointer<UInt8>
    /// Start of the trimmed body.
    var lo: Int
    /// End of the text not read yet.
    var hi: Int
    let base: Int

    var fields = TaskFields()
    // The following are collected from the end and reversed at the end.
    var tags: [String] = []
    var reminders: [ReminderSpec] = []
    var invalid: [String] = []
    var problems: [TaskFieldProblem] = []
    var emojiFields = 0
    var dataviewFields = 0
    /// Where each field token stands, when asked for (``TaskBodyParser/layout(of:)``); `nil` on
    /// the fast path that only reads fields.
    var spans: [FieldSpan]?
    /// The end of the body's text before the block link and trailing blanks.
    var contentEnd = 0
    /// Where the block link's leading space starts, if there is a block link.
    var blockLinkStart: Int?
    /// How far the plugin reads, in its emoji format and in its dataview format.
    var emojiReach = PluginReach()
    var dataviewReach = PluginReach()
    /// Whether a `[dueTime:: …]` field was read: it wins over a time written after the due date.
    var readDueTimeField = false
    /// The span of a time written after the due date, recorded with the due date's span.
    var dueTimeSpan: FieldSpan?
    /// Where each reminder at a time of the task's day (`⏰ 12:00`) stands, and its value: it needs
    /// a due or a scheduled date, which only the whole body tells.
    var dayTimeReminders: [(offset: Int, value: String)] = []
    /// Whether to look for fields written before the text (off for the scans that look).
    var checksLeadingFields = true

    init(bytes: UnsafeBufferPointer<UInt8>, lower: Int, upper: Int, base: Int) {
      u = bytes
      lo = lower
      hi = upper
      self.base = base
    }

    mutating func run() -> Result {
      while lo < hi, Self.isBlank(u[lo]) { lo += 1 }
      trimEnd()
      readBlockLink()
      contentEnd = hi
      while step() {}
      trimEnd()
      var description = text(lo, hi)
      if !tags.isEmpty {
        let joined = tags.reversed().joined(separator: " ")
        description = description.isEmpty ? joined : description + " " + joined
      }
      fields.description = description
      fields.reminders = reminders.reversed()
      fields.invalidFields = invalid.reversed()
      let format: TaskFormat = dataviewFields > 0 && emojiFields == 0 ? .dataview : .emoji
      let reach = format == .emoji ? emojiReach : dataviewReach
      var hidden: TaskFieldProblem?
      if let stop = reach.stop, !reach.hidden.isEmpty {
        hidden = TaskFieldProblem(
          offset: base + stop.lowerBound,
          .hiddenPluginFields(
            token: text(stop.lowerBound, stop.upperBound), fields: reach.hidden.reversed().map(\.rawValue)))
      }
      var problems = Array(problems.reversed())
      if fields.reminderDay == nil, !dayTimeReminders.isEmpty {
        for reminder in dayTimeReminders.reversed() {
          problems.append(TaskFieldProblem(offset: base + reminder.offset, .reminderNeedsDate(reminder.value)))
        }
      }
      if checksLeadingFields, let leading = leadingFields(lo, hi) { problems.append(leading) }
      problems.sort { $0.offset < $1.offset }
      return Result(fields: fields, problems: problems, format: format, hiddenPluginFields: hidden)
    }

    /// Removes one field or tag from the end; `false` when the end is plain text.
    mutating func step() -> Bool {
      trimEnd()
      guard hi > lo else { return false }
      let end = hi
      // Each matcher is anchored by its own character (a closing bracket, a priority emoji, a
      // `#`, a field emoji), so they rarely compete for an end. Two cases do: a tag may contain
      // `]` (`[course:: #cs101]`), and dataview goes first so that is a field; a tag may end in a
      // priority emoji (`#a⏫`), and priority goes first, as in the plugin's loop.
      if let start = dataviewField(endingAt: end) ?? priority(endingAt: end) ?? tag(endingAt: end)
        ?? emojiField(endingAt: end)
      {
        hi = start
        return true
      }
      return false
    }

    // MARK: - Block link

    /// Splits off a trailing ` ^block-id` (obsidian-tasks `blockLinkRegex`: ` \^[a-zA-Z0-9-]+$`).
    mutating func readBlockLink() {
      var k = hi
      while k > lo, Self.isBlockLinkByte(u[k - 1]) { k -= 1 }
      guard k < hi, k - 2 >= lo, u[k - 1] == UInt8(ascii: "^"), u[k - 2] == UInt8(ascii: " ") else { return }
      fields.blockLink = text(k - 2, hi)
      blockLinkStart = k - 2
      hi = k - 2
      trimEnd()
    }

    // MARK: - Matchers

    /// `🔺 ⏫ 🔼 🔽 ⏬`, each optionally followed by U+FE0F.
    mutating func priority(endingAt end: Int) -> Int? {
      let p = endsWith(TaskBodyParser.variationSelector, at: end) ? end - 3 : end
      for entry in TaskBodyParser.priorityEmoji where endsWith(entry.bytes, at: p) {
        fields.priority = entry.priority
        emojiFields += 1
        let start = p - entry.bytes.count
        emojiReach.see(start..<end, readable: true, field: .priority)
        dataviewReach.see(start..<end, readable: false, field: nil)
        spans?.append(FieldSpan(key: .priority, token: start..<end, value: start..<end))
        return start
      }
      return nil
    }

    /// A `#tag` at the start or after whitespace (``TagScanner``'s rule, read from the end as
    /// Obsidian Tasks' `hashTagsFromEnd`).
    mutating func tag(endingAt end: Int) -> Int? {
      var t = end
      while t > lo {
        let (scalar, start) = scalar(before: t)
        if TagScanner.endsTag(scalar) { break }
        t = start
      }
      guard t < end, t > lo, u[t - 1] == UInt8(ascii: "#") else { return nil }
      let hash = t - 1
      if hash > lo {
        guard scalar(before: hash).scalar.properties.isWhitespace else { return nil }
      }
      tags.append(text(hash, end))
      emojiReach.see(hash..<end, readable: true, field: nil)
      dataviewReach.see(hash..<end, readable: true, field: nil)
      return hash
    }

    /// An emoji field: the emoji (and U+FE0F), spaces, then an ASCII value up to `end`.
    mutating func emojiField(endingAt end: Int) -> Int? {
      var a = end
      while a > lo, u[a - 1] < 0x80 { a -= 1 }
      let p = endsWith(TaskBodyParser.variationSelector, at: a) ? a - 3 : a
      for entry in TaskBodyParser.valueEmoji where endsWith(entry.bytes, at: p) {
        var v = a
        while v < end, Self.isBlank(u[v]) { v += 1 }
        let start = p - entry.bytes.count
        guard v < end, read(entry.key, value: v, end, token: start, end, dataview: false) else { return nil }
        emojiFields += 1
        return start
      }
      return nil
    }

    /// `[key:: value]` or `(key:: value)`, optionally followed by spaces and a comma.
    mutating func dataviewField(endingAt end: Int) -> Int? {
      var c = end
      if u[c - 1] == UInt8(ascii: ",") {
        c -= 1
        while c > lo, u[c - 1] == UInt8(ascii: " ") { c -= 1 }
      }
      guard c > lo else { return nil }
      let close = u[c - 1]
      let open: UInt8
      switch close {
      case UInt8(ascii: "]"): open = UInt8(ascii: "[")
      case UInt8(ascii: ")"): open = UInt8(ascii: "(")
      default: return nil
      }
      // The nearest opener; mismatched pairs (`[due:: x)`) are not fields.
      var j = c - 2
      while j >= lo, u[j] != open {
        if u[j] == close { return nil }
        j -= 1
      }
      guard j >= lo else { return nil }
      var k = j + 1
      while k < c - 1, Self.isBlank(u[k]) { k += 1 }
      let keyStart = k
      while k < c - 1, Self.isLetter(u[k]) { k += 1 }
      guard k > keyStart, k + 1 < c - 1, u[k] == UInt8(ascii: ":"), u[k + 1] == UInt8(ascii: ":"),
        let key = dataviewKey(keyStart, k)
      else { return nil }
      var v = k + 2
      var ve = c - 1
      while v < ve, Self.isBlank(u[v]) { v += 1 }
      while ve > v, Self.isBlank(u[ve - 1]) { ve -= 1 }
      guard v < ve, read(key, value: v, ve, token: j, c, dataview: true) else { return nil }
      dataviewFields += 1
      return j
    }

    mutating func report(_ at: Int, _ ts: Int, _ te: Int, _ kind: DiagnosticKind) {
      problems.append(TaskFieldProblem(offset: base + at, kind))
      invalid.append(text(ts, te))
    }

    // MARK: - Bytes

    mutating func trimEnd() {
      while hi > lo, Self.isBlank(u[hi - 1]) { hi -= 1 }
    }

    func text(_ from: Int, _ to: Int) -> String {
      String(decoding: UnsafeBufferPointer(rebasing: u[from..<to]), as: UTF8.self)
    }

    func endsWith(_ bytes: [UInt8], at end: Int) -> Bool {
      let start = end - bytes.count
      guard start >= lo else { return false }
      for (offset, byte) in bytes.enumerated() where u[start + offset] != byte { return false }
      return true
    }

    func all(_ from: Int, _ to: Int, _ test: (UInt8) -> Bool) -> Bool {
      var i = from
      while i < to {
        if !test(u[i]) { return false }
        i += 1
      }
      return true
    }

    func number(_ from: Int, _ to: Int) -> Int {
      var value = 0
      for i in from..<to { value = value * 10 + Int(u[i] - 48) }
      return value
    }

    func isDateShape(_ s: Int) -> Bool {
      all(s, s + 4, Self.isDigit) && u[s + 4] == UInt8(ascii: "-") && all(s + 5, s + 7, Self.isDigit)
        && u[s + 7] == UInt8(ascii: "-") && all(s + 8, s + 10, Self.isDigit)
    }

    func dataviewKey(_ from: Int, _ to: Int) -> TaskFieldKey? {
      let length = to - from
      for entry in TaskBodyParser.dataviewKeys where entry.bytes.count == length {
        if endsWith(entry.bytes, at: to) { return entry.key }
      }
      return nil
    }

    /// The Unicode scalar that ends at `end`, and where it starts.
    func scalar(before end: Int) -> (scalar: Unicode.Scalar, start: Int) {
      var j = end - 1
      if u[j] < 0x80 { return (Unicode.Scalar(u[j]), j) }
      while j > lo, u[j] & 0xC0 == 0x80 { j -= 1 }
      var value = UInt32(u[j])
      switch end - j {
      case 2: value &= 0x1F
      case 3: value &= 0x0F
      default: value &= 0x07
      }
      for i in (j + 1)..<end { value = value << 6 | UInt32(u[i] & 0x3F) }
      return (Unicode.Scalar(value) ?? "\u{FFFD}", j)
    }

    /// Space and tab; also a stray carriage return, which JavaScript's `trim()` removes too.
    static func isBlank(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0D }
    static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
    static func isLetter(_ b: UInt8) -> Bool { (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A }
    static func isIdByte(_ b: UInt8) -> Bool {
      isLetter(b) || isDigit(b) || b == UInt8(ascii: "-") || b == UInt8(ascii: "_")
    }
    static func isBlockLinkByte(_ b: UInt8) -> Bool { isLetter(b) || isDigit(b) || b == UInt8(ascii: "-") }

    static func isRecurrenceByte(_ b: UInt8) -> Bool {
      if isLetter(b) || isDigit(b) { return true }
      switch b {
      case UInt8(ascii: " "), UInt8(ascii: ","), UInt8(ascii: "!"), UInt8(ascii: ":"), UInt8(ascii: ";"),
        UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "-"):
        return true
      default: return false
      }
    }

    /// Letters, digits, space, `:` and `-`: enough for `2026-11-25 09:00`, `...T09:00`, `1h before`.
    static func isReminderByte(_ b: UInt8) -> Bool {
      isLetter(b) || isDigit(b) || b == UInt8(ascii: " ") || b == UInt8(ascii: ":") || b == UInt8(ascii: "-")
    }
  }
}
