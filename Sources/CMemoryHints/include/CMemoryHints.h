// Memory hints for the model checker's hot loop: Swift has no prefetch of its own.
#ifndef C_MEMORY_HINTS_H
#define C_MEMORY_HINTS_H

/// Asks the processor to bring the cache line holding `address` closer, for a read soon; it never
/// faults and changes nothing the program can observe.
static inline void coordgraph_prefetch(const void *address) { __builtin_prefetch(address, 0, 3); }

#endif
