/* filelock.h: one writer at a time for a file that several programs read, merge and write.
 *
 * Two copies of the game share one progress.json: each reads it, merges in its own wins
 * and writes it back. Without a lock between the read and the write, the last writer
 * wins and the other's wins are lost. file_lock takes an exclusive lock that every copy
 * asks for before its read and gives up after its write.
 *
 * The lock is held on a companion file, NAME.lock beside NAME, never on NAME itself: an
 * atomic write replaces NAME with a new file, so a lock on it would be on the old one.
 * The companion is made once and never removed (removing it would let a third copy lock
 * a fresh one while a second still holds the old). The operating system drops the lock
 * when its holder ends, however it ends, so a killed copy never blocks the others.
 *
 * This is the module's platform edge: flock(2) on POSIX systems, LockFileEx on Windows.
 */
#ifndef BASE_FILELOCK_H
#define BASE_FILELOCK_H

#include <stdint.h>

#include "error.h"

struct file_lock {
    intptr_t handle; /* the companion file, open while the lock is held */
};

/* Locks the file at path (through path.lock, made if need be), waiting up to wait_ms
 * for another holder to let go. Fails with one line naming the file when the lock
 * cannot be had: the companion cannot be made or is not a regular file, or another
 * holder kept it longer than wait_ms. */
int file_lock(struct file_lock *lock, const char *path, int wait_ms, error_line *err);

/* Gives the lock up; the companion file stays. */
void file_unlock(struct file_lock *lock);

#endif
