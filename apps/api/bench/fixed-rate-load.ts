/**
 * An open-model load driver for the fixed-rate scenarios of `bench:search`: request i is due at
 * start + i / rate, whatever happened to the ones before, and its latency is measured from when
 * it was due (so a server or a driver that falls behind shows it, instead of hiding it as a
 * closed-loop generator would: "coordinated omission").
 *
 * autocannon's `overallRate` is not used for these: it lets every connection send its share of a
 * second back to back and then wait for the next second, so the server sees bursts of the whole
 * second's requests at once and the figures describe a saturated server, not a steady rate.
 */
import { Agent, request } from 'node:http';

/** One request of a scenario. */
export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  /** JSON body, for POST. */
  body?: string;
}

/** What a fixed-rate run measured. */
export interface FixedRateResult {
  /** Milliseconds from when each answered request was due until its answer was read. */
  latencies: number[];
  /**
   * Milliseconds from when each request was due until the driver sent it: how far the driver
   * itself fell behind (it shares the CPUs with the API and PostgreSQL), included in `latencies`.
   */
  sendLags: number[];
  /** Requests sent. */
  sent: number;
  /** Requests that failed on the socket or did not answer within the timeout. */
  socketErrors: number;
  /** Count of each non-2xx status. */
  statuses: Map<number, number>;
}

/** Longest wait for an answer before the request counts as an error, milliseconds. */
const TIMEOUT_MS = 10_000;

function send(
  agent: Agent,
  origin: URL,
  next: LoadRequest,
): Promise<{ status: number } | { error: true }> {
  return new Promise((resolve) => {
    const body = next.body === undefined ? undefined : Buffer.from(next.body);
    const outgoing = request(
      {
        agent,
        host: origin.hostname,
        port: origin.port,
        method: next.method,
        path: next.path,
        timeout: TIMEOUT_MS,
        headers:
          body === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': body.length },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
        response.on('error', () => resolve({ error: true }));
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('timeout')));
    outgoing.on('error', () => resolve({ error: true }));
    outgoing.end(body);
  });
}

/**
 * Sends `make()` requests at a fixed rate for a while over keep-alive connections (as many as
 * the requests in flight need, at most `maxConnections`), then waits for the last answers.
 *
 * @param url the API origin, e.g. http://127.0.0.1:4000
 * @param rate requests per second
 * @param seconds how long requests are started
 * @param make the next request of the mix
 * @param maxConnections most sockets open at once (further requests queue in the agent, and that
 *   wait counts in their latency)
 */
export async function runAtFixedRate(
  url: string,
  rate: number,
  seconds: number,
  make: () => LoadRequest,
  maxConnections = 256,
): Promise<FixedRateResult> {
  const origin = new URL(url);
  const agent = new Agent({ keepAlive: true, maxSockets: maxConnections });
  const result: FixedRateResult = {
    latencies: [],
    sendLags: [],
    sent: 0,
    socketErrors: 0,
    statuses: new Map(),
  };
  const total = Math.round(rate * seconds);
  const intervalMs = 1000 / rate;
  const inFlight: Promise<void>[] = [];
  const start = performance.now();
  while (result.sent < total) {
    // Timers wake every millisecond or so: send every request that is due by now.
    const due = Math.min(total, Math.floor((performance.now() - start) / intervalMs) + 1);
    while (result.sent < due) {
      const dueAt = start + result.sent * intervalMs;
      result.sent++;
      result.sendLags.push(performance.now() - dueAt);
      inFlight.push(
        send(agent, origin, make()).then((answer) => {
          if ('error' in answer) {
            result.socketErrors++;
            return;
          }
          result.latencies.push(performance.now() - dueAt);
          if (answer.status < 200 || answer.status > 299)
            result.statuses.set(answer.status, (result.statuses.get(answer.status) ?? 0) + 1);
        }),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, intervalMs / 2)));
  }
  await Promise.all(inFlight);
  agent.destroy();
  return result;
}
