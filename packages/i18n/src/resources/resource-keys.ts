/**
 * A nested translation object: strings at the leaves. Lists (e.g. the paragraphs of a content
 * page, read whole with `returnObjects`) are trees keyed by their index.
 */
export interface ResourceTree {
  readonly [key: string]: string | ResourceTree | ResourceList;
}

/** A list inside a translation object: texts or nested objects, keyed by index when flattened. */
export type ResourceList = readonly (string | ResourceTree | ResourceList)[];

/**
 * The leaves of a nested translation object as dotted keys (`nav.login`) with their texts.
 *
 * @param tree a namespace's resources
 * @param prefix the dotted path of `tree` itself (for recursion)
 * @returns a map from dotted key to text, in object order
 */
export function flattenResources(
  tree: ResourceTree | ResourceList,
  prefix = '',
): Map<string, string> {
  const leaves = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'string') leaves.set(path, value);
    else for (const [leaf, text] of flattenResources(value, path)) leaves.set(leaf, text);
  }
  return leaves;
}

/**
 * The interpolation placeholders of a text, e.g. `['year']` for `'© {{year}} Rooms'`.
 *
 * @param text a translation
 * @returns the placeholder names (formats after a comma dropped), sorted, without duplicates
 */
export function placeholdersOf(text: string): string[] {
  const names = [...text.matchAll(/\{\{\s*([^}\s,]+)[^}]*\}\}/g)].map((match) => match[1] ?? '');
  return [...new Set(names)].sort();
}

/** One difference between two languages' versions of a namespace. */
export interface ResourceMismatch {
  readonly key: string;
  readonly problem: 'missing-in-other' | 'missing-in-reference' | 'placeholders-differ';
}

/**
 * Compares two languages' versions of a namespace: keys present in one and not the other, and
 * texts whose placeholders differ.
 *
 * @param reference e.g. the English resources of a namespace
 * @param other e.g. the Dutch resources of the same namespace
 * @returns every mismatch; `[]` when both have the same keys and placeholders
 */
export function compareResources(reference: ResourceTree, other: ResourceTree): ResourceMismatch[] {
  const a = flattenResources(reference);
  const b = flattenResources(other);
  const mismatches: ResourceMismatch[] = [];
  for (const [key, text] of a) {
    const otherText = b.get(key);
    if (otherText === undefined) mismatches.push({ key, problem: 'missing-in-other' });
    else if (placeholdersOf(text).join() !== placeholdersOf(otherText).join()) {
      mismatches.push({ key, problem: 'placeholders-differ' });
    }
  }
  for (const key of b.keys()) {
    if (!a.has(key)) mismatches.push({ key, problem: 'missing-in-reference' });
  }
  return mismatches;
}
