import Dispatch
import QuireCore

/// `quire export --json`, streamed: the notes are parsed (or decoded from the index) batch by
/// batch on all cores, and each note's tasks and other items are encoded as JSON on the core
/// that read it. Tasks go out as each batch is ready; the other arrays, which come after the
/// tasks in the document, are set aside in a spool file and copied out at the end. Memory holds
/// a batch and what the vault-wide checks need, never the vault.
public enum JSONExport {
  /// Streams `quire export --json` of what `reader` reads to `write`. Writing batch k overlaps
  /// reading batch k+1. The bytes are the same whichever adapter reads (the Samples golden file
  /// runs through the index).
  ///
  /// - Throws: only when the spool cannot be read back, after the tasks went out: the caller says
  ///   the export stopped early.
  public static func stream(
    _ reader: any VaultReader, defaultReminderTime: LocalTime, batchSize: Int = 512,
    write: @escaping @Sendable ([UInt8]) -> Void
  ) throws {
    let encoder = ExportEncoder(
      defaultReminderTime: defaultReminderTime, courses: CourseResolver(courses: reader.courses()))
    do {
      try stream(encoder: encoder, diagnostics: reader.baseDiagnostics(), write: write) { body in
        reader.forEachNote(batchSize: batchSize, transform: { ExportedNote($0, encoder) }, body)
      }
    } catch let error as ExportInterrupted {
      throw error.cause
    }
  }

  /// Writes the export document around the batches `produce` hands over, the writing on its
  /// own queue.
  private static func stream(
    encoder: ExportEncoder, diagnostics: [Diagnostic], write: @escaping @Sendable ([UInt8]) -> Void,
    produce: (_ body: ([ExportedNote]) -> Void) throws -> Void
  ) throws {
    let sink = ExportSink(write: write, diagnostics: diagnostics)
    let writer = DispatchQueue(label: "quire.export.writer")
    var opened = false
    // At most two batches wait for the writer, so a slow reader of the output bounds memory.
    let inFlight = DispatchSemaphore(value: 2)
    do {
      try produce { notes in
        if !opened {
          write(Array(ExportDocument.opening.utf8))
          opened = true
        }
        inFlight.wait()
        writer.async {
          sink.consume(notes)
          inFlight.signal()
        }
      }
    } catch {
      writer.sync {}
      throw opened ? ExportInterrupted(cause: error) : error
    }
    let failure: (any Error)? = writer.sync {
      if !opened { write(Array(ExportDocument.opening.utf8)) }
      do {
        try sink.finish(encoder: encoder)
        return nil
      } catch {
        return error
      }
    }
    if let failure { throw ExportInterrupted(cause: failure) }
  }
}

/// One note as the export needs it, made on the core that read it: its tasks and other items
/// encoded, and what the vault-wide checks need (`ParsedNote.checkedPart`).
struct ExportedNote: Sendable {
  var checked: ParsedNote
  var tasks: [UInt8] = []
  var taskCount: Int
  var items: [ExportDocument.Items]

  init(_ note: ParsedNote, _ encoder: ExportEncoder) {
    encoder.appendTasks(note.tasks, to: &tasks)
    taskCount = note.tasks.count
    items = ExportDocument.items(of: note, encoder: encoder)
    checked = note.checkedPart
  }
}

/// The export's state on the writer queue: the spooled arrays after the tasks, how many tasks
/// were written, and what the vault-wide checks need.
// Unchecked Sendable: used only on the serial writer queue.
private final class ExportSink: @unchecked Sendable {
  let write: @Sendable ([UInt8]) -> Void
  var contents = VaultContents()
  var taskCount = 0
  let spool = SpoolFile()
  /// Per array after the tasks (but the diagnostics): its pieces in the spool, and its items.
  var pieces = [[SpoolFile.Piece]](repeating: [], count: ExportDocument.sectionNames.count - 1)
  var counts = [Int](repeating: 0, count: ExportDocument.sectionNames.count - 1)

  init(write: @escaping @Sendable ([UInt8]) -> Void, diagnostics: [Diagnostic]) {
    self.write = write
    contents.diagnostics = diagnostics
  }

  func consume(_ notes: [ExportedNote]) {
    var chunk: [UInt8] = []
    chunk.reserveCapacity(notes.reduce(0) { $0 + $1.tasks.count + 2 })
    var batch = [ExportDocument.Items](repeating: ExportDocument.Items(), count: counts.count)
    for note in notes {
      if note.taskCount > 0 {
        chunk += ExportDocument.taskPrefix(taskCount).utf8
        chunk += note.tasks
        taskCount += note.taskCount
      }
      for i in note.items.indices where note.items[i].count > 0 {
        batch[i].bytes += note.items[i].bytes
        batch[i].count += note.items[i].count
      }
      contents.add(note.checked, keepTasks: false)
    }
    write(chunk)
    for i in batch.indices where batch[i].count > 0 {
      pieces[i].append(spool.append(batch[i].bytes))
      counts[i] += batch[i].count
    }
  }

  /// Writes the arrays after the tasks and the end of the document.
  func finish(encoder: ExportEncoder) throws {
    // Check-ins are kept; the consistency check needs no tasks.
    contents.checkConsistency()
    for i in ExportDocument.sectionNames.indices {
      write(Array(ExportDocument.sectionOpening(i, taskCount: taskCount).utf8))
      var first = true
      // The first item of an array goes without its comma.
      func put(_ bytes: [UInt8]) {
        write(first ? Array(bytes.dropFirst()) : bytes)
        first = false
      }
      if i < counts.count {
        for piece in pieces[i] { put(try spool.read(piece)) }
        write(Array(ExportDocument.sectionClosing(i, count: counts[i]).utf8))
      } else {
        let items = ExportDocument.diagnostics(contents.diagnostics, encoder: encoder)
        if items.count > 0 { put(items.bytes) }
        write(Array(ExportDocument.sectionClosing(i, count: items.count).utf8))
      }
    }
  }
}

/// An index read that failed after part of the export was written.
private struct ExportInterrupted: Error {
  let cause: any Error
}
