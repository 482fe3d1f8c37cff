import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A package of the workspace, as its package.json names it. */
export interface WorkspacePackage {
  name: string;
  version: string;
  /** Whether it stays in the monorepo (`"private": true`): changesets never publishes it. */
  private: boolean;
  /** Its folder. */
  dir: string;
}

/**
 * Every package of the workspace (the folders of `apps/`, `packages/` and `tooling/` with a
 * package.json, as pnpm-workspace.yaml lists them).
 *
 * @param repoRoot the repository's root folder
 */
export function workspacePackages(repoRoot: string): WorkspacePackage[] {
  return ['apps', 'packages', 'tooling'].flatMap((group) =>
    readdirSync(join(repoRoot, group), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => {
        const dir = join(repoRoot, group, entry.name);
        let manifest: { name: string; version: string; private?: boolean };
        try {
          manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as typeof manifest;
        } catch {
          return [];
        }
        return [
          {
            name: manifest.name,
            version: manifest.version,
            private: manifest.private === true,
            dir,
          },
        ];
      }),
  );
}
