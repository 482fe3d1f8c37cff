import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/** Props of {@link EmptyNotice}. */
export interface EmptyNoticeProps {
  heading: string;
  text: string;
  /** The way on: a link styled as the main button. */
  actionLabel: string;
  actionHref: string;
}

/**
 * The panel a list page shows when it has nothing to list (favourites, a landlord without
 * adverts): why it is empty and one button that leads on.
 */
export function EmptyNotice({ heading, text, actionLabel, actionHref }: EmptyNoticeProps) {
  return (
    <Box
      sx={{
        mt: 3,
        p: { xs: 3, md: 5 },
        textAlign: 'center',
        bgcolor: 'background.paper',
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <Typography component="h2" variant="h5">
        {heading}
      </Typography>
      <Typography sx={{ mt: 1, mb: 3, color: 'text.secondary', maxWidth: 520, mx: 'auto' }}>
        {text}
      </Typography>
      <Button variant="contained" size="large" href={actionHref}>
        {actionLabel}
      </Button>
    </Box>
  );
}
