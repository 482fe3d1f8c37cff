import styles from './page-container.module.css';

import type { ReactNode } from 'react';

/** Props of {@link PageContainer}. */
export interface PageContainerProps {
  /** Extra class of the caller's CSS module, e.g. vertical padding. */
  readonly className?: string;
  readonly children: ReactNode;
}

/**
 * The page's content column without MUI (spec §9): full width with 16 px gutters on phones,
 * 24 px from `sm` 600 px, at most 1200 px wide and centred from `lg` 1360 px — as MUI's
 * `Container` with the Rooms theme. A server component.
 */
export function PageContainer({ className, children }: PageContainerProps) {
  return (
    <div className={className ? `${styles.container} ${className}` : styles.container}>
      {children}
    </div>
  );
}

export default PageContainer;
