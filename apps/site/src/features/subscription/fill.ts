/*
 * Filling the placeholders of the subscription texts on the client, in a module of its own: the
 * texts module reads every bundled namespace and must stay on the server.
 */

/**
 * Fills `{{name}}` placeholders.
 *
 * @param text a text of `SubscriptionTexts`
 * @param values the values by name
 */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/gu, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
