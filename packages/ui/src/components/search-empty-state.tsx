import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A way out of an empty result, e.g. "Search within 20 km". */
export interface SearchEmptyStateAction {
  readonly label: string;
  readonly href: string;
}

/** Props of {@link SearchEmptyState}. */
export interface SearchEmptyStateProps {
  readonly title: string;
  readonly text: string;
  /** Links that widen the search (larger radius, one filter fewer, …), most helpful first. */
  readonly actions: readonly SearchEmptyStateAction[];
  /** Level of the heading element; default 2 (under the page's h1). */
  readonly headingLevel?: 2 | 3;
  /** Extra attributes on every link, e.g. `{ 'data-search-link': 'stay' }`. */
  readonly linkAttributes?: Readonly<Record<`data-${string}`, string>>;
}

/**
 * What a search shows when nothing matches (§2 search): a friendly heading, a sentence, and
 * links that each widen the search by one step, so the visitor is one click from results.
 * Ordinary links: they work without JavaScript and keep a shareable address. Hook-free.
 */
export function SearchEmptyState({
  title,
  text,
  actions,
  headingLevel = 2,
  linkAttributes = {},
}: SearchEmptyStateProps) {
  return (
    <Box
      sx={{
        textAlign: 'center',
        px: { xs: 2, sm: 4 },
        py: { xs: 4, sm: 6 },
        border: '1px dashed',
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
      }}
    >
      <Box
        component="svg"
        viewBox="0 0 64 64"
        aria-hidden="true"
        sx={{ width: 64, height: 64, color: 'primary.light', mb: 1 }}
      >
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M10 30 32 12l22 18M16 25v27h32V25M27 52V38h10v14"
        />
      </Box>
      <Typography component={`h${headingLevel}`} variant="h4" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 560, mx: 'auto' }}>{text}</Typography>
      {actions.length > 0 ? (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            mt: 3,
            p: 0,
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'center',
            gap: 1.5,
          }}
        >
          {actions.map((action) => (
            <li key={action.href}>
              <Box
                component="a"
                href={action.href}
                {...linkAttributes}
                sx={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  minHeight: 44,
                  px: 2,
                  borderRadius: 5,
                  border: '1px solid',
                  borderColor: 'primary.main',
                  color: 'primary.main',
                  fontWeight: 600,
                  textDecoration: 'none',
                  '&:hover': { bgcolor: 'rgba(11, 93, 107, 0.08)' },
                }}
              >
                {action.label}
              </Box>
            </li>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

export default SearchEmptyState;
