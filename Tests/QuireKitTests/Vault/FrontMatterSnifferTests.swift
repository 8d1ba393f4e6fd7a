import Foundation
import QuireTestSupport
import Testing

@testable import QuireCore
@testable import QuireKit

/// `quire --no-cache export` finds the courses before the tasks stream out by reading only the
/// front matter of each note (`FrontMatterSniffer`): it answers as a full parse does.
@Suite struct FrontMatterSnifferTests {
  static let long = (0..<120).map { "key\($0): a long line of yaml that goes on and on\n" }.joined()

  @Test(arguments: [
    ("---\ntype: course\ncode: cs1\n---\nbody", true),
    ("\u{FEFF}---\r\ntype: Course\r\ncode: cs1\r\n...\r\nbody", true),
    ("---\ntype: \"course\"\n---", true),
    ("---\ntitle: x\n---\ntype: course\n", false),
    ("no front matter\n---\ntype: course\n---\n", false),
    ("---\ntype: course\n", false),
    ("---\nsummary: |\n  ...and so on\ntype: course\ncode: cs1\n---\n", true),
    ("---\n" + long + "type: course\ncode: cs1\n---\nbody", true),
    ("---\ntype: event\n---\n" + long, false),
    ("", false), ("--", false),
  ])
  func sniffingAgreesWithAParse(_ text: String, _ isCourse: Bool) throws {
    let v = try TemporaryVault()
    try v.write("n.md", text)
    let path = v.url.appendingPathComponent("n.md").path
    #expect(
      FrontMatterSniffer.declaresType("course", inFileAt: path) == isCourse, "\(text.prefix(60).debugDescription)")
    let parsed = NoteParser(config: VaultConfig()).parse(file: "n.md", text: text)
    #expect((parsed.kind == .course) == isCourse, "\(text.prefix(60).debugDescription)")
  }
}
