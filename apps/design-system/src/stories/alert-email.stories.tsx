import { AlertFrequency } from '@rooms/domain';
import { renderAlertEmail } from '@rooms/emails';
import { SAMPLE_PSA_IDENTIFIER, sampleAlertEmailProps } from '@rooms/emails/samples';
import { DEFAULT_LOCALE, isLocale } from '@rooms/i18n';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';

import type { RenderedEmail } from '@rooms/emails';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';

/** What a story shows: which alert e-mail, rendered by the loader in the story's language. */
interface AlertEmailStoryArgs {
  frequency: AlertFrequency;
  /** New matches in all; the first 20 are listed, more add "see all N new matches". */
  matchCount: number;
  nearMisses: boolean;
}

/**
 * The e-mail as a mail client gets it: the subject line, then the HTML document of
 * `renderAlertEmail` in a sandboxed frame (no scripts, as in a mail client), as tall as its
 * content.
 */
function EmailFrame({ email }: { email: RenderedEmail }) {
  const [height, setHeight] = useState(600);
  return (
    <div style={{ padding: 16, display: 'grid', gap: 8 }}>
      <p style={{ margin: 0, fontFamily: 'system-ui, sans-serif' }}>
        <strong>Subject:</strong> <span data-testid="email-subject">{email.subject}</span>
      </p>
      <iframe
        title={email.subject}
        srcDoc={email.html}
        sandbox="allow-same-origin"
        data-testid="email-frame"
        style={{ border: '1px solid #D5DEE2', width: '100%', height }}
        onLoad={(event) => {
          const body = event.currentTarget.contentDocument?.body;
          if (body) setHeight(body.scrollHeight + 32);
        }}
      />
    </div>
  );
}

/** The loader: renders the e-mail of the story's args in the story's `locale` global. */
async function renderStoryEmail(
  context: StoryContext<AlertEmailStoryArgs>,
): Promise<{ email: RenderedEmail }> {
  const value: unknown = context.globals.locale;
  const locale = isLocale(value) ? value : DEFAULT_LOCALE;
  return { email: await renderAlertEmail(sampleAlertEmailProps({ locale, ...context.args })) };
}

/** The document inside the story's frame, once it has loaded. */
async function emailDocument(canvasElement: HTMLElement): Promise<Document> {
  const frame = within(canvasElement).getByTestId<HTMLIFrameElement>('email-frame');
  await waitFor(() => expect(frame.contentDocument?.querySelector('h1')).toBeTruthy());
  return frame.contentDocument as Document;
}

/** The listing links of an e-mail document (listing paths end in `-{id}`). */
function listingLinks(document: Document): URL[] {
  return [...document.querySelectorAll('a')]
    .map((link) => new URL(link.href))
    .filter((url) => /-(\d+)$/.test(url.pathname));
}

/**
 * The search alert e-mail of `@rooms/emails` (issue 25): instant, or a daily or weekly digest,
 * with up to 20 new listings (photo, rent, surface, street and city, each linking to its page with
 * `psaIdentifier`), "see all N new matches" when there are more, the near misses of a digest and
 * the footer with the unsubscribe link and the alert settings. Rendered as the API renders it
 * (`renderAlertEmail`), shown in a frame as a mail client shows it.
 */
