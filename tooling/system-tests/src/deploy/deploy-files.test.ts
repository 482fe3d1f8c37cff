/**
 * The deployment files (issue 22 §4), checked without Docker, which cannot run on our machines:
 * the compose file against the Compose Specification schema and dclint's rules, the APIs' and
 * sites' environments there against the apps' own settings checks, the reverse proxy's routes,
 * and each Dockerfile with dockerfile-utils' linter plus the shape we require (multi-stage,
 * non-root, health check, `pnpm deploy` of one app).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { DCLinter } from 'dclint';
import { DockerfileParser } from 'dockerfile-ast';
import { validate } from 'dockerfile-utils';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

import { loadConfig } from '../../../../apps/api/src/env';
import { parseEnv as parseSiteEnv } from '../../../../apps/site/src/env';
import { REPO_ROOT } from '../multi/testing/cluster';

import { interpolate, parseEnvFile, serviceEnvironment } from './compose-env';

const COMPOSE_FILE = join(REPO_ROOT, 'deploy', 'compose.yaml');
const read = (path: string) => readFileSync(join(REPO_ROOT, path), 'utf8');

interface ComposeService {
  build?: { context: string; dockerfile: string };
  image?: string;
  environment?: Record<string, unknown>;
  volumes?: string[];
  healthcheck?: unknown;
}
const compose = parse(read('deploy/compose.yaml'), { merge: true }) as {
  services: Record<string, ComposeService>;
};
/** Stand-ins of the secrets whose format the API checks (Stripe's key prefixes). */
const SHAPED_SECRETS: Readonly<Record<string, string>> = {
  STRIPE_SECRET_KEY: 'sk_live_example',
  STRIPE_WEBHOOK_SECRET: 'whsec_example',
};
/** The example values, with a stand-in for the secrets left empty there. */
const variables = Object.fromEntries(
  Object.entries(parseEnvFile(read('deploy/example.env'))).map(([name, value]) => [
    name,
    value === ''
      ? (SHAPED_SECRETS[name] ?? `example-${name.toLowerCase().replace(/_/g, '-')}`)
      : value,
  ]),
);

describe('deploy/compose.yaml', () => {
  it('is valid against the Compose Specification schema and passes dclint', () => {
    const linter = new DCLinter({
      rules: {
        // Style rules about the order of keys: ours groups them by meaning.
        'service-keys-order': 0,
        'services-alphabetical-order': 0,
        'top-level-properties-order': 0,
        // Published ports on every interface are what a reverse proxy is for.
        'no-unbound-port-interfaces': 0,
      },
      quiet: false,
      debug: false,
      exclude: [],
    });
    const [result] = linter.lintFiles([COMPOSE_FILE], false);
    expect(result!.messages.map((message) => `${message.rule}: ${message.message}`)).toEqual([]);
    expect(result!.errorCount).toBe(0);
  });

  it('has PostgreSQL, PgBouncer, an S3 store, two APIs, two sites and a reverse proxy', () => {
    const services = compose.services;
    expect(Object.keys(services).sort()).toEqual(
      [
        'api-1',
        'api-2',
        'minio',
        'minio-init',
        'pgbouncer',
        'postgres',
        'proxy',
        'site-1',
        'site-2',
      ].sort(),
    );
    for (const name of ['api-1', 'api-2', 'site-1', 'site-2']) {
      const build = services[name]!.build!;
      expect(existsSync(join(REPO_ROOT, 'deploy', build.context, build.dockerfile)), name).toBe(
        true,
      );
    }
    // Every image is pinned to a version.
    for (const [name, service] of Object.entries(services))
      if (service.image !== undefined) expect(service.image, name).toMatch(/:[\w.-]*\d[\w.-]*$/);
  });

  it('gives each API settings its production check accepts: PgBouncer for requests, the server for LISTEN', () => {
    for (const name of ['api-1', 'api-2']) {
      const environment = serviceEnvironment(compose.services[name]!, variables);
      const config = loadConfig(environment);
      expect(config.NODE_ENV).toBe('production');
      expect(new URL(environment.DATABASE_URL!).host).toBe('pgbouncer:6432');
      expect(new URL(environment.DATABASE_DIRECT_URL!).host).toBe('postgres:5432');
      expect(environment.S3_ENDPOINT).toBe('http://minio:9000');
      expect(environment.SEED_DEMO).toBeUndefined();
      // PgBouncer refuses these startup parameters; the role carries them (postgres/init.sql).
      expect(config.DATABASE_STATEMENT_TIMEOUT_MS).toBe(0);
      expect(config.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS).toBe(0);
    }
    expect(compose.services.postgres!.volumes).toContain(
      './postgres/init.sql:/docker-entrypoint-initdb.d/init.sql:ro',
    );
    expect(read('deploy/postgres/init.sql')).toMatch(/ALTER ROLE rooms SET statement_timeout/);
    // Without a required secret Compose refuses to start.
    const { POSTGRES_PASSWORD: _unset, ...withoutPassword } = variables;
    expect(() => serviceEnvironment(compose.services['api-1']!, withoutPassword)).toThrow(
      /POSTGRES_PASSWORD/,
    );
  });

  it('gives each site its API balancer and a tile source, which its settings check accepts', () => {
    for (const name of ['site-1', 'site-2']) {
      const environment = serviceEnvironment(compose.services[name]!, variables);
      const env = parseSiteEnv(environment);
      expect(env.API_ORIGIN).toBe('http://proxy:4000');
      expect(env.MAP_TILE_URL).toBeDefined();
      expect(env.MAP_TILE_ATTRIBUTION).toBeDefined();
    }
  });

  it('mounts the committed Caddyfile, which sends /services/api/* straight to both APIs', () => {
    const proxy = compose.services.proxy!;
    expect(proxy.volumes).toContain('./Caddyfile:/etc/caddy/Caddyfile:ro');
    const caddyfile = read('deploy/Caddyfile');
    const apiBlock = /handle_path \/services\/api\/\* \{([\s\S]*?)\n\t\}/.exec(caddyfile);
    expect(apiBlock, 'a handle_path block for /services/api/*').not.toBeNull();
    expect(apiBlock![1]).toMatch(/reverse_proxy api-1:4000 api-2:4000/);
    expect(apiBlock![1]).toMatch(/health_uri \/ready/);
    // The sites' listing-change stream is not passed to browsers (the API allows 64 streams).
    expect(caddyfile).toMatch(/handle \/services\/api\/listing\/changes\* \{\s*respond 404\s*\}/);
    expect(caddyfile).toMatch(/reverse_proxy site-1:3000 site-2:3000/);
    expect(caddyfile).toMatch(/health_uri \/next\/api\/health/);
    expect(interpolate('${SITE_ADDRESS:?}', variables)).toBe('rooms.example.com');
  });
});

