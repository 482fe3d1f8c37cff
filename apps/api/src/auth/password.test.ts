import { describe, expect, it } from 'vitest';

import { hashPassword, verifyDummyPassword, verifyPassword } from './password.js';

describe('password hashing (argon2id, OWASP parameters)', () => {
  it('produces an argon2id PHC string with m=19456 KiB, t=2, p=1 and a fresh salt', async () => {
    const first = await hashPassword('correct horse battery');
    const second = await hashPassword('correct horse battery');
    expect(first).toMatch(
      /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/,
    );
    expect(second).not.toBe(first);
  });

  it('verifies the right password only', async () => {
    const stored = await hashPassword('correct horse battery');
    await expect(verifyPassword(stored, 'correct horse battery')).resolves.toBe(true);
    await expect(verifyPassword(stored, 'Correct horse battery')).resolves.toBe(false);
  });

  it('treats a stored value that is no argon2 hash as a mismatch instead of throwing', async () => {
    await expect(verifyPassword('!seed-no-argon2', 'anything')).resolves.toBe(false);
    await expect(verifyPassword('', 'anything')).resolves.toBe(false);
  });

  it('has a dummy check for unknown accounts that never matches', async () => {
    await expect(
      verifyDummyPassword('dummy password that guards against account enumeration'),
    ).resolves.toBe(false);
  });
});
