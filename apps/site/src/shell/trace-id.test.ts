import { describe, expect, it } from 'vitest';

import { createTraceId } from './trace-id';

describe('createTraceId', () => {
  it('gives 16 hex digits, different each time', () => {
    const ids = new Set(Array.from({ length: 50 }, () => createTraceId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{16}$/);
  });
});
