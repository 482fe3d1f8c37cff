import { isRoomsError } from '@rooms/domain';

/** Why a password confirmation (change or deletion) was refused, for its message. */
export type PasswordProblem = 'wrong' | 'tooMany' | 'failed';

/**
 * Reads the API's refusal of a call that checks the current password (issue 26): a 400 naming
 * the password field is a wrong password, a 429 too many attempts, anything else a failure.
 *
 * @param error what the call rejected with
 * @param field the body field of the password, e.g. 'currentPassword'
 * @returns the problem
 */
export function passwordProblemOf(error: unknown, field: string): PasswordProblem {
  if (!isRoomsError(error)) return 'failed';
  if (error.status === 429) return 'tooMany';
  const fields = (error.data as { fields?: { field?: unknown }[] } | undefined)?.fields;
  if (error.status === 400 && fields?.some((item) => item.field === `body.${field}`)) {
    return 'wrong';
  }
  return 'failed';
}
