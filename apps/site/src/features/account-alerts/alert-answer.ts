/**
 * Reads an answer of an `/alert/*` route: its JSON, or the §8 error it stands for. The error
 * helpers of `@rooms/domain` are loaded only when a call failed, which keeps them out of the
 * public unsubscribe page's first-load JavaScript.
 *
 * @param response the fetch answer
 * @param url the called address (named in the error)
 * @returns the JSON body
 * @throws RoomsError (§8) for a non-2xx answer
 */
export async function readAlertAnswer<T>(response: Response, url: string): Promise<T> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    // Not JSON (a proxy's error page): errorFromResponse reads the text.
  }
  if (response.ok) return body as T;
  const { errorFromResponse } = await import('@rooms/domain');
  throw errorFromResponse({ status: response.status, url, body });
}

/**
 * The §8 error of a call that got no answer (network failure, timeout), loaded on demand.
 *
 * @param url the called address
 * @param cause what fetch rejected with
 * @returns the error to throw
 */
export async function alertNetworkError(url: string, cause: unknown): Promise<Error> {
  const { errorFromNetworkFailure } = await import('@rooms/domain');
  return errorFromNetworkFailure(url, cause);
}
