import styles from './auth-card.module.css';
import { CanalHouses } from './canal-houses';
import { PageContainer } from './page-container';
import { typography } from './typography';

import type { ReactNode } from 'react';

/** The brand panel beside the form on wide screens: a heading and a few short selling points. */
export interface AuthCardAside {
  /** Heading of the panel, e.g. "Your next home starts here". */
  title: string;
  /** Short points, e.g. "Message landlords directly". Three read best. */
  points: readonly string[];
}

/** Props of {@link AuthCard}. Every text comes from the caller, already translated. */
export interface AuthCardProps {
  /** The page's heading (rendered as its `h1`), e.g. "Log in". */
  title: string;
  /** Line under the heading. */
  intro?: ReactNode;
  /** The form, or a confirmation message. */
  children: ReactNode;
  /** Under the form, after a divider line: e.g. "New to Rooms? Create an account". */
  footer?: ReactNode;
  /** The brand panel, shown from `md` (1024 px) on; hidden on phones so the form comes first. */
  aside?: AuthCardAside;
}

const CHECK_PATH = 'M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z';

/**
 * Frame of the account pages (§2 legacy login, registration, password reset, sign-out): a card
 * with the page heading, an intro, the form and a footer line. From `md` (1024 px) a brand panel
 * in the site's teal with canal houses sits beside the form; on phones (375 px) the card spans
 * the width and the form starts right under the heading. A server component without MUI, so
 * server pages can render it around a client form.
 */
export function AuthCard({ title, intro, children, footer, aside }: AuthCardProps) {
  return (
    <PageContainer className={styles.page}>
      <div className={aside ? `${styles.card} ${styles.withAside}` : styles.card}>
        {aside ? (
          <div className={styles.aside}>
            <div>
              <p className={`${typography.h4} ${styles.asideTitle}`}>{aside.title}</p>
              <ul className={styles.points}>
                {aside.points.map((point) => (
                  <li key={point} className={styles.point}>
                    <svg
                      viewBox="0 0 24 24"
                      aria-hidden="true"
                      focusable="false"
                      className={styles.check}
                    >
                      <path d={CHECK_PATH} />
                    </svg>
                    {point}
                  </li>
                ))}
              </ul>
            </div>
            <div className={styles.houses}>
              <CanalHouses />
            </div>
          </div>
        ) : null}
        <div className={styles.main}>
          <h1 className={`${typography.h3} ${intro ? styles.titleWithIntro : styles.title}`}>
            {title}
          </h1>
          {intro ? <div className={styles.intro}>{intro}</div> : null}
          {children}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </div>
      </div>
    </PageContainer>
  );
}

export default AuthCard;
