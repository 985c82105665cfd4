// swift-tools-version: 5.9
import PackageDescription

let package = Package(
  name: "Core",
  platforms: [.iOS(.v17)],
  products: [.library(name: "Core", targets: ["Core"])],
  dependencies: [.package(url: "https://github.com/felilo/SUICoordinator", from: "1.0.0")],
  targets: [.target(name: "Core", dependencies: ["SUICoordinator"])]
)
