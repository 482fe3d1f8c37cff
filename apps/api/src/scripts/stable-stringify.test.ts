import { describe, expect, it } from 'vitest';

import { stableStringify } from './stable-stringify.js';

describe('stableStringify', () => {
  it('sorts keys at every depth and keeps array order', () => {
    const text = stableStringify({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: null } });
    expect(text).toBe(
      '{\n  "a": {\n    "c": null,\n    "d": [\n      3,\n      {\n        "y": 2,\n        "z": 1\n      }\n    ]\n  },\n  "b": 1\n}\n',
    );
  });
});
