import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

import { isInside } from './environment.js';

/**
 * The folders to hide from the README's command: the parent of the original repository
 * (which holds it and what lies beside it) when nothing the command needs lives there, else the
 * repository and each of its siblings that holds nothing needed.
 *
 * @param repoRoot the original repository
 * @param needed folders the command must still reach (home with the npm and pnpm caches, the
 *   temporary folder with the clone, Node's installation)
 * @returns absolute folders to cover with an empty file system
 */
export function foldersToHide(repoRoot: string, needed: readonly string[]): string[] {
  const parent = dirname(repoRoot);
  const safe = (folder: string) => !needed.some((path) => isInside(path, folder));
  if (parent !== dirname(parent) && safe(parent)) return [parent];
  const siblings = readdirSync(parent, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(parent, entry.name));
  return siblings.filter(safe);
}

/** How to run a command with folders hidden, or why that is not possible here. */
export type Hider =
  | { available: true; wrap: (folders: readonly string[], script: string) => [string, string[]] }
  | { available: false; reason: string };

function quote(value: string): string {
  return `'${value.replaceAll("'", `'\\''`)}'`;
}

/**
 * A private mount namespace (util-linux `unshare`) in which empty tmpfs file systems cover the
 * hidden folders: any read there by the README's command, its builds, the API or the site fails
 * as if the file did not exist. Root uses the mount namespace directly; other users a user
 * namespace mapped to root. Only the child sees the mounts.
 *
 * @returns the wrapper, or the reason it cannot work on this machine
 */
export function namespaceHider(): Hider {
  const flags =
    typeof process.getuid === 'function' && process.getuid() === 0
      ? ['-m', '--propagation', 'private']
      : ['-r', '-m', '--propagation', 'private'];
  const probe = spawnSync('unshare', [...flags, 'sh', '-c', 'mount -t tmpfs none /mnt'], {
    encoding: 'utf8',
  });
  if (probe.error || probe.status !== 0) {
    return {
      available: false,
      reason: probe.error?.message ?? (probe.stderr.trim() || `exit ${probe.status}`),
    };
  }
  return {
    available: true,
    wrap: (folders, script) => [
      'unshare',
      [
        ...flags,
        'sh',
        '-c',
        [
          ...folders.map((folder) => `mount -t tmpfs none ${quote(folder)}`),
          `exec sh -c ${quote(script)}`,
        ].join(' && '),
      ],
    ],
  };
}
