#include "CMemoryHints.h"

#include <string.h>  // also defines __GLIBC__ on glibc

#if defined(__GLIBC__)
#include <malloc.h>
#endif

int coordgraph_disable_fast_bins(const char *tunables) {
#if defined(__GLIBC__)
  if (tunables != NULL && strstr(tunables, "glibc.malloc.mxfast") != NULL) return 0;
  return mallopt(M_MXFAST, 0) == 1 ? 1 : 0;
#else
  (void)tunables;
  return 0;
#endif
}
