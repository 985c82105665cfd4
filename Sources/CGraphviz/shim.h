// Graphviz's C API, for coordgraph's renderer, with the few shims Swift needs.
#ifndef COORDGRAPH_CGRAPHVIZ_SHIM_H
#define COORDGRAPH_CGRAPHVIZ_SHIM_H

#include <graphviz/gvc.h>
#include <graphviz/cgraph.h>

#include <stdlib.h>
#include <string.h>

// Graph and subgraph names, numbered in the order they are made. cgraph's own ID discipline makes a
// named object's ID the address of its interned name, and keeps subgraphs in the order of their IDs:
// clusters would then be written to SVG in an order that changes from run to run with the heap. Here a
// graph's or subgraph's name gets the next small even ID instead (heap addresses are far above them),
// so clusters come out in the order they were made; nodes' and edges' names keep the default's IDs.
typedef struct {
  Agraph_t *graph;
  char **names;
  size_t count;
  size_t capacity;
} cg_ordered_ids;

static inline int cg_is_ordered_id(cg_ordered_ids *state, IDTYPE id) {
  return id >= 2 && id % 2 == 0 && id <= 2 * (IDTYPE)state->count;
}

static inline void *cg_ordered_open(Agraph_t *graph, Agdisc_t *disc) {
  (void)disc;
  cg_ordered_ids *state = calloc(1, sizeof(cg_ordered_ids));
  if (state) state->graph = AgIdDisc.open(graph, disc);
  return state;
}

static inline long cg_ordered_map(void *closure, int objtype, char *name, IDTYPE *id, int create) {
  cg_ordered_ids *state = closure;
  if (objtype != AGRAPH || name == NULL) return AgIdDisc.map(state->graph, objtype, name, id, create);
  for (size_t index = 0; index < state->count; index++) {
    if (strcmp(state->names[index], name) == 0) {
      *id = 2 * (IDTYPE)(index + 1);
      return 1;
    }
  }
  if (!create) return 0;
  if (state->count == state->capacity) {
    size_t capacity = state->capacity ? 2 * state->capacity : 16;
    char **names = realloc(state->names, capacity * sizeof(char *));
    if (!names) return 0;
    state->names = names;
    state->capacity = capacity;
  }
  char *copy = strdup(name);
  if (!copy) return 0;
  state->names[state->count++] = copy;
  *id = 2 * (IDTYPE)state->count;
  return 1;
}

static inline long cg_ordered_alloc(void *closure, int objtype, IDTYPE id) {
  cg_ordered_ids *state = closure;
  return AgIdDisc.alloc(state->graph, objtype, id);
}

static inline void cg_ordered_free(void *closure, int objtype, IDTYPE id) {
  cg_ordered_ids *state = closure;
  if (objtype == AGRAPH && cg_is_ordered_id(state, id)) return;  // freed with the graph
  AgIdDisc.free(state->graph, objtype, id);
}

static inline char *cg_ordered_print(void *closure, int objtype, IDTYPE id) {
  cg_ordered_ids *state = closure;
  if (objtype == AGRAPH && cg_is_ordered_id(state, id)) return state->names[id / 2 - 1];
  return AgIdDisc.print(state->graph, objtype, id);
}

static inline void cg_ordered_close(void *closure) {
  cg_ordered_ids *state = closure;
  AgIdDisc.close(state->graph);
  for (size_t index = 0; index < state->count; index++) free(state->names[index]);
  free(state->names);
  free(state);
}

static inline void cg_ordered_register(void *closure, int objtype, void *object) {
  cg_ordered_ids *state = closure;
  AgIdDisc.idregister(state->graph, objtype, object);
}

static Agiddisc_t cg_ordered_id_disc = {
  cg_ordered_open, cg_ordered_map, cg_ordered_alloc, cg_ordered_free, cg_ordered_print, cg_ordered_close,
  cg_ordered_register,
};

static Agdisc_t cg_ordered_disc = {NULL, &cg_ordered_id_disc, NULL};

// `Agdirected` is a mutable global, which Swift 6 refuses to read (concurrency safety): open a
// directed graph here instead, with the ID discipline above.
static inline Agraph_t *cg_open_directed(char *name) {
  return agopen(name, Agdirected, &cg_ordered_disc);
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
