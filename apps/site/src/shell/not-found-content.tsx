import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { pathFor } from '@rooms/i18n';

import type { Locale } from '@rooms/i18n';
import type { CommonT } from '@rooms/ui/shell-content';

/**
 * The links of the 404 page, in the order of §2: how it works, my public profile, create ad
 * start, my settings, my listings, my account (premium), my conversations (default inbox),
 * favourite listings, favourite tenants, my alerts.
 *
 * @param locale the page's language
 * @param t the `common` translations of that language
 * @returns label and path pairs
 */
export function notFoundLinks(
  locale: Locale,
  t: CommonT,
): ReadonlyArray<readonly [label: string, href: string]> {
  return [
    [t('notFound.links.howItWorks'), pathFor('howItWorks', locale)],
    [t('notFound.links.publicProfile'), pathFor('publicProfile', locale)],
    [t('notFound.links.createAdvert'), pathFor('createListing', locale)],
    [t('notFound.links.settings'), pathFor('accountSettings', locale)],
    [t('notFound.links.myAdverts'), pathFor('myAdverts', locale)],
    [t('notFound.links.myAccount'), pathFor('myAccount', locale)],
    [t('notFound.links.conversations'), pathFor('myMessages', locale, { inboxType: 'default' })],
    [t('notFound.links.favouriteRooms'), pathFor('myFavoriteRooms', locale)],
    [t('notFound.links.favouriteTenants'), pathFor('myFavoriteTenants', locale)],
    [t('notFound.links.alerts'), pathFor('accountAlerts', locale)],
  ];
}

/** Props of {@link NotFoundContent}. */
export interface NotFoundContentProps {
  locale: Locale;
  t: CommonT;
}

/** Body of the 404 page (§2): heading, explanation and the spec's links. Hook-free. */
export function NotFoundContent({ locale, t }: NotFoundContentProps) {
  return (
    <Container sx={{ py: { xs: 5, md: 8 } }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('notFound.title')}
      </Typography>
      <Typography sx={{ mb: 3, maxWidth: 640 }}>{t('notFound.text')}</Typography>
      <ul style={{ margin: 0, paddingLeft: '1.25rem', lineHeight: 2 }}>
        {notFoundLinks(locale, t).map(([label, href]) => (
          <li key={href}>
            <Link href={href}>{label}</Link>
          </li>
        ))}
      </ul>
    </Container>
  );
}
