import Foundation
import QuireCore
import QuireMarkdown

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Flashcard decks on disk: find, create, rename, archive, add cards, write review states.
/// Every change is atomic and touches only the lines it names (docs/data-safety.md).
public struct DeckFiles: Sendable {
  public let vault: Vault

  public init(vault: Vault) { self.vault = vault }

  /// Why a deck operation was refused.
  public enum Failure: Error, Sendable, CustomStringConvertible {
    case noSuchDeck(String, [String])
    case ambiguous(String, [String])
    case exists(String)
    case noSuchCard(String, String)
    case ambiguousCard(String, [String])
    case emptySide
    /// `quire card edit`/`rm`: no card has that number or front (the name, the deck's file).
    case noCardNamed(String, String)
    /// `quire card edit`/`rm`: several cards match (the name, their places).
    case severalCards(String, [String])
    /// The card was found but not changed (its place, why).
    case cardRefused(String, String)
    /// `deck rename` of a deck named by its `#flashcards` tag (its file).
    case namedByTag(String)
    case io(QuireKitError)

    public var description: String {
      switch self {
      case .noSuchDeck(let name, let known):
        return "no deck named '\(name)'"
          + (known.isEmpty ? "; 'quire deck new NAME' makes one" : "; decks: \(known.joined(separator: ", "))")
      case .ambiguous(let name, let files):
        return "'\(name)' names several decks (\(files.joined(separator: ", "))); give the file"
      case .exists(let file): return "'\(file)' exists already; nothing was changed"
      case .noSuchCard(let front, let deck): return "no card in \(deck) shows '\(front)'; 'quire quiz' lists fronts"
      case .ambiguousCard(let front, let places):
        return "several cards show '\(front)' (\(places.joined(separator: ", "))); give the whole front"
      case .emptySide: return "a card needs a non-empty front and back"
      case .noCardNamed(let name, let deck):
        return "no card in \(deck) is numbered or starts '\(name)'; 'quire card list' numbers them"
      case .severalCards(let name, let places):
        return "'\(name)' names several cards (\(places.joined(separator: ", ")));"
          + " give its number from 'quire card list'"
      case .cardRefused(let place, let reason): return "\(place): \(reason); nothing was changed"
      case .namedByTag(let file):
        return "\(file) is a deck by its #flashcards tag and takes its name from it; change the tag,"
          + " or add 'name: ...' to its front matter; nothing was changed"
      case .io(let error): return error.description
      }
    }
  }

  /// The deck called `name` (its name, case-insensitively, else its file name or path).
  public func find(_ name: String, in decks: [Deck]) throws(Failure) -> Deck {
    let lower = name.lowercased()
    for match in [
      decks.filter { $0.name.lowercased() == lower },
      decks.filter { VaultPath.stem($0.file).lowercased() == lower || $0.file == name || $0.file == name + ".md" },
    ] where !match.isEmpty {
      guard match.count == 1 else { throw .ambiguous(name, match.map(\.file)) }
      return match[0]
    }
    throw .noSuchDeck(name, decks.map(\.name).sorted())
  }

  /// The deck re-read from disk (after an edit moved its lines).
  public func reload(_ file: String) throws(Failure) -> (deck: Deck, text: String, diagnostics: [Diagnostic]) {
    let absolute: String
    do { absolute = try NoteEditor(vault: vault).path(of: file) } catch { throw .io(error) }
    var diagnostics: [Diagnostic] = []
    guard let text = NoteReader.load(absolute: absolute, relative: file, into: &diagnostics) else {
      throw .io(.editRefused(file, diagnostics.first?.message ?? "cannot read it"))
    }
    let note = NoteParser(config: vault.config).parse(file: file, text: text)
    let deck = note.deck ?? Deck(name: VaultPath.stem(file), cards: [], file: file)
    return (deck, text, diagnostics + note.diagnostics)
  }

  /// Creates `decks/<slug>.md` from the `notes/deck` template. Refuses a name a deck already has.
  public func create(_ name: String, existing: [Deck], templates: TemplateSet) throws -> String {
    if let deck = existing.first(where: { $0.name.lowercased() == name.lowercased() }) {
      throw Failure.exists(deck.file)
    }
    let stem = NoteSlug.make(name, fallback: "deck")
    let file = vault.config.folders.decks + "/" + stem + ".md"
    if FileManager.default.fileExists(atPath: vault.absolute(file)) { throw Failure.exists(file) }
    return try NoteCreator(vault: vault, templates: templates).create(
      template: "notes/deck", viewModel: ["name": YAMLText.escapedForDoubleQuotes(name)],
      folder: vault.config.folders.decks, stem: stem)
  }

  /// Renames `deck` to `newName`: the file moves to `<same folder>/<slug>.md` (never over
  /// another file) and the front-matter key the name came from (`name:`, else `title:`) is set
  /// to the new name; no other line changes. Returns the new path.
  public func rename(_ deck: Deck, to newName: String) throws(Failure) -> String {
    let folder = deck.file.split(separator: "/").dropLast().joined(separator: "/")
    let newFile = (folder.isEmpty ? "" : folder + "/") + NoteSlug.make(newName, fallback: "deck") + ".md"
    return try locked(deck.file) { () throws(Failure) -> String in try renameLocked(deck, to: newFile, name: newName) }
  }

