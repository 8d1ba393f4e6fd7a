import Foundation
import Testing

@testable import QuireKit

@Suite struct ServiceDefinitionTests {
  let environment = ["HOME": "/home/ann", "PATH": "/usr/local/bin:/usr/bin"]

  @Test func theUnitIsNamedAfterTheVaultAndLivesInTheUsersSystemdFolder() {
    let unit = ServiceDefinition(
      kind: .systemd, executable: "/usr/local/bin/quire", vault: "/home/ann/My Life", environment: environment)
    #expect(unit.name.hasPrefix("quire-watch-my-life-"))
    #expect(unit.path == "/home/ann/.config/systemd/user/\(unit.name).service")
    #expect(unit.label == unit.name + ".service")
    let other = ServiceDefinition(
      kind: .systemd, executable: "/usr/local/bin/quire", vault: "/srv/My Life", environment: environment)
    #expect(other.name != unit.name)
    var xdg = environment
    xdg["XDG_CONFIG_HOME"] = "/tmp/config"
    #expect(
      ServiceDefinition(kind: .systemd, executable: "/q", vault: "/v", environment: xdg).path.hasPrefix(
        "/tmp/config/systemd/user/quire-watch-v-"))
  }

  @Test func theUnitRunsWatchOnTheAbsoluteVaultAndRestartsOnFailure() {
    let unit = ServiceDefinition(
      kind: .systemd, executable: "/opt/q 1/quire", vault: "/home/ann/100% \"life\" $HOME", environment: environment)
    let lines = unit.text.split(separator: "\n").map(String.init)
    #expect(lines.contains(#"ExecStart="/opt/q 1/quire" watch --vault "/home/ann/100%% \"life\" $$HOME""#))
    #expect(lines.contains("Restart=on-failure"))
    #expect(lines.contains(#"Environment="PATH=/usr/local/bin:/usr/bin""#))
    #expect(lines.contains("WantedBy=default.target"))
  }

  @Test func theLaunchdAgentIsAPropertyListWithKeepAlive() throws {
    let agent = ServiceDefinition(
      kind: .launchd, executable: "/usr/local/bin/quire", vault: "/Users/ann/a & b", environment: environment)
    #expect(agent.path == "/home/ann/Library/LaunchAgents/\(agent.label).plist")
    let plist = try PropertyListSerialization.propertyList(from: Data(agent.text.utf8), format: nil)
    let dictionary = try #require(plist as? [String: Any])
    #expect(dictionary["Label"] as? String == agent.label)
    #expect(
      dictionary["ProgramArguments"] as? [String] == ["/usr/local/bin/quire", "watch", "--vault", "/Users/ann/a & b"])
    #expect((dictionary["KeepAlive"] as? [String: Any])?["SuccessfulExit"] as? Bool == false)
  }

  @Test func theBinaryIsNamedAsItWasCalled() {
    #expect(
      ServiceDefinition.executable(argv0: "/usr/bin/../bin/quire", cwd: "/", environment: [:]) == "/usr/bin/quire")
    #expect(
      ServiceDefinition.executable(argv0: ".build/debug/quire", cwd: "/src/quire", environment: [:])
        == "/src/quire/.build/debug/quire")
    #expect(ServiceDefinition.executable(argv0: "sh", cwd: "/", environment: ["PATH": "/bin"]) == "/bin/sh")
  }
}
