import { scamSignals } from '@rooms/domain';
import { pathFor } from '@rooms/i18n';
import { useLocale, useTranslation } from '@rooms/i18n/client';
import { ScamWarning, scamWarningTexts } from '@rooms/ui/scam-warning';
import { expect, within } from 'storybook/test';

import type { Meta, StoryObj } from '@storybook/react-vite';

/** Messages a landlord might send, written for the stories after the patterns of rental scams. */
const MESSAGES = {
  all: {
    nl: 'Hallo! De kamer is nog vrij. Ik zit in het buitenland, dus voor de bezichtiging vraag ik de borg van €800 via Western Union. Stuur me een appje op 06-12345678.',
    en: 'Hello! The room is still available. I am abroad, so before the viewing I need the deposit of €800 by Western Union. Contact me on WhatsApp: 06-12345678.',
  },
  offPlatform: {
    nl: 'Leuk dat je reageert! Mail me even op verhuur@example.nl, dan plannen we een bezichtiging.',
    en: 'Thanks for reacting! Mail me at landlord@example.com and we will plan a viewing.',
  },
} as const;

type Shown = keyof typeof MESSAGES;

/** A landlord's message as the conversation page shows it, with the warning under it. */
function ScamWarningStory({ shown }: { shown: Shown }) {
  const locale = useLocale();
  const { t } = useTranslation('scamWarning');
  const text = MESSAGES[shown][locale];
  return (
    <ol style={{ listStyle: 'none', margin: 0, padding: 24, maxWidth: 720 }}>
      <li style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
        <article
          style={{
            maxWidth: '90%',
            padding: '12px 16px',
            borderRadius: 8,
            background: '#f5f5f5',
            whiteSpace: 'pre-wrap',
          }}
        >
          {text}
        </article>
        <ScamWarning
          signals={scamSignals(text)}
          texts={scamWarningTexts(t)}
          safetyHref={pathFor('safetyTenant', locale)}
        />
      </li>
    </ol>
  );
}

/**
 * The calm warning a tenant sees under a landlord's message that shows signs of a rental scam
 * (issue 28): the safety page's advice for each sign `scamSignals` finds (money before a viewing,
 * a money-transfer service, contact off the platform) and a link to the tenant safety page. A
 * `note`, sand and amber: advice, not an error.
 */
const meta = {
  title: 'Messaging/ScamWarning',
  component: ScamWarningStory,
  args: { shown: 'all' },
  argTypes: { shown: { control: 'inline-radio', options: ['all', 'offPlatform'] } },
} satisfies Meta<typeof ScamWarningStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch: all three signs, each with its advice, and the link to /veiligheid-huurder. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const note = canvas.getByRole('note', { name: 'Let goed op bij dit bericht' });
    await expect(within(note).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(note).getByRole('link', { name: 'Zo huur je veilig' })).toHaveAttribute(
      'href',
      '/veiligheid-huurder',
    );
    // Calm: a sand background, not an alarm; no alert role interrupts the reader.
    await expect(getComputedStyle(note).backgroundColor).toBe('rgb(251, 242, 233)');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** English: all three signs and the link to /en/safety-tenant. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const note = canvas.getByRole('note', { name: 'Take care with this message' });
    await expect(within(note).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(note).getByRole('link', { name: 'How to rent safely' })).toHaveAttribute(
      'href',
      '/en/safety-tenant',
    );
  },
};

/** Dutch, one sign only: an e-mail address takes the conversation off Rooms. */
export const DutchOffPlatform: Story = {
  globals: { locale: 'nl' },
  args: { shown: 'offPlatform' },
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole('note');
    await expect(note).toHaveAttribute('data-signals', 'off_platform_contact');
    await expect(within(note).getByRole('listitem')).toHaveTextContent(/Houd het gesprek op Rooms/);
  },
};

/** English, one sign only. */
export const EnglishOffPlatform: Story = {
  globals: { locale: 'en' },
  args: { shown: 'offPlatform' },
};

/** Dutch on a 375 px phone: the advice wraps within the screen. */
export const DutchPhone: Story = {
  globals: { locale: 'nl', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole('note');
    await expect(note.getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};

/** English on a 375 px phone. */
export const EnglishPhone: Story = {
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
};
