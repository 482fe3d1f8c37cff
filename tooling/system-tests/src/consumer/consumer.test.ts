/**
 * The consumer check of issue 31: the published packages as a team outside the monorepo gets
 * them. A local npm registry (verdaccio) is started in a temporary folder, the release
 * workflow's publish step (`changeset publish`, which runs `pnpm publish` with `publishConfig`
 * applied) publishes the workspace's public packages to it, and projects in temporary folders
 * with nothing beside them install them with plain npm (the `@rooms` scope from the local
 * registry, everything else from the machine's npm registry). Their TypeScript programs
 * (fixtures/consumer) are type-checked with `tsc` strict, the packages' declarations included,
 * and run with node: the client's against a running API (built, embedded PostgreSQL, demo seed).
 *
 * So a published package that misses a file (an import fails in node or tsc), a type (tsc
 * fails) or a dependency (npm does not install it: the import fails) fails this suite.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';

import { startConsumerApi } from './testing/api-server.js';
import { missingPackageFiles } from './testing/installed-package-files.js';
import { SCOPE, startLocalRegistry } from './testing/local-registry.js';
import { publishPackages } from './testing/publish-packages.js';
import { describeResult } from './testing/run-command.js';
import { createScratchProject } from './testing/scratch-project.js';
import { workspacePackages } from './testing/workspace-packages.js';

import type { ConsumerApi } from './testing/api-server.js';
import type { LocalRegistry } from './testing/local-registry.js';
import type { CommandResult } from './testing/run-command.js';
import type { ScratchProject } from './testing/scratch-project.js';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const FIXTURES = fileURLToPath(new URL('../../fixtures/consumer/', import.meta.url));
/** The packages other teams install (issue 31); every other workspace package is private. */
const PUBLISHED = ['@rooms/api-client', '@rooms/domain', '@rooms/i18n', '@rooms/ui'];
/** Demo listings of the API: Groningen, a large city, gets rooms among them. */
const SEED_LISTINGS = 1000;

/** The catalog's version of a package (the scratch projects install the same TypeScript). */
function catalogVersion(name: string): string {
  const workspace = parse(readFileSync(join(REPO_ROOT, 'pnpm-workspace.yaml'), 'utf8')) as {
    catalog: Record<string, string>;
  };
  const version = workspace.catalog[name];
  if (version === undefined) throw new Error(`${name} is not in the pnpm catalog`);
  return version;
}

/** The last line a program printed, parsed as JSON. */
function lastJsonLine(result: CommandResult): Record<string, unknown> {
  const line = result.stdout.trim().split('\n').at(-1) ?? '';
  return JSON.parse(line) as Record<string, unknown>;
}

let registry: LocalRegistry | undefined;
let api: ConsumerApi | undefined;
let client: ScratchProject | undefined;
let libraries: ScratchProject | undefined;
let ui: ScratchProject | undefined;
/** Each project's `tsc` run, shared by the test that checks it and the one that runs its output. */
const compiled = new Map<ScratchProject, Promise<CommandResult>>();

function compile(project: ScratchProject): Promise<CommandResult> {
  let result = compiled.get(project);
  if (result === undefined) {
    result = timed(`tsc in ${project.dir}`, project.typecheck);
    compiled.set(project, result);
  }
  return result;
}

/** Prints how long a step of the set-up took (the suite's figures). */
async function timed<T>(what: string, step: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await step();
  } finally {
    console.log(`consumer: ${what} in ${((performance.now() - start) / 1000).toFixed(1)} s`);
  }
}

beforeAll(async () => {
  const started = await Promise.allSettled([
    timed('registry started', startLocalRegistry),
    timed('API ready', () => startConsumerApi(REPO_ROOT, SEED_LISTINGS)),
  ]);
  if (started[0].status === 'fulfilled') registry = started[0].value;
  if (started[1].status === 'fulfilled') api = started[1].value;
  for (const outcome of started) if (outcome.status === 'rejected') throw outcome.reason;
  const local = registry!;

  await timed('packages published', () =>
    publishPackages({
      repoRoot: REPO_ROOT,
      registry: local.url,
      token: local.token,
      scope: SCOPE,
      env: process.env,
    }),
  );

  /** The catalog's exact versions: the same TypeScript, Node types and peers as the monorepo. */
  const pinned = (...names: string[]) => names.map((name) => `${name}@${catalogVersion(name)}`);
  const typescript = `typescript@${catalogVersion('typescript')}`;
  const typesNode = `@types/node@${catalogVersion('@types/node')}`;
  const common = { repoRoot: REPO_ROOT, registry: local.url, scope: SCOPE, env: process.env };
  const projects = await Promise.allSettled([
    timed('client project installed', () =>
      createScratchProject({
        ...common,
        name: 'client',
        // Only the client: @rooms/domain and openapi-fetch must come as its dependencies.
        packages: ['@rooms/api-client', typescript, typesNode],
        programs: [join(FIXTURES, 'client', 'search-groningen.ts')],
      }),
    ),
    timed('libraries project installed', () =>
      createScratchProject({
        ...common,
        name: 'libraries',
        packages: ['@rooms/domain', '@rooms/i18n', typescript, typesNode],
        programs: [join(FIXTURES, 'libraries', 'use-libraries.ts')],
      }),
    ),
    timed('ui project installed', () =>
      createScratchProject({
        ...common,
        name: 'ui',
        // The peers a partner app provides, as the package's README lists them.
        packages: [
          '@rooms/ui',
          ...pinned('react', 'react-dom', '@mui/material', '@emotion/react', '@emotion/styled'),
          ...pinned('@types/react', '@types/react-dom', 'typescript', '@types/node'),
        ],
        programs: [join(FIXTURES, 'ui', 'render-listing-card.tsx')],
        files: [join(FIXTURES, 'ui', 'ignore-css.mjs')],
      }),
    ),
  ]);
  if (projects[0].status === 'fulfilled') client = projects[0].value;
  if (projects[1].status === 'fulfilled') libraries = projects[1].value;
  if (projects[2].status === 'fulfilled') ui = projects[2].value;
  for (const outcome of projects) if (outcome.status === 'rejected') throw outcome.reason;
});

