/**
 * Turning a failed call into one {@link RoomsError}, §8 "Rules". Pure: it takes an already-read
 * body, so the I/O stays in the API client.
 */

import { ErrorCode, errorMessage, toCatalogueCode } from './error-catalogue';
import { errorCodeForHttpStatus } from './http-status';
import { isRoomsError, RoomsError } from './rooms-error';

import type { RoomsErrorCode } from './error-catalogue';

/** Longest text body kept as a message (ours); longer texts, such as HTML pages, are cut. */
export const MAX_TEXT_MESSAGE_LENGTH = 1000;

/** One entry of a body error list, §8, as kept in `RoomsError.data`. */
export interface BodyError {
  readonly code: string | number;
  readonly message: string;
  readonly field?: string;
}

/** A response whose body has been read already. */
export interface ReadResponse {
  /** HTTP status. */
  readonly status: number;
  /** Address of the call; default ''. */
  readonly url?: string;
  /** Parsed JSON, the text when the body is not JSON, or undefined when empty. */
  readonly body?: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const nonEmptyText = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** A body code: a finite number or a non-empty string, kept as sent (see `toCatalogueCode`). */
function readCode(value: unknown): RoomsErrorCode | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  return nonEmptyText(value);
}

function readErrorList(value: unknown): BodyError[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry): BodyError[] => {
    const code = isRecord(entry) ? readCode(entry.code) : undefined;
    if (!isRecord(entry) || code === undefined) return [];
    const field = nonEmptyText(entry.field);
    const message = nonEmptyText(entry.message) ?? errorMessage(code);
    return [field === undefined ? { code, message } : { code, message, field }];
  });
}

/**
 * The error of a response (§8):
 * - a JSON body with an `errors` list holding entries with a code gives invalid_request, with
 *   the list ({ code, message, field? }) in `data` and the body's `message` if any;
 * - a JSON body with `code` and/or `message` gives those; a missing code comes from the status,
 *   a missing message from the catalogue (of the code, else of the status); `data` is the body's
 *   `data`;
 * - a text body becomes the message (trimmed, at most {@link MAX_TEXT_MESSAGE_LENGTH} characters),
 *   the code comes from the status;
 * - any other body gives code and message from the status (`errorCodeForHttpStatus`).
 * It does not look at whether the status is OK: the caller decides that a call failed.
 *
 * @param response status, url and the already-read body
 * @returns the error, with `status` and `url` of the response
 */
export function errorFromResponse(response: ReadResponse): RoomsError {
  const { status, body } = response;
  const url = response.url ?? '';
  const statusCode = errorCodeForHttpStatus(status);
  if (typeof body === 'string') {
    const text = nonEmptyText(body)?.slice(0, MAX_TEXT_MESSAGE_LENGTH);
    return new RoomsError({ code: statusCode, message: text, url, status });
  }
  if (!isRecord(body)) return new RoomsError({ code: statusCode, url, status });
  const list = readErrorList(body.errors);
  if (list.length > 0) {
    return new RoomsError({
      code: ErrorCode.InvalidRequest,
      message: nonEmptyText(body.message),
      data: list,
      url,
      status,
    });
  }
  const code = readCode(body.code) ?? statusCode;
  const message =
    nonEmptyText(body.message) ?? errorMessage(toCatalogueCode(code) === null ? statusCode : code);
  return new RoomsError({ code, message, data: body.data, url, status });
}

const TIMEOUT_CODES = new Set([
  'ETIMEDOUT',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
]);
const MAX_CAUSE_DEPTH = 5;

/** timeout, aborted or unknown, from the error and up to five of its causes. */
function networkFailureCode(cause: unknown): ErrorCode {
  let current = cause;
  for (let depth = 0; depth < MAX_CAUSE_DEPTH && isRecord(current); depth += 1) {
    if (current.name === 'TimeoutError' || TIMEOUT_CODES.has(String(current.code)))
      return ErrorCode.Timeout;
    if (current.name === 'AbortError') return ErrorCode.Aborted;
    current = current.cause;
  }
  return ErrorCode.Unknown;
}

/**
 * The error of a call that got no response (§8): a timeout (an error named TimeoutError, as
 * from `AbortSignal.timeout`, or a Node/undici timeout code, anywhere in the cause chain) gives
 * `timeout`; an abort (AbortError) gives `aborted`; any other failure gives `unknown`.
 * A RoomsError passes through unchanged.
 *
 * @param url address of the call
 * @param cause what fetch threw
 * @returns the error, with status 0 and the cause kept
 */
export function errorFromNetworkFailure(url: string, cause: unknown): RoomsError {
  if (isRoomsError(cause)) return cause;
  return new RoomsError({ code: networkFailureCode(cause), url, status: 0, cause });
}

/**
 * Any thrown value as a {@link RoomsError}, for error handlers: a RoomsError passes through,
 * anything else becomes `unknown` (status 500) with the value as cause.
 *
 * @param value anything caught
 * @param url address of the call or request; default ''
 * @returns the error
 */
export function toRoomsError(value: unknown, url = ''): RoomsError {
  return isRoomsError(value)
    ? value
    : new RoomsError({ code: ErrorCode.Unknown, url, cause: value });
}
