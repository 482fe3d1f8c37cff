/** Placeholder filling of returned texts, §5 "Returned text containing brace placeholders". */

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * Replaces each `{name}` in a text by `values[name]`. Placeholders without a value are left as
 * they are, so a missing value shows instead of vanishing silently.
 *
 * @param text the text, for example 'Welcome {firstName}, you have {count} messages'
 * @param values placeholder name -> value (numbers are written with `String`)
 * @returns the filled text
 */
export function fillPlaceholders(
  text: string,
  values: Readonly<Record<string, string | number>>,
): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
