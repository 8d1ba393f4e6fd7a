import Foundation
import PackagePlugin

/// Compiles every file of `Templates/` into the target it is applied to (QuireKit), so the
/// installed binary needs no folder beside it (issue 14; docs/architecture.md, "Built-in templates").
///
/// `Templates/` stays the one editable source: the plugin hands its files to `TemplateEmbedder`,
/// which writes `BuiltInTemplateData.swift` into the plugin's work folder under `.build/` (never
/// committed). Every file is an input, so an edit to a template rebuilds it.
@main
struct EmbedTemplates: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let folder = context.package.directoryURL.appending(path: "Templates")
    let output = context.pluginWorkDirectoryURL.appending(path: "BuiltInTemplateData.swift")
    var files: [URL] = []
    let enumerator = FileManager.default.enumerator(
      at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
    while let url = enumerator?.nextObject() as? URL {
      if (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true { files.append(url) }
    }
    files.sort { $0.path < $1.path }
    return [
      .buildCommand(
        displayName: "Embedding the \(files.count) files of Templates into QuireKit",
        executable: try context.tool(named: "TemplateEmbedder").url,
        arguments: [folder.path, output.path] + files.map(\.path),
        inputFiles: files,
        outputFiles: [output])
    ]
  }
}
