// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Quire",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "quire", targets: ["quire"]),
    .library(name: "QuireCore", targets: ["QuireCore"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
    .package(url: "https://github.com/jpsim/Yams.git", from: "6.2.2"),
    .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
    .package(url: "https://github.com/hummingbird-project/swift-mustache.git", from: "2.1.1"),
    .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
  ],
  targets: [
    // cmark-gfm from the system (Debian libcmark-gfm-dev + libcmark-gfm-extensions-dev, brew cmark-gfm).
    .systemLibrary(
      name: "CCmarkGFM",
      pkgConfig: "libcmark-gfm",
      providers: [
        .apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"]),
        .brew(["cmark-gfm"]),
      ]
    ),
    // The one system call Swift's Glibc module lacks (an atomic swap of two file names).
    .target(name: "CQuireSystem"),
    // A bump allocator per thread for cmark-gfm's parses (docs/architecture.md, "cmark-gfm, the parse arena").
    .target(name: "CParseArena"),
    .target(name: "QuireMarkdown", dependencies: ["CCmarkGFM", "CParseArena"]),
    .target(name: "QuireCore", dependencies: ["QuireMarkdown", "Yams"]),
    .target(
      name: "QuireKit",
      dependencies: [
        "QuireCore", "CQuireSystem", .product(name: "Mustache", package: "swift-mustache"),
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "GRDBSQLite", package: "GRDB.swift"),
      ],
      plugins: ["EmbedTemplates"]
    ),
    // Templates/ compiled into QuireKit (BuiltInTemplates): the plugin and the tool it runs live in Plugins/,
    // SwiftPM's place for plugins (docs/architecture.md, "Built-in templates").
    .plugin(name: "EmbedTemplates", capability: .buildTool(), dependencies: ["TemplateEmbedder"]),
    .executableTarget(name: "TemplateEmbedder", path: "Plugins/TemplateEmbedder"),
    .executableTarget(
      name: "quire",
      dependencies: ["QuireKit", "QuireCore", .product(name: "ArgumentParser", package: "swift-argument-parser")]
    ),
    .target(name: "QuireTestSupport", dependencies: ["QuireCore"], path: "Sources/QuireTestSupport"),
    .testTarget(
      name: "QuireMarkdownTests",
      dependencies: ["QuireMarkdown", "CParseArena", .product(name: "PropertyBased", package: "swift-property-based")]
    ),
    .testTarget(
      name: "QuireCoreTests",
      dependencies: [
        "QuireCore", "QuireTestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "QuireKitTests",
      dependencies: [
        "QuireKit", "QuireTestSupport", .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    // Runs the built binary; the terminal adapters (Sources/quire/Terminal/) are tested directly.
    .testTarget(name: "QuireCLITests", dependencies: ["QuireTestSupport", "quire"]),
  ]
)

// libFuzzer targets (Tests/Fuzz, docs/fuzzing.md): declared only when QUIRE_FUZZ=1, so neither `swift build` nor
// `swift test` sees them. `make fuzz` builds them with `--sanitize=fuzzer --sanitize=address`.
if Context.environment["QUIRE_FUZZ"] == "1" {
  package.targets.append(
    .target(name: "QuireFuzzSupport", dependencies: ["QuireCore"], path: "Tests/Fuzz/Support"))
  for name in ["FuzzNote", "FuzzTaskLine", "FuzzFrontMatter", "FuzzICalendar", "FuzzRecurrence", "FuzzFlashcard", "FuzzQuery", "FuzzMerge"] {
    package.targets.append(
      .executableTarget(
        name: name, dependencies: ["QuireCore", "QuireMarkdown", "QuireFuzzSupport"], path: "Tests/Fuzz/\(name)"))
  }
}
