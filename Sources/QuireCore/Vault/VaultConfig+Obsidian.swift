extension VaultConfig {
  /// `obsidian_templates`: `skip` (the default) or `read`; another value is reported and the
  /// folders stay skipped.
  static func readObsidianTemplates(
    _ fields: FrontMatterFields, file: String, into config: inout VaultConfig, _ sink: inout [Diagnostic]
  ) {
    guard let value = fields.string("obsidian_templates") else { return }
    switch value.trimmingSpaces().lowercased() {
    case "skip", "": config.readsObsidianTemplates = false
    case "read": config.readsObsidianTemplates = true
    default:
      sink.append(Diagnostic(file: file, line: fields.line(of: "obsidian_templates"), .badObsidianTemplates(value)))
    }
  }
}
