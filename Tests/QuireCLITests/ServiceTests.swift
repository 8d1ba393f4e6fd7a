import Foundation
import QuireTestSupport
import Testing

/// `quire service` end to end with a temporary home: the unit names the absolute vault and
/// `watch`, `--dry-run` writes nothing, and without systemctl install says what to run.
@Suite struct ServiceTests {
  /// Every file below `folder`.
  static func files(_ folder: String) -> [String] {
    (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).sorted()
  }

  @Test func installWritesTheUnitStatusSaysSoAndUninstallRemovesIt() throws {
    let vault = try TemporaryVault()
    try vault.write(".quire/config.yaml", "timezone: UTC\n")
    let home = try TemporaryVault()
    let root = vault.url.resolvingSymlinksInPath().path
    let environment = ["HOME": home.url.path, "XDG_CONFIG_HOME": home.url.path + "/config", "PATH": "/nonexistent"]

    let dry = try QuireProcess.run(["service", "install", "--dry-run", "--vault", root], environment: environment)
    #expect(dry.status == 0, "\(dry.stderr)")
    #expect(Self.files(home.url.path).isEmpty)
    #if os(Linux)
      #expect(dry.stdout.contains("watch --vault \"\(root)\"\n"), "\(dry.stdout)")
      #expect(dry.stdout.contains("ExecStart=\"\(RepositoryPaths.quireBinary.standardizedFileURL.path)\" watch"))
    #else
      #expect(dry.stdout.contains("<string>watch</string>") && dry.stdout.contains("<string>\(root)</string>"))
    #endif

    let install = try QuireProcess.run(["service", "install", "--vault", root], environment: environment)
    #expect(install.status == 0, "\(install.stderr)")
    let path = try #require(dry.stdout.split(separator: "\n").first.map { String($0.dropFirst(2)) })
    #expect(install.stdout.contains("wrote \(path)"))
    #expect(FileManager.default.contents(atPath: path) == Data(dry.stdout.drop { $0 != "\n" }.dropFirst().utf8))
    #if os(Linux)
      #expect(install.stdout.contains("systemctl is not found; run: systemctl --user daemon-reload && systemctl"))
      // systemd's own check of the unit, where it is installed.
      if FileManager.default.isExecutableFile(atPath: "/usr/bin/systemd-analyze") {
        let verify = Process()
        verify.executableURL = URL(fileURLWithPath: "/usr/bin/systemd-analyze")
        verify.arguments = ["verify", path]
        let errors = Pipe()
        verify.standardError = errors
        verify.standardOutput = errors
        try verify.run()
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        verify.waitUntilExit()
        #expect(verify.terminationStatus == 0, "\(output)")
      }
    #endif

    let status = try QuireProcess.run(["service", "status", "--vault", root], environment: environment)
    #expect(status.status == 0)
    #expect(status.stdout.hasPrefix("service: installed, "), "\(status.stdout)")
    #expect(status.stdout.contains("watcher: not running for \(root)"))
    #expect(status.stdout.contains("last reminder: none recorded"))

    let uninstall = try QuireProcess.run(["service", "uninstall", "--vault", root], environment: environment)
    #expect(uninstall.status == 0)
    #expect(uninstall.stdout.contains("removed \(path)"))
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test func statusTellsTheLastReminderAndPagesOfTheWatcher() throws {
    let v = try WatchTests.WatchVault(inbox: WatchTests.inbox)
    let home = try TemporaryVault()
    let environment = ["HOME": home.url.path, "XDG_CONFIG_HOME": home.url.path + "/config"]
    let w = try v.watch("2026-11-24T08:29:58", environment: environment)
    #expect(w.waitFor("08:30 reminder: Submit slides", timeout: 6))
    let during = try QuireProcess.run(["service", "status", "--vault", v.root], environment: environment)
    #expect(during.stdout.contains("service: not installed"))
    #expect(during.stdout.contains("watcher: running for "), "\(during.stdout)")
    #expect(during.stdout.contains("(Submit slides #cs101)"), "\(during.stdout)")
    #expect(during.stdout.contains("last pages written: 20"), "\(during.stdout)")
    #expect(w.stop() == 0)
    let after = try QuireProcess.run(["service", "status", "--vault", v.root], environment: environment)
    #expect(after.stdout.contains("watcher: not running"))
    #expect(after.stdout.contains("(Submit slides #cs101)"))
  }
}
