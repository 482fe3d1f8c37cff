/**
 * The CSP nonce of the current document, for style or script elements created in the browser
 * (the top loading bar's `<style>`). Read from a script Next.js rendered with it: browsers hide
 * the `nonce` attribute from the DOM but keep the element's `nonce` property. This is always the
 * nonce of the policy the document was served with, also after client-side navigations, whose
 * answers carry new ones.
 *
 * @returns the nonce, or undefined outside a browser or on a page served without one
 */
export function documentNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const script = document.querySelector<HTMLScriptElement>('script[nonce]');
  return script?.nonce || undefined;
}
