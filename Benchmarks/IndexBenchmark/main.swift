import CMemoryHints
import Dispatch
import Foundation
import SourceIndex
import SwiftFrontEnd
import SwiftParser
@_spi(RawSyntax) import SwiftSyntax

/// The Swift front end's benchmark (issues 5 and 6): a synthetic app of FILES files in the SUICoordinator
/// dialect (or, with `--jumper`, in the Jumper dialect), written to a temporary folder. Reports SwiftParser alone on the same files (the floor:
/// read and parse) and the whole extraction (read, parse, index, dialect, triggers, graph), each on
/// one thread and on all cores. Usage: coordgraph-index-benchmark [FILES] [--jumper]; with ONLY_INDEX=1
/// in the environment it indexes the files alone, three times; with ONLY_WRITE=1 it writes the app, prints
/// its folder and stops; with ONLY_DIALECT=1 it runs the
/// dialect stage alone on one index, five times or RUNS times (on THREADS threads, one by default), printing each time, for a profiler;
/// with ONLY_PHASES=1 it times the extraction's phases (index, dialect stage, release) one by one, five times after a
/// warm-up (on THREADS threads, one by default); and with ONLY_EXTRACT=1 it runs the whole extraction five times after a warm-up (on THREADS threads, one by
/// default), printing each time, for comparing two builds on a noisy host; with ONLY_SPEEDUP=1 it times PAIRS (7 by
/// default) pairs of one-thread and all-core runs back to back, of the parse alone and of the extraction, and prints
/// the median of the pairs' speed-ups, and the best one-thread run over the best all-core run. With FOLDER=path it
/// reads that folder's Swift files (skipping what the command line skips) instead of writing a synthetic app, for real
/// code. The command line's allocator setting
/// applies (glibc's fast bins off); `GLIBC_TUNABLES=glibc.malloc.mxfast=128` keeps glibc's default, for comparison.
_ = coordgraph_disable_fast_bins(getenv("GLIBC_TUNABLES"))  // as the command line runs (Sources/coordgraph/main.swift)
let jumper = CommandLine.arguments.contains("--jumper")
// FOLDER=path reads the Swift files of a folder instead of writing a synthetic app (real code: see
// Benchmarks/run-real-code-benchmark.sh); the folder is left as it is.
let givenFolder = ProcessInfo.processInfo.environment["FOLDER"]
let folder =
  givenFolder.map { URL(fileURLWithPath: $0) }
  ?? FileManager.default.temporaryDirectory.appendingPathComponent("coordgraph-index-benchmark")
// Two runs at once (a count beside a profile) would write and read the same files: a second waits for the first (the
// lock goes with the process). The folder's name stays as it is: the length of the paths read is part of what is
// counted.
if givenFolder == nil {
  let lock = open(folder.path + ".lock", O_CREAT | O_RDWR, 0o644)
  if lock >= 0 { flock(lock, LOCK_EX) }
}

