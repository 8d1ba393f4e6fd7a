#include "CParseArena.h"

#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

// Chunks of 256 KB hold a heavy note's whole parse (about 60 KB for 5 KB of Markdown); a
// block larger than a quarter chunk gets a malloc of its own.
enum { CHUNK_SIZE = 256 * 1024, BIG_BLOCK = CHUNK_SIZE / 4, ALIGN = 16 };

// Each block is preceded by its size, padded to keep the block 16-byte aligned.
typedef struct {
  size_t size;
  size_t padding;
} header;

typedef struct chunk {
  struct chunk *next;
  size_t used;
  _Alignas(ALIGN) unsigned char data[];
} chunk;

typedef struct big {
  struct big *next;
  _Alignas(ALIGN) unsigned char data[];
} big;

// The calling thread's arena: its chunks (kept across resets), the chunk being filled, the
// large blocks, and the last block handed out (which realloc may grow in place).
static __thread chunk *first;
static __thread chunk *current;
static __thread big *bigs;
static __thread unsigned char *last;

// A reset keeps this many chunks (1 MB) for the next parse and frees the rest, so a thread
// that once parsed a large note does not hold its memory for good.
enum { KEPT_CHUNKS = 4 };

// Thread exit frees the thread's chunks (a thread pool's idle threads come and go).
static pthread_key_t exit_key;
static pthread_once_t exit_key_once = PTHREAD_ONCE_INIT;

static void free_bigs(void) {
  while (bigs) {
    big *next = bigs->next;
    free(bigs);
    bigs = next;
  }
}

static void free_chunks_after(chunk *keep) {
  chunk *c = keep ? keep->next : first;
  if (keep) keep->next = NULL; else first = NULL;
  while (c) {
    chunk *next = c->next;
    free(c);
    c = next;
  }
}

static void release_at_exit(void *unused) {
  (void)unused;
  free_bigs();
  free_chunks_after(NULL);
  current = NULL;
  last = NULL;
}

static void make_exit_key(void) { pthread_key_create(&exit_key, release_at_exit); }

static void *checked(void *p) {
  if (!p) abort();
  return p;
}

static size_t rounded(size_t size) { return (size + ALIGN - 1) & ~(size_t)(ALIGN - 1); }

static void *block(size_t size) {
  size_t need = sizeof(header) + rounded(size);
  unsigned char *start;
  if (need > BIG_BLOCK) {
    big *b = checked(malloc(sizeof(big) + need));
    b->next = bigs;
    bigs = b;
    start = b->data;
    last = NULL;
  } else {
    if (!current) {
      first = current = checked(malloc(sizeof(chunk) + CHUNK_SIZE));
      current->next = NULL;
      current->used = 0;
      pthread_once(&exit_key_once, make_exit_key);
      pthread_setspecific(exit_key, first);
    }
    while (current->used + need > CHUNK_SIZE) {
      if (!current->next) {
        chunk *c = checked(malloc(sizeof(chunk) + CHUNK_SIZE));
        c->next = NULL;
        current->next = c;
      }
      current = current->next;
      current->used = 0;
    }
    start = current->data + current->used;
    current->used += need;
    last = start + sizeof(header);
  }
  ((header *)start)->size = size;
  return start + sizeof(header);
}

void *quire_arena_calloc(size_t count, size_t size) {
  if (size != 0 && count > SIZE_MAX / 2 / size) abort();
  size_t total = count * size;
  void *p = block(total);
  memset(p, 0, total);
  return p;
}

void *quire_arena_realloc(void *pointer, size_t size) {
  if (!pointer) return block(size);
  unsigned char *p = pointer;
  header *h = (header *)(p - sizeof(header));
  if (size <= h->size) return pointer;
  if (p == last) {
    // The last block of the current chunk: grow it where it lies when the chunk has room.
    size_t end = (size_t)(p - current->data) + rounded(size);
    if (end <= CHUNK_SIZE) {
      current->used = end;
      h->size = size;
      return pointer;
    }
  }
  void *moved = block(size);
  memcpy(moved, pointer, h->size);
  return moved;
}

void quire_arena_free(void *pointer) { (void)pointer; }

void quire_arena_reset(void) {
  free_bigs();
  chunk *keep = first;
  for (int i = 1; keep && i < KEPT_CHUNKS; i++) keep = keep->next;
  if (keep) free_chunks_after(keep);
  current = first;
  if (current) current->used = 0;
  last = NULL;
}
