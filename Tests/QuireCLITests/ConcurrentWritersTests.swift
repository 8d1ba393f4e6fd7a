import Foundation
import QuireTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Several writers at once (docs/data-safety.md): Quire processes wait for each other instead
/// of refusing or dropping a change; editors and shells that take no lock never lose their
/// bytes to Quire; a note being written slowly is never committed half written. The long runs
/// are in Benchmarks/stress.py.
@Suite struct ConcurrentWritersTests {
  static let today = "2026-11-25"

  static func run(_ v: TemporaryVault, _ arguments: [String]) throws -> QuireResult {
    try run(v.url.path, arguments)
  }

  static func run(_ root: String, _ arguments: [String]) throws -> QuireResult {
    try QuireProcess.run(["--vault", root, "--today", today] + arguments, environment: ["QUIRE_LOCK_TIMEOUT": "60"])
  }

  static func ids(_ v: TemporaryVault, file: String) throws -> [String] {
    let export = try run(v, ["export", "--json"])
    let object = try JSONSerialization.jsonObject(with: Data(export.stdout.utf8)) as! [String: Any]
    return (object["tasks"] as! [[String: Any]]).filter { $0["file"] as? String == file }.map { $0["id"] as! String }
  }

  static func text(_ v: TemporaryVault, _ path: String) throws -> String {
    String(decoding: try v.read(path), as: UTF8.self)
  }

