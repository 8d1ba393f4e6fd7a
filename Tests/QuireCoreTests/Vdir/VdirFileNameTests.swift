import PropertyBased
import QuireCore
import Testing

/// A vdir file name never leaves the folder and never hides, whatever the UID; plain UIDs keep
/// their name (what vdirsyncer and khal expect), others are hashed.
@Suite struct VdirFileNameTests {
  @Test(arguments: [
    ("task-8024974c@quire", "task-8024974c@quire.ics"),
    ("3f1a-22@example.com", "3f1a-22@example.com.ics"),
    ("a/../../etc/passwd", "\(ICalendarUID.hash(["a/../../etc/passwd"])).ics"),
    ("..", "\(ICalendarUID.hash([".."])).ics"),
    (".hidden", "\(ICalendarUID.hash([".hidden"])).ics"),
    ("with space", "\(ICalendarUID.hash(["with space"])).ics"),
  ])
  func names(_ uid: String, _ expected: String) {
    #expect(VdirFileName.name(for: uid) == expected)
  }

  static let uids = Generator<String, Shrink.None<String>> { rng in
    let pieces = ["a", "Z", "9", "@", ".", "..", "/", "\\", "\u{0}", " ", "é", "-", "_", "+", "=", "ics", "\n", "~"]
    return (0..<Int.random(in: 1...40, using: &rng)).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &rng)] }
      .joined()
  }

  @Test func everyNameStaysInTheFolder() async {
    await propertyCheck(count: 2000, input: Self.uids) { uid in
      let name = VdirFileName.name(for: uid)
      #expect(VdirFileName.isItem(name), "\(uid.debugDescription) -> \(name)")
      #expect(!name.contains("/") && !name.contains("\u{0}") && !name.contains("..") && !name.hasPrefix("."))
      #expect(name == uid + ".ics" || name.utf8.count == 20)
    }
  }

  @Test(arguments: ["", "a/b", "..", "a\u{0}b", "a\nb", "a\\b"])
  func unsafeUIDsAreRefused(_ uid: String) {
    #expect(VdirFileName.problem(with: uid) != nil)
  }

  @Test func ordinaryUIDsAreTaken() {
    #expect(VdirFileName.problem(with: "040000008200E00074C5B7101A82E008@outlook.com") == nil)
    #expect(VdirFileName.problem(with: "a b c") == nil)
  }
}
