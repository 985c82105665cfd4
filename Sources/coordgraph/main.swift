import CMemoryHints
import CoordGraphCLI
import Foundation

// Reading a large app frees millions of small objects; without fast bins glibc reuses them at once
// instead of sweeping them all at the next large allocation (BENCHMARKS.md, session 23).
_ = coordgraph_disable_fast_bins(getenv("GLIBC_TUNABLES"))
exit(CoordGraphCommand.run(arguments: Array(CommandLine.arguments.dropFirst())))
