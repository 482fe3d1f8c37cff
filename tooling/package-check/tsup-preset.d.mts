import type { Options } from 'tsup';

/** See tsup-preset.mjs: the common tsup options of the published packages, with the package's own laid over them. */
export declare function publishedPackageBuild(options: Options): Options;
