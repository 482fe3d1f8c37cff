import { DEFAULT_LISTING_COUNT } from './seed-database.js';

/** Options of the seed command line. */
export interface SeedCliArgs {
  /** `--listings N` (default 5,000; '_' separators allowed: 1_000_000). */
  listings: number;
  /** `--tenant-profiles N` (default half the listings). */
  tenantProfiles: number | undefined;
  /** `--reset`: empty the seeded tables first. */
  reset: boolean;
  /** `--streets listed`: load only the streets of cities that get listings (default all). */
  streets: 'all' | 'listed';
  /** `--max-cities N`: spread the listings over the N largest cities only. */
  maxCities: number | undefined;
  /** `--seed S`: PRNG seed. */
  seed: string | undefined;
  /** `--help`. */
  help: boolean;
}

/** Usage text of the seed command. */
export const SEED_USAGE = `Usage: pnpm seed [--listings N] [--tenant-profiles N] [--reset] [--streets all|listed] [--max-cities N] [--seed S]

  --listings N      listings to create (default ${DEFAULT_LISTING_COUNT}); 100000 and 1000000 work for benchmarks
  --tenant-profiles N  tenant profiles to create (default half the listings)
  --reset           empty users, listings, streets and cities first (deletes every account)
  --streets listed  load only the streets of the cities that get listings (default: all 237k)
  --max-cities N    spread the listings over the N largest cities only
  --seed S          PRNG seed (default 'rooms'); the same options give identical rows

Reference data: the repository's data/ folder (see data/README.md).
Environment: DATABASE_URL (else the embedded PostgreSQL under DATA_DIR).`;

function positiveInteger(flag: string, raw: string | undefined, allowZero: boolean): number {
  const value = raw === undefined ? NaN : Number(raw.replaceAll('_', ''));
  if (!Number.isInteger(value) || value < (allowZero ? 0 : 1)) {
    throw new Error(
      `${flag} needs a ${allowZero ? 'non-negative' : 'positive'} integer, got "${raw ?? ''}"`,
    );
  }
  return value;
}

/**
 * Parses the seed command's arguments (`--flag value` or `--flag=value`). A lone `--` (as pnpm
 * passes it through) is ignored.
 *
 * @param argv the arguments after the script name
 * @returns the parsed options with defaults
 * @throws Error naming the flag on an unknown flag or an invalid value
 */
export function parseSeedArgs(argv: readonly string[]): SeedCliArgs {
  const args: SeedCliArgs = {
    listings: DEFAULT_LISTING_COUNT,
    tenantProfiles: undefined,
    reset: false,
    streets: 'all',
    maxCities: undefined,
    seed: undefined,
    help: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--') continue;
    const [flag, inline] =
      arg.startsWith('--') && arg.includes('=')
        ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
        : [arg, undefined];
    const value = (): string | undefined => inline ?? argv[++i];
    switch (flag) {
      case '--listings':
        args.listings = positiveInteger(flag, value(), true);
        break;
      case '--tenant-profiles':
        args.tenantProfiles = positiveInteger(flag, value(), true);
        break;
      case '--reset':
        args.reset = true;
        break;
      case '--streets': {
        const streets = value();
        if (streets !== 'all' && streets !== 'listed')
          throw new Error(`--streets must be 'all' or 'listed', got "${streets ?? ''}"`);
        args.streets = streets;
        break;
      }
      case '--max-cities':
        args.maxCities = positiveInteger(flag, value(), false);
        break;
      case '--seed': {
        const seed = value();
        if (!seed) throw new Error('--seed needs a value');
        args.seed = seed;
        break;
      }
      case '--help':
      case '-h':
        args.help = true;
        break;
      default:
        throw new Error(`Unknown argument "${arg}"`);
    }
  }
  return args;
}
