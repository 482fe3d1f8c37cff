/**
 * A fresh idempotency key for one message (§7 `send-message`, `listing-reaction`): a random
 * UUID (36 characters of hex digits and dashes, which the API's pattern accepts). A retry of the
 * same submit reuses the key, so the API stores the message once.
 *
 * @returns a new key
 */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/**
 * Keeps one idempotency key per message text: the same text sent again (a retry after a network
 * failure or a 429) gets the same key; a changed text, or the next message after a success, gets
 * a new one.
 */
export class IdempotencyKeeper {
  private text: string | null = null;
  private key = '';

  constructor(private readonly create: () => string = newIdempotencyKey) {}

  /**
   * @param text the message as it is sent
   * @returns the key for it
   */
  keyFor(text: string): string {
    if (this.text !== text) {
      this.text = text;
      this.key = this.create();
    }
    return this.key;
  }

  /** Forgets the key after a successful send; the next message gets a new one. */
  sent(): void {
    this.text = null;
  }
}
