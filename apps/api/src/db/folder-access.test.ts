import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { folderBlocking } from './folder-access.js';

/** A uid and gid that own nothing here (neither this process's nor the folders'). */
const STRANGER = { uid: 54_321, gid: 54_321 };

describe('folderBlocking', () => {
  const root = mkdtempSync(join(tmpdir(), 'rooms-access-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('names the first folder on the way that the account may not pass through', () => {
    const home = join(root, 'home');
    mkdirSync(join(home, 'rooms', '.data'), { recursive: true });
    chmodSync(root, 0o755);
    chmodSync(home, 0o700); // like /root
    expect(folderBlocking(join(home, 'rooms', '.data', 'postgres'), STRANGER)).toBe(home);
  });

  it('lets the account through folders open to others, and folders not created yet', () => {
    const open = join(root, 'open');
    mkdirSync(join(open, 'rooms'), { recursive: true });
    chmodSync(root, 0o755);
    chmodSync(open, 0o755);
    expect(folderBlocking(join(open, 'rooms', '.data', 'postgres'), STRANGER)).toBeUndefined();
  });

  it('reads the owner and group bits for the owner and the group', () => {
    const stat = (folder: string) =>
      folder === '/srv'
        ? { mode: 0o40710, uid: 1, gid: STRANGER.gid }
        : { mode: 0o40755, uid: 0, gid: 0 };
    expect(folderBlocking('/srv/rooms/postgres', STRANGER, stat)).toBeUndefined();
    expect(folderBlocking('/srv/rooms/postgres', { uid: 1, gid: 1 }, stat)).toBeUndefined();
    expect(folderBlocking('/srv/rooms/postgres', { uid: 2, gid: 2 }, stat)).toBe('/srv');
  });

  it('checks nothing when PostgreSQL runs as this process’s own user', () => {
    expect(folderBlocking('/root/rooms/.data/postgres', {})).toBeUndefined();
  });
});
