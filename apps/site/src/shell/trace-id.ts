/**
 * A new trace id for an error or not-found page (§2: the 404 and 500 pages show a trace ID; §8:
 * errors are logged with it): 16 random hex digits from the Web Crypto API, available in the
 * browser and in Node alike. The same id is logged and shown, so support can find the log line.
 *
 * @returns e.g. `"9f86d081884c7d65"`
 */
export function createTraceId(): string {
  const bytes = new Uint8Array(8);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
