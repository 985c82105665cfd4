import Dispatch
import Foundation
import SourceIndex
import SwiftParser

/// The source index's benchmark (issue 5): a synthetic app of FILES files in the SUICoordinator style,
/// written to a temporary folder; reports SwiftParser alone (the floor) and the whole index, each on
/// one thread and on all cores. Usage: coordgraph-index-benchmark [FILES]
let count = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 2000
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coordgraph-index-benchmark")
try? FileManager.default.removeItem(at: folder)
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
var paths: [String] = []
var lines = 0
for index in 0..<count {
  let text = SyntheticApp.file(index)
  lines += text.split(separator: "\n", omittingEmptySubsequences: false).count
  let path = folder.appendingPathComponent("Flow\(index).swift").path
  try text.write(toFile: path, atomically: true, encoding: .utf8)
  paths.append(path)
}
let files = paths
let sources = files.map { (try? String(contentsOfFile: $0, encoding: .utf8)) ?? "" }
let clock = ContinuousClock()
func seconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}
func parseOnly(threads: Int) -> Double {
  seconds(
    clock.measure {
      DispatchQueue.concurrentPerform(iterations: threads) { worker in
        for index in stride(from: worker, to: sources.count, by: threads) { _ = Parser.parse(source: sources[index]) }
      }
    })
}
func indexOnly(threads: Int) -> Double {
  seconds(
    clock.measure {
      DispatchQueue.concurrentPerform(iterations: threads) { worker in
        for index in stride(from: worker, to: sources.count, by: threads) {
          _ = SourceFileIndexer.index(source: sources[index], path: files[index])
        }
      }
    })
}
let cores = ProcessInfo.processInfo.activeProcessorCount
_ = indexOnly(threads: cores)  // warm up
let parse1 = parseOnly(threads: 1)
let index1 = indexOnly(threads: 1)
let parseN = parseOnly(threads: cores)
let indexN = indexOnly(threads: cores)
let whole = seconds(clock.measure { _ = SourceIndexer.index(files: files) })
print("\(count) files, \(lines) lines, \(cores) cores")
print("| | 1 thread (s) | \(cores) cores (s) | speed-up |")
print("| --- | --- | --- | --- |")
print(String(format: "| SwiftParser alone (the floor) | %.2f | %.2f | %.2f |", parse1, parseN, parse1 / parseN))
print(String(format: "| index (parse + walk) | %.2f | %.2f | %.2f |", index1, indexN, index1 / indexN))
print(String(format: "| index / parse | %.2f | %.2f | |", index1 / parse1, indexN / parseN))
print(String(format: "SourceIndexer.index(files:) on all cores, reading the files too: %.2f s", whole))
try? FileManager.default.removeItem(at: folder)
