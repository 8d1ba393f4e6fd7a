// Memory the allocator keeps after it was freed, handed back to the system (docs/index.md,
// "Memory"): glibc keeps a thread's freed blocks in that thread's arena, where the main thread
// never reuses them, so a vault walk's listing, built on a worker thread and freed, would count
// in the command's peak RSS to its end.
#include "CQuireSystem.h"

#if defined(__GLIBC__)
#include <malloc.h>

void quire_release_free_memory(void) { malloc_trim(0); }
#else
void quire_release_free_memory(void) {}
#endif
