import Testing

@testable import QuireKit

/// The debouncer, driven by a fake clock (plain numbers of seconds).
@Suite struct DebouncerTests {
  @Test func aBurstBecomesOneBatchAfterTheQuietWindow() {
    var d = Debouncer(quiet: 0.05, cap: 0.5)
    #expect(d.deadline == nil)
    d.add(WatchBatch(notes: ["a.md"]), at: 10.000)
    d.add(WatchBatch(notes: ["a.md"]), at: 10.001)
    d.add(WatchBatch(notes: ["b.md"], agendaPages: ["agenda/x.md"]), at: 10.030)
    #expect(d.deadline == 10.080)
    #expect(d.take(at: 10.079) == nil)
    #expect(d.take(at: 10.080) == WatchBatch(notes: ["a.md", "b.md"], agendaPages: ["agenda/x.md"]))
    #expect(d.deadline == nil)
    #expect(d.take(at: 11) == nil)
  }

  @Test func aStreamOfChangesIsCutAtTheCap() {
    var d = Debouncer(quiet: 0.05, cap: 0.2)
    var t = 0.0
    while t < 1 {
      d.add(WatchBatch(notes: ["log.md"]), at: t)
      if t >= 0.2 { break }
      t += 0.04
    }
    #expect(d.deadline == 0.2)
    #expect(d.take(at: 0.2) == WatchBatch(notes: ["log.md"]))
  }

  @Test func aCookieEndsTheBurstAtOnce() {
    var d = Debouncer()
    d.add(WatchBatch(notes: ["a.md"]), at: 1)
    d.add(WatchBatch(cookies: ["42-1-7"]), at: 1.001)
    #expect(d.take(at: 1.001) == WatchBatch(notes: ["a.md"], cookies: ["42-1-7"]))
  }

  @Test func emptyBatchesStartNothing() {
    var d = Debouncer()
    d.add(WatchBatch(), at: 1)
    #expect(d.deadline == nil)
    d.add(WatchBatch(rescan: true), at: 2)
    #expect(d.take(at: 2 + d.quiet) == WatchBatch(rescan: true))
  }
}
