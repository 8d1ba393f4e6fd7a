#ifndef CPARSEARENA_H
#define CPARSEARENA_H

#include <stddef.h>

/// A bump allocator for cmark-gfm parses, one per thread (docs/architecture.md,
/// "cmark-gfm, the parse arena"). cmark's `cmark_mem` takes these three functions: every node, buffer and list of a
/// parse comes from the calling thread's arena, `free` does nothing, and
/// `quire_arena_reset` gives the whole arena back at once before the thread's next parse. A
/// parse and everything read from its tree must happen on one thread, between two resets.

/// Zeroed memory for `count` items of `size` bytes, 16-byte aligned. Aborts when out of memory
/// (as cmark's own allocator does).
void *quire_arena_calloc(size_t count, size_t size);

/// `pointer`'s bytes in a block of `size` bytes: grown in place when it is the arena's last
/// block and there is room, else copied.
void *quire_arena_realloc(void *pointer, size_t size);

/// Nothing: the memory comes back at the next reset.
void quire_arena_free(void *pointer);

/// Gives back everything the calling thread's arena handed out. The chunks are kept for the
/// next parse; blocks too large for a chunk are freed.
void quire_arena_reset(void);

#endif
