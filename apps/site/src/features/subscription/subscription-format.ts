import { productById } from '@rooms/domain';

/** The words a product label is made of (the `subscription` namespace's `products`). */
export interface ProductWords {
  /** Names by ProductKind 1–4. */
  kinds: Record<number, string>;
  /** "{{count}} days" in the page's language. */
  days: (count: number) => string;
  unlimited: string;
  renews: string;
}

/**
 * A product's name for the account page: "Tenant premium · 30 days · renews".
 *
 * @param productId a catalogue id (unknown: "#<id>")
 * @param words the label words in the page's language
 */
export function productLabel(productId: number, words: ProductWords): string {
  const product = productById(productId);
  if (product === undefined) return `#${productId}`;
  const parts = [
    words.kinds[product.kind] ?? `#${productId}`,
    product.durationDays === null ? words.unlimited : words.days(product.durationDays),
  ];
  if (product.renews) parts.push(words.renews);
  return parts.join(' · ');
}
