import { describe, expect, it } from 'vitest';

import { withDeletedUserName } from './deleted-user';

describe('withDeletedUserName', () => {
  it("names a deleted participant 'Deleted user' and leaves others as they are", () => {
    const deleted = { id: 1, otherParty: { userID: 7, firstName: '', isDeleted: true } };
    expect(withDeletedUserName(deleted, 'Deleted user')).toEqual({
      id: 1,
      otherParty: { userID: 7, firstName: 'Deleted user', isDeleted: true },
    });
    const alive = { id: 2, otherParty: { userID: 8, firstName: 'Kees', isDeleted: false } };
    expect(withDeletedUserName(alive, 'Deleted user')).toBe(alive);
  });
});
