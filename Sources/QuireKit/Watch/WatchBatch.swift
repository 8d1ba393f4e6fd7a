/// What changed in a vault since the last look: the unit the watcher, the debouncer and the
/// refresh hook of `quire watch` pass along.
///
/// Paths are vault-relative and `/`-separated. A path says "look again": the file was added,
/// written or removed; the consumer stats it to tell which. Editor save patterns (write to a
/// temporary name and rename, delete and create, vim's `4913` probe) collapse to the one real
/// note, because temporary names never pass `WatchPathFilter`.
public struct WatchBatch: Sendable, Equatable {
  /// Notes (Markdown sources) that may have changed.
  public var notes: Set<String>
  /// Generated pages under the agenda folder that changed (someone ticked a box, or Quire
  /// wrote them); they are never sources, so they are kept apart for the two-way edit (part 6).
  public var agendaPages: Set<String>
  /// `.quire/config.yaml` changed.
  public var configChanged: Bool
  /// The watcher lost track (event queue overflow, a switch to polling): refresh everything.
  public var rescan: Bool
  /// A folder or a symlink came or went: the walk's own diagnostics (symlinks, unreadable
  /// folders) may differ, so the index is refreshed by a full walk.
  public var folders: Bool
  /// Cookies commands dropped in `.quire/cache/cookies/` (`WatcherSync`): answer them at once.
  public var cookies: Set<String>

  public init(
    notes: Set<String> = [], agendaPages: Set<String> = [], configChanged: Bool = false, rescan: Bool = false,
    folders: Bool = false, cookies: Set<String> = []
  ) {
    self.notes = notes
    self.agendaPages = agendaPages
    self.configChanged = configChanged
    self.rescan = rescan
    self.folders = folders
    self.cookies = cookies
  }

  /// Nothing changed.
  public var isEmpty: Bool {
    notes.isEmpty && agendaPages.isEmpty && !configChanged && !rescan && !folders && cookies.isEmpty
  }

  /// Adds `other`'s changes to these.
  public mutating func merge(_ other: WatchBatch) {
    notes.formUnion(other.notes)
    agendaPages.formUnion(other.agendaPages)
    configChanged = configChanged || other.configChanged
    rescan = rescan || other.rescan
    folders = folders || other.folders
    cookies.formUnion(other.cookies)
  }

  /// Records a change of the vault-relative `path`, sorted by what `filter` says it is.
  public mutating func record(_ path: String, filter: WatchPathFilter) {
    switch filter.classify(path) {
    case .note: notes.insert(path)
    case .agendaPage: agendaPages.insert(path)
    case .config: configChanged = true
    case nil: break
    }
  }
}
