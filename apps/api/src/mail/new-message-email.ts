import { NEW_MESSAGE_EMAIL_INTERVAL_MINUTES } from '@rooms/domain';
import { pathFor } from '@rooms/i18n';

import { nameInEmail, plainLineInEmail } from './name-in-email.js';

import type { MailMessage } from './mailer.js';
import type { Locale } from '@rooms/i18n';

/** What the texts get: names are null when they must not be shown (`nameInEmail`). */
interface NewMessageTextInput {
  firstName: string | null;
  senderName: string | null;
  title: string;
  link: string;
}

const TEXTS: Record<
  Locale,
  {
    subject: (senderName: string | null) => string;
    body: (input: NewMessageTextInput) => string;
  }
> = {
  nl: {
    subject: (senderName) =>
      senderName === null ? 'Nieuw bericht op Rooms' : `Nieuw bericht van ${senderName} op Rooms`,
    body: ({ firstName, senderName, title, link }) =>
      [
        firstName === null ? 'Hallo,' : `Hallo ${firstName},`,
        '',
        senderName === null
          ? `Je hebt een bericht gekregen over de advertentie “${title}”.`
          : `${senderName} heeft je een bericht gestuurd over de advertentie “${title}”.`,
        'Lees het en reageer via deze link:',
        '',
        link,
        '',
        `Over hetzelfde gesprek krijg je hooguit één e-mail per ${NEW_MESSAGE_EMAIL_INTERVAL_MINUTES} minuten.`,
        'Deel nooit je wachtwoord en betaal nooit voordat je de woning hebt gezien.',
        '',
        'Groet,',
        'Rooms',
      ].join('\n'),
  },
  en: {
    subject: (senderName) =>
      senderName === null ? 'New message on Rooms' : `New message from ${senderName} on Rooms`,
    body: ({ firstName, senderName, title, link }) =>
      [
        firstName === null ? 'Hello,' : `Hello ${firstName},`,
        '',
        senderName === null
          ? `You have a message about the advert “${title}”.`
          : `${senderName} sent you a message about the advert “${title}”.`,
        'Read it and reply here:',
        '',
        link,
        '',
        `You get at most one e-mail per ${NEW_MESSAGE_EMAIL_INTERVAL_MINUTES} minutes about the same conversation.`,
        'Never share your password and never pay before you have seen the place.',
        '',
        'Kind regards,',
        'Rooms',
      ].join('\n'),
  },
};

/**
 * The absolute link to a conversation in the recipient's language (§2 route `conversation`:
 * `/mijn-berichten/default/conversation/{id}` in Dutch, `/en/my-messages/default/conversation/{id}`
 * in English).
 *
 * @param siteUrl the site's origin (`SITE_URL`)
 * @param locale the recipient's language
 * @param conversationId the conversation
 */
export function conversationLink(siteUrl: string, locale: Locale, conversationId: number): string {
  const path = pathFor('conversation', locale, {
    inboxType: 'default',
    conversationID: String(conversationId),
  });
  return new URL(path, siteUrl).toString();
}

/**
 * The new-message e-mail (issue 6) in the recipient's language. It names the sender and the
 * advert and links to the conversation; it never quotes the message, so a message cannot put
 * text of its own into our e-mail. Names go through `nameInEmail` (issue 23): one with bidi or
 * zero-width characters, symbols or a domain name is left out ("New message on Rooms"), a long
 * one is cut; the title loses control and format characters.
 *
 * @param input recipient (address, first name, language), sender's first name, advert title,
 *   site origin and the conversation id
 * @returns the message to hand to the mailer
 */
export function newMessageEmail(input: {
  to: string;
  firstName: string;
  locale: Locale;
  senderName: string;
  listingTitle: string;
  siteUrl: string;
  conversationId: number;
}): MailMessage {
  const texts = TEXTS[input.locale];
  const link = conversationLink(input.siteUrl, input.locale, input.conversationId);
  const senderName = nameInEmail(input.senderName);
  return {
    to: input.to,
    subject: texts.subject(senderName),
    text: texts.body({
      firstName: nameInEmail(input.firstName),
      senderName,
      title: plainLineInEmail(input.listingTitle),
      link,
    }),
    language: input.locale,
  };
}
