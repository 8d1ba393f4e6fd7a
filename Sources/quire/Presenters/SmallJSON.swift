import QuireCore
import QuireKit

/// `quire deck list --json`.
struct DeckListJSON: Encodable {
  /// One deck with its due and new cards.
  struct Row: Encodable {
    let name: String
    let cards: Int
    let due: Int
    let new: Int
    let file: String
  }

  let decks: [Row]

  init(_ decks: [Deck], today: LocalDate) {
    self.decks = decks.map {
      Row(
        name: $0.name, cards: $0.cards.count, due: DeckReview.dueCount($0, today: today),
        new: DeckReview.newCount($0), file: $0.file)
    }
  }
}

/// `quire dream analyze --json`.
struct DreamAnalysisJSON: Encodable {
  /// A word and how often it occurs.
  struct Word: Encodable {
    let word: String
    let count: Int
  }

  /// A word and its meaning in the dream-symbol dictionary.
  struct Meaning: Encodable {
    let word: String
    let meaning: String
  }

  let file: String
  let topWords: [Word]
  let meanings: [Meaning]
}

/// One hit of `quire search --json`.
struct SearchHitJSON: Encodable {
  let file: String
  let line: Int
  let text: String
  let snippet: String

  init(_ hit: SearchHit) {
    (file, line, text, snippet) = (hit.file, hit.line, hit.text, hit.marked(open: "[", close: "]"))
  }
}

/// `quire index --json`: what an update did.
struct IndexUpdateJSON: Encodable {
  let notes: Int
  let added: Int
  let modified: Int
  let touched: Int
  let removed: Int
  let unchanged: Int
  let unreadable: Int
}

/// `quire recur --json`.
struct RecurJSON: Encodable {
  let rule: String
  let rrule: String
  let whenDone: Bool
  let clampsToMonthEnd: Bool
  let occurrences: [String]
}

/// `quire dream list --json`.
struct DreamListJSON: Encodable {
  /// One dream.
  struct Row: Encodable {
    let file: String
    let date: String?
    let title: String?
    let cameTrue: Bool
    let prediction: String?
  }

  let dreams: [Row]
}

/// One reminder of `quire remind --json`.
struct ReminderJSON: Encodable {
  let fires: String
  let at: String
  let instant: Int
  let source: String
  let title: String
  let taskId: String?
  let file: String
  let line: Int

  init(_ r: Reminder) {
    (fires, at, instant, source) = (r.fires.description, r.at.description, Int(r.instant), r.source.rawValue)
    (title, taskId, file, line) = (r.title, r.taskID, r.file, r.line)
  }
}
