import QuireKit

/// `quire doctor --json`: `{"ok": ..., "checks": [{"name", "status", "message"}]}`.
struct DoctorJSON: Encodable {
  /// One check.
  struct Check: Encodable {
    let name: String
    let status: String
    let message: String
  }

  /// Whether no check warns (`info` lines are not problems; the exit status is 0).
  let ok: Bool
  let checks: [Check]

  init(_ checks: [DoctorCheck]) {
    ok = !checks.contains { $0.status == .warning }
    self.checks = checks.map { Check(name: $0.name, status: $0.status.rawValue, message: $0.message) }
  }
}
