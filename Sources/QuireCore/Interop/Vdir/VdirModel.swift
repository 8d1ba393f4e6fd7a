/// What Quire reads from one vdir item (a VTODO or VEVENT), and a hash of it: the same item
/// read from the vault's rendering or from a file another program wrote hashes the same when
/// it says the same to Quire, whatever the bytes (DTSTAMP, property order, folding, X- props).
public struct VdirModel: Sendable, Equatable {
  /// The item as Quire reads it.
  public enum Item: Sendable, Equatable {
    case task(ICalendarImport.Task)
    case event(EventNote)
  }

  public var item: Item
  /// The hash of what Quire reads (16 hex digits).
  public var hash: String
  /// Problems found reading it (unknown TZID, a bad alarm, ...).
  public var diagnostics: [Diagnostic]

  /// The kind of the item.
  public var kind: VdirItemKind {
    if case .task = item { return .task }
    return .event
  }

  /// Reads the main component of an item (the one without RECURRENCE-ID) with `reader`; `nil`
  /// when Quire cannot read it as a task or an event (the reader's diagnostics say why).
  public static func read(_ component: ICalendarComponent, with reader: ICalendarImport) -> (
    model: VdirModel?, diagnostics: [Diagnostic]
  ) {
    read(item: [component], with: reader)
  }

  /// Reads an item: its main component and an event's overrides (RECURRENCE-ID components of
  /// its UID), as `quire ics import` reads them: the series with each overridden day in its
  /// `exdate`, each override its own note (``overrides``, by day).
  public static func read(item components: [ICalendarComponent], with reader: ICalendarImport) -> (
    model: VdirModel?, diagnostics: [Diagnostic]
  ) {
    guard let main = components.first(where: { $0.first("RECURRENCE-ID") == nil }) ?? components.first else {
      return (nil, [])
    }
    var calendar = VdirComponentText.calendar(holding: main)
    calendar.components += components.filter { $0.first("RECURRENCE-ID") != nil && $0.name == main.name }
    let result = reader.read(bytes: VdirComponentText.document([calendar]))
    // The lines of the rebuilt text are not the file's: point at the component instead.
    let diagnostics = result.diagnostics.map { d -> Diagnostic in
      var d = d
      d.line = main.line
      return d
    }
    if main.name == "VTODO", var task = result.tasks.first {
      task.line = 0
      // Notes join the hash only when there are some: an item synced before tasks had notes
      // keeps its hash (one with a DESCRIPTION reads as changed once, and its notes come in).
      let notes = task.notes.isEmpty ? "" : "|notes|\(task.notes)"
      return (
        VdirModel(
          item: .task(task), hash: hash(of: "task|\(task.status)|\(task.fields)" + notes), diagnostics: diagnostics),
        diagnostics
      )
    }
    let uid = main.first("UID").map { ICalendarValue.text($0.value.trimmingSpaces()) } ?? ""
    if main.name == "VEVENT", let master = result.events.first(where: { $0.key == uid }) {
      var note = master.note
      note.uid = nil
      var overrides: [Override] = []
      for event in result.events where event.key.hasPrefix(uid + "#") {
        guard let day = LocalDate(iso: String(event.key.dropFirst(uid.count + 1))) else { continue }
        var o = event.note
        o.uid = nil
        o.recurrenceID = nil
        overrides.append(Override(day: day, note: o))
      }
      overrides.sort { $0.day < $1.day }
      var text = "event|\(note)"
      for o in overrides { text += "|\(o.day)|\(o.note)" }
      var model = VdirModel(item: .event(note), hash: hash(of: text), diagnostics: diagnostics)
      model.overrides = overrides
      return (model, diagnostics)
    }
    return (nil, diagnostics)
  }

  /// One occurrence of a series changed: the day it was on, and the event it is instead.
  public struct Override: Sendable, Equatable {
    public var day: LocalDate
    public var note: EventNote
  }

  /// An event's overrides, by day.
  public var overrides: [Override] = []

  /// Whether two readings say the same to Quire.
  public func saysTheSame(as other: VdirModel?) -> Bool {
    guard let other else { return false }
    return item == other.item && overrides == other.overrides
  }

  static func hash(of text: String) -> String { ICalendarUID.hash([text]) }
}