afterAll(async () => {
  client?.remove();
  libraries?.remove();
  ui?.remove();
  await Promise.all([registry?.stop(), api?.stop()]);
});

describe('the published packages, installed by a project outside the workspace', () => {
  it('are exactly the four public packages, at their versions, with no workspace versions left', async () => {
    const published: string[] = [];
    for (const { name, version } of workspacePackages(REPO_ROOT)) {
      const response = await fetch(`${registry!.url}${name.replace('/', '%2f')}`);
      if (response.status === 404) continue;
      expect(response.status, name).toBe(200);
      const packument = (await response.json()) as {
        versions: Record<string, { dependencies?: Record<string, string> }>;
      };
      expect(Object.keys(packument.versions), name).toEqual([version]);
      const dependencies = Object.values(packument.versions[version]?.dependencies ?? {});
      expect(
        dependencies.filter((range) => /^(workspace|catalog):/.test(range)),
        name,
      ).toEqual([]);
      published.push(name);
    }
    expect(published.sort()).toEqual(PUBLISHED);
  });

  it('type-check with tsc, strict, the packages’ declarations included (@rooms/api-client)', async () => {
    const result = await compile(client!);
    expect(result.code, describeResult('tsc', result)).toBe(0);
  });

  it('search Groningen rooms and read a listing against the running API (@rooms/api-client)', async () => {
    const build = await compile(client!);
    expect(build.code, describeResult('tsc', build)).toBe(0);
    const result = await client!.run(
      process.execPath,
      [join(client!.dir, 'dist', 'search-groningen.js'), api!.origin],
      60_000,
    );
    expect(result.code, describeResult('node dist/search-groningen.js', result)).toBe(0);
    const printed = lastJsonLine(result);
    expect(printed).toMatchObject({ city: 'Groningen', citySlug: 'groningen' });
    expect(printed.totalCount).toBeGreaterThan(0);
    expect(printed.id).toEqual(expect.any(Number));
    expect(printed.title).toEqual(expect.stringMatching(/\S/));
    expect(printed.rentEuros).toBeGreaterThan(0);
    // The §8 code of a listing that does not exist (AdvertNotFound), read by the client.
    expect(printed.missingListingError).toBe(1015);
  });

  it('type-check and run with node (@rooms/domain, @rooms/i18n)', async () => {
    const build = await compile(libraries!);
    expect(build.code, describeResult('tsc', build)).toBe(0);
    const result = await libraries!.run(
      process.execPath,
      [join(libraries!.dir, 'dist', 'use-libraries.js')],
      60_000,
    );
    expect(result.code, describeResult('node dist/use-libraries.js', result)).toBe(0);
    expect(lastJsonLine(result)).toEqual({
      isRoomsError: true,
      errorKey: 'errors.http_404',
      notFoundNl: expect.stringMatching(/\S/),
      aboutUsEn: '/en/about-us',
      searchRoutePatterns: expect.any(Number),
    });
  });

  it('type-check and render a listing card in the Rooms theme with node (@rooms/ui)', async () => {
    const build = await compile(ui!);
    expect(build.code, describeResult('tsc', build)).toBe(0);
    const result = await ui!.run(
      process.execPath,
      ['--import', './ignore-css.mjs', join(ui!.dir, 'dist', 'render-listing-card.js')],
      60_000,
    );
    expect(result.code, describeResult('node dist/render-listing-card.js', result)).toBe(0);
    expect(lastJsonLine(result)).toEqual({
      hasTitle: true,
      hasLink: true,
      hasPrice: true,
      primaryColor: expect.stringMatching(/\S/),
    });
  });

  it('contain every file their exports, JavaScript and declarations name (chunks, stylesheets)', () => {
    const missing: string[] = [];
    for (const project of [client!, libraries!, ui!]) {
      const scopeDir = join(project.dir, 'node_modules', SCOPE);
      for (const name of readdirSync(scopeDir)) {
        for (const line of missingPackageFiles(join(scopeDir, name)))
          missing.push(`${SCOPE}/${name} ${line}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
