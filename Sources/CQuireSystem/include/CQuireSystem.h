#ifndef CQUIRESYSTEM_H
#define CQUIRESYSTEM_H

/// Atomically swaps the files at `a` and `b` (both must exist, on one file system):
/// Linux renameat2(RENAME_EXCHANGE), macOS renamex_np(RENAME_SWAP). Returns 0, or -1 with
/// errno set (EINVAL or ENOTSUP/ENOSYS where the file system or kernel cannot swap).
int quire_exchange(const char *a, const char *b);

/// Renames `from` to `to` only if `to` does not exist (fails with EEXIST otherwise):
/// Linux renameat2(RENAME_NOREPLACE), macOS renamex_np(RENAME_EXCL). -1 with errno EINVAL,
/// ENOTSUP or ENOSYS where the file system cannot.
int quire_rename_noreplace(const char *from, const char *to);

/// Hands the memory freed on every thread back to the system where the allocator keeps it
/// (glibc's malloc_trim); nothing elsewhere.
void quire_release_free_memory(void);

#endif
