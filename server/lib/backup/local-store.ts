import fs from 'node:fs';
import path from 'node:path';
import { BackupError } from './errors';
import { MANIFEST_FILE, parseManifest } from './manifest';
import { isBackupName } from './names';
import type { BackupStore } from './store';

/**
 * Backups in a folder, one sub-folder each. A new one is written under a dot-name in the same folder
 * and renamed into place at the end: a rename is atomic, so a crash leaves a hidden partial folder,
 * never a backup that looks whole.
 */
export function localBackupStore(root: string): BackupStore {
  const manifestOf = (name: string) => path.join(root, name, MANIFEST_FILE);
  return {
    description: root,
    async list() {
      const entries = await fs.promises.readdir(root).catch(() => [] as string[]);
      return entries.filter((name) => isBackupName(name) && fs.existsSync(manifestOf(name))).sort();
    },
    async readManifest(name) {
      const text = await fs.promises.readFile(manifestOf(name), 'utf8').catch(() => null);
      if (text === null) throw new BackupError(`no backup ${name} in ${root}`);
      return parseManifest(text, manifestOf(name));
    },
    async download(name, part, file) {
      await fs.promises.copyFile(path.join(root, name, part), file);
    },
    async begin(name) {
      await fs.promises.mkdir(root, { recursive: true });
      await removeOldPartials(root);
      // mkdtemp's folder is its owner's only, and stays so once renamed: the dump holds password hashes.
      return fs.promises.mkdtemp(path.join(root, `.${name}.partial-`));
    },
    async publish(name, folder) {
      const target = path.join(root, name);
      if (fs.existsSync(target)) throw new BackupError(`a backup named ${name} is already in ${root}`);
      await fs.promises.rename(folder, target);
    },
    async abandon(folder) {
      await fs.promises.rm(folder, { recursive: true, force: true });
    },
    async remove(name) {
      // The manifest first: a deletion cut short leaves a folder no longer taken for a backup.
      await fs.promises.rm(manifestOf(name), { force: true });
      await fs.promises.rm(path.join(root, name), { recursive: true, force: true });
    },
  };
}

/** What a backup killed half-way left behind; a day old, it is no other backup still running. */
async function removeOldPartials(root: string) {
  const dayAgo = Date.now() - 86_400_000;
  for (const entry of await fs.promises.readdir(root)) {
    if (!/^\..+\.partial-/.test(entry)) continue;
    const stat = await fs.promises.stat(path.join(root, entry)).catch(() => null);
    if (stat && stat.mtimeMs < dayAgo) await fs.promises.rm(path.join(root, entry), { recursive: true, force: true });
  }
}
