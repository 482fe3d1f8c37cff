import { afterEach, describe, expect, it, vi } from 'vitest';

import { reportBoundaryError } from './server-error-view';

vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: vi.fn() }) }));

describe('reportBoundaryError', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('logs the error with a new trace id and the digest, and returns that trace id', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = Object.assign(new Error('boom'), { digest: '1234567890' });
    const traceId = reportBoundaryError(error);
    expect(traceId).toMatch(/^[0-9a-f]{16}$/);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(`[rooms] trace=${traceId} digest=1234567890`, error);
  });

  it('logs digest=none for client-side errors and a different id each time', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = reportBoundaryError(new Error('a'));
    const second = reportBoundaryError(new Error('b'));
    expect(first).not.toBe(second);
    expect(log.mock.calls[0]?.[0]).toBe(`[rooms] trace=${first} digest=none`);
  });
});
