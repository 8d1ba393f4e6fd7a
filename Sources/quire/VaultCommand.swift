import ArgumentParser
import QuireCore
import QuireKit

/// A command that works on a vault: it reaches the vault, its clock and its contents through
/// one step, `withVault`, so that `run()` reads parse, call, present (docs/architecture.md).
protocol VaultCommand: ParsableCommand {
  /// The options every command takes.
  var global: GlobalOptions { get }
  /// Whether the command writes notes (`add`, `journal`, `event add`, `habit check`, ...): such a
  /// command refuses a folder that is no vault (`Vault.isRecognized`) instead of creating notes in it.
  static var writesNotes: Bool { get }
  /// Whether the command lists the problems of `.quire/config.yaml` itself (`check`, `doctor`);
  /// every other command prints them once on standard error before it works.
  static var reportsConfigItself: Bool { get }
}

extension VaultCommand {
  /// Most commands only read.
  static var writesNotes: Bool { false }

  /// Most commands leave the config's problems to `withVault`.
  static var reportsConfigItself: Bool { false }

  /// Runs `body` with the vault the global options name, user errors printed as one line
  /// (see `reportingUserErrors`).
  func withVault(_ body: (VaultContext) throws -> Void) throws {
    try reportingUserErrors {
      let root = CompositionRoot(options: global)
      let vault = try root.vault()
      // A bad setting is said once, on standard error, and only that key takes its default;
      // `check` and `doctor` list the same problems in their own report.
      if !Self.reportsConfigItself { root.printDiagnostics(vault.configDiagnostics) }
      // The one place the rule is applied: a write in a folder that is no vault refuses.
      if Self.writesNotes { try vault.requireRecognized() }
      try body(VaultContext(root: root, vault: vault))
    }
  }
}

/// What a vault command starts with: the composition root, the vault, and what the root builds
/// for it once each — the clock and the reader of the vault (docs/architecture.md).
final class VaultContext {
  /// The composition root the adapters come from.
  let root: CompositionRoot
  /// The vault the command works on.
  let vault: Vault
  private var builtClock: (any QuireClock)?
  private var builtReader: (any VaultReader)?

  init(root: CompositionRoot, vault: Vault) {
    self.root = root
    self.vault = vault
  }

  /// The vault's clock (`CompositionRoot.clock(for:)`), built on first use and kept; throws when
  /// `$QUIRE_NOW` is not a date-time.
  var clock: any QuireClock {
    get throws {
      if let builtClock { return builtClock }
      let made = try root.clock(for: vault)
      builtClock = made
      return made
    }
  }

  /// The reader of the vault (`CompositionRoot.reader(for:)`): through the index unless it is
  /// switched off or cannot be used. Built on first use and kept, so a command reads through one.
  var reader: any VaultReader { reader(readingAhead: nil) }

  /// ``reader``, built knowing the filter of its first read of tasks when it is not built yet:
  /// the index reads those rows while it walks the vault (`VaultLoader.reader`).
  func reader(readingAhead filter: TaskFilter?) -> any VaultReader {
    if let builtReader { return builtReader }
    let made = root.reader(for: vault, readingAhead: filter)
    builtReader = made
    return made
  }

  /// Changes tasks in their notes under the write lock (`TaskEditor`).
  var taskEditor: TaskEditor { TaskEditor(vault: vault) }

  /// Changes notes under the write lock (`NoteEditor`).
  var noteEditor: NoteEditor { NoteEditor(vault: vault) }

  /// Forgets the reader after the command wrote notes, so that the next read sees the writes.
  func notesChanged() { builtReader = nil }

  /// Today's date in the vault: `--today` when given (even next to a `$QUIRE_NOW` that is not
  /// a date-time, as before the clock was shared), else the clock's.
  func today() throws -> LocalDate {
    if let day = root.pinnedDay { return day }
    return try clock.today()
  }

  /// The current minute in the vault's zone.
  func now() throws -> LocalDateTime { try clock.now() }

  /// The vault, its "today" and the notes that hold any of `kinds`, without their tasks
  /// (`VaultReader.contents`).
  func load(_ kinds: NoteKinds, checkins: CheckinRead = .all) throws -> (
    vault: Vault, today: LocalDate, contents: VaultContents
  ) {
    (vault, try today(), reader.contents(kinds, checkins: checkins))
  }

  /// The one task `query` names (id, unique id prefix or FILE:LINE), or a user error listing
  /// candidates or saying what Quire's edits did to the id (`TaskReference`).
  func resolveTask(_ query: String) throws -> TaskItem {
    switch TaskReference.resolve(query, in: vault, reader: reader) {
    case .success(let found):
      if let former = found.formerID { Output.error("quire: note: task \(former) is now \(found.task.id)") }
      return found.task
    case .failure(let error): throw UserError(error.description)
    }
  }

  /// Creates the note `path` from the note template `template` with `model`, says so on standard
  /// error, and opens it in `$VISUAL`/`$EDITOR` on a terminal (else prints its path); a note
  /// already there is left alone and `taken` is the error. Returns the editor's exit status.
  func createNote(_ path: String, template: String, model: [String: Any], taken: String) throws -> Int32 {
    let created = try NoteCreator(vault: vault, templates: try root.templates(for: vault))
      .create(path, template: template, model: model)
    if !created { throw UserError("\(path) exists already; \(taken)") }
    Output.error("created \(path)")
    return root.openOrPrint(path, absolute: vault.absolute(path))
  }
}
