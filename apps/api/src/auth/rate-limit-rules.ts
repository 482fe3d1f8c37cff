import type { RateLimitRule } from './rate-limiter.js';

/**
 * Login attempts from one client key (auth/client-address.ts: an IPv4 address or an IPv6 /64),
 * whatever the account: 10 per 15 minutes (the 11th is answered 429).
 */
export const LOGIN_PER_IP: RateLimitRule = { name: 'login-ip', limit: 10, windowSeconds: 15 * 60 };

/**
 * Login attempts on one account from one client key: 5 per 15 minutes, counted before the
 * password is checked (so concurrent attempts cannot exceed it) and forgotten after a successful
 * login; the 6th is answered 429 without checking the password. Other clients are not affected,
 * so an attacker cannot lock the owner out (issue 23).
 */
export const LOGIN_ATTEMPTS_PER_ACCOUNT_CLIENT: RateLimitRule = {
  name: 'login-account-client',
  limit: 5,
  windowSeconds: 15 * 60,
};

/**
 * Login attempts on one account from all clients: above 20 per 15 minutes (a guessing attack
 * from many addresses) the account is in the soft limit: clients the account has signed in from
 * in the last {@link LOGIN_KNOWN_CLIENT_DAYS} days may still try (within their own limits), every
 * other client is answered 429 until the window ends.
 */
export const LOGIN_ATTEMPTS_PER_ACCOUNT: RateLimitRule = {
  name: 'login-account',
  limit: 20,
  windowSeconds: 15 * 60,
};

/** How long a client stays known to an account after a successful login from it, in days. */
export const LOGIN_KNOWN_CLIENT_DAYS = 30;

/** Registrations from one client address: 10 per hour. */
export const REGISTER_PER_IP: RateLimitRule = {
  name: 'register-ip',
  limit: 10,
  windowSeconds: 60 * 60,
};

/** Password reset requests from one client address: 10 per 15 minutes. */
export const RESET_REQUEST_PER_IP: RateLimitRule = {
  name: 'reset-ip',
  limit: 10,
  windowSeconds: 15 * 60,
};

/** Reset e-mails to one address: 3 per hour; further requests are answered 204 but send nothing. */
export const RESET_EMAILS_PER_ACCOUNT: RateLimitRule = {
  name: 'reset-account',
  limit: 3,
  windowSeconds: 60 * 60,
};

/**
 * A per-address rule with its limit multiplied: for suites and load tests in which every client
 * shares one address (end-to-end tests through the site on localhost). Production keeps factor 1.
 *
 * @param rule a per-address rule of this module
 * @param factor whole number >= 1 (`RATE_LIMIT_PER_IP_FACTOR`)
 * @returns the same rule (same name and window) with `limit * factor`
 */
export function perAddressRule(rule: RateLimitRule, factor: number): RateLimitRule {
  return factor === 1 ? rule : { ...rule, limit: rule.limit * factor };
}

/**
 * Messages one user sends (§7 `POST /conversation/send-message`): 30 per minute, whatever the
 * conversation; the 31st is answered 429. A retried send (same idempotency key) is not counted.
 */
export const SEND_MESSAGE_PER_USER: RateLimitRule = {
  name: 'message-user',
  limit: 30,
  windowSeconds: 60,
};

/**
 * Reactions one user sends to adverts (§7 `POST /conversation/listing-reaction`): 20 per hour,
 * against reaction spam; a retried reaction (same idempotency key) is not counted.
 */
export const REACTION_PER_USER: RateLimitRule = {
  name: 'reaction-user',
  limit: 20,
  windowSeconds: 60 * 60,
};

/**
 * Abuse reports one user files on adverts and conversations together (§7 `POST /listing/abuse`,
 * `POST /conversation/abuse`; issue 28): 10 per hour, so nobody floods the moderators' queues.
 */
export const REPORT_PER_USER: RateLimitRule = {
  name: 'report-user',
  limit: 10,
  windowSeconds: 60 * 60,
};

/**
 * A per-user messaging rule with its limit multiplied (`MESSAGE_RATE_LIMIT_FACTOR`), for load
 * tests and suites that send hundreds of messages as one user. Production keeps factor 1.
 *
 * @param rule {@link SEND_MESSAGE_PER_USER} or {@link REACTION_PER_USER}
 * @param factor whole number >= 1
 * @returns the same rule (same name and window) with `limit * factor`
 */
export function perUserMessagingRule(rule: RateLimitRule, factor: number): RateLimitRule {
  return factor === 1 ? rule : { ...rule, limit: rule.limit * factor };
}
