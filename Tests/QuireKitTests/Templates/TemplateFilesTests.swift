import Foundation
import QuireTestSupport
import Testing

@testable import QuireKit

@Suite struct TemplateFilesTests {
  @Test func theBuiltInFilesAreTheTemplatesFolderByteForByte() throws {
    let folder = TemplateFiles(folder: RepositoryPaths.templates.path)
    #expect(TemplateFiles.builtIn.origin == .builtIn)
    #expect(TemplateFiles.builtIn.files.keys.sorted() == folder.files.keys.sorted())
    for (name, bytes) in folder.files { #expect(TemplateFiles.builtIn.files[name] == bytes, "\(name)") }
    #expect(TemplateFiles.builtIn.text("pages/daily.md")?.isEmpty == false)
  }

  @Test func theBuiltInTemplatesRenderWithoutAnyFolder() throws {
    let set = try TemplateSet(files: .builtIn, vaultRoot: nil)
    #expect(set.contains("pages/daily") && set.contains("notes/event") && !set.contains("README"))
  }

  @Test func quireTemplatesWinsAndAFolderWithoutConfigIsRefusedByName() throws {
    #expect(try TemplateFiles.resolve(environment: [:]).origin == .builtIn)
    #expect(try TemplateFiles.resolve(environment: ["QUIRE_TEMPLATES": ""]).origin == .builtIn)
    let path = RepositoryPaths.templates.path
    #expect(try TemplateFiles.resolve(environment: ["QUIRE_TEMPLATES": path]).origin == .folder(path))
    #expect(throws: QuireKitError.self) { try TemplateFiles.resolve(environment: ["QUIRE_TEMPLATES": "/nonexistent"]) }
  }

  @Test func exportWritesEveryFileAndNeverOverwrites() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tpl-export-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(atPath: root + "/pages", withIntermediateDirectories: true)
    try "mine\n".write(toFile: root + "/pages/daily.md", atomically: false, encoding: .utf8)
    let report = try TemplateExporter.export(.builtIn, to: root)
    #expect(report.skipped == ["pages/daily.md"])
    #expect(report.written.count == TemplateFiles.builtIn.files.count - 1)
    #expect(try String(contentsOfFile: root + "/pages/daily.md", encoding: .utf8) == "mine\n")
    #expect(
      FileManager.default.contents(atPath: root + "/config.yaml").map { [UInt8]($0) }
        == TemplateFiles.builtIn.files["config.yaml"])
    let again = try TemplateExporter.export(.builtIn, to: root)
    #expect(again.written.isEmpty && again.skipped.count == TemplateFiles.builtIn.files.count)
  }
}
