import { AlertFrequency } from '@rooms/domain';
import { SearchAlertButton } from '@rooms/ui/search-alert-button';
import { SearchAlertDialog } from '@rooms/ui/search-alert-dialog';
import { searchAlertDialogTexts } from '@rooms/ui/search-alert-dialog-texts';
import { formatCount } from '@rooms/ui/search-format';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';

import { useSearchStory } from '../search-story-content';

import type { SearchAlertDialogMessage } from '@rooms/ui/search-alert-dialog';
import type { Meta, StoryObj } from '@storybook/react-vite';

/** Controls of the dialog story. */
interface SearchAlertDialogStoryProps {
  /** New listings the search found in the last 7 days (the preview line). */
  lastSevenDays: number;
  /** False: the search is too wide for instant e-mails. */
  instantAllowed: boolean;
  /** What saving answers: saved on the account, kept on this device, or a §8 failure. */
  answer: 'saved' | 'kept' | 'failed';
  /** Signed in: the "let landlords with a matching home find me" checkbox is offered. */
  signedIn: boolean;
}

/** `<alerts>…</alerts>`-style tags of the texts as plain links (the site renders the same). */
function withLinks(text: string) {
  return text.split(/(<\w+>.*?<\/\w+>)/).map((part, index) => {
    const match = /^<(\w+)>(.*)<\/\1>$/.exec(part);
    return match ? (
      <a key={index} href={`#${match[1]}`}>
        {match[2]}
      </a>
    ) : (
      part
    );
  });
}

function SearchAlertDialogStory({
  lastSevenDays,
  instantAllowed,
  answer,
  signedIn,
}: SearchAlertDialogStoryProps) {
  const { locale, t } = useSearchStory();
  const [open, setOpen] = useState(false);
  const [frequency, setFrequency] = useState<AlertFrequency>(AlertFrequency.Daily);
  const [name, setName] = useState('');
  const [findMe, setFindMe] = useState(false);
  const [message, setMessage] = useState<SearchAlertDialogMessage | null>(null);
  const texts = searchAlertDialogTexts(t);
  const answers: Record<SearchAlertDialogStoryProps['answer'], SearchAlertDialogMessage> = {
    saved: {
      severity: 'success',
      content: withLinks(findMe ? t('alert.savedFindable') : t('alert.saved')),
    },
    kept: { severity: 'success', content: withLinks(t('alert.kept')) },
    failed: { severity: 'error', content: t('alert.instantDisabled') },
  };
  return (
    <div style={{ padding: 24 }}>
      <SearchAlertButton label={t('alert.button')} expanded={open} onClick={() => setOpen(true)} />
      <SearchAlertDialog
        open={open}
        onClose={() => {
          setOpen(false);
          setMessage(null);
        }}
        texts={texts}
        summary={t('meta.title', { category: t('categoryTitle.room'), place: 'Groningen' })}
        frequency={frequency}
        onFrequencyChange={setFrequency}
        name={name}
        onNameChange={setName}
        preview={t('alert.preview', {
          count: lastSevenDays,
          formatted: formatCount(lastSevenDays, locale),
        })}
        instantAllowed={instantAllowed}
        busy={false}
        onSubmit={() => setMessage(answers[answer])}
        message={message}
        finished={message !== null && answer !== 'failed'}
        findMe={
          signedIn
            ? {
                checked: findMe,
                onChange: setFindMe,
                label: t('alert.findMeLabel'),
                hint: t('alert.findMeHint'),
              }
            : null
        }
      />
    </div>
  );
}

/**
 * The "save this search" dialog (issue 25, §7 `POST /alert/createalert`): frequency instant /
 * daily / weekly, an optional name, for signed-in visitors "let landlords with a matching home
 * find me" (`savealerttosession`), the 7-day preview; instant disabled with its reason for a
 * search too wide. A modal dialog: focus stays inside, Escape closes it. On phones a sheet along
 * the bottom edge.
 */
const meta = {
  title: 'Search/SearchAlertDialog',
  component: SearchAlertDialogStory,
  args: { lastSevenDays: 12, instantAllowed: true, answer: 'saved', signedIn: true },
} satisfies Meta<typeof SearchAlertDialogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch: open, choose weekly, name it, save; the message replaces the form. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Bewaar deze zoekopdracht' }),
    );
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', {
        name: 'Mail me nieuwe woningen',
      }),
    );
    await expect(dialog.getByText(/12 nieuwe woningen/)).toBeVisible();
    await userEvent.click(dialog.getByRole('radio', { name: 'Wekelijks' }));
    await expect(dialog.getByRole('radio', { name: 'Wekelijks' })).toBeChecked();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Naam (optioneel)' }), 'Groningen');
    await userEvent.click(
      dialog.getByRole('checkbox', {
        name: 'Laat verhuurders met een passende woning mijn profiel vinden',
      }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Zoekopdracht bewaren' }));
    await expect(dialog.getByRole('status')).toHaveTextContent(
      'Verhuurders met een passende woning kunnen je profiel nu vinden',
    );
  },
};

/** English, a search too wide for instant e-mails: instant is disabled with its reason. */
export const EnglishTooWide: Story = {
  globals: { locale: 'en' },
  args: { lastSevenDays: 2480, instantAllowed: false },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save this search' }));
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', {
        name: 'E-mail me new matches',
      }),
    );
    await expect(dialog.getByRole('radio', { name: 'Instant' })).toBeDisabled();
    await expect(dialog.getByText(/Too many matches a day/)).toBeVisible();
  },
};

/** English on a 375 px phone, anonymous: the search is kept on this device. */
export const EnglishPhoneAnonymous: Story = {
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
  args: { answer: 'kept', signedIn: false },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save this search' }));
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', {
        name: 'E-mail me new matches',
      }),
    );
    await expect(dialog.queryByRole('checkbox')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Save search' }));
    await expect(dialog.getByRole('link', { name: 'create an account' })).toBeVisible();
  },
};

/** Dutch on a 375 px phone, open, before saving. */
export const DutchPhone: Story = {
  globals: { locale: 'nl', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Bewaar deze zoekopdracht' }),
    );
  },
};
