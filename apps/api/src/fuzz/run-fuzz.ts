/**
 * Sends the fuzzed requests of an operation as each role and judges the answers: never a 5xx;
 * every 4xx in the §8 shape `{ code, message[, data] }`; a 4xx where the request breaks the
 * contract; a JSON success that matches the committed document. Requests go through
 * `app.inject` (no network), one request at a time (its three roles together), so a seed
 * replays the same requests in the same order.
 */
import { createResponseValidator } from '../testing/openapi-response-validator.js';
import { nextClientAddress } from '../testing/test-app.js';

import { describeRequest, encodeRequest, injectOptions, type FuzzRequest } from './fuzz-request.js';
import { ROLES, type FuzzWorld, type Role } from './fuzz-world.js';

import type { FuzzOperation } from './openapi-operations.js';

/** Operations that end the session they are called with: each call gets a session of its own. */
const SESSION_ENDING = new Set(['logoutCustomer', 'logoutCustomerEverywhere']);

/** A request whose answer broke a rule. */
export interface FuzzFailure {
  role: Role;
  request: FuzzRequest;
  /** The request as sent (method, URL, content type, payload). */
  sent: string;
  status: number;
  /** The start of the answer's body. */
  answer: string;
  /** The rule broken. */
  problem: string;
}

/** Answers of one operation, counted. */
export interface OperationTally {
  /** Requests sent per role (each fuzzed request once per role). */
  sent: Record<Role, number>;
  /** Answers by status class ('2xx', '3xx', '4xx', '5xx') for valid and for invalid requests. */
  valid: Record<string, number>;
  invalid: Record<string, number>;
}

const ERROR_KEYS = new Set(['code', 'message', 'data']);

/** Why an error body is not in the §8 shape, or undefined when it is. */
function errorShapeProblem(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return 'the 4xx body is not a JSON object';
  const record = body as Record<string, unknown>;
  if (typeof record.code !== 'string' && typeof record.code !== 'number')
    return 'the 4xx body has no string or number code';
  if (typeof record.message !== 'string') return 'the 4xx body has no message';
  if (!Object.keys(record).every((key) => ERROR_KEYS.has(key)))
    return 'the 4xx body has keys besides code, message and data';
  return undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Sends requests and judges answers for one world; see {@link createFuzzRunner}. */
export interface FuzzRunner {
  /**
   * Sends each request once per role (tenant, landlord, anonymous).
   *
   * @returns the failures (empty when every answer kept the rules) and the tally
   */
  run: (
    operation: FuzzOperation,
    requests: FuzzRequest[],
  ) => Promise<{ failures: FuzzFailure[]; tally: OperationTally }>;
}

/** A runner bound to a world; successes are checked against the committed document. */
export function createFuzzRunner(world: FuzzWorld): FuzzRunner {
  const validate = createResponseValidator();
  return {
    run: async (operation, requests) => {
      const failures: FuzzFailure[] = [];
      const tally: OperationTally = {
        sent: { tenant: 0, landlord: 0, anonymous: 0 },
        valid: {},
        invalid: {},
      };
      for (const request of requests) {
        const encoded = encodeRequest(operation, request);
        // The three roles at once (different users, so their answers do not depend on each
        // other's order); the requests of an operation one after another.
        const responses = await Promise.all(
          ROLES.map(async (role) => {
            const cookie = SESSION_ENDING.has(operation.operationId)
              ? await world.freshCookie(role)
              : world.cookie(role);
            return world.t.app.inject(injectOptions(encoded, cookie, nextClientAddress()));
          }),
        );
        for (const [index, role] of ROLES.entries()) {
          const response = responses[index]!;
          const status = response.statusCode;
          tally.sent[role] += 1;
          const counts = request.kind === 'valid' ? tally.valid : tally.invalid;
          const statusClass = `${Math.floor(status / 100)}xx`;
          counts[statusClass] = (counts[statusClass] ?? 0) + 1;

          const isJson = String(response.headers['content-type'] ?? '').startsWith(
            'application/json',
          );
          const body = isJson ? parseJson(response.body) : undefined;
          let problem: string | undefined;
          if (status >= 500) problem = 'a 5xx answer';
          else if (status >= 400) problem = errorShapeProblem(body);
          else if (request.expect === '4xx')
            problem = `the contract refuses this request, but it answered ${status}`;
          else if (status < 300 && isJson) {
            try {
              validate(operation.method, operation.path, status, body);
            } catch (error) {
              problem = (error as Error).message;
            }
          }
          if (problem !== undefined) {
            failures.push({
              role,
              request,
              sent: describeRequest(encoded),
              status,
              answer: response.body.slice(0, 300),
              problem,
            });
          }
        }
      }
      return { failures, tally };
    },
  };
}

/**
 * A failure report: the seed to replay it, then each failure with the request as sent (at most
 * `limit` of them).
 */
export function describeFailures(
  operation: FuzzOperation,
  seed: number,
  failures: FuzzFailure[],
  limit = 10,
): string {
  const lines = failures
    .slice(0, limit)
    .map(
      (failure) =>
        `- [${failure.request.kind}: ${failure.request.note}] as ${failure.role}: ${failure.problem}\n` +
        `  sent: ${failure.sent}\n  answer ${failure.status}: ${failure.answer}`,
    );
  return [
    `${operation.method} ${operation.path}: ${failures.length} answers broke the rules (FUZZ_SEED=${seed} replays this run)`,
    ...lines,
    ...(failures.length > limit ? [`… and ${failures.length - limit} more`] : []),
  ].join('\n');
}
