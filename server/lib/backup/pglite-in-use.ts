import fs from 'node:fs';
import path from 'node:path';
import { BackupError } from './errors';

/**
 * PGlite takes no lock on its folder: a second process opening it while the server has it open gets
 * in (tried here: it does) and the two then overwrite each other's pages and lose writes. A copy of
 * the files taken while the server writes is not a consistent snapshot either. So the embedded
 * database is backed up, and restored over, only while no server has it open; this says when one does.
 *
 * PGlite writes `postmaster.pid` when it opens the folder and removes it when closed; a killed process
 * leaves it behind. So: no such file, closed. With the file, look for a process (this one included)
 * holding a file of the folder open (/proc, Linux); none found on a complete look, it is a leftover.
 */
export function assertNotOpen(dbDir: string, force: boolean) {
  if (!fs.existsSync(path.join(dbDir, 'postmaster.pid'))) return;
  const holders = processesHolding(dbDir);
  if (holders?.length) {
    throw new BackupError(
      `the embedded database ${dbDir} is open in process ${holders.join(', ')} (the server?): stop it first, PGlite cannot be shared between processes`,
    );
  }
  if (holders === null && !force) {
    throw new BackupError(
      `the embedded database ${dbDir} may be open (postmaster.pid is there): stop the server first, or pass --force if it is stopped`,
    );
  }
}

/** Processes with a file under `dir` open, or null when not every process could be looked at. */
function processesHolding(dir: string): number[] | null {
  const inside = `${path.resolve(dir)}${path.sep}`;
  let pids: string[];
  try {
    pids = fs.readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return null;
  }
  const holders: number[] = [];
  let complete = true;
  for (const pid of pids) {
    let fds: string[];
    try {
      fds = fs.readdirSync(`/proc/${pid}/fd`);
    } catch (error) {
      // Gone since the listing: fine. Not ours to look at: the answer is incomplete.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') complete = false;
      continue;
    }
    const holds = fds.some((fd) => {
      try {
        return fs.readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith(inside);
      } catch {
        return false;
      }
    });
    if (holds) holders.push(Number(pid));
  }
  return holders.length || complete ? holders : null;
}
