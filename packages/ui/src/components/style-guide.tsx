import styles from './style-guide.module.css';
import { typography } from './typography';

import type {
  BreakpointToken,
  ColourToken,
  ContrastLevel,
  ShadowToken,
  SpacingToken,
  TypeToken,
} from '../theme-tokens';

/**
 * The parts of the style guide (§2 "design-system and style demo pages"): server components
 * without MUI that show the theme's tokens (`themeTokens()` of `@rooms/ui/theme-tokens`) with the
 * theme's own CSS variables, so every sample is drawn by the variable it names. Every text comes
 * from the caller. They stack in one column at 375 px and never scroll sideways.
 */

/** Texts of {@link ColourSwatches}. */
export interface ColourSwatchesLabels {
  /** Accessible name of the list, e.g. "Palette colours". */
  readonly list: string;
  /** Before the paired text colour, e.g. "Text". */
  readonly text: string;
  /** Before the ratio, e.g. "Contrast". */
  readonly contrast: string;
  /** Name of each WCAG level, e.g. `AALarge` → "AA for large text". */
  readonly levels: Readonly<Record<ContrastLevel, string>>;
}

/** Props of {@link ColourSwatches}. */
export interface ColourSwatchesProps {
  readonly colours: readonly ColourToken[];
  readonly labels: ColourSwatchesLabels;
  /** Language of the ratio's decimal separator, e.g. `nl` (4,50) or `en` (4.50). */
  readonly locale: string;
}

/**
 * Colour swatches: each colour drawn from its CSS variable with large sample text in its paired
 * text colour, its palette name, variable and value, the text colour and their contrast ratio
 * with the WCAG level it reaches. A list (`data-testid="colour-swatch"` on each item).
 */
