import { DEFAULT_LISTING_SEARCH_FILTERS, SearchListingType } from '@rooms/domain';
import { useTranslation } from '@rooms/i18n/client';
import { InlineAlert, inlineAlertClasses } from '@rooms/ui/inline-alert';
import { listingSearchPath } from '@rooms/ui/search-path';
import { ShellIcon } from '@rooms/ui/shell-icon';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { useSearchStory } from '../search-story-content';

import type { ListingSearchFilters } from '@rooms/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';

/** The search that failed: rooms in Groningen. */
const SEARCH: ListingSearchFilters = {
  ...DEFAULT_LISTING_SEARCH_FILTERS,
  searchCategories: [SearchListingType.Room],
  citySlug: 'groningen',
  cityName: 'Groningen',
};

/** What the "Try again" button of the map error calls (the Actions panel shows it). */
const onRetry = fn().mockName('onRetry');

function InlineAlertStory() {
  const { locale, t } = useSearchStory();
  const { t: mapT } = useTranslation('map');
  const { t: errorsT } = useTranslation('errors');
  const { t: messagesT } = useTranslation('messages');
  const [previewError, setPreviewError] = useState(true);
  return (
    <div style={{ padding: 24, maxWidth: 640, display: 'grid', gap: 16 }}>
      {/* The search page's error: a "Try again" link as the action. */}
      <InlineAlert
        severity="error"
        action={
          <a href={listingSearchPath(SEARCH, locale)} className={inlineAlertClasses.actionButton}>
            {t('error.retry')}
          </a>
        }
      >
        <strong>{t('error.title')}</strong>
        <br />
        {errorsT('http_502')}
      </InlineAlert>
      {/* The map's error: a "Try again" button. */}
      <InlineAlert
        severity="error"
        action={
          <button type="button" className={inlineAlertClasses.actionButton} onClick={onRetry}>
            {mapT('retry')}
          </button>
        }
      >
        {errorsT('timeout')}
      </InlineAlert>
      {/* The map preview's error: a round close button. */}
      {previewError ? (
        <InlineAlert
          severity="error"
          action={
            <button
              type="button"
              aria-label={mapT('preview.close')}
              title={mapT('preview.close')}
              className={inlineAlertClasses.closeButton}
              onClick={() => setPreviewError(false)}
            >
              <ShellIcon name="close" size="small" />
            </button>
          }
        >
          {errorsT('http_404')}
        </InlineAlert>
      ) : null}
      {/* The search page's note about a place it does not know. */}
      <InlineAlert severity="info">{t('location.notFound', { query: 'Groningn' })}</InlineAlert>
      {/* A confirmation inside a live region that announces it: role "none". */}
      <div role="status" aria-live="polite">
        <InlineAlert severity="success" role="none" testId="listing-reported">
          {messagesT('report.listingDone')}
        </InlineAlert>
      </div>
    </div>
  );
}

/**
 * A message in the page's flow (§8 error texts with "Try again", §2 search notes, the
 * confirmation after reporting an advert), without MUI: severities `error`, `info` and
 * `success`, an optional action styled with `inlineAlertClasses.actionButton` (link or button)
 * or `.closeButton`, and `role` `alert` (default), `status` or `none`.
 */
const meta = {
  title: 'Components/InlineAlert',
  component: InlineAlertStory,
  beforeEach: () => {
    onRetry.mockClear();
  },
} satisfies Meta<typeof InlineAlertStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch: "Opnieuw proberen" as link and as button; the close button removes the preview error. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('alert')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'Opnieuw proberen' })).toHaveAttribute(
      'href',
      '/huren/kamer-groningen',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Opnieuw proberen' }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Sluiten' }));
    await expect(canvas.getAllByRole('alert')).toHaveLength(3);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Bedankt voor je melding. We gaan deze advertentie bekijken.',
    );
    await expect(canvas.getByTestId('listing-reported')).not.toHaveAttribute('role');
  },
};

/** English. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The results could not be loaded')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/en/for-rent/room-groningen',
    );
    await expect(canvas.getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

/** Dutch on a 375 px phone: the actions stay beside the message. */
export const DutchPhone: Story = {
  globals: { locale: 'nl', viewport: { value: 'phone', isRotated: false } },
};

/** English on a 375 px phone. */
export const EnglishPhone: Story = {
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
};
