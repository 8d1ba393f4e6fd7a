// The system calls Swift's Glibc module does not expose: an atomic swap of two names, and a
// rename that never replaces.
// AtomicWriter uses them to replace a note and learn, in the same step, exactly which file it
// replaced, and to create a file that must not exist yet (docs/data-safety.md).
#define _GNU_SOURCE
#include "CQuireSystem.h"
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>

#if defined(__linux__)
#include <sys/syscall.h>
#include <unistd.h>
#ifndef RENAME_EXCHANGE
#define RENAME_EXCHANGE (1 << 1)
#endif

int quire_exchange(const char *a, const char *b) {
#ifdef SYS_renameat2
  return (int)syscall(SYS_renameat2, AT_FDCWD, a, AT_FDCWD, b, RENAME_EXCHANGE);
#else
  errno = ENOSYS;
  return -1;
#endif
}

int quire_rename_noreplace(const char *from, const char *to) {
#ifdef SYS_renameat2
  return (int)syscall(SYS_renameat2, AT_FDCWD, from, AT_FDCWD, to, 1 /* RENAME_NOREPLACE */);
#else
  errno = ENOSYS;
  return -1;
#endif
}

#elif defined(__APPLE__)

int quire_exchange(const char *a, const char *b) { return renamex_np(a, b, RENAME_SWAP); }

int quire_rename_noreplace(const char *from, const char *to) { return renamex_np(from, to, RENAME_EXCL); }

#else

int quire_exchange(const char *a, const char *b) {
  (void)a;
  (void)b;
  errno = ENOSYS;
  return -1;
}

int quire_rename_noreplace(const char *from, const char *to) {
  (void)from;
  (void)to;
  errno = ENOSYS;
  return -1;
}

#endif
