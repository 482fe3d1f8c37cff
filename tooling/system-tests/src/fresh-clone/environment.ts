import { isAbsolute, relative, resolve } from 'node:path';

/**
 * Settings a parent process may carry that would let the clone read or use something outside
 * itself (another data folder, another database, another storage) or change how the
 * README's command behaves (Vitest sets NODE_ENV=test). A newcomer's shell has none of them.
 */
const DROPPED = new Set([
  'REFERENCE_DATA_DIR',
  'DATA_DIR',
  'UPLOADS_DIR',
  'DATABASE_URL',
  'DATABASE_DIRECT_URL',
  'SMTP_URL',
  'NODE_ENV',
  'PORT',
  'HOST',
  'SITE_URL',
  'API_ORIGIN',
  'INIT_CWD',
  'PWD',
  'OLDPWD',
  'NODE_OPTIONS',
]);

/** Prefixes of variables set by package managers, test runners and storage settings. */
const DROPPED_PREFIXES = ['npm_', 'PNPM_', 'VITEST', 'TURBO_', 'NEXT_PUBLIC_', 'S3_', 'E2E_'];

/**
 * Whether `path` is `folder` or inside it.
 *
 * @param path an absolute path
 * @param folder an absolute folder
 */
export function isInside(path: string, folder: string): boolean {
  const rel = relative(resolve(folder), resolve(path));
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

/**
 * The environment of the README's command in the clone: the caller's environment without
 * anything that points outside the clone or that a test runner or package manager added, with
 * `PATH` entries inside the forbidden folders removed, plus `extra`.
 *
 * @param source the caller's environment
 * @param forbidden absolute folders nothing may point into (the original repository, its
 *   parent with whatever lies beside it)
 * @param extra variables to set (ports, seed size)
 * @returns a new environment record
 */
export function cleanEnvironment(
  source: Readonly<Record<string, string | undefined>>,
  forbidden: readonly string[],
  extra: Readonly<Record<string, string>>,
): Record<string, string> {
  const pointsInside = (value: string) =>
    forbidden.some((folder) => value.includes(resolve(folder)));
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(source)) {
    if (value === undefined || DROPPED.has(name)) continue;
    if (DROPPED_PREFIXES.some((prefix) => name.startsWith(prefix))) continue;
    if (name === 'PATH') {
      env.PATH = value
        .split(':')
        .filter((entry) => entry !== '' && !forbidden.some((folder) => isInside(entry, folder)))
        .join(':');
      continue;
    }
    if (pointsInside(value)) continue;
    env[name] = value;
  }
  return { ...env, ...extra };
}
