// swift-tools-version:6.0
import PackageDescription

/// The source index keeps Swift's run-time exclusivity checks in debug builds, where the tests run and would catch an
/// overlapping access, and drops them in release builds: its walk (`BodyCollector`, a class whose arrays every node
/// appends to) spent about a ninth of its instructions over the parse's in `swift_beginAccess` (BENCHMARKS.md, session
/// 46). The module is part of no library product, so the flag binds no package that depends on this one. (The
/// dialects' module gained nothing measurable from the same flag: its hot tables are `@exclusivity(unchecked)`.)
let releaseWithoutAccessChecks: [SwiftSetting] = [
  .unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))
]

let package = Package(
  name: "CoordGraph",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "coordgraph", targets: ["coordgraph"]),
    .library(name: "NavigationModel", targets: ["NavigationModel"]),
    .library(name: "DesignFile", targets: ["DesignFile"]),
    .library(name: "NavigationChecker", targets: ["NavigationChecker"]),
  ],
  dependencies: [
    // Yams 5.0.1 keeps duplicate mapping keys (6.x rejects the whole file), so that a name written
    // twice can be a `duplicate-name` finding at its own line while the rest of the file is checked.
    .package(url: "https://github.com/jpsim/Yams", exact: "5.0.1"),
    .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
    // The only modules that import swift-syntax are the source index and the dialects (issue 5); the index benchmark
    // parses alone, and the tests rewrite samples' layout.
    .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
  ],
  targets: [
    .target(name: "NavigationModel"),
    .target(name: "DesignFile", dependencies: ["NavigationModel", "Yams"]),
    // A prefetch hint for the checker's hash set (Swift has none of its own).
    .target(name: "CMemoryHints"),
    .target(name: "NavigationChecker", dependencies: ["NavigationModel", "CMemoryHints"]),
    .target(
      name: "SourceIndex",
      dependencies: [
        "NavigationModel",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
      ], swiftSettings: releaseWithoutAccessChecks),
    .target(name: "SwiftFrontEnd", dependencies: ["NavigationModel", "SourceIndex"]),
    .target(name: "Reporters", dependencies: ["NavigationModel", "NavigationChecker"]),
    .systemLibrary(
      name: "CGraphviz", pkgConfig: "libgvc", providers: [.apt(["libgraphviz-dev"]), .brew(["graphviz"])]),
    .target(name: "FlowRenderer", dependencies: ["NavigationModel", "NavigationChecker", "CGraphviz"]),
    .target(
      name: "CoordGraphCLI",
      dependencies: [
        "NavigationModel", "DesignFile", "NavigationChecker", "Reporters", "FlowRenderer", "SourceIndex",
        "SwiftFrontEnd", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .executableTarget(name: "coordgraph", dependencies: ["CoordGraphCLI", "CMemoryHints"]),
    .executableTarget(
      name: "coordgraph-checker-benchmark", dependencies: ["NavigationModel", "NavigationChecker", "CMemoryHints"],
      path: "Benchmarks/CheckerBenchmark"),
    .executableTarget(
      name: "coordgraph-index-benchmark",
      dependencies: [
        "SourceIndex", "SwiftFrontEnd", "CMemoryHints", .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ],
      path: "Benchmarks/IndexBenchmark"),
    .executableTarget(
      name: "coordgraph-render-benchmark",
      dependencies: ["NavigationModel", "NavigationChecker", "FlowRenderer", "CMemoryHints"],
      path: "Benchmarks/RenderBenchmark"),
    .testTarget(
      name: "CoordGraphTests",
      dependencies: [
        "NavigationModel", "DesignFile", "NavigationChecker", "Reporters", "FlowRenderer", "SourceIndex",
        "SwiftFrontEnd", "CoordGraphCLI", "coordgraph", "CMemoryHints", .product(name: "Yams", package: "Yams"),
        // To rewrite the samples' layout (`ReadingLayoutTests`), not to read apps.
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ],
      // Snapshots are read and written from the package's own folder, not bundled.
      exclude: ["Snapshots"], resources: [.copy("Fixtures")]),
  ]
)
