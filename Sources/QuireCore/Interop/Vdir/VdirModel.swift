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
    let text = VdirComponentText.document([VdirComponentText.calendar(holding: component)])
    let result = reader.read(bytes: text)
    // The lines of the rebuilt text are not the file's: point at the component instead.
    let diagnostics = result.diagnostics.map { d -> Diagnostic in
      var d = d
      d.line = component.line
      return d
    }
    if component.name == "VTODO", var task = result.tasks.first {
      task.line = 0
      return (
        VdirModel(item: .task(task), hash: hash(of: "task|\(task.status)|\(task.fields)"), diagnostics: diagnostics),
        diagnostics
      )
    }
    if component.name == "VEVENT", let event = result.events.first {
      var note = event.note
      note.uid = nil
      return (VdirModel(item: .event(note), hash: hash(of: "event|\(note)"), diagnostics: diagnostics), diagnostics)
    }
    return (nil, diagnostics)
  }

  static func hash(of text: String) -> String { ICalendarUID.hash([text]) }
}
