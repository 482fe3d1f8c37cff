import { ALERT_NAME_MAX_LENGTH } from '@rooms/domain';

import type { SearchAlertDialogTexts } from './search-alert-dialog';
import type { TFunction } from 'i18next';

/**
 * The texts of the search alert dialog from the `search` translations (`search.alert.*`), in the
 * page's language. Server- and client-safe (no React).
 *
 * @param t the `search` translations
 * @returns the texts for `SearchAlertDialog`
 */
export function searchAlertDialogTexts(t: TFunction<'search'>): SearchAlertDialogTexts {
  return {
    title: t('alert.title'),
    close: t('alert.close'),
    frequencyLegend: t('alert.frequencyLegend'),
    frequencies: {
      instant: { label: t('alert.instant'), hint: t('alert.instantHint') },
      daily: { label: t('alert.daily'), hint: t('alert.dailyHint') },
      weekly: { label: t('alert.weekly'), hint: t('alert.weeklyHint') },
    },
    instantDisabled: t('alert.instantDisabled'),
    nameLabel: t('alert.nameLabel'),
    nameHint: t('alert.nameHint', { max: ALERT_NAME_MAX_LENGTH }),
    save: t('alert.save'),
    saving: t('alert.saving'),
    cancel: t('alert.cancel'),
    done: t('alert.done'),
  };
}
