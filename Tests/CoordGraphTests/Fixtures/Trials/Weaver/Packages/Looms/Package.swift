// swift-tools-version: 5.9
import PackageDescription

let package = Package(
  name: "Looms",
  platforms: [.iOS(.v17)],
  products: [.library(name: "Looms", targets: ["Looms"])],
  dependencies: [.package(path: "../Core")],
  targets: [
    .target(name: "Looms", dependencies: ["Core"]),
    .testTarget(name: "LoomsTests", dependencies: ["Looms"]),
  ]
)
