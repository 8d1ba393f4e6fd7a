import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How `quire query` asks a running `quire watch` for its answer (docs/queries.md, "With quire
/// watch running"): through files, as the cookies of `WatcherSync` do.
///
/// 1. The command trusts the watcher's token as `WatcherSync` does (inotify, index current, a
///    live process, no unreadable note).
/// 2. It writes its `QueryRequest` under a dot name in the cookie folder, then renames it to
///    `NAME.query`. The watcher takes it as a cookie: every change made before it is read first.
/// 3. The watcher answers in `.quire/cache/answers/NAME`: `hit` and the text the command prints,
///    or `miss` (the command answers itself: a query it refuses). An answer it holds is linked
///    there at once; one it has to work out is announced by `NAME.working` first, and the
///    command waits for it while the watcher lives.
///
/// No word within `timeout` (the watcher is busy with something else), a miss, or a token not
/// trusted: the command answers itself.
public enum QueryExchange {
  /// The vault-relative folder the watcher answers in (not watched).
  public static let answerFolder = ".quire/cache/answers"
  /// How a request's name ends in the cookie folder.
  static let requestSuffix = ".query"
  /// How the watcher's word that it is working on an answer ends.
  static let workingSuffix = ".working"
  /// The longest a command waits for the watcher's first word, in seconds.
  public static let timeout = 0.2

  /// What the attempt gave.
  public enum Outcome: Sendable {
    /// The watcher's answer: a file whose bytes from its offset on are what the command prints.
    case answered(FileHandle, seconds: Double)
    /// The command answers itself: why.
    case answerYourself(String)
  }

  /// Asks the watcher of the vault at `root` for `request`'s answer.
  public static func ask(_ request: QueryRequest, root: String, timeout: Double = timeout) -> Outcome {
    let token: WatchToken
    switch WatcherSync.trustedToken(root: root) {
    case .success(let trusted): token = trusted
    case .failure(let distrust): return .answerYourself(distrust.reason)
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(request) else { return .answerYourself("the request cannot be written") }
    let name = WatcherSync.uniqueName()
    let folder = root + "/" + WatchToken.cookieFolder
    let temporary = folder + "/." + name + ".tmp"
    let requestPath = folder + "/" + name + requestSuffix
    guard FileManager.default.createFile(atPath: temporary, contents: data) else {
      return .answerYourself("cannot write a request: \(String(cString: strerror(errno)))")
    }
    guard rename(temporary, requestPath) == 0 else {
      unlink(temporary)
      return .answerYourself("cannot write a request: \(String(cString: strerror(errno)))")
    }
    let answerPath = root + "/" + answerFolder + "/" + name
    let workingPath = answerPath + workingSuffix
    let started = DispatchTime.now().uptimeNanoseconds
    var lastAlive = 0.0
    defer { unlink(answerPath) }
    while true {
      let elapsed = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
      if let answer = openAnswer(answerPath) { return answer(elapsed) }
      if access(workingPath, F_OK) == 0 {
        // Being worked out: wait while the watcher lives.
        if elapsed - lastAlive >= 0.1 {
          lastAlive = elapsed
          guard kill(token.pid, 0) == 0 || errno == EPERM else {
            unlink(requestPath)
            return .answerYourself("quire watch stopped while working out the answer")
          }
        }
        usleep(1000)
        continue
      }
      if elapsed >= timeout {
        // The answer may have come between the two looks.
        if let answer = openAnswer(answerPath) { return answer(elapsed) }
        // Not taken up: the request goes (a watcher busy with something else skips what is gone).
        unlink(requestPath)
        return .answerYourself("quire watch did not answer within \(Int(timeout * 1000)) ms")
      }
      usleep(200)
    }
  }

  /// The answer at `path`, opened and past its first line, or `nil` when there is none yet.
  private static func openAnswer(_ path: String) -> ((Double) -> Outcome)? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    let head = handle.readData(ofLength: 4)
    guard head == Data("hit\n".utf8) else {
      try? handle.close()
      return { _ in .answerYourself("quire watch leaves this query to the command") }
    }
    return { .answered(handle, seconds: $0) }
  }

  /// The request named `cookie` in the cookie folder, when it is one.
  static func request(root: String, cookie: String) -> (key: String, request: QueryRequest)? {
    guard cookie.hasSuffix(requestSuffix),
      let data = FileManager.default.contents(atPath: root + "/" + WatchToken.cookieFolder + "/" + cookie),
      let request = try? JSONDecoder().decode(QueryRequest.self, from: data)
    else { return nil }
    return (String(decoding: data, as: UTF8.self), request)
  }

  /// The path of the answer to the request named `cookie`.
  static func answerPath(root: String, cookie: String) -> String {
    root + "/" + answerFolder + "/" + cookie.dropLast(requestSuffix.count)
  }

  /// Tells the command of `cookie` that its answer is being worked out.
  static func announce(root: String, cookie: String) {
    let fd = open(answerPath(root: root, cookie: cookie) + workingSuffix, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
    if fd >= 0 { close(fd) }
  }

  /// Answers the request named `cookie` with the held answer at `held` (a file that starts with
  /// `hit`), or with a miss when there is none; ends the word that it was being worked out.
  static func reply(root: String, cookie: String, held: String?) {
    let target = answerPath(root: root, cookie: cookie)
    if let held, link(held, target) == 0 {
    } else {
      // Written under a dot name and renamed: the command never reads half an answer.
      let temporary = root + "/" + answerFolder + "/." + cookie + ".tmp"
      if FileManager.default.createFile(atPath: temporary, contents: Data("miss\n".utf8)),
        rename(temporary, target) != 0
      {
        unlink(temporary)
      }
    }
    unlink(target + workingSuffix)
  }

  /// Writes `text` as a held answer at `path` (`hit` first), atomically; whether it was written.
  static func hold(_ text: String, at path: String) -> Bool {
    let temporary = path + ".tmp"
    var body = Data("hit\n".utf8)
    body.append(contentsOf: text.utf8)
    guard FileManager.default.createFile(atPath: temporary, contents: body) else { return false }
    guard rename(temporary, path) == 0 else {
      unlink(temporary)
      return false
    }
    return true
  }

  /// Makes the answer folder and removes what is in it: answers nobody read (a command that
  /// gave up, or a watcher killed between writing and renaming) and a stopped watcher's.
  static func clearAnswers(root: String) {
    let folder = root + "/" + answerFolder
    mkdir(folder, 0o755)
    for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] { unlink(folder + "/" + name) }
  }
}
