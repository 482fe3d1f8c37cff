/**
 * String templates with placeholders: a part of an e-mail rendered once with placeholders
 * where per-e-mail values go, split at them so each e-mail is one pass of concatenation. The
 * values are never scanned for placeholders, so user text that looks like one stays text.
 */

/** A placeholder: its name between two private-use characters (no text of ours has them). */
export function placeholder(name: string): string {
  return `\uE000${name}\uE001`;
}

/** A template: static strings and, between them, the names of the values that go there. */
export interface Template {
  /** `statics.length === slots.length + 1`. */
  readonly statics: readonly string[];
  readonly slots: readonly string[];
}

const PLACEHOLDER = /\uE000([A-Za-z_]+)\uE001/g;

/**
 * Splits a rendered part at its placeholders.
 *
 * @param rendered the part with placeholders made by {@link placeholder}
 * @returns the template
 */
export function compileTemplate(rendered: string): Template {
  const statics: string[] = [];
  const slots: string[] = [];
  let last = 0;
  for (const match of rendered.matchAll(PLACEHOLDER)) {
    statics.push(rendered.slice(last, match.index));
    slots.push(match[1] ?? '');
    last = match.index + match[0].length;
  }
  statics.push(rendered.slice(last));
  return { statics, slots };
}

/**
 * A template with its values.
 *
 * @param template the compiled part
 * @param values the value of each slot name (already escaped for where it goes)
 * @returns the part
 * @throws Error when a slot has no value (a bug: the renderer fills every slot it makes)
 */
export function fillTemplate(template: Template, values: Readonly<Record<string, string>>): string {
  let out = template.statics[0] ?? '';
  for (let index = 0; index < template.slots.length; index += 1) {
    const value = values[template.slots[index] ?? ''];
    if (value === undefined) throw new Error(`No value for slot ${template.slots[index]}`);
    out += value + (template.statics[index + 1] ?? '');
  }
  return out;
}

/**
 * Replaces the one occurrence of `part` in `whole` by a placeholder.
 *
 * @throws Error when `part` is not found exactly once (the part rendered alone differs from the
 *   part in the document: a template change the fast renderer does not follow)
 */
export function cutOut(whole: string, part: string, name: string): string {
  const at = whole.indexOf(part);
  if (at < 0 || whole.indexOf(part, at + 1) >= 0)
    throw new Error(`Alert e-mail frame: part for ${name} not found exactly once`);
  return whole.slice(0, at) + placeholder(name) + whole.slice(at + part.length);
}
