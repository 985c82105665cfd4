import CMemoryHints
import Foundation
import NavigationChecker
import NavigationModel

/// Explores one synthetic design and prints one row: states, transitions, seconds, states per
/// second, peak resident memory and bytes per stored state. Run in a release build, one process
/// per size (peak memory is per process): `Benchmarks/run-checker-benchmark.sh` does both. Each
/// design is explored at least three times (a design explored in under a quarter of a second, until
/// a second has gone by): the median time is reported, with the slowest and fastest runs' rates.
///
/// Usage: coordgraph-checker-benchmark TABS DEPTH ROUTES [--check]
_ = coordgraph_disable_fast_bins(getenv("GLIBC_TUNABLES"))  // as the command line runs (Sources/coordgraph/main.swift)
let arguments = CommandLine.arguments.dropFirst().filter { !$0.hasPrefix("--") }.compactMap(Int.init)
guard arguments.count == 3 else {
  FileHandle.standardError.write(Data("usage: coordgraph-checker-benchmark TABS DEPTH ROUTES [--check]\n".utf8))
  exit(2)
}
let design = SyntheticTabDesign(tabs: arguments[0], depth: arguments[1], routes: arguments[2])
let graph = design.graph()

func peakResidentBytes() -> Int {
  var usage = rusage()
  #if os(Linux)
    getrusage(RUSAGE_SELF.rawValue, &usage)
  #else
    getrusage(RUSAGE_SELF, &usage)
  #endif
  #if os(Linux)
    return Int(usage.ru_maxrss) * 1024
  #else
    return Int(usage.ru_maxrss)
  #endif
}

func currentResidentBytes() -> Int {
  guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
    let pages = text.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
  else { return peakResidentBytes() }
  return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

let baseline = currentResidentBytes()
let clock = ContinuousClock()
var space: StateSpace?
let exploring = clock.measure {
  guard case .success(let explored) = StateSpace.explore(graph, bounds: graph.bounds) else {
    FileHandle.standardError.write(Data("the synthetic design did not compile\n".utf8))
    exit(1)
  }
  space = explored
}
let peak = peakResidentBytes()
let states = space!.stateCount
let transitions = space!.transitionCount
let storedBytes = space!.storedBytes
space = nil
func seconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}
// Every design is explored at least three times and the median is reported, with the slowest and
// fastest runs: on a shared host one run measures its neighbours' load as much as the explorer. A
// design explored in a few milliseconds is timed again until a second has gone by (at least five
// times in all). Peak memory is the first run's (each run frees what it stored).
var times = [seconds(exploring)]
let runs = times[0] < 0.25 ? 5 : 3
while times.count < runs || times.reduce(0, +) < 1 {
  times.append(seconds(clock.measure { _ = StateSpace.explore(graph, bounds: graph.bounds) }))
}
times.sort()
let median = times[times.count / 2]
let row = String(
  format: "| %d x %d x %d | %d | %d | %.2f | %.2f M | %.2f-%.2f M (%d) | %.0f MiB | %.1f | %.1f |",
  design.tabs, design.depth, design.routes, states, transitions, median, Double(states) / median / 1e6,
  Double(states) / times.last! / 1e6, Double(states) / times.first! / 1e6, times.count, Double(peak) / 1_048_576,
  Double(peak - baseline) / Double(states), Double(storedBytes) / Double(states))
print(row)
if states != design.expectedStates {
  FileHandle.standardError.write(Data("expected \(design.expectedStates) states, explored \(states)\n".utf8))
  exit(1)
}
if CommandLine.arguments.contains("--check") {
  let checking = clock.measure { _ = NavigationCheck.run(graph) }
  print("full check (every rule and invariant): \(checking)")
}
