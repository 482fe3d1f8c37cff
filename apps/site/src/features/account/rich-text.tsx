import { Fragment } from 'react';

import type { ReactNode } from 'react';

/** How each tag of a translated text is shown: its inner text in, an element out. */
export type RichTextTags = Readonly<Record<string, (children: string) => ReactNode>>;

const TAG = /<(\w+)>(.*?)<\/\1>/g;

/**
 * A translated text with simple tags (`<terms>…</terms>`, `<b>…</b>`, not nested) as React
 * nodes: what react-i18next's `Trans` did, for pages without client i18n. Text outside the tags
 * and inside unknown tags stays text (React escapes it).
 *
 * @param text the translated text, values already filled in
 * @param tags the renderer of each tag name
 * @returns the nodes to render, e.g. `['By creating …', <a>terms</a>, '.']`
 */
export function richText(text: string, tags: RichTextTags): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = '', inner = ''] = match;
    if (match.index > last) nodes.push(text.slice(last, match.index));
    const render = tags[name];
    nodes.push(<Fragment key={match.index}>{render ? render(inner) : inner}</Fragment>);
    last = match.index + whole.length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

/**
 * An i18next placeholder written out (`{{email}}`), to pass as a value on the server so the
 * text keeps it for a value only the browser knows (see {@link fillPlaceholders}).
 *
 * @param name the placeholder's name
 * @returns `{{name}}`
 */
export function placeholder(name: string): string {
  return `{{${name}}}`;
}

/**
 * Fills in placeholders a server-translated text kept (see {@link placeholder}).
 *
 * @param text the translated text
 * @param values the value of each placeholder
 * @returns the text with every `{{name}}` of `values` replaced
 */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return Object.entries(values).reduce(
    (filled, [name, value]) => filled.replaceAll(placeholder(name), () => value),
    text,
  );
}
