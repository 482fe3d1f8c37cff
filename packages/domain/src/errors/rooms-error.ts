/** The product's error type, §3 "Error object: message, code, data, url, status" and §8. */

import { errorMessage } from './error-catalogue';
import { httpStatusForCode } from './http-status';

import type { RoomsErrorCode } from './error-catalogue';

/** What a {@link RoomsError} is made from. */
export interface RoomsErrorInit {
  /** Catalogue code or a code sent by a server. */
  readonly code: RoomsErrorCode;
  /** Message; default: the catalogue message of the code. */
  readonly message?: string;
  /** Extra data, for example the body's error list; default undefined. */
  readonly data?: unknown;
  /** Address of the failed call; default ''. */
  readonly url?: string;
  /** HTTP status; default: the status of the code (`httpStatusForCode`); 0 when no response came. */
  readonly status?: number;
  /** The underlying error, kept for reporting. */
  readonly cause?: unknown;
}

/** A {@link RoomsError} as plain JSON, for API responses and logs. */
export interface RoomsErrorJson {
  readonly message: string;
  readonly code: RoomsErrorCode;
  readonly data: unknown;
  readonly url: string;
  readonly status: number;
}

/**
 * The one error value of the product (§3, §8): message, code, data, url and HTTP status.
 * Thrown by the API client for failed calls and by the API for refused requests.
 */
export class RoomsError extends Error {
  override readonly name = 'RoomsError';
  /** Catalogue code or a server's code. */
  readonly code: RoomsErrorCode;
  /** Extra data, for example the body's error list. */
  readonly data: unknown;
  /** Address of the failed call; '' when not a call. */
  readonly url: string;
  /** HTTP status; 0 when no response came (network failure, timeout, abort). */
  readonly status: number;

  /**
   * @param init code and optional message, data, url, status and cause; see {@link RoomsErrorInit}
   */
  constructor(init: RoomsErrorInit) {
    super(
      init.message ?? errorMessage(init.code),
      init.cause === undefined ? undefined : { cause: init.cause },
    );
    this.code = init.code;
    this.data = init.data;
    this.url = init.url ?? '';
    this.status = init.status ?? httpStatusForCode(init.code);
  }

  /** @returns the error as plain JSON: message, code, data, url, status */
  toJSON(): RoomsErrorJson {
    return {
      message: this.message,
      code: this.code,
      data: this.data,
      url: this.url,
      status: this.status,
    };
  }
}

/**
 * Type guard for {@link RoomsError} (also across module copies, by name and fields).
 *
 * @param value anything caught
 * @returns true for a RoomsError
 */
export function isRoomsError(value: unknown): value is RoomsError {
  return (
    value instanceof RoomsError ||
    (value instanceof Error && value.name === 'RoomsError' && 'code' in value && 'status' in value)
  );
}