/**
 * The instructions of each stage of a Dockerfile, by stage name (the last one also as `final`):
 * keyword and whole text after it (flags such as `--chown` included).
 */
function stages(content: string): Map<string, { keyword: string; args: string }[]> {
  const result = new Map<string, { keyword: string; args: string }[]>();
  let current: { keyword: string; args: string }[] = [];
  for (const instruction of DockerfileParser.parse(content).getInstructions()) {
    const keyword = instruction.getKeyword();
    const args = instruction.getTextContent().slice(keyword.length).trim();
    if (keyword === 'FROM') {
      current = [];
      result.set(/\bAS\s+(\S+)/i.exec(args)?.[1] ?? `stage-${result.size}`, current);
    }
    current.push({ keyword, args });
  }
  result.set('final', current);
  return result;
}

describe.each([
  ['apps/api/Dockerfile', '@rooms/api', '/health'],
  ['apps/site/Dockerfile', '@rooms/site', '/next/api/health'],
])('%s', (path, workspace, healthPath) => {
  const content = read(path);

  it("has no problem dockerfile-utils' linter finds", () => {
    const problems = validate(content).map(
      (problem) => `${problem.range.start.line + 1}: ${problem.message}`,
    );
    expect(problems).toEqual([]);
  });

  it('builds in stages: turbo prune, install, build, pnpm deploy of the app alone', () => {
    const all = stages(content);
    expect(all.size).toBeGreaterThanOrEqual(4); // three stages and 'final'
    const runs = [...all.values()]
      .flat()
      .filter((step) => step.keyword === 'RUN')
      .map((step) => step.args)
      .join('\n');
    expect(runs).toContain(`prune ${workspace} --docker`);
    expect(runs).toContain('pnpm install --frozen-lockfile');
    expect(runs).toContain(`--filter=${workspace}`);
    expect(runs).toMatch(new RegExp(`--filter=${workspace} deploy --prod`));
  });

  it('runs as a user other than root, with a health check and an exec-form command', () => {
    const final = stages(content).get('final')!;
    const users = final.filter((step) => step.keyword === 'USER').map((step) => step.args.trim());
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)).not.toMatch(/^(root|0)(:|$)/);
    // Nothing runs as root after the switch.
    const userIndex = final.findIndex((step) => step.keyword === 'USER');
    expect(final.slice(userIndex).some((step) => step.keyword === 'RUN')).toBe(false);
    const healthcheck = final.find((step) => step.keyword === 'HEALTHCHECK');
    expect(healthcheck?.args).toContain(healthPath);
    const command = final.find((step) => step.keyword === 'CMD');
    expect(command?.args.trim()).toMatch(/^\[/);
    const copies = final.filter((step) => step.keyword === 'COPY').map((step) => step.args);
    expect(copies.every((args) => args.includes('--chown=node:node'))).toBe(true);
  });
});

describe('.dockerignore', () => {
  it('keeps dependencies, build output, local data, secrets and git out of the build context', () => {
    const lines = read('.dockerignore')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#'));
    for (const pattern of ['.git', '**/node_modules', '**/.next', '**/dist', '.data', '**/.env'])
      expect(lines).toContain(pattern);
  });
});
