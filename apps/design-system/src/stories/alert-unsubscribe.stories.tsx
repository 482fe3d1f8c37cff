import { pathFor } from '@rooms/i18n';
import { useTranslation } from '@rooms/i18n/client';
import { alertUnsubscribeTexts } from '@rooms/ui/alert-texts';
import { AlertUnsubscribe } from '@rooms/ui/alert-unsubscribe';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';

import { useStoryLanguage } from '../story-content';

import type { AlertUnsubscribeState } from '@rooms/ui/alert-unsubscribe';
import type { Meta, StoryObj } from '@storybook/react-vite';

/** The page's body; `start` is what the server found for the link. */
function AlertUnsubscribeStory({ start }: { start: 'found' | 'gone' | 'noIdentifier' }) {
  const { locale } = useStoryLanguage();
  const { t } = useTranslation('alerts');
  const [state, setState] = useState<AlertUnsubscribeState>(
    start === 'found'
      ? {
          kind: 'found',
          description:
            locale === 'nl'
              ? 'Kamers in Groningen tot €\u00a0600, gemeubileerd'
              : 'Rooms in Groningen up to €600, furnished',
        }
      : { kind: start },
  );
  return (
    <AlertUnsubscribe
      state={state}
      texts={alertUnsubscribeTexts(t)}
      manageHref={pathFor('accountAlerts', locale)}
      onUnsubscribe={() => setState({ kind: 'done' })}
      onStopAll={() => setState({ kind: 'doneAll' })}
    />
  );
}

/**
 * The unsubscribe page of alert e-mails (issue 25, §2 `/email-unsubscribe`): the alert and ONE
 * button (opening the page never unsubscribes), "stop all alert e-mails", and the calm outcomes:
 * unsubscribed, all stopped, an alert that no longer exists, a visit without an identifier.
 */
const meta = {
  title: 'Alerts/AlertUnsubscribe',
  component: AlertUnsubscribeStory,
  args: { start: 'found' },
} satisfies Meta<typeof AlertUnsubscribeStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch: the button unsubscribes and the confirmation takes the focus. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('unsubscribe-alert')).toHaveTextContent('Kamers in Groningen');
    await userEvent.click(canvas.getByRole('button', { name: 'Uitschrijven voor deze melding' }));
    await expect(canvas.getByTestId('unsubscribe-done')).toHaveFocus();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

/** English: "Stop all alert e-mails". */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Stop all alert e-mails' }));
    await expect(canvas.getByTestId('unsubscribe-done')).toHaveTextContent(
      'You will no longer receive any search alert e-mails.',
    );
  },
};

/** Dutch: an unknown or used identifier, calm. */
export const DutchGone: Story = { args: { start: 'gone' }, globals: { locale: 'nl' } };

/** English: opened without an identifier (the footer link). */
export const EnglishWithoutIdentifier: Story = {
  args: { start: 'noIdentifier' },
  globals: { locale: 'en' },
};

/** Dutch on a 375 px phone. */
export const DutchPhone: Story = {
  globals: { locale: 'nl', viewport: { value: 'phone', isRotated: false } },
};

/** English on a 375 px phone. */
export const EnglishPhone: Story = {
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
};
