import QuireKit

/// `quire doctor --json`: `{"ok": ..., "checks": [{"name", "status", "message"}]}`.
struct DoctorJSON: Encodable {
  /// One check.
  struct Check: Encodable {
    let name: String
    let status: String
    let message: String
  }

  /// Whether every check is ok.
  let ok: Bool
  let checks: [Check]

  init(_ checks: [DoctorCheck]) {
    ok = checks.allSatisfy { $0.status == .ok }
    self.checks = checks.map { Check(name: $0.name, status: $0.status.rawValue, message: $0.message) }
  }
}
