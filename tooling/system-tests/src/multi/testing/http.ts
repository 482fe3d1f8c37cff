/** A JSON answer: status, parsed body (null when empty or not JSON) and headers. */
export interface JsonAnswer {
  status: number;
  // Tests read fields freely.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: Headers;
}

/** The JSON value of a text, or null when it is empty or not JSON. */
function parseJson(text: string): unknown {
  try {
    return text === '' ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Calls a JSON endpoint.
 *
 * @param url full URL
 * @param init method, JSON body (serialised here) and cookie
 * @returns the answer; never throws for an HTTP status (only for network errors)
 */
export async function callJson(
  url: string,
  init: { method?: string; body?: unknown; cookie?: string; signal?: AbortSignal } = {},
): Promise<JsonAnswer> {
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.cookie !== undefined) headers.cookie = init.cookie;
  const response = await fetch(url, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: init.signal ?? AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  return { status: response.status, body: parseJson(text), headers: response.headers };
}

/** Waits `ms` milliseconds. */
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls until `check` returns a value other than undefined.
 *
 * @param what what is waited for, for the error message
 * @param check called every `intervalMs`; errors count as "not yet"
 * @param timeoutMs how long to wait, ms
 * @param intervalMs pause between calls, ms
 * @returns the first value
 * @throws Error naming `what` (and the last error) when the time is up
 */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined>,
  timeoutMs: number,
  intervalMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`, { cause: lastError });
    await sleep(intervalMs);
  }
}

/**
 * Waits until a URL answers 200.
 *
 * @param url the URL
 * @param timeoutMs how long to wait, ms
 * @param alive called between attempts; it throws to stop the wait (e.g. the server exited)
 * @throws Error when the time is up, or what `alive` threw
 */
export async function waitForOk(url: string, timeoutMs: number, alive: () => void): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    alive();
    let last: string;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
      last = `status ${response.status}`;
    } catch (error) {
      last = String(error);
    }
    if (Date.now() > deadline)
      throw new Error(`${url} did not answer 200 within ${timeoutMs} ms (last: ${last})`);
    await sleep(200);
  }
}
