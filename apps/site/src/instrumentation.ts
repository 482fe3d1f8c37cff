/**
 * Runs once when a Next.js server process starts, before it serves requests (Next.js
 * instrumentation hook). In the Node.js runtime it installs the client-address stamp
 * (`server/client-address.ts`), which the `/services/api` pass-through of `proxy.ts` needs, and
 * the recorder of the process's own address, from which the page cache renders its pages
 * (`page-cache/local-render.ts`).
 */
export async function register(): Promise<void> {
  // Set by Next.js itself (not a setting of ours): the stamp needs Node's http server.
  // eslint-disable-next-line no-restricted-properties
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const [{ env }, { installClientAddressStamp, trustedProxies }, { installLocalOriginRecorder }] =
    await Promise.all([
      import('./env'),
      import('./server/client-address'),
      import('./page-cache/local-render'),
    ]);
  installClientAddressStamp(trustedProxies(env.TRUST_PROXY));
  installLocalOriginRecorder();
}