  /// 4 shells × 8 adds into the inbox and 16 dones on one note (some recurring), all at once,
  /// with `quire watch` running: every command succeeds and every change is on disk.
  @Test func parallelAddsAndDonesLoseNothingAndRefuseNothing() throws {
    let v = try TemporaryVault(copying: RepositoryPaths.samples)
    var note = "# Many\n"
    for i in 1...16 { note += "- [ ] task \(i)" + (i % 4 == 0 ? " 🔁 every week" : "") + " 📅 2026-11-2\(i % 8)\n" }
    try v.write("many.md", note)
    let ids = try Self.ids(v, file: "many.md")
    #expect(ids.count == 16)
    let watch = try QuireBackgroundProcess(["watch", "--vault", v.url.path, "--now", Self.today + "T08:00"])
    #expect(watch.waitFor("watching"))
    let jobs: [[String]] =
      (0..<4).flatMap { s in (0..<8).map { ["add", "parallel s\(s) n\($0)"] } } + ids.map { ["done", $0] }
    let results = Mutex<[(args: [String], result: QuireResult)]>([])
    // One thread per command, all started at once (not a pool the size of the machine).
    let root = v.url.path
    let group = DispatchGroup()
    for job in jobs {
      group.enter()
      Thread {
        if let result = try? Self.run(root, job) { results.withLock { $0.append((job, result)) } }
        group.leave()
      }.start()
    }
    group.wait()
    #expect(watch.stop() == 0)
    #expect(results.withLock { $0.count } == jobs.count)
    let refused = results.withLock { $0.filter { $0.result.status != 0 } }
    #expect(refused.isEmpty, "\(refused.count) refused: \(refused.prefix(3).map { "\($0.args): \($0.result.stderr)" })")
    let inbox = try Self.text(v, "inbox.md")
    for s in 0..<4 {
      for n in 0..<8 { #expect(inbox.components(separatedBy: "- [ ] parallel s\(s) n\(n)\n").count == 2) }
    }
    let many = try Self.text(v, "many.md")
    for i in 1...16 { #expect(many.contains("- [x] task \(i)"), "task \(i) not done") }
    // One next copy per recurring task, no more.
    #expect(many.components(separatedBy: "\n").filter { $0.hasPrefix("- [ ] task") }.count == 4)
  }

  /// An editor saving by temp file + rename and a shell appending with `>>` race `quire add`
  /// and `quire done` on one note: Quire may refuse (and say so), but no line of theirs is lost.
  @Test func anEditorRacingQuireNeverLosesItsBytes() throws {
    let v = try TemporaryVault(copying: RepositoryPaths.samples)
    var note = "# Race\n"
    for i in 1...24 { note += "- [ ] race \(i) 📅 2026-11-26\n" }
    try v.write("race.md", note)
    let ids = try Self.ids(v, file: "race.md")
    let path = v.url.appendingPathComponent("race.md").path
    let temp = v.url.appendingPathComponent(".race.md.swp").path
    let stop = Mutex(false)
    let saved = Mutex<[String]>([])
    let editor = Thread {
      var k = 0
      while !stop.withLock({ $0 }) {
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        let line = "editor line \(k)"
        _ = FileManager.default.createFile(atPath: temp, contents: Data((text + line + "\n").utf8))
        rename(temp, path)
        saved.withLock { $0.append(line) }
        k += 1
        usleep(useconds_t.random(in: 0...150_000))
      }
    }
    editor.start()
    var quireWrites = 0
    for (i, id) in ids.enumerated() {
      let result = try Self.run(v, i % 2 == 0 ? ["done", id] : ["add", "quire \(i)", "--to", "race.md"])
      if result.status == 0 { quireWrites += 1 } else { #expect(!result.stderr.isEmpty) }
    }
    stop.withLock { $0 = true }
    while editor.isExecuting || !editor.isFinished { usleep(10_000) }
    let text = try Self.text(v, "race.md")
    let lost = saved.withLock { $0.filter { !text.contains($0 + "\n") } }
    #expect(lost.isEmpty, "editor lines lost: \(lost)")
    #expect(quireWrites > 0)
  }

  /// A program truncating a note and writing it in chunks (a sync client, an editor saving in
  /// place) while `quire done` runs: the note is never left half written, and the task is done.
  @Test func aSlowInPlaceWriteIsNeverCommittedHalfWritten() throws {
    for round in 0..<5 {
      let v = try TemporaryVault(copying: RepositoryPaths.samples)
      let filler = (0..<300).map { "line \($0) of a long note written slowly\n" }.joined()
      let full = "# Slow\n- [ ] the task 📅 2026-11-25\n" + filler
      try v.write("slow.md", full)
      let id = try #require(try Self.ids(v, file: "slow.md").first)
      let path = v.url.appendingPathComponent("slow.md").path
      let writer = Thread {
        let fd = open(path, O_WRONLY | O_TRUNC)
        let bytes = Array(full.utf8)
        for start in stride(from: 0, to: bytes.count, by: 1024) {
          _ = bytes[start..<min(bytes.count, start + 1024)].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
          usleep(8_000)
        }
        close(fd)
      }
      writer.start()
      usleep(useconds_t(10_000 + round * 10_000))
      let result = try Self.run(v, ["done", id])
      while !writer.isFinished { usleep(5_000) }
      #expect(result.status == 0, "\(result.stderr)")
      let text = try Self.text(v, "slow.md")
      #expect(
        text
          == full.replacingOccurrences(
            of: "- [ ] the task 📅 2026-11-25", with: "- [x] the task 📅 2026-11-25 ✅ 2026-11-25"), "round \(round)")
    }
  }

  /// Another process holds the write lock: a command waits for it, and succeeds once it is
  /// free; past the limit it writes nothing and names the holder.
  @Test func aCommandWaitsForTheLockAndGivesUpPastTheLimit() throws {
    let v = try TemporaryVault(copying: RepositoryPaths.samples)
    let lockPath = v.url.appendingPathComponent(".quire/cache/write.lock").path
    try FileManager.default.createDirectory(
      atPath: (lockPath as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    let fd = open(lockPath, O_RDWR | O_CREAT, 0o644)
    defer { close(fd) }
    #expect(flock(fd, LOCK_EX) == 0)
    _ = Array("4242\n".utf8).withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) }
    let before = try v.read("inbox.md")
    let timedOut = try QuireProcess.run(
      ["--vault", v.url.path, "add", "too late"], environment: ["QUIRE_LOCK_TIMEOUT": "0.3"])
    #expect(timedOut.status == 1)
    #expect(timedOut.stderr.contains("another quire (pid 4242)"), "\(timedOut.stderr)")
    #expect(try v.read("inbox.md") == before)
    // Released while the command waits: it goes on and writes.
    DispatchQueue.global().asyncAfter(deadline: .now() + 0.5) { flock(fd, LOCK_UN) }
    let waited = try QuireProcess.run(
      ["--vault", v.url.path, "add", "in time"], environment: ["QUIRE_LOCK_TIMEOUT": "10"])
    #expect(waited.status == 0, "\(waited.stderr)")
    #expect(try Self.text(v, "inbox.md").hasSuffix("- [ ] in time\n"))
  }
}

/// A value shared between threads of a test.
final class Mutex<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value
  init(_ value: Value) { self.value = value }
  func withLock<T>(_ body: (inout Value) -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body(&value)
  }
}
