import { AlertFrequency, ALERT_NAME_MAX_LENGTH } from '@rooms/domain';

import type { AlertCardTexts } from './alert-card';
import type { AlertUnsubscribeTexts } from './alert-unsubscribe';
import type { TFunction } from 'i18next';

/**
 * The texts of an `AlertCard` in a language (a plain module, so server components build them
 * and hand them to the client card as props).
 *
 * @param t the `alerts` translations
 * @returns the card's texts, the name limit filled in
 */
export function alertCardTexts(t: TFunction<'alerts'>): AlertCardTexts {
  const max = ALERT_NAME_MAX_LENGTH;
  return {
    paused: t('card.paused'),
    rename: t('card.rename'),
    nameLabel: t('card.nameLabel'),
    nameHint: t('card.nameHint', { max }),
    nameTooLong: t('card.nameTooLong', { max }),
    save: t('card.save'),
    cancel: t('card.cancel'),
    frequencyLabel: t('frequency.label'),
    frequency: alertFrequencyTexts(t),
    pause: t('card.pause'),
    resume: t('card.resume'),
    delete: t('card.delete'),
    deleteQuestion: t('card.deleteQuestion'),
    deleteYes: t('card.deleteYes'),
    deleteNo: t('card.deleteNo'),
    openSearch: t('card.openSearch'),
    busy: t('card.busy'),
  };
}

/**
 * The name of each alert frequency in a language ("Right away", "Once a day", "Once a week").
 *
 * @param t the `alerts` translations
 * @returns frequency → its name
 */
export function alertFrequencyTexts(t: TFunction<'alerts'>): Record<AlertFrequency, string> {
  return {
    [AlertFrequency.Instant]: t('frequency.instant'),
    [AlertFrequency.Daily]: t('frequency.daily'),
    [AlertFrequency.Weekly]: t('frequency.weekly'),
  };
}

/**
 * The texts of the unsubscribe page's body (`AlertUnsubscribe`) in a language.
 *
 * @param t the `alerts` translations
 * @returns the texts
 */
export function alertUnsubscribeTexts(t: TFunction<'alerts'>): AlertUnsubscribeTexts {
  return {
    heading: t('unsubscribe.heading'),
    loading: t('unsubscribe.loading'),
    intro: t('unsubscribe.intro'),
    button: t('unsubscribe.button'),
    stopAll: t('unsubscribe.stopAll'),
    stopAllHint: t('unsubscribe.stopAllHint'),
    busy: t('unsubscribe.busy'),
    done: t('unsubscribe.done'),
    doneAll: t('unsubscribe.doneAll'),
    gone: t('unsubscribe.gone'),
    noIdentifier: t('unsubscribe.noIdentifier'),
    manage: t('unsubscribe.manage'),
  };
}