/// Ends the run, removing the synthetic app it wrote.
func finish() -> Never {
  if givenFolder == nil { try? FileManager.default.removeItem(at: folder) }
  exit(0)
}
var paths: [String] = []
var lines = 0
if let givenFolder {
  paths = SwiftFileFinder().files(in: [givenFolder])
  for path in paths {
    lines += (FileManager.default.contents(atPath: path) ?? Data()).reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
  }
} else {
  let count = CommandLine.arguments.dropFirst().lazy.compactMap { Int($0) }.first ?? 2000
  try? FileManager.default.removeItem(at: folder)
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  for index in 0..<count {
    let text = jumper ? SyntheticJumperApp.file(index, of: count) : SyntheticApp.file(index, of: count)
    lines += text.split(separator: "\n", omittingEmptySubsequences: false).count
    let path = folder.appendingPathComponent("Flow\(index).swift").path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    paths.append(path)
  }
}
let files = paths
let count = files.count
if ProcessInfo.processInfo.environment["ONLY_WRITE"] != nil {
  print(folder.path)  // the app is left there, for timing the command line on it
  exit(0)
}
let clock = ContinuousClock()
func seconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}
func parseOnly(threads: Int) -> Double {
  seconds(
    clock.measure {
      DispatchQueue.concurrentPerform(iterations: threads) { worker in
        for index in stride(from: worker, to: files.count, by: threads) {
          let data = FileManager.default.contents(atPath: files[index]) ?? Data()
          _ = Parser.parse(source: String(decoding: data, as: UTF8.self))
        }
      }
    })
}
/// The time of one extraction, and what it read: routes and actions.
func extraction(threads: Int) -> (seconds: Double, routes: Int, actions: Int) {
  var routes = 0
  var actions = 0
  let time = seconds(
    clock.measure {
      if case .success(let app) = SwiftAppLoader.load(files: files, source: folder.path, threads: threads) {
        routes = app.graph.routeCount
        actions = app.graph.coordinators.reduce(0) { $0 + $1.routes.reduce(0) { $0 + $1.actions.count } }
      }
    })
  return (time, routes, actions)
}
let cores = ProcessInfo.processInfo.activeProcessorCount
if ProcessInfo.processInfo.environment["ONLY_INDEX"] != nil {
  let sources = files.map { String(decoding: FileManager.default.contents(atPath: $0)!, as: UTF8.self) }
  for _ in 0..<3 { for (text, path) in zip(sources, files) { _ = SourceFileIndexer.index(source: text, path: path) } }
  finish()
}
if ProcessInfo.processInfo.environment["ONLY_PHASES"] != nil {
  // The extraction's three phases, as `SwiftAppLoader.load` runs them, timed one by one.
  let threads = ProcessInfo.processInfo.environment["THREADS"].flatMap { Int($0) } ?? 1
  _ = extraction(threads: threads)  // warm up
  print("phases on \(threads) thread(s), five runs: index, dialect stage, release of the index (s)")
  for _ in 0..<5 {
    // Timed by clock readings, not closures: a closure would capture the index, and the release would then
    // find its file list shared and leave the freeing to the closure's end.
    let start = clock.now
    let index = SourceIndexer.index(files: files, threads: threads)
    let indexed = clock.now
    _ = SwiftAppLoader.read(index, source: folder.path, threads: threads)
    let read = clock.now
    SourceIndexer.release(index, threads: threads)
    let released = clock.now
    print(
      String(
        format: "%.3f %.3f %.3f", seconds(indexed - start), seconds(read - indexed), seconds(released - read)))
  }
  finish()
}
if ProcessInfo.processInfo.environment["ONLY_EXTRACT"] != nil {
  let threads = ProcessInfo.processInfo.environment["THREADS"].flatMap { Int($0) } ?? 1
  _ = extraction(threads: threads)  // warm up
  let times = (0..<5).map { _ in extraction(threads: threads).seconds }
  print(
    "extraction on \(threads) thread(s), five runs (s):",
    times.map { String(format: "%.3f", $0) }.joined(separator: " "))
  finish()
}
if ProcessInfo.processInfo.environment["ONLY_SPEEDUP"] != nil {
  // The 2-core speed-up on a shared host: pairs of runs back to back, one thread then all the cores, so that both runs
  // of a pair meet about the same load (it changes over seconds); the median of the pairs' ratios rides out the spells a
  // single pair meets. The parse alone is paired the same way, for the speed-up the host gives at those moments.
  let pairs = ProcessInfo.processInfo.environment["PAIRS"].flatMap { Int($0) } ?? 7
  _ = extraction(threads: cores)  // warm up
  var extractionRatios: [Double] = []
  var parseRatios: [Double] = []
  var (bestOne, bestAll, bestParseOne, bestParseAll) = (
    Double.infinity, Double.infinity, Double.infinity, Double.infinity
  )
  for _ in 0..<pairs {
    let parseOne = parseOnly(threads: 1)
    let parseAll = parseOnly(threads: cores)
    let one = extraction(threads: 1).seconds
    let all = extraction(threads: cores).seconds
    parseRatios.append(parseOne / parseAll)
    extractionRatios.append(one / all)
    (bestOne, bestAll) = (min(bestOne, one), min(bestAll, all))
    (bestParseOne, bestParseAll) = (min(bestParseOne, parseOne), min(bestParseAll, parseAll))
    print(
      String(
        format: "parse %.3f / %.3f s (%.2f), extraction %.3f / %.3f s (%.2f)", parseOne, parseAll,
        parseOne / parseAll, one, all, one / all))
  }
  func median(_ values: [Double]) -> String {
    let sorted = values.sorted()
    return String(format: "%.2f (%.2f to %.2f)", sorted[sorted.count / 2], sorted.first!, sorted.last!)
  }
  print(
    "speed-up on \(cores) cores, median of \(pairs) pairs: extraction \(median(extractionRatios)), parse alone "
      + median(parseRatios))
  // A neighbour's load only ever adds time: the best run of each kind is the one it disturbed least.
  print(
    String(
      format: "speed-up on %d cores, best run over best run: extraction %.2f (%.3f / %.3f s), parse alone %.2f", cores,
      bestOne / bestAll, bestOne, bestAll, bestParseOne / bestParseAll))
  finish()
}
if ProcessInfo.processInfo.environment["ONLY_DIALECT"] != nil {
  let indexed = SourceIndexer.index(files: files, threads: 1)
  let threads = ProcessInfo.processInfo.environment["THREADS"].flatMap { Int($0) } ?? 1
  let runs = ProcessInfo.processInfo.environment["RUNS"].flatMap { Int($0) } ?? 5
  let times = (0..<runs).map { _ in
    seconds(clock.measure { _ = SwiftAppLoader.read(indexed, source: folder.path, threads: threads) })
  }
  print(
    "dialect stage on \(threads) thread(s), \(runs) runs (s):",
    times.map { String(format: "%.3f", $0) }.joined(separator: " "))
  finish()
}
_ = extraction(threads: cores)  // warm up
let parse1 = parseOnly(threads: 1)
let (extract1, routes, actions) = extraction(threads: 1)
let parseN = parseOnly(threads: cores)
let extractN = extraction(threads: cores).seconds
let texts = files.map { String(decoding: FileManager.default.contents(atPath: $0)!, as: UTF8.self) }
do {
  let parseMemory = seconds(clock.measure { for text in texts { _ = Parser.parse(source: text) } })
  let indexMemory = seconds(
    clock.measure { for (text, path) in zip(texts, files) { _ = SourceFileIndexer.index(source: text, path: path) } })
  // The floor of any index that reads every node: the parse and a walk of the raw tree that
  // only counts nodes (no typed syntax, nothing kept).
  var nodes = 0
  func walk(_ raw: RawSyntax) {
    nodes += 1
    guard let layout = raw.layoutView else { return }
    for child in layout.children { if let child { walk(child) } }
  }
  let rawWalkMemory = seconds(
    clock.measure {
      for text in texts {
        let tree = Parser.parse(source: text)
        withExtendedLifetime(tree) { walk(tree.raw) }
      }
    })
  print(
    String(
      format: "in memory, one thread: parse %.2f s, index %.2f s, parse and a raw walk of every node %.2f s (%d nodes)",
      parseMemory, indexMemory, rawWalkMemory, nodes))
}
let indexed = SourceIndexer.index(files: files)
let index1 = seconds(clock.measure { _ = SourceIndexer.index(files: files, threads: 1) })
let indexN = seconds(clock.measure { _ = SourceIndexer.index(files: files, threads: cores) })
let reading1 = seconds(clock.measure { _ = SwiftAppLoader.read(indexed, source: folder.path, threads: 1) })
let readingN = seconds(clock.measure { _ = SwiftAppLoader.read(indexed, source: folder.path, threads: cores) })
print(
  "\(givenFolder.map { "\($0):" } ?? (jumper ? "Jumper dialect:" : "SUICoordinator dialect:")) \(count) files, \(lines) lines, \(cores) cores; \(routes) routes, \(actions) actions read"
)
print("| | 1 thread (s) | \(cores) cores (s) | speed-up |")
print("| --- | --- | --- | --- |")
print(String(format: "| SwiftParser alone (the floor) | %.2f | %.2f | %.2f |", parse1, parseN, parse1 / parseN))
print(String(format: "| extraction (index + dialect) | %.2f | %.2f | %.2f |", extract1, extractN, extract1 / extractN))
print(String(format: "| extraction / parse | %.2f | %.2f | |", extract1 / parse1, extractN / parseN))
print(
  String(format: "| of which the index (read, parse, walk) | %.2f | %.2f | %.2f |", index1, indexN, index1 / indexN))
print(
  String(
    format: "| of which the dialect, triggers and graph | %.2f | %.2f | %.2f |", reading1, readingN, reading1 / readingN
  ))
finish()
