import { buttonClassName } from './button-link';
import styles from './product-offer.module.css';

/** Props of {@link ProductOffer}. */
export interface ProductOfferProps {
  /** The product's name, e.g. "Premium monthly" (the card's heading). */
  readonly name: string;
  /** The price, e.g. "€24.95". */
  readonly price: string;
  /** The price per month, e.g. "€19.98 per month"; none for unlimited products. */
  readonly perMonth?: string | undefined;
  /** Whether and how it renews, e.g. "Renews every month until you stop it. Stop any time…". */
  readonly term: string;
  /** The VAT line, e.g. "Including €4.33 VAT". */
  readonly vat?: string | undefined;
  /** Where choosing it leads (the payment page). */
  readonly href: string;
  /** The link's visible label, e.g. "Choose". */
  readonly chooseLabel: string;
  /** The link's accessible name, naming the product, e.g. "Choose Premium monthly". */
  readonly chooseName: string;
  /** Marks the recommended offer (a stronger border, a filled button). */
  readonly highlighted?: boolean;
  /** Heading level inside the page (default 3). */
  readonly headingLevel?: 2 | 3;
  /** `data-testid` of the card; `data-product-id` carries `productId`. */
  readonly testId?: string;
  /** The §3 product id, as `data-product-id` (tests, links rewritten by the page). */
  readonly productId?: number;
}

/**
 * One product to buy (issue 27, §2 `/premium-account-payment`): name, price, price per month,
 * the renewal term in plain words and the VAT, with a link to pay. Hook-free, without MUI:
 * renders on the server, so the products page stays static and light.
 */
export function ProductOffer({
  name,
  price,
  perMonth,
  term,
  vat,
  href,
  chooseLabel,
  chooseName,
  highlighted = false,
  headingLevel = 3,
  testId,
  productId,
}: ProductOfferProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      className={highlighted ? `${styles.offer} ${styles.highlighted}` : styles.offer}
      data-testid={testId}
      data-product-id={productId}
    >
      <Heading className={styles.name}>{name}</Heading>
      <p className={styles.price}>{price}</p>
      {perMonth === undefined ? null : <p className={styles.perMonth}>{perMonth}</p>}
      <p className={styles.term}>{term}</p>
      {vat === undefined ? null : <p className={styles.vat}>{vat}</p>}
      <a
        href={href}
        aria-label={chooseName}
        className={buttonClassName({
          variant: highlighted ? 'contained' : 'outlined',
          className: styles.choose,
        })}
      >
        {chooseLabel}
      </a>
    </article>
  );
}

export default ProductOffer;
