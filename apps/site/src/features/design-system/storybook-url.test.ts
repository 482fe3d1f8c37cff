import { describe, expect, it } from 'vitest';

import { parseEnv } from '../../env';

describe('STORYBOOK_URL (the design-system page links to it)', () => {
  it("defaults to Storybook's development server", () => {
    expect(parseEnv({}).STORYBOOK_URL).toBe('http://localhost:6006');
  });

  it('takes a published address and refuses what is not a URL', () => {
    expect(parseEnv({ STORYBOOK_URL: 'https://design.rooms.example/' }).STORYBOOK_URL).toBe(
      'https://design.rooms.example/',
    );
    expect(() => parseEnv({ STORYBOOK_URL: 'storybook' })).toThrow(/STORYBOOK_URL/);
  });
});
