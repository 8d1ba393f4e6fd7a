import CParseArena
import Dispatch
import Foundation
import Synchronization
import Testing

@testable import QuireMarkdown

/// cmark parses in a bump allocator per thread (Sources/CParseArena): the blocks are those a
/// parse with malloc and free gives, and the allocator keeps every block's bytes, zeroes what
/// calloc hands out and aligns it, through growth, moves and resets.
@Suite struct ParseArenaTests {
  @Test func arenaParsesEqualMallocParses() {
    var notes = ParallelParseTests.corpus
    // Past the arena's limit a note is parsed with malloc; next to it, one just below.
    let paragraph = "- [ ] a task 📅 2026-11-26 with `code` and **bold** ~~gone~~ www.example.org\n\n"
    notes.append(String(repeating: paragraph, count: CmarkConverter.arenaLimit / paragraph.utf8.count + 10))
    notes.append(String(repeating: paragraph, count: CmarkConverter.arenaLimit / paragraph.utf8.count - 10))
    for (i, note) in notes.enumerated() {
      let (frontMatter, body, _) = FrontMatterSplitter.split(note)
      let offset = frontMatter?.lineCount ?? 0
      let expected = CmarkConverter.referenceBlocks(of: body, lineOffset: offset, inArena: false)
      #expect(CmarkConverter.referenceBlocks(of: body, lineOffset: offset) == expected, "note \(i)")
      #expect(CmarkConverter.blocks(of: body, lineOffset: offset) == expected, "note \(i)")
    }
  }

  @Test(arguments: [1, 2, 3])
  func blocksKeepTheirBytesThroughGrowthMovesAndResets(seed: UInt64) {
    var rng = ParallelParseTests.Generator(seed: seed)
    for _ in 0..<4 {
      quire_arena_reset()
      var blocks: [(pointer: UnsafeMutablePointer<UInt8>, count: Int, fill: UInt8)] = []
      for step in 0..<400 {
        // Mostly small blocks (a round fills more chunks than a reset keeps), now and then one
        // past a quarter chunk (its own malloc).
        let size = rng.next() % 50 == 0 ? Int(rng.next() % 300_000) : Int(rng.next() % 8_000)
        if !blocks.isEmpty, rng.next() % 3 == 0 {
          let i = Int(rng.next() % UInt64(blocks.count))
          let old = blocks[i]
          let grown = max(size, old.count)
          let raw = quire_arena_realloc(old.pointer, grown)!
          #expect(Int(bitPattern: raw) % 16 == 0)
          let pointer = raw.assumingMemoryBound(to: UInt8.self)
          #expect((0..<old.count).allSatisfy { pointer[$0] == old.fill }, "step \(step): realloc kept the bytes")
          for j in old.count..<grown { pointer[j] = old.fill }
          blocks[i] = (pointer, grown, old.fill)
        } else {
          let raw = quire_arena_calloc(1, size)!
          #expect(Int(bitPattern: raw) % 16 == 0)
          let pointer = raw.assumingMemoryBound(to: UInt8.self)
          #expect((0..<size).allSatisfy { pointer[$0] == 0 }, "step \(step): calloc zeroed")
          let fill = UInt8(truncatingIfNeeded: step | 1)
          for j in 0..<size { pointer[j] = fill }
          blocks.append((pointer, size, fill))
        }
        quire_arena_free(blocks[blocks.count - 1].pointer)
      }
      for block in blocks {
        #expect((0..<block.count).allSatisfy { block.pointer[$0] == block.fill }, "no block overlaps another")
      }
    }
    quire_arena_reset()
  }

  /// Threads that parse and exit give their arenas back (a pthread key's destructor): many of
  /// them, one after another, each parsing a note, all come out right.
  @Test func shortLivedThreadsParseAndExit() {
    let note = ParallelParseTests.corpus[0]
    let (frontMatter, body, _) = FrontMatterSplitter.split(note)
    let offset = frontMatter?.lineCount ?? 0
    let expected = CmarkConverter.referenceBlocks(of: body, lineOffset: offset, inArena: false)
    let mismatches = Mutex(0)
    for _ in 0..<50 {
      let done = DispatchSemaphore(value: 0)
      let thread = Thread {
        if CmarkConverter.blocks(of: body, lineOffset: offset) != expected { mismatches.withLock { $0 += 1 } }
        done.signal()
      }
      thread.start()
      done.wait()
    }
    #expect(mismatches.withLock { $0 } == 0)
  }
}
