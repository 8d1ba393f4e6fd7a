/// A vdir folder `quire watch` keeps in sync with the vault (`vdir:` in `.quire/config.yaml`,
/// docs/phone.md).
public struct VdirTarget: Sendable, Equatable {
  /// The folder as written: absolute, `~/...`, or inside the vault.
  public var path: String
  /// The calendar new events from it go to (`planner/<calendar>/`); the folder's name when `nil`.
  public var calendar: String?

  public init(path: String, calendar: String? = nil) {
    self.path = path
    self.calendar = calendar
  }
}

extension VaultConfig {
  /// `vdir:`: a list of `{path: DIR, calendar: NAME}` (a bare string is a path too).
  static func readVdirs(
    _ fields: FrontMatterFields, file: String, into config: inout VaultConfig, _ sink: inout [Diagnostic]
  ) {
    guard let value = fields.values["vdir"] else { return }
    let items: [FrontMatterValue]
    switch value {
    case .list(let list, _): items = list
    case .map: items = [value]
    case .scalar(let text, _, let line):
      if text.isEmpty { return }
      sink.append(Diagnostic(file: file, line: line, .badVdir(text)))
      return
    }
    for item in items {
      var target: VdirTarget?
      switch item {
      case .scalar(let text, _, _): target = VdirTarget(path: text)
      case .map(let entries, _):
        if let path = entries.first(where: { $0.key == "path" })?.value.text {
          target = VdirTarget(path: path, calendar: entries.first { $0.key == "calendar" }?.value.text)
        }
      case .list: break
      }
      guard let target, !target.path.isEmpty,
        target.path.hasPrefix("/") || target.path.hasPrefix("~/") || VaultPath.isSafeRelative(target.path)
      else {
        sink.append(Diagnostic(file: file, line: item.line, .badVdir(item.text ?? target?.path ?? "")))
        continue
      }
      config.vdirs.append(target)
    }
  }
}
