import type { CSSProperties } from 'react';

/**
 * Inline styles of the alert e-mail. E-mail clients drop style sheets and most layout CSS, so
 * every element carries its own styles, tables do the layout (react-email's Section/Row/Column)
 * and colours are the site theme's (deep-teal primary, `packages/ui/src/theme.ts`), each text
 * colour with a contrast of at least 4.5:1 on its background.
 */
const TEXT = '#1A2B33';
const MUTED = '#4A5B63';
const PRIMARY = '#0B5D6B';
const BORDER = '#D5DEE2';
const PAGE = '#F3F6F7';
const NEAR_MISS = '#7A3D00';

export const styles = {
  body: {
    backgroundColor: PAGE,
    color: TEXT,
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
    margin: 0,
    padding: '16px 0',
  },
  container: {
    backgroundColor: '#FFFFFF',
    border: `1px solid ${BORDER}`,
    borderRadius: 8,
    maxWidth: 600,
    padding: '24px 20px',
  },
  brand: { color: PRIMARY, fontSize: 20, fontWeight: 700, margin: '0 0 16px' },
  heading: { color: TEXT, fontSize: 22, lineHeight: '28px', margin: '0 0 8px' },
  intro: { color: TEXT, fontSize: 16, lineHeight: '24px', margin: '0 0 4px' },
  search: { color: MUTED, fontSize: 14, lineHeight: '20px', margin: '0 0 16px' },
  card: { borderTop: `1px solid ${BORDER}`, padding: '12px 0' },
  photoCell: { verticalAlign: 'top', width: 136 },
  photo: { borderRadius: 6, display: 'block', height: 90, objectFit: 'cover', width: 120 },
  noPhoto: {
    backgroundColor: PAGE,
    borderRadius: 6,
    color: MUTED,
    fontSize: 12,
    height: 90,
    lineHeight: '90px',
    margin: 0,
    textAlign: 'center',
    width: 120,
  },
  detailsCell: { verticalAlign: 'top' },
  title: { color: PRIMARY, fontSize: 16, fontWeight: 700, lineHeight: '22px' },
  facts: { color: TEXT, fontSize: 15, lineHeight: '22px', margin: '4px 0 0' },
  address: { color: MUTED, fontSize: 14, lineHeight: '20px', margin: '2px 0 0' },
  reason: {
    color: NEAR_MISS,
    fontSize: 14,
    fontWeight: 700,
    lineHeight: '20px',
    margin: '4px 0 0',
  },
  button: {
    backgroundColor: PRIMARY,
    borderRadius: 6,
    color: '#FFFFFF',
    display: 'inline-block',
    fontSize: 16,
    fontWeight: 700,
    padding: '12px 20px',
    textDecoration: 'none',
  },
  buttonSection: { padding: '8px 0 16px' },
  sectionHeading: { color: TEXT, fontSize: 18, lineHeight: '24px', margin: '16px 0 4px' },
  hr: { borderColor: BORDER, margin: '24px 0 16px' },
  footer: { color: MUTED, fontSize: 13, lineHeight: '20px', margin: '0 0 8px' },
  footerLink: { color: PRIMARY, textDecoration: 'underline' },
} satisfies Record<string, CSSProperties>;
