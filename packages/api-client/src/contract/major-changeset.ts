import readChangesets from '@changesets/read';

/** The published name of this package, as changesets name it. */
export const API_CLIENT_PACKAGE = '@rooms/api-client';

/**
 * The pending changesets that release `@rooms/api-client` as a major version: the only way a
 * breaking change of the OpenAPI document may land (issue 31).
 *
 * @param root the monorepo root (holds `.changeset/`)
 * @returns the ids (file names without `.md`) of those changesets; empty when none
 * @throws the reader's error for a changeset file that is not valid
 */
export async function majorChangesetsOfApiClient(root: string): Promise<string[]> {
  const changesets = await readChangesets(root);
  return changesets
    .filter(({ releases }) =>
      releases.some(({ name, type }) => name === API_CLIENT_PACKAGE && type === 'major'),
    )
    .map(({ id }) => id);
}