export function ColourSwatches({ colours, labels, locale }: ColourSwatchesProps) {
  const ratio = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return (
    <ul aria-label={labels.list} className={styles.swatches}>
      {colours.map((colour) => (
        <li
          key={`${colour.name}/${colour.text.name}`}
          className={styles.swatch}
          data-testid="colour-swatch"
        >
          <div
            className={styles.sample}
            style={{
              backgroundColor: `var(${colour.variable})`,
              color: `var(${colour.text.variable})`,
            }}
          >
            <span aria-hidden="true">Aa</span>
          </div>
          <dl className={styles.facts}>
            <dt className={styles.name}>{colour.name}</dt>
            <dd>
              <code>{colour.variable}</code> <code>{colour.value}</code>
            </dd>
            <dd>
              {labels.text}: <code>{colour.text.name}</code> <code>{colour.text.value}</code>
            </dd>
            <dd>
              {labels.contrast}: {ratio.format(colour.contrast)}:1 ·{' '}
              <strong>{labels.levels[colour.level]}</strong>
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** Texts of {@link TypeScale}. */
export interface TypeScaleLabels {
  /** Accessible name of the list, e.g. "The type scale". */
  readonly list: string;
  readonly size: string;
  readonly weight: string;
  readonly lineHeight: string;
}

/** Props of {@link TypeScale}. */
export interface TypeScaleProps {
  readonly tokens: readonly TypeToken[];
  /** The sample sentence each style is shown with. */
  readonly sample: string;
  readonly labels: TypeScaleLabels;
}

/** The variants `typography.module.css` has a class for (with the responsive heading sizes). */
const CLASSED_VARIANTS: ReadonlySet<string> = new Set([
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'subtitle2',
  'body2',
]);

/** The CSS-module class of a variant where the site has one, else `undefined`. */
function variantClass(variant: TypeToken['variant']): string | undefined {
  return CLASSED_VARIANTS.has(variant)
    ? (typography as Readonly<Record<string, string>>)[variant]
    : undefined;
}

/**
 * The type scale: for each style its name, size (with the larger sizes from a breakpoint on),
 * weight and line height, then the sample sentence in that style as the site renders it (the
 * typography classes where the site has them, else the style's font variable). The samples are
 * paragraphs, not headings, so the page's outline stays its own.
 */
export function TypeScale({ tokens, sample, labels }: TypeScaleProps) {
  return (
    <ul aria-label={labels.list} className={styles.typeScale}>
      {tokens.map((token) => {
        const className = variantClass(token.variant);
        return (
          <li key={token.variant} className={styles.typeRow}>
            <p className={styles.typeFacts}>
              <code className={styles.name}>{token.variant}</code> · {labels.size}{' '}
              {token.sizes
                .map((size) =>
                  size.breakpoint === 'xs'
                    ? size.fontSize
                    : `${size.fontSize} (${size.breakpoint})`,
                )
                .join(' → ')}{' '}
              · {labels.weight} {token.fontWeight} · {labels.lineHeight} {token.lineHeight} ·{' '}
              <code>{token.variable}</code>
            </p>
            <p
              className={className ? `${className} ${styles.typeSample}` : styles.typeSample}
              style={className ? undefined : { font: `var(${token.variable})` }}
            >
              {sample}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

/** Props of {@link SpacingScale}. */
export interface SpacingScaleProps {
  readonly tokens: readonly SpacingToken[];
  /** The unit, px. */
  readonly unitPx: number;
  /** Accessible name of the list, e.g. "The spacing scale". */
  readonly label: string;
}

/** The spacing scale: a bar as long as each step (drawn with the spacing variable) and its size. */
export function SpacingScale({ tokens, unitPx, label }: SpacingScaleProps) {
  return (
    <ul aria-label={label} className={styles.spacing}>
      {tokens.map((token) => (
        <li key={token.factor} className={styles.spacingRow}>
          <span className={styles.spacingSize}>
            {token.factor} × {unitPx} = {token.px} px
          </span>
          <span aria-hidden="true" className={styles.bar} style={{ width: token.css }} />
        </li>
      ))}
    </ul>
  );
}

/** Texts of {@link BreakpointTable}. */
export interface BreakpointTableLabels {
  readonly caption: string;
  readonly name: string;
  readonly from: string;
  readonly query: string;
}

/** Props of {@link BreakpointTable}. */
export interface BreakpointTableProps {
  readonly tokens: readonly BreakpointToken[];
  readonly labels: BreakpointTableLabels;
}

/** The breakpoints (§9) as a table: name, smallest width and the theme's media query. */
export function BreakpointTable({ tokens, labels }: BreakpointTableProps) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{labels.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{labels.name}</th>
          <th scope="col">{labels.from}</th>
          <th scope="col">{labels.query}</th>
        </tr>
      </thead>
      <tbody>
        {tokens.map((token) => (
          <tr key={token.key}>
            <th scope="row">
              <code>{token.key}</code>
            </th>
            <td>{token.minWidthPx} px</td>
            <td>
              <code>{token.query}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Props of {@link ShapeSamples}. */
export interface ShapeSamplesProps {
  /** The corner radius variable, e.g. `--mui-shape-borderRadius`. */
  readonly radiusVariable: string;
  /** Line about the radius, e.g. "Corner radius …: 8px". */
  readonly radiusLabel: string;
  readonly shadows: readonly ShadowToken[];
  /** Accessible name of the shadow list. */
  readonly shadowsLabel: string;
  /** Name of one elevation, e.g. `(level) => 'Elevation 2'`. */
  readonly elevationLabel: (level: number) => string;
}

/** The corner radius on a box, then one box per shadow, each drawn from its variable. */
export function ShapeSamples({
  radiusVariable,
  radiusLabel,
  shadows,
  shadowsLabel,
  elevationLabel,
}: ShapeSamplesProps) {
  return (
    <div className={styles.shape}>
      <p className={styles.radius} style={{ borderRadius: `var(${radiusVariable})` }}>
        {radiusLabel}
      </p>
      <ul aria-label={shadowsLabel} className={styles.shadows}>
        {shadows.map((shadow) => (
          <li
            key={shadow.level}
            className={styles.shadow}
            style={{ boxShadow: `var(${shadow.variable})`, borderRadius: `var(${radiusVariable})` }}
          >
            {elevationLabel(shadow.level)}
            <code>{shadow.variable}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}
