'use client';

import { useTranslation } from '@rooms/i18n/client';
import { AlertCard } from '@rooms/ui/alert-card';
import { AlertsEmptyState } from '@rooms/ui/alerts-empty-state';
import { visuallyHidden } from '@rooms/ui/visually-hidden';
import { useState } from 'react';

import styles from './account-alerts.module.css';
import { alertProblemKey } from './alert-problem';
import { fillText, withSavedAlert } from './alert-view';
import { deleteAlert, updateAlert } from './alerts-api';

import type { AlertChange } from './alert-types';
import type { AlertFrequency } from '@rooms/domain';
import type { Locale } from '@rooms/i18n';
import type { AlertCardAlert, AlertCardTexts } from '@rooms/ui/alert-card';
import type { AlertsEmptyStateProps } from '@rooms/ui/alerts-empty-state';

/** What the manager announces after a change (`alerts` namespace, `announce`; `{{…}}` filled here). */
export interface AlertAnnouncements {
  readonly renamed: string;
  /** With `{{frequency}}`. */
  readonly frequency: string;
  readonly paused: string;
  readonly resumed: string;
  /** With `{{name}}`. */
  readonly deleted: string;
}

/** Props of {@link AlertsManager}. */
export interface AlertsManagerProps {
  readonly locale: Locale;
  /** The alerts as the server rendered them, newest first. */
  readonly initialAlerts: readonly AlertCardAlert[];
  readonly cardTexts: AlertCardTexts;
  readonly announcements: AlertAnnouncements;
  /** The empty state, shown when there are (or no longer are) alerts. */
  readonly empty: AlertsEmptyStateProps;
  /** Id of the page's heading, which takes the focus after a deletion. */
  readonly headingId: string;
}

/**
 * The signed-in user's alerts (issue 25, §2 `/account/alerts`): one `AlertCard` each, the
 * changes saved with `POST /alert/updatealert` and `POST /alert/deletealert`. A card is busy
 * while its change is saved; a failure shows the §8 text in the card and keeps the old state;
 * every outcome is announced in a polite live region. After a deletion the focus goes to the
 * page heading (the card and its buttons are gone).
 */
export function AlertsManager({
  locale,
  initialAlerts,
  cardTexts,
  announcements,
  empty,
  headingId,
}: AlertsManagerProps) {
  const { t } = useTranslation('errors');
  const [alerts, setAlerts] = useState<readonly AlertCardAlert[]>(initialAlerts);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [problems, setProblems] = useState<Readonly<Record<string, string>>>({});
  const [announcement, setAnnouncement] = useState('');

  const setProblem = (id: string, problem: string | null) =>
    setProblems((current) => {
      const next = { ...current };
      if (problem === null) delete next[id];
      else next[id] = problem;
      return next;
    });

  /** Saves a change of one alert; resolves whether it was saved. */
  const save = async (card: AlertCardAlert, change: AlertChange, said: string) => {
    setBusyId(card.id);
    setProblem(card.id, null);
    try {
      const saved = await updateAlert(locale, card.id, change);
      setAlerts((current) => withSavedAlert(current, saved));
      setAnnouncement(said);
      return true;
    } catch (error) {
      setProblem(card.id, t(alertProblemKey(error)));
      return false;
    } finally {
      setBusyId(null);
    }
  };

  const remove = async (card: AlertCardAlert) => {
    setBusyId(card.id);
    setProblem(card.id, null);
    try {
      await deleteAlert(locale, card.id);
      setAlerts((current) => current.filter((alert) => alert.id !== card.id));
      setAnnouncement(fillText(announcements.deleted, { name: card.name ?? card.words }));
      requestAnimationFrame(() => document.getElementById(headingId)?.focus());
    } catch (error) {
      setProblem(card.id, t(alertProblemKey(error)));
    } finally {
      setBusyId(null);
    }
  };

  return (
    <>
      {alerts.length === 0 ? (
        <AlertsEmptyState {...empty} />
      ) : (
        <ul className={styles.list} data-testid="alerts-list">
          {alerts.map((card) => (
            <li key={card.id}>
              <AlertCard
                alert={card}
                texts={cardTexts}
                busy={busyId === card.id}
                error={problems[card.id]}
                onRename={(name) => save(card, { name }, announcements.renamed)}
                onFrequencyChange={(frequency: AlertFrequency) =>
                  void save(
                    card,
                    { frequency },
                    fillText(announcements.frequency, {
                      frequency: cardTexts.frequency[frequency],
                    }),
                  )
                }
                onPausedChange={(paused) =>
                  void save(card, { paused }, paused ? announcements.paused : announcements.resumed)
                }
                onDelete={() => void remove(card)}
              />
            </li>
          ))}
        </ul>
      )}
      <p role="status" aria-live="polite" style={visuallyHidden} data-testid="alerts-announcement">
        {announcement}
      </p>
    </>
  );
}
