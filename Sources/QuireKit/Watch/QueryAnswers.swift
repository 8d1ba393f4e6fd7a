import Foundation
import QuireCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `quire query` prints for a request over a reader of the vault; `nil` when the command
/// must answer itself (a refused query: the message is the command's). The command line hands it
/// to `WatchSession`.
public typealias QueryRendering = (_ request: QueryRequest, _ vault: Vault, _ reader: any VaultReader) -> String?

/// The answers `quire watch` holds for `quire query` (docs/queries.md, "With quire watch
/// running"): those of the queries asked in the last `kept` seconds, at most `most` of them, each
/// as a file in the answer folder (`.held-N`) that a reply links under the command's name, so a
/// reply costs the same for ten tasks as for fifty thousand.
///
/// A request whose answer is held is answered at once; any other is worked out then (the command
/// waits: the watcher reads its warm index faster than a new process would). Every change of the
/// vault (a note, a folder, the config, a page edited, a rescan) drops the held answers, and
/// `fill` works them out again once the change is read, so a query asked again soon finds its
/// answer. An answer depends on the vault and on the request alone: the request holds the query,
/// its note, today and the format.
// Unchecked Sendable: the watch loop owns it.
final class QueryAnswers: @unchecked Sendable {
  /// Seconds a query stays kept after it was last asked.
  static let kept = 600.0
  /// The most queries kept.
  static let most = 8

  private struct Entry {
    var request: QueryRequest
    var answer: Answer
    var asked: Double
  }

  /// An answer for the vault as it stands.
  private enum Answer {
    /// Not worked out (the vault changed since).
    case pending
    /// Held in the file at this path.
    case held(String)
    /// The command refuses the query (and says why itself).
    case refused
  }

  private let root: String
  private let render: QueryRendering
  private var entries: [String: Entry] = [:]
  private var counter = 0
  /// Replies written, with when: those nobody took within a minute are removed.
  private var replies: [(path: String, at: Double)] = []

  init(root: String, render: @escaping QueryRendering) {
    self.root = root
    self.render = render
    QueryExchange.clearAnswers(root: root)
  }

  /// Removes every answer (the watcher stops).
  func stop() {
    entries = [:]
    QueryExchange.clearAnswers(root: root)
  }

  /// Drops every held answer: the vault changed.
  func invalidate() {
    for (key, entry) in entries {
      if case .held(let path) = entry.answer { unlink(path) }
      entries[key]?.answer = .pending
    }
  }

  /// The requests among `cookies` (the others are plain cookies), read before the cookies are
  /// removed.
  func requests(among cookies: Set<String>) -> [(cookie: String, key: String, request: QueryRequest)] {
    cookies.sorted().compactMap { cookie in
      QueryExchange.request(root: root, cookie: cookie).map { (cookie, $0.key, $0.request) }
    }
  }

  /// Replies to `requests` at `now` (session-clock seconds): a held answer at once, any other
  /// worked out first over `reader`.
  func reply(
    to requests: [(cookie: String, key: String, request: QueryRequest)], vault: Vault,
    reader: any VaultReader, now: Double
  ) {
    for (cookie, key, request) in requests {
      var entry = entries[key] ?? Entry(request: request, answer: .pending, asked: now)
      entry.asked = now
      if case .pending = entry.answer {
        QueryExchange.announce(root: root, cookie: cookie)
        entry.answer = work(entry.request, vault: vault, reader: reader)
      }
      entries[key] = entry
      if case .held(let path) = entry.answer {
        QueryExchange.reply(root: root, cookie: cookie, held: path)
      } else {
        QueryExchange.reply(root: root, cookie: cookie, held: nil)
      }
      replies.append((QueryExchange.answerPath(root: root, cookie: cookie), now))
    }
    while let first = replies.first, now - first.at > 60 {
      unlink(first.path)
      replies.removeFirst()
    }
  }

  /// Works out again, over `reader`, the answers the last change dropped of the queries asked
  /// recently; forgets the others.
  func fill(vault: Vault, reader: any VaultReader, now: Double) {
    for (key, entry) in entries where now - entry.asked > Self.kept { forget(key) }
    if entries.count > Self.most {
      for (key, _) in entries.sorted(by: { $0.value.asked > $1.value.asked }).dropFirst(Self.most) { forget(key) }
    }
    for (key, entry) in entries {
      guard case .pending = entry.answer else { continue }
      entries[key]?.answer = work(entry.request, vault: vault, reader: reader)
    }
  }

  private func forget(_ key: String) {
    if case .held(let path)? = entries[key]?.answer { unlink(path) }
    entries[key] = nil
  }

  private func work(_ request: QueryRequest, vault: Vault, reader: any VaultReader) -> Answer {
    guard let text = render(request, vault, reader) else { return .refused }
    counter += 1
    let path = root + "/" + QueryExchange.answerFolder + "/.held-\(counter)"
    return QueryExchange.hold(text, at: path) ? .held(path) : .refused
  }
}
