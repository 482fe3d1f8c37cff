/**
 * Stripe's error answers (`{error: {type, code, message, param}}`), which the SDK turns into its
 * typed errors (`StripeInvalidRequestError`, `StripeCardError`, …) by `type`.
 */

/** Stripe's error types that the stand-in answers with. */
export type StripeErrorType =
  'invalid_request_error' | 'card_error' | 'idempotency_error' | 'api_error';

/** An error answer of the stand-in's Stripe API; thrown by handlers, answered by the server. */
export class StandinError extends Error {
  /**
   * @param status HTTP status (400, 401, 402, 404, …)
   * @param type Stripe's error type (decides the SDK's error class)
   * @param message the human-readable message, like Stripe's
   * @param code Stripe's error code (e.g. `resource_missing`, `parameter_missing`)
   * @param param the parameter at fault
   */
  constructor(
    readonly status: number,
    readonly type: StripeErrorType,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }

  /** The JSON body Stripe answers for this error. */
  toBody(): { error: Record<string, string> } {
    const error: Record<string, string> = { type: this.type, message: this.message };
    if (this.code) error.code = this.code;
    if (this.param) error.param = this.param;
    return { error };
  }
}

/** 404 `resource_missing`, worded like Stripe: "No such payment_intent: 'pi_123'". */
export function resourceMissing(objectName: string, id: string, param = 'id'): StandinError {
  return new StandinError(
    404,
    'invalid_request_error',
    `No such ${objectName}: '${id}'`,
    'resource_missing',
    param,
  );
}

/** 400 for a missing or malformed parameter. */
export function invalidParam(
  param: string,
  message: string,
  code = 'parameter_invalid',
): StandinError {
  return new StandinError(400, 'invalid_request_error', message, code, param);
}

/** 400 for a request the object's state does not allow (Stripe's `…_unexpected_state`). */
export function unexpectedState(message: string, code: string): StandinError {
  return new StandinError(400, 'invalid_request_error', message, code);
}
