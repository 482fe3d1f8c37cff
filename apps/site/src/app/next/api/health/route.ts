/** Rendered on every call: a health answer prerendered at build time would say nothing of the process. */
export const dynamic = 'force-dynamic';

/**
 * `GET /next/api/health`: liveness of the site process for a load balancer or an orchestrator
 * (the deployment's reverse proxy, the multi-process test). 200 `{ "status": "ok" }` while the
 * process serves HTTP; never cached. Under `/next/api/`, which the locale proxy (`src/proxy.ts`)
 * leaves alone, so it is neither redirected nor rewritten to a language. It does not call the
 * API: the API has its own `/health` and `/ready`, and a site that stayed up while the API is
 * down still serves its error pages.
 */
export function GET(): Response {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
}
