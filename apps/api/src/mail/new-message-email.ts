import { NEW_MESSAGE_EMAIL_INTERVAL_MINUTES } from '@rooms/domain';
import { pathFor } from '@rooms/i18n';

import type { MailMessage } from './mailer.js';
import type { Locale } from '@rooms/i18n';

const TEXTS: Record<
  Locale,
  {
    subject: (senderName: string) => string;
    body: (input: { firstName: string; senderName: string; title: string; link: string }) => string;
  }
> = {
  nl: {
    subject: (senderName) => `Nieuw bericht van ${senderName} op Rooms`,
    body: ({ firstName, senderName, title, link }) =>
      [
        `Hallo ${firstName},`,
        '',
        `${senderName} heeft je een bericht gestuurd over de advertentie “${title}”.`,
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
    subject: (senderName) => `New message from ${senderName} on Rooms`,
    body: ({ firstName, senderName, title, link }) =>
      [
        `Hello ${firstName},`,
        '',
        `${senderName} sent you a message about the advert “${title}”.`,
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
 * text of its own into our e-mail.
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
  return {
    to: input.to,
    subject: texts.subject(input.senderName),
    text: texts.body({
      firstName: input.firstName,
      senderName: input.senderName,
      title: input.listingTitle,
      link,
    }),
    language: input.locale,
  };
}
