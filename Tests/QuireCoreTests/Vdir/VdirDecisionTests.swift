import QuireCore
import Testing

/// Every combination of the two sides now and at the last sync gives the decision
/// docs/phone.md ("How a sync decides") lists.
@Suite struct VdirDecisionTests {
  static let rows: [(vault: String?, vdir: String?, last: (String, String)?, same: Bool, expected: VdirDecision)] = [
    (nil, nil, nil, false, .inSync),
    ("v", nil, nil, false, .writeFile),
    (nil, "d", nil, false, .applyToVault),
    ("v", "d", nil, true, .remember),
    ("v", "d", nil, false, .conflict),
    (nil, nil, ("v", "d"), false, .forget),
    ("v", nil, ("v", "d"), false, .removeFromVault),
    ("v2", nil, ("v", "d"), false, .restoreFile),
    (nil, "d", ("v", "d"), false, .removeFile),
    (nil, "d2", ("v", "d"), false, .conflictRemovedInVault),
    ("v", "d", ("v", "d"), false, .inSync),
    ("v2", "d", ("v", "d"), false, .writeFile),
    ("v", "d2", ("v", "d"), false, .applyToVault),
    ("v2", "d2", ("v", "d"), false, .conflict),
    ("v2", "d2", ("v", "d"), true, .remember),
  ]

  @Test(arguments: rows.indices) func decides(_ i: Int) {
    let row = Self.rows[i]
    let decision = VdirDecision.decide(
      vault: row.vault, vdir: row.vdir, last: row.last.map { (vault: $0.0, vdir: $0.1) }, same: row.same)
    #expect(decision == row.expected, "row \(i)")
  }
}
