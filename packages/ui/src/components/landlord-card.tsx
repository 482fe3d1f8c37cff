import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

import { UserAvatar } from './user-avatar';

/** Props of {@link LandlordCard}. */
export interface LandlordCardProps {
  /** Heading, e.g. "Verhuurder" / "Landlord". */
  heading: string;
  /** Level of the heading element. Default 2. */
  headingLevel?: 2 | 3;
  /** The landlord's first name (their public name). */
  name: string;
  /** What kind of advertiser, e.g. "Particuliere verhuurder". */
  role: string;
  /**
   * Profile photo shown at 64×64 px: `src` and a `srcSet` with a sharper version (e.g. the 150×150
   * resize of §2, §9), or `null` for the initial on the brand colour.
   */
  photo?: { src: string; srcSet: string } | null;
  /** Address of the landlord's public profile (route `landlordProfile`). */
  profileHref: string;
  /** Text of the profile link, naming the landlord, e.g. "Bekijk het profiel van Lisa". */
  profileLabel: string;
}

/**
 * Who offers a listing (§2 listing detail, landlord public profile): photo or initial, first
 * name, kind of advertiser and a link to their public profile. Presentational, hook-free.
 */
export function LandlordCard({
  heading,
  headingLevel = 2,
  name,
  role,
  photo = null,
  profileHref,
  profileLabel,
}: LandlordCardProps) {
  return (
    <Box component="section">
      <Typography component={`h${headingLevel}`} variant="h5" sx={{ mb: 1.5 }}>
        {heading}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <UserAvatar name={name} photo={photo ? { ...photo, size: 64 } : null} size={64} />
        <Box sx={{ minWidth: 0 }}>
          <Typography component="p" sx={{ fontWeight: 600, fontSize: '1.125rem' }}>
            {name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {role}
          </Typography>
          <Link
            href={profileHref}
            variant="body2"
            sx={{ display: 'inline-block', mt: 0.5, fontWeight: 600 }}
          >
            {profileLabel}
          </Link>
        </Box>
      </Box>
    </Box>
  );
}

export default LandlordCard;
