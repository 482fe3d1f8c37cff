/**
 * Styles that hide an element on screen but keep it in the accessibility tree (a heading or a
 * live region only screen readers need). Sizes are strings on purpose: in MUI `sx` the number
 * `1` means 100%, which made hidden headings as wide as the page and phones scroll sideways.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
