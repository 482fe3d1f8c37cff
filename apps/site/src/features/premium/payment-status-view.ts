/**
 * The outcome of a payment in words (issue 27, §2 `/paymentstatus`): every PaymentStatus of §3
 * and every business code 1115–1135 of §8 maps to a message of the user's language, a tone and
 * whether the page keeps asking (a payment still processing).
 */
import { BusinessResultCode, PaymentStatus } from '@rooms/domain';

/** How the outcome looks: done, still running, or not done. */
export type PaymentTone = 'success' | 'pending' | 'error';

/** Keys of `status.message.*` of the `premium` namespace, one per PaymentStatus. */
export type StatusMessageKey =
  | 'startedNotSent'
  | 'processing'
  | 'paid'
  | 'pendingAndSuccess'
  | 'pendingInput'
  | 'error'
  | 'failedPermanently'
  | 'refused'
  | 'cancelled'
  | 'refund'
  | 'chargeback'
  | 'failed'
  | 'validationFailure'
  | 'technicalFailure';

interface StatusRule {
  readonly key: StatusMessageKey;
  readonly tone: PaymentTone;
  /** Whether the status may still change by itself (the page polls while true). */
  readonly poll: boolean;
}

/** PaymentStatus → message, tone, polling; one entry per value of §3. */
export const STATUS_RULES: Readonly<Record<PaymentStatus, StatusRule>> = {
  [PaymentStatus.StartedNotSent]: { key: 'startedNotSent', tone: 'pending', poll: true },
  [PaymentStatus.Processing]: { key: 'processing', tone: 'pending', poll: true },
  [PaymentStatus.PendingInput]: { key: 'pendingInput', tone: 'pending', poll: true },
  [PaymentStatus.Paid]: { key: 'paid', tone: 'success', poll: false },
  [PaymentStatus.PendingAndSuccess]: { key: 'pendingAndSuccess', tone: 'success', poll: false },
  [PaymentStatus.Error]: { key: 'error', tone: 'error', poll: false },
  [PaymentStatus.FailedPermanently]: { key: 'failedPermanently', tone: 'error', poll: false },
  [PaymentStatus.Refused]: { key: 'refused', tone: 'error', poll: false },
  [PaymentStatus.Cancelled]: { key: 'cancelled', tone: 'error', poll: false },
  [PaymentStatus.Refund]: { key: 'refund', tone: 'error', poll: false },
  [PaymentStatus.Chargeback]: { key: 'chargeback', tone: 'error', poll: false },
  [PaymentStatus.Failed]: { key: 'failed', tone: 'error', poll: false },
  [PaymentStatus.ValidationFailure]: { key: 'validationFailure', tone: 'error', poll: false },
  [PaymentStatus.TechnicalFailure]: { key: 'technicalFailure', tone: 'error', poll: false },
};

/** The business codes of payments (§8 1115–1135), shown with the `errors` namespace's text. */
export const PAYMENT_CODES: readonly number[] = [
  BusinessResultCode.UserHasActiveMembership,
  BusinessResultCode.PaymentProcessingFailed,
  BusinessResultCode.TransactionNotFound,
  BusinessResultCode.PaymentProviderTransactionCancelled,
  BusinessResultCode.PaymentRefused,
  BusinessResultCode.PaymentPending,
  BusinessResultCode.UserHasOpenInvoice,
  BusinessResultCode.PaymentProviderProcessingFailed,
  BusinessResultCode.PaymentStillProcessing,
  BusinessResultCode.PaymentSessionExpired,
];

// Codes that mean "not finished yet" rather than "failed".
const PENDING_CODES: readonly number[] = [
  BusinessResultCode.PaymentPending,
  BusinessResultCode.PaymentStillProcessing,
];

/** What `/paymentstatus` shows for one outcome. */
export type StatusMessage =
  | {
      readonly source: 'status';
      readonly key: StatusMessageKey;
      readonly tone: PaymentTone;
      readonly poll: boolean;
    }
  | {
      readonly source: 'code';
      readonly code: number;
      readonly tone: PaymentTone;
      readonly poll: boolean;
    };

/**
 * The message of an outcome: a payment business code wins over the status (it is the more
 * precise reason); an unknown status reads as a technical failure.
 *
 * @param status the payment's PaymentStatus (§3)
 * @param code a §8 business code the API gave, if any
 * @returns the message's source (a `status.message.*` key or an `errors` code), tone and polling
 */
export function paymentStatusMessage(status: number, code?: number): StatusMessage {
  const rule =
    STATUS_RULES[status as PaymentStatus] ?? STATUS_RULES[PaymentStatus.TechnicalFailure];
  if (code !== undefined && PAYMENT_CODES.includes(code)) {
    const pending = PENDING_CODES.includes(code);
    return {
      source: 'code',
      code,
      tone: pending
        ? 'pending'
        : code === BusinessResultCode.UserHasActiveMembership
          ? 'success'
          : 'error',
      poll: pending && rule.poll,
    };
  }
  return { source: 'status', key: rule.key, tone: rule.tone, poll: rule.poll };
}
