import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/**
 * While the student houses page renders on the server: placeholders in the shape of the heading
 * and two house cards, announced as busy (no texts: the language is not known here).
 */
export default function StudentHouseLoading() {
  return (
    <Box
      aria-busy="true"
      data-testid="student-houses-loading"
      sx={{ maxWidth: 960, mx: 'auto', px: 2, py: { xs: 3, md: 5 }, display: 'grid', gap: 2 }}
    >
      <Skeleton variant="text" width="40%" height={48} />
      <Skeleton variant="rounded" height={160} />
      <Skeleton variant="rounded" height={160} />
    </Box>
  );
}