  private func renameLocked(_ deck: Deck, to newFile: String, name newName: String) throws(Failure) -> String {
    let editor = NoteEditor(vault: vault)
    do {
      let oldPath = try editor.path(of: deck.file)
      let newPath = try editor.path(of: newFile)
      guard let old = try AtomicWriter.read(oldPath) else {
        throw QuireKitError.writeFailed(deck.file, "it no longer exists")
      }
      let text = String(decoding: old, as: UTF8.self)
      let fields = FrontMatterSplitter.split(text).frontMatter
      // A deck by its `#flashcards` tag is named by the tag unless it has a `name:`: moving the
      // file or setting `title:` would not rename it (docs/flashcards.md, "Decks").
      let lines = SourceLines(text)
      let named = fields.map { f in (2..<f.lineCount).contains { lines[$0].hasPrefix("name:") } } ?? false
      if !named, NoteParser(config: vault.config).parse(file: deck.file, text: text).kind != .deck {
        throw Failure.namedByTag(deck.file)
      }
      var edits: [LineEdit] = []
      if let fields {
        let source = SourceLines(text)
        for key in ["name", "title"] {
          guard let n = (2..<fields.lineCount).first(where: { source[$0].hasPrefix(key + ":") }) else { continue }
          let line = "\(key): \"\(YAMLText.escapedForDoubleQuotes(newName))\""
          edits = [LineEdit(line: n, expected: String(source[n]), replacement: [line])]
          break
        }
      }
      if newFile == deck.file {
        if !edits.isEmpty { try editor.edit(deck.file, edits) }
        return newFile
      }
      if FileManager.default.fileExists(atPath: newPath) { throw Failure.exists(newFile) }
      // The file moves (never over another), then its name line changes: one journaled step.
      guard let moved = try editor.move(deck.file, to: { $0 == 1 ? newFile : nil }, edit: edits.first) else {
        throw Failure.exists(newFile)
      }
      return moved
    } catch let error as Failure {
      throw error
    } catch let error as QuireKitError {
      throw .io(error)
    } catch {
      throw .io(.writeFailed(deck.file, "\(error)"))
    }
  }

  /// Moves `deck`'s file to `<archive>/decks/` under the same name (`-2`, `-3`, ... when taken;
  /// never over another file). Returns the new path.
  public func archive(_ deck: Deck) throws(Failure) -> String {
    let folder = vault.config.folders.archive + "/" + vault.config.folders.decks
    let stem = VaultPath.stem(deck.file)
    do {
      return try NoteEditor(vault: vault).move(deck.file) { n in folder + "/" + stem + (n == 1 ? "" : "-\(n)") + ".md"
      }!
    } catch {
      throw .io(error)
    }
  }

  /// Appends `FRONT::BACK` (escaped, see ``FlashcardText``) to the deck. A code block the deck
  /// leaves open at its end is closed first, by its own fence on a line of its own, as the card
  /// would otherwise be part of the block. Then a blank line when the deck ends in a multi-line or
  /// cloze card, which the new line would otherwise cut off: the plugin reads a line holding `::`
  /// as a card of its own and drops the multi-line card it interrupts (docs/flashcards.md).
  /// Returns the line number of the card.
  public func addCard(_ deck: Deck, front: String, back: String) throws(Failure) -> Int {
    guard !front.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty,
      !back.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    else { throw .emptySide }
    return try locked(deck.file) { () throws(Failure) -> Int in try addCardLocked(deck, front: front, back: back) }
  }

  /// Runs `body` under the vault's write lock.
  func locked<T>(_ file: String, _ body: () throws(Failure) -> T) throws(Failure) -> T {
    do {
      return try VaultLock.holding(vault) { try body() }
    } catch let error as Failure {
      throw error
    } catch let error as QuireKitError {
      throw .io(error)
    } catch {
      throw .io(.writeFailed(file, "\(error)"))
    }
  }

  private func addCardLocked(_ deck: Deck, front: String, back: String) throws(Failure) -> Int {
    let (current, text, _) = try reload(deck.file)
    let source = SourceLines(text)
    var last = source.count
    while last > 0, source[last].trimmingCharacters(in: .whitespaces).isEmpty { last -= 1 }
    var paragraph = last
    while paragraph > 1, !source[paragraph - 1].trimmingCharacters(in: .whitespaces).isEmpty { paragraph -= 1 }
    // The last card's lines can hold blank lines (a code block); a card with no back yet is no card.
    let endsInCard = current.cards.last.map {
      [.multiline, .multilineReversed, .cloze].contains($0.kind) && $0.lastLine >= last
    }
    let separatorLine =
      last > 0 && (paragraph...last).contains { ["?", "??"].contains(source[$0].trimmingCharacters(in: .whitespaces)) }
    let multiline = endsInCard == true || separatorLine
    let bodyStart = (FrontMatterSplitter.split(text).frontMatter?.lineCount ?? 0) + 1
    let fence = FlashcardParser.openFence(in: source, from: bodyStart, to: source.count)
    let lines = (fence.map { [$0] } ?? []) + (multiline ? [""] : []) + [FlashcardText.line(front: front, back: back)]
    do {
      let result = try NoteEditor(vault: vault).append(deck.file, lines: lines)
      return result.line + lines.count - 1
    } catch {
      throw .io(error)
    }
  }

  /// Writes `schedule` as the review state of `item` into the deck file read as `text`.
  public func write(_ item: ReviewItem, schedule: Flashcard.Schedule, file: String, text: String) throws(Failure) {
    let edit = DeckReview.edit(item, to: schedule, lines: SourceLines(text))
    do { try NoteEditor(vault: vault).edit(file, [edit]) } catch { throw .io(error) }
  }
}
