import CMemoryHints
import Testing

/// The command line's allocator setting: made on glibc, left to the user who tunes glibc's fast bins.
@Suite struct MemoryHintsTests {
  @Test func fastBinsAreTurnedOffOnGlibc() {
    #if canImport(Glibc)
      #expect(coordgraph_disable_fast_bins(nil) == 1)
      #expect(coordgraph_disable_fast_bins("glibc.malloc.trim_threshold=0") == 1)
    #else
      #expect(coordgraph_disable_fast_bins(nil) == 0)
    #endif
  }

  @Test func fastBinsTunedByTheUserAreLeftAlone() {
    #expect(coordgraph_disable_fast_bins("glibc.malloc.mxfast=128") == 0)
    #expect(coordgraph_disable_fast_bins("glibc.malloc.tcache_count=0:glibc.malloc.mxfast=0") == 0)
  }
}
