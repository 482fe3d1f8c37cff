import { statSync, type Stats } from 'node:fs';
import { dirname, resolve } from 'node:path';

import type { ServerAccount } from './postgres-binaries.js';

/**
 * The first folder on the way to `path` (from the root down, `path` excluded) that `account`
 * cannot pass through (no execute permission for it), or undefined when it can reach `path`.
 * Run as root, the embedded PostgreSQL runs as the system user `postgres`: a repository cloned
 * into `/root` (mode 0700) is out of its reach, and initdb then fails with a bare EACCES.
 *
 * @param path the folder PostgreSQL must reach, e.g. `<repo>/.data/postgres`
 * @param account the account PostgreSQL runs as; without a uid (this process's own user) every
 *   folder counts as reachable
 * @param stat how a folder is read (tests pass their own)
 * @returns the absolute folder it is stopped at, or undefined
 */
export function folderBlocking(
  path: string,
  account: ServerAccount,
  stat: (folder: string) => Pick<Stats, 'mode' | 'uid' | 'gid'> | undefined = statOrUndefined,
): string | undefined {
  if (account.uid === undefined) return undefined;
  const folders: string[] = [];
  for (let folder = dirname(resolve(path)); ; folder = dirname(folder)) {
    folders.unshift(folder);
    if (dirname(folder) === folder) break;
  }
  for (const folder of folders) {
    const info = stat(folder);
    if (info === undefined) return undefined; // not created yet: we create it with mode 0755
    const executeBit = info.uid === account.uid ? 0o100 : info.gid === account.gid ? 0o010 : 0o001;
    if ((info.mode & executeBit) === 0) return folder;
  }
  return undefined;
}

function statOrUndefined(folder: string): Stats | undefined {
  try {
    return statSync(folder);
  } catch {
    return undefined;
  }
}
