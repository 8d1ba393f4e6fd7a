// Memory the allocator keeps after it was freed, handed back to the system (docs/index.md,
// "Memory"): glibc keeps a thread's freed blocks in that thread's arena, where the main thread
// never reuses them, so a vault walk's listing, built on a worker thread and freed, would count
// in the command's peak RSS to its end.
#include "CQuireSystem.h"
// Any C library header, before the test below: `__GLIBC__` comes from glibc's own headers, and
// without one this file built the empty version on glibc too (found 2026-11-30: the trim had
// never run; what was measured as its effect was glibc trimming a thread's heap by itself).
#include <stdlib.h>

#if defined(__GLIBC__)
#include <malloc.h>

void quire_release_free_memory(void) { malloc_trim(0); }
#else
void quire_release_free_memory(void) {}
#endif
