import Foundation

/// Writes template files out for editing (`quire templates export DIR`): every file that is
/// not there yet, never over an existing one.
public enum TemplateExporter {
  /// What an export did, by relative path, sorted.
  public struct Report: Equatable, Sendable {
    public var written: [String] = []
    /// Files that already existed and were left as they are.
    public var skipped: [String] = []
  }

  /// Writes every file of `files` below `folder` (created when missing), skipping the ones that exist.
  public static func export(_ files: TemplateFiles, to folder: String) throws(QuireKitError) -> Report {
    var report = Report()
    for name in files.files.keys.sorted() {
      let target = folder + "/" + name
      if FileManager.default.fileExists(atPath: target) {
        report.skipped.append(name)
        continue
      }
      do {
        try FileManager.default.createDirectory(
          atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        // `.withoutOverwriting`: a file that appears between the check and the write is kept, not replaced.
        try Data(files.files[name] ?? []).write(to: URL(fileURLWithPath: target), options: .withoutOverwriting)
        report.written.append(name)
      } catch {
        if FileManager.default.fileExists(atPath: target) {
          report.skipped.append(name)
          continue
        }
        throw .writeFailed(target, error.localizedDescription)
      }
    }
    return report
  }
}
