import Foundation
import QuireCore
import QuireTestSupport
import Testing

@testable import QuireKit

@Suite struct DreamSymbolsLoaderTests {
  @Test func builtInDictionaryHasAtLeast150DistinctSymbolsAndNoProblems() throws {
    let vault = try TemporaryVault()
    let (symbols, problems) = DreamSymbolsLoader.load(
      templates: .builtIn, vault: Vault(root: vault.url.path))
    #expect(problems.isEmpty)
    #expect(symbols.count >= 150)
    // Two keys that stem alike would silently hide one meaning.
    let text = try String(
      contentsOf: RepositoryPaths.templates.appendingPathComponent("dream-symbols.yaml"), encoding: .utf8)
    let keys = text.split(separator: "\n").filter { $0.first?.isLetter == true }.map { String($0.prefix { $0 != ":" }) }
    #expect(keys.count == symbols.count)
    #expect(Set(keys.map(WordStemmer.stem)).count == keys.count)
  }

  @Test func brokenOverrideIsReportedAndTheBuiltInIsUsed() throws {
    let vault = try TemporaryVault()
    try vault.write(".quire/dream-symbols.yaml", "water: mine\nfire: [oops\n")
    let (symbols, problems) = DreamSymbolsLoader.load(
      templates: .builtIn, vault: Vault(root: vault.url.path))
    #expect(symbols.count >= 150)
    #expect(symbols.meaning(of: "water") != "mine")
    #expect(problems.count == 1)
    #expect(problems.first?.file == ".quire/dream-symbols.yaml")
    #expect(problems.first?.line == 3 || problems.first?.line == 2)
    #expect(problems.first?.message.hasSuffix("the built-in dream symbols are used") == true)
  }

  @Test func overrideExtendsAndReplaces() throws {
    let vault = try TemporaryVault()
    try vault.write(".quire/dream-symbols.yaml", "water: Mine.\nspree: The river of Berlin.\n")
    let (symbols, problems) = DreamSymbolsLoader.load(
      templates: .builtIn, vault: Vault(root: vault.url.path))
    #expect(problems.isEmpty)
    #expect(symbols.meaning(of: "water") == "Mine.")
    #expect(symbols.meaning(of: "spree") == "The river of Berlin.")
    #expect(symbols.meaning(of: "fly") != nil)
  }
}
