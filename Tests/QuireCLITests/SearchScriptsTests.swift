import Foundation
import QuireTestSupport
import Testing

/// Words of scripts written without spaces (Chinese, Japanese, Korean) and emoji are found
/// inside sentences; accents are ignored as before; a search with no match says so.
@Suite struct SearchScriptsTests {
  static let diary = """
    # 日記

    私は東京に行きました。
    天気は良かった。

    我明天去北京开会。

    오늘 서울에서 회의가 있었다.

    Party 🎉 at the Hörsaal, meeting in Tokyo 東京オフィス

    """

  @Test(arguments: [false, true])
  func cjkEmojiAndAccentsAreFound(_ noCache: Bool) throws {
    let v = try TemporaryVault()
    try v.write(".quire/config.yaml", "timezone: Asia/Tokyo\n")
    try v.write("diary.md", Self.diary)
    func search(_ words: String...) throws -> String {
      let result = try QuireProcess.run((noCache ? ["--no-cache"] : []) + ["search"] + words, in: v.url)
      #expect(result.status == 0, "\(words) \(result.stderr)")
      return result.stdout
    }
    // Ranked by bm25 like any search: the shorter paragraph first.
    #expect(
      try search("東京") == "diary.md:10: Party 🎉 at the Hörsaal, meeting in Tokyo [東京]オフィス\ndiary.md:3: 私は[東京]に行きました。\n")
    #expect(try search("天気", "良") == "diary.md:4: [天気]は[良]かった。\n")
    #expect(try search("北京") == "diary.md:6: 我明天去[北京]开会。\n")
    #expect(try search("서울") == "diary.md:8: 오늘 [서울]에서 회의가 있었다.\n")
    #expect(try search("東京", "meeting") == "diary.md:10: Party 🎉 at the Hörsaal, [meeting] in Tokyo [東京]オフィス\n")
    #expect(try search("🎉") == "diary.md:10: Party [🎉] at the Hörsaal, meeting in Tokyo 東京オフィス\n")
    #expect(try search("horsaal") == "diary.md:10: Party 🎉 at the [Hörsaal], meeting in Tokyo 東京オフィス\n")
    #expect(try search("大阪") == "no matches for \"大阪\"\n")
  }
}
