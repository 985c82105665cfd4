// swift-tools-version: 5.9
import PackageDescription

let package = Package(
  name: "Yarns",
  platforms: [.iOS(.v17)],
  products: [.library(name: "Yarns", targets: ["Yarns"])],
  dependencies: [.package(path: "../Core")],
  targets: [.target(name: "Yarns", dependencies: ["Core"])]
)
