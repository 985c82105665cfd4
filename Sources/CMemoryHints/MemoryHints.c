// The header's functions are inline; this file makes the target a C library SwiftPM can build.
#include "CMemoryHints.h"