const meta = {
  title: 'E-mails/AlertEmail',
  render: (_args, { loaded }) => <EmailFrame email={(loaded as { email: RenderedEmail }).email} />,
  loaders: [renderStoryEmail],
  args: { frequency: AlertFrequency.Instant, matchCount: 2, nearMisses: false },
  argTypes: {
    frequency: {
      control: 'inline-radio',
      options: [AlertFrequency.Instant, AlertFrequency.Daily, AlertFrequency.Weekly],
    },
  },
} satisfies Meta<AlertEmailStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Instant, Dutch: two new rooms, no "see all", no near misses. */
export const InstantDutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('email-subject')).toHaveTextContent(
      '2 nieuwe woningen voor “Kamer in Groningen”',
    );
    const document = await emailDocument(canvasElement);
    await expect(document.documentElement.lang).toBe('nl');
    await expect(document.querySelector('h1')).toHaveTextContent(
      'Nieuw voor je zoekopdracht “Kamer in Groningen”',
    );
    const links = listingLinks(document);
    await expect(links.length).toBeGreaterThanOrEqual(2);
    for (const link of links)
      await expect(link.searchParams.get('psaIdentifier')).toBe(SAMPLE_PSA_IDENTIFIER);
    await expect(document.body).toHaveTextContent('€ 395 per maand · 12 m²');
    await expect(document.body).not.toHaveTextContent('Bekijk alle');
    await expect(document.body).not.toHaveTextContent('Bijna raak');
    const unsubscribe = [...document.querySelectorAll('a')].find(
      (link) => link.textContent === 'Afmelden voor deze alert',
    );
    await expect(unsubscribe?.getAttribute('href')).toBe(
      `https://rooms.example/email-uitschrijven?emailType=proactive_search_alert&psaIdentifier=${SAMPLE_PSA_IDENTIFIER}`,
    );
  },
};

/** Instant, English. */
export const InstantEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const document = await emailDocument(canvasElement);
    await expect(document.documentElement.lang).toBe('en');
    await expect(document.querySelector('h1')).toHaveTextContent(
      'New for your alert “Room in Groningen”',
    );
    await expect(document.body).toHaveTextContent('€395 per month · 12 m²');
    await expect(document.body).toHaveTextContent('Unsubscribe from this alert');
    await expect(document.body).toHaveTextContent('Change your alerts');
  },
};

/** Daily digest, Dutch: 23 new matches (20 listed, "see all 23"), two near misses labelled. */
export const DailyDigestDutch: Story = {
  globals: { locale: 'nl' },
  args: { frequency: AlertFrequency.Daily, matchCount: 23, nearMisses: true },
  play: async ({ canvasElement }) => {
    const document = await emailDocument(canvasElement);
    await expect(document.querySelector('h1')).toHaveTextContent(
      'Je dagelijkse alert “Kamer in Groningen”',
    );
    await expect(new Set(listingLinks(document).map(String)).size).toBe(22);
    const seeAll = [...document.querySelectorAll('a')].find((link) =>
      link.textContent.includes('Bekijk alle 23 nieuwe resultaten'),
    );
    await expect(seeAll?.getAttribute('href')).toBe('https://rooms.example/huren/kamer-groningen');
    await expect(document.querySelector('h2')).toHaveTextContent('Bijna raak');
    await expect(document.body).toHaveTextContent('€ 25 boven je maximale huur');
    await expect(document.body).toHaveTextContent('1 m² onder je minimale oppervlakte');
  },
};

/** Daily digest, English. */
export const DailyDigestEnglish: Story = {
  globals: { locale: 'en' },
  args: { frequency: AlertFrequency.Daily, matchCount: 23, nearMisses: true },
  play: async ({ canvasElement }) => {
    const document = await emailDocument(canvasElement);
    await expect(document.body).toHaveTextContent('See all 23 new matches');
    await expect(document.querySelector('h2')).toHaveTextContent('Almost a match');
    await expect(document.body).toHaveTextContent('€25 above your maximum rent');
    await expect(document.body).toHaveTextContent('1 m² below your minimum');
  },
};

/** Weekly digest, Dutch, on a 375 px phone. */
export const WeeklyDigestDutchPhone: Story = {
  globals: { locale: 'nl', viewport: { value: 'phone', isRotated: false } },
  args: { frequency: AlertFrequency.Weekly, matchCount: 4, nearMisses: true },
  play: async ({ canvasElement }) => {
    const document = await emailDocument(canvasElement);
    await expect(document.querySelector('h1')).toHaveTextContent(
      'Je wekelijkse alert “Kamer in Groningen”',
    );
  },
};

/** Weekly digest, English, on a 375 px phone. */
export const WeeklyDigestEnglishPhone: Story = {
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
  args: { frequency: AlertFrequency.Weekly, matchCount: 4, nearMisses: true },
  play: async ({ canvasElement }) => {
    const document = await emailDocument(canvasElement);
    await expect(document.querySelector('h1')).toHaveTextContent(
      'Your weekly alert “Room in Groningen”',
    );
  },
};
