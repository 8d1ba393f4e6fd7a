import Foundation

/// The background service that keeps `quire watch` running for one vault (`quire service`,
/// docs/service.md): a systemd user unit on Linux, a launchd agent on macOS. Pure: the paths
/// and the file's text from the binary, the vault and the user's folders.
public struct ServiceDefinition: Sendable, Equatable {
  /// The service manager the file is for.
  public enum Kind: String, Sendable {
    case systemd
    case launchd

    /// The one this build runs under.
    public static var current: Kind {
      #if os(macOS)
        return .launchd
      #else
        return .systemd
      #endif
    }
  }

  public let kind: Kind
  /// The absolute path of the `quire` binary the service runs.
  public let executable: String
  /// The vault's absolute (real) path.
  public let vault: String
  /// `quire-watch-<vault folder>-<hash>`: readable, and unique per vault path.
  public let name: String
  /// Where the file goes: `$XDG_CONFIG_HOME/systemd/user/<name>.service` (default
  /// `~/.config`), or `~/Library/LaunchAgents/<label>.plist`.
  public let path: String
  /// launchd's label (`org.quire.<name>`); the unit's name for systemd.
  public let label: String
  /// The `PATH` the watcher gets (the notifier program is looked up on it).
  public let searchPath: String
  /// launchd only: where the watcher's lines go (`~/Library/Logs/<name>.log`; systemd keeps them in the journal).
  public let logFile: String

  /// The service of `vault` run by `executable`, for the user whose environment is `environment`
  /// (`HOME`, `XDG_CONFIG_HOME`, `PATH`).
  public init(kind: Kind = .current, executable: String, vault: String, environment: [String: String]) {
    self.kind = kind
    self.executable = executable
    self.vault = vault
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    let folderName = (vault as NSString).lastPathComponent
    var slug = String(
      folderName.lowercased().unicodeScalars.map {
        CharacterSet.alphanumerics.contains($0) && $0.isASCII ? Character($0) : "-"
      })
    slug = slug.split(separator: "-").joined(separator: "-")
    if slug.isEmpty { slug = "vault" }
    let hash = String(UInt64(bitPattern: ContentHash.of(Array(vault.utf8))), radix: 16)
    name = "quire-watch-" + String(slug.prefix(40)) + "-" + String(hash.prefix(8))
    logFile = home + "/Library/Logs/" + name + ".log"
    searchPath = environment["PATH"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/bin:/usr/bin:/bin"
    switch kind {
    case .systemd:
      let config = environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.config"
      label = name + ".service"
      path = config + "/systemd/user/" + label
    case .launchd:
      label = "org.quire." + name
      path = home + "/Library/LaunchAgents/" + label + ".plist"
    }
  }

  /// The unit file or property list.
  public var text: String {
    switch kind {
    case .systemd: return systemdUnit
    case .launchd: return launchdPlist
    }
  }

  // MARK: - systemd

  private var systemdUnit: String {
    """
    # Written by `quire service install`; `quire service uninstall` removes it (docs/service.md).
    [Unit]
    Description=Quire: watch the vault \(Self.systemdText(vault))

    [Service]
    Type=simple
    ExecStart=\(Self.systemdWord(executable)) watch --vault \(Self.systemdWord(vault))
    Environment=\(Self.systemdWord("PATH=" + searchPath))
    Restart=on-failure
    RestartSec=10

    [Install]
    WantedBy=default.target

    """
  }

  /// A word of a unit file's command line: quoted, with systemd's specifiers (`%`) and
  /// variables (`$`) escaped.
  static func systemdWord(_ text: String) -> String {
    "\"" + systemdText(text).replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
      + "\""
  }

  /// Free text in a unit file: `%` doubled, `$` doubled, line breaks as spaces.
  static func systemdText(_ text: String) -> String {
    text.replacingOccurrences(of: "%", with: "%%").replacingOccurrences(of: "$", with: "$$")
      .replacingOccurrences(of: "\n", with: " ")
  }

  // MARK: - launchd

  private var launchdPlist: String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <!-- Written by `quire service install`; `quire service uninstall` removes it (docs/service.md). -->
    <plist version="1.0">
    <dict>
      <key>Label</key>
      <string>\(Self.xml(label))</string>
      <key>ProgramArguments</key>
      <array>
        <string>\(Self.xml(executable))</string>
        <string>watch</string>
        <string>--vault</string>
        <string>\(Self.xml(vault))</string>
      </array>
      <key>EnvironmentVariables</key>
      <dict>
        <key>PATH</key>
        <string>\(Self.xml(searchPath))</string>
      </dict>
      <key>RunAtLoad</key>
      <true/>
      <key>KeepAlive</key>
      <dict>
        <key>SuccessfulExit</key>
        <false/>
      </dict>
      <key>ThrottleInterval</key>
      <integer>10</integer>
      <key>StandardOutPath</key>
      <string>\(Self.xml(logFile))</string>
      <key>StandardErrorPath</key>
      <string>\(Self.xml(logFile))</string>
    </dict>
    </plist>

    """
  }

  static func xml(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
  }

  // MARK: - The binary

  /// The absolute path of the running `quire`, as it was called: a relative `argv[0]` made
  /// absolute, a bare name looked up on `PATH` (a symlink such as Homebrew's stays a symlink, so
  /// the service survives an upgrade), else the executable the system reports.
  public static func executable(argv0: String, cwd: String, environment: [String: String]) -> String {
    if argv0.hasPrefix("/") { return URL(fileURLWithPath: argv0).standardizedFileURL.path }
    if argv0.contains("/") { return URL(fileURLWithPath: cwd + "/" + argv0).standardizedFileURL.path }
    for folder in (environment["PATH"] ?? "").split(separator: ":") where folder.hasPrefix("/") {
      let candidate = "\(folder)/\(argv0)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return Bundle.main.executablePath ?? argv0
  }
}
