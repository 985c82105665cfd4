// Memory hints: a prefetch for the model checker's hot loop (Swift has no prefetch of its own), and
// the allocator setting the command line runs with.
#ifndef C_MEMORY_HINTS_H
#define C_MEMORY_HINTS_H

/// Asks the processor to bring the cache line holding `address` closer, for a read soon; it never
/// faults and changes nothing the program can observe.
static inline void coordgraph_prefetch(const void *address) { __builtin_prefetch(address, 0, 3); }

/// Turns off glibc's fast bins for this process, unless `tunables` (the environment's `GLIBC_TUNABLES`,
/// or NULL) already says how large they are. Reading an app frees millions of small objects at once;
/// kept in fast bins, the next large allocation makes glibc sweep them all (`malloc_consolidate`).
/// Returns 1 when the setting was made, 0 otherwise (another C library, or the user's own setting).
int coordgraph_disable_fast_bins(const char *tunables);

#endif
