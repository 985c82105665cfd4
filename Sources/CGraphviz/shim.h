// Graphviz's C API, for coordgraph's renderer, with the few shims Swift needs.
#ifndef COORDGRAPH_CGRAPHVIZ_SHIM_H
#define COORDGRAPH_CGRAPHVIZ_SHIM_H

#include <graphviz/gvc.h>
#include <graphviz/cgraph.h>

// `Agdirected` is a mutable global, which Swift 6 refuses to read (concurrency safety): open a
// directed graph here instead.
static inline Agraph_t *cg_open_directed(char *name) {
  return agopen(name, Agdirected, NULL);
}

// Graphviz prints its errors to stderr itself; coordgraph reports them its own way.
static inline int cg_discard_error(char *message) {
  (void)message;
  return 0;
}

static inline void cg_silence_errors(void) {
  agseterrf(cg_discard_error);
}

#endif
