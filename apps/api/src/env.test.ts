import { describe, expect, it } from 'vitest';

import { loadConfig } from './env.js';

describe('loadConfig', () => {
  it('applies the defaults: port 4000 and log level info (§9)', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(4000);
    expect(config.LOG_LEVEL).toBe('info');
  });

  it('reads numbers from text', () => {
    expect(loadConfig({ PORT: '4100' }).PORT).toBe(4100);
  });

  it('names every invalid variable in one message', () => {
    expect(() => loadConfig({ PORT: 'abc', LOG_LEVEL: 'loud' })).toThrow(/PORT[\s\S]*LOG_LEVEL/);
  });
});
