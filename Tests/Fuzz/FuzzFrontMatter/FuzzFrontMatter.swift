import QuireFuzzSupport
import QuireMarkdown

@testable import QuireCore

// The front matter reader (docs/fuzzing.md): the input is the YAML between the fences. It is read by the fast
// path of Sources/QuireCore/Entries/SimpleFrontMatter.swift and by Yams; whatever the fast path accepts must be
// valid YAML that Yams reads to the same values (the property of Tests/QuireCoreTests/Entries/SimpleFrontMatterTests.swift).
// Then every value is read as each type a note kind asks for, and the text is read as a vault config.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFrontMatter(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let yaml = FuzzInput.text(data, size)
  let frontMatter = FrontMatter(yaml: yaml, firstLine: 2, lineCount: SourceLines(yaml).count + 2)
  var sink: [Diagnostic] = []
  let fields = FrontMatterReader.read(frontMatter, file: "fuzz.md", into: &sink)
  if let fast = SimpleFrontMatter.parse(yaml, firstLine: 2) {
    var yamsSink: [Diagnostic] = []
    let slow = FrontMatterReader.read(frontMatter, file: "fuzz.md", into: &yamsSink, fastPath: false)
    FuzzInput.require(
      yamsSink.isEmpty, "the fast path accepts YAML that Yams rejects: \(yaml.debugDescription) \(yamsSink)")
    FuzzInput.require(
      fast == slow.values,
      "the fast path and Yams disagree on \(yaml.debugDescription):\nfast: \(fast)\nyams: \(slow.values)")
  }
  for key in fields.values.keys {
    _ = fields.date(key, file: "fuzz.md", into: &sink)
    _ = fields.time(key, file: "fuzz.md", into: &sink)
    _ = fields.bool(key, file: "fuzz.md", into: &sink)
    _ = fields.number(key, file: "fuzz.md", into: &sink)
    _ = fields.strings(key, commaSeparated: true)
    _ = fields.items(key)
  }
  var configSink: [Diagnostic] = []
  _ = VaultConfig.parse(yaml, file: ".quire/config.yaml", into: &configSink)
  return 0
}
