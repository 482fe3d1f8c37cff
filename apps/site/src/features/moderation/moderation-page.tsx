import { getT, isLocale, pathFor } from '@rooms/i18n';
import { notFound } from 'next/navigation';

import { SiteShell } from '../../shell/site-shell';

import styles from './moderation.module.css';

import type { Locale } from '@rooms/i18n';
import type { PageAlternates } from '@rooms/ui/shell-content';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';

/**
 * The language of a staff page from its `[locale]` parameter; any other value is a 404.
 *
 * @param params the page's params
 */
export async function staffLocaleOf(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return locale;
}

/**
 * Metadata of a staff page: its title, and never indexed or followed (the page answers 404 to
 * everyone but staff anyway; it is in no sitemap).
 *
 * @param locale the page's language
 * @param title which title of `moderation.meta`
 */
export async function staffMetadata(
  locale: Locale,
  title: 'title' | 'auditTitle' | 'conversationTitle',
): Promise<Metadata> {
  const t = await getT(locale, 'moderation');
  return {
    title: t(`meta.${title}`),
    description: t('meta.description'),
    robots: { index: false, follow: false },
  };
}

/** Props of {@link StaffPage}. */
export interface StaffPageProps {
  readonly locale: Locale;
  /** The page in both languages, for the language switch. */
  readonly alternates: PageAlternates;
  /** Which part of the back office the page is (marked in its navigation). */
  readonly section: 'queues' | 'auditLog';
  /** The page's `h1`. */
  readonly heading: string;
  readonly children: ReactNode;
}

/**
 * The frame of every back-office page (issue 28): the site shell, the page's heading and the
 * back office's own navigation (queues, audit log) with the current part marked.
 */
export async function StaffPage({
  locale,
  alternates,
  section,
  heading,
  children,
}: StaffPageProps) {
  const [t, tCommon] = await Promise.all([getT(locale, 'moderation'), getT(locale)]);
  const links = [
    { key: 'queues', href: pathFor('moderation', locale), label: t('nav.queues') },
    { key: 'auditLog', href: pathFor('moderationAuditLog', locale), label: t('nav.auditLog') },
  ] as const;
  return (
    <SiteShell locale={locale} t={tCommon} alternates={alternates}>
      <div className={styles.page}>
        <div className={styles.top}>
          <h1 className={styles.heading}>{heading}</h1>
          <nav aria-label={t('nav.label')}>
            <ul className={styles.nav}>
              {links.map((link) => (
                <li key={link.key}>
                  <a
                    href={link.href}
                    className={styles.navLink}
                    aria-current={link.key === section ? 'page' : undefined}
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        {children}
      </div>
    </SiteShell>
  );
}
