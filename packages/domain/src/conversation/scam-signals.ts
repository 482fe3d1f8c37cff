/**
 * Signs of a rental scam in a message of a conversation (issue 28 "Scam warnings"): a message
 * that asks for money before a viewing, names a money-transfer service, or moves the
 * conversation off the platform. The tenant who receives such a message sees a calm warning with
 * the safety page's advice, and the conversation is counted for moderation. These rules are the
 * one place that decides what counts, in Dutch and English, for the site and the API alike.
 *
 * The patterns follow what rental scams typically write (a landlord "abroad" who sends the keys
 * by post once a deposit arrives through Western Union; a "reservation fee" before anyone has
 * seen the room; "contact me on WhatsApp"), and stay quiet on what honest landlords write ("the
 * deposit is one month's rent, paid when signing the contract after the viewing"). Off-platform
 * contact details are found by the advert checks' own finder ({@link findForbiddenText}), so a
 * phone number or e-mail address is recognised the same way in adverts and in messages.
 *
 * Every pattern is a bounded window over folded text (lower case, no accents), so the checks take
 * linear time on any input, however long or odd (NUL bytes, one endless word).
 */
import { blankLongRuns, findForbiddenText, ForbiddenTextKind } from '../listing-wizard/forbidden-text';

/** What kind of scam sign a message shows (words ours). */
export const ScamSignal = {
  /**
   * Asks for money (deposit, advance, first month's rent, reservation fee, a payment) before the
   * tenant has viewed the home: "before the viewing", "viewing after payment", a landlord who is
   * abroad, keys sent by post.
   */
  MoneyBeforeViewing: 'money_before_viewing',
  /**
   * Names a way of paying that cannot be traced or recalled: a money-transfer service (Western
   * Union, MoneyGram, Ria, WorldRemit, Wise), PayPal "friends and family", crypto, gift cards.
   */
  MoneyTransferService: 'money_transfer_service',
  /**
   * Moves the conversation off the platform: a phone number, an e-mail address, a messenger app
   * (WhatsApp, Telegram, Signal …) or a messenger link (wa.me, t.me).
   */
  OffPlatformContact: 'off_platform_contact',
} as const;
/** One of the {@link ScamSignal} words. */
export type ScamSignal = (typeof ScamSignal)[keyof typeof ScamSignal];

/** Every {@link ScamSignal}, in the order {@link scamSignals} reports them (and advice is shown). */
export const SCAM_SIGNALS: readonly ScamSignal[] = [
  ScamSignal.MoneyBeforeViewing,
  ScamSignal.MoneyTransferService,
  ScamSignal.OffPlatformContact,
];

/**
 * Longest run of non-space characters the checks look at: longer than the e-mail addresses,
 * phone numbers and messenger links people write. Longer runs (a pasted blob, 100 kB of one
 * "word") are no contact details, and the finder's e-mail pattern takes time quadratic in the
 * length of a run (a tenth of a second for 1,000 runs of 100 characters, minutes for one run of
 * 100,000).
 */
const MAX_TOKEN_LENGTH = 100;

/**
 * Messenger apps and "message me there" phrases (whole words, case and accents ignored), given
 * to the contact finder as its word list. 'Signal' and 'Wise' are ordinary words too: they are
 * matched in context by {@link SIGNAL_APP} and {@link TRANSFER_SERVICE} instead.
 */
const OFF_PLATFORM_WORDS: readonly string[] = [
  'whatsapp',
  'whats app',
  'whatsap',
  'watsapp',
  'wattsapp',
  'telegram',
  'wechat',
  'viber',
  'skype',
  'snapchat',
  'app me',
  'app mij',
  'appen',
  'appje',
  'sms me',
  'sms mij',
  'text me',
  'mail me',
  'mail mij',
  'email me',
  'e-mail me',
  'e-mail mij',
  'mijn telefoonnummer',
  'mijn mobiele nummer',
  'my phone number',
  'my mobile number',
  'my whatsapp',
];

/** Hosts of messenger links ('wa.me/31…', 't.me/…'); other links are no contact detail. */
const MESSENGER_LINK =
  /(?:^|[/.@])(?:wa\.me|whatsapp\.com|t\.me|telegram\.me|signal\.me|m\.me)(?:[/?#]|$)/iu;

/** 'Signal' the app, not the word ('via Signal', 'op Signal', 'Signal app'). */
const SIGNAL_APP =
  /\b(?:via|on|op|over|through|using|with|met) signal\b|\bsignal[- ]?(?:app|messenger)\b/u;

/** A date written with digits ('01-12-2026 14', '12 03 2027'), which the phone pattern also takes. */
const DATE_LIKE = /^\(?\d{1,2}[-/. ]{1,2}\d{1,2}[-/. ]{1,2}(?:19|20)\d{2}(?!\d)/u;

/** A phone number as people write one to be called: '+31…', '0031…', '06…', '(020) …'. */
const PHONE_START = /^(?:\+|\(?\s*0)/u;

/**
 * Money-transfer services and untraceable payments. Ria and Wise only with words that make them
 * the service ('Ria money transfer', 'via Wise'), PayPal only as "friends and family".
 */
const TRANSFER_SERVICE = new RegExp(
  [
    String.raw`\bwestern ?union\b`,
    String.raw`\bmoney ?gram\b`,
    String.raw`\bria (?:money ?transfer|transfer|geldtransfer|financial)\b`,
    String.raw`\bria\.com\b`,
    String.raw`\bworld ?remit\b`,
    String.raw`\bremitly\b`,
    String.raw`\bxoom\b`,
    String.raw`\btransfer ?wise\b`,
    String.raw`\b(?:via|through|by|with|using|met|per|over) wise\b`,
    String.raw`\bwise (?:transfer|account|rekening|payment|betaling|app)\b`,
    String.raw`\bwise\.com\b`,
    String.raw`\bpaypal\b[^.;!?\n]{0,30}(?:\bfriends\b|\bvrienden\b|\bf ?& ?f\b|\bfamil(?:y|ie)\b)`,
    String.raw`\bbitcoins?\b`,
    String.raw`\bbtc\b`,
    String.raw`\bcrypto`,
    String.raw`\bethereum\b`,
    String.raw`\busdt\b`,
    String.raw`\btether\b`,
    String.raw`\bgift ?-?cards?\b`,
    String.raw`\bcadeau ?(?:kaart|kaarten|bon|bonnen)\b`,
    String.raw`\bpaysafe ?card\b`,
    String.raw`\b(?:itunes|apple|google play|steam|amazon) ?(?:gift|card|kaart|tegoed|cadeau)`,
    String.raw`\bmoney transfer (?:service|agent|company|office)\b`,
    String.raw`\bgeldtransfer(?:dienst|bedrijf|kantoor)?\b`,
    String.raw`\bgeldovermaking\b`,
  ].join('|'),
  'u',
);

/**
 * Asking for or speaking of a payment: deposit, advance, first month's rent, reservation fee,
 * paying, transferring, sending money.
 */
const MONEY_REQUEST = new RegExp(
  [
    // Dutch. 'borg staan' is standing surety (a guarantor), not a deposit.
    String.raw`\bborg(?:som)?\b(?! ?sta)`,
    String.raw`\bwaarborg(?:som)?\b`,
    String.raw`\baanbetal`,
    String.raw`\beerste (?:maand|maandhuur|huur|maanden)\b`,
    String.raw`\b(?:maand|maanden|huur) (?:huur )?vooruit\b`,
    String.raw`\bvooruitbetal`,
    String.raw`\breserverings?(?:kosten|bedrag|fee|vergoeding)\b`,
    String.raw`\bover ?(?:maken|maakt|maak|gemaakt)\b`,
    String.raw`\boverboe?k`,
    String.raw`\b(?:storten|stort|gestort)\b`,
    String.raw`\bbeta(?:al|len|ling|lingen|ald|alt)\b`,
    String.raw`\bgeld\b`,
    String.raw`\bbedrag\b`,
    // English.
    String.raw`\bdeposit`,
    String.raw`\badvance (?:payment|rent)\b`,
    String.raw`\b(?:payment|rent) in advance\b`,
    String.raw`\bdown ?payment\b`,
    String.raw`\bfirst months?'?s? rent\b`,
    String.raw`\bfirst month of rent\b`,
    String.raw`\b(?:holding|reservation|booking) (?:fee|deposit|cost|costs)\b`,
    String.raw`\bpa(?:y|ys|ying|id|yment|yments)\b`,
    String.raw`\bwire[ds]?\b`,
    String.raw`\bbank transfer\b`,
    String.raw`\btransfer (?:the |your |me |us |it )?(?:money|amount|deposit|payment|rent|funds|sum)\b`,
    String.raw`\bsend (?:me |us )?(?:the )?(?:money|payment|amount|deposit|funds)\b`,
    String.raw`\bmoney\b`,
  ].join('|'),
  'u',
);

/** A window of words within one clause: no sentence or clause mark in between. */
const NEAR = String.raw`[^,.;:!?\n]{0,40}?`;

/**
 * "Before the viewing", "without seeing it", "viewing only after payment": the money is wanted
 * before the tenant has seen the home. Checked per sentence, with {@link MONEY_REQUEST}.
 */
const BEFORE_VIEWING = new RegExp(
  [
    // Dutch.
    String.raw`\bvoor(?:af(?:gaand)? aan)? (?:de|het|een) (?:bezichtiging|bezichtigen|kijkafspraak|afspraak|kijkdag)\b`,
    String.raw`\b(?:voordat|alvorens|voorafgaand aan)\b${NEAR}\b(?:bezichtig\w*|bekijk\w*|bekeken|gezien|zien|ziet|langs ?(?:komt|komen|kom)|kijken|ontmoet\w*)\b`,
    String.raw`\bvoor (?:je|jij|we|wij|ik)\b${NEAR}\b(?:bezichtig\w*|bekijk\w*|bekeken|gezien|zien|ziet|langs ?(?:komt|komen|kom)|komt kijken|komen kijken)\b`,
    String.raw`\bzonder (?:te |een |de |het )?(?:bezichtig\w*|kijken|bekijken|zien)\b`,
    String.raw`\bgeen bezichtiging\b`,
    String.raw`\bbezichtig\w*\b${NEAR}\b(?:na|nadat|zodra|pas als)\b${NEAR}\b(?:betaling|betaald|betaalt|overgemaakt|overmaakt|ontvangen|ontvangst|gestort)\b`,
    String.raw`\b(?:na|nadat|zodra)\b${NEAR}\b(?:betaling|betaald|overgemaakt|ontvangst|gestort)\b${NEAR}\b(?:bezichtig\w*|bekijk\w*|laten zien|komen kijken|kom kijken)\b`,
    // English.
    String.raw`\b(?:before|prior to|ahead of)\b${NEAR}\b(?:viewings?|view(?:ing)? (?:it|the)|visit(?:ing)?|showing|inspection|see(?:ing)? (?:it|the|them)|seen|meet(?:ing)?|come (?:by|over|and see|to see))\b`,
    String.raw`\bwithout (?:a |any |the )?(?:viewing|visit|seeing)\b`,
    String.raw`\bno (?:need for a |need to do a )?viewing\b`,
    String.raw`\b(?:viewing|visit|show you)\b${NEAR}\b(?:after|once|as soon as|when)\b${NEAR}\b(?:payment|paid|pay|receive|received|transfer\w*)\b`,
    String.raw`\b(?:after|once|as soon as)\b${NEAR}\b(?:payment|paid|received|transfer\w*)\b${NEAR}\b(?:viewing|visit|show you)\b`,
  ].join('|'),
  'u',
);

/**
 * The honest order of things: paying after the viewing, or when the contract is signed. A
 * sentence that says so is not read as asking money before a viewing.
 */
const AFTER_VIEWING = new RegExp(
  [
    // Dutch.
    String.raw`\bna (?:de |het |een )?(?:bezichtiging|bezichtigen|tekenen|ondertekenen|ondertekening|contractondertekening)\b`,
    String.raw`\bnadat (?:je|jij|we|wij)\b${NEAR}\b(?:gezien|bekeken|bezichtigd|getekend|ondertekend)\b`,
    String.raw`\bbij (?:het |de )?(?:tekenen|ondertekenen|ondertekening|contractondertekening|sleuteloverdracht)\b`,
    // English.
    String.raw`\bafter (?:the |a |our |your )?(?:viewing|visit|showing|signing|contract)\b`,
    String.raw`\bafter (?:you|we)(?: have|'ve)? (?:seen|viewed|visited|signed)\b`,
    String.raw`\b(?:when|upon|on|at) (?:the )?(?:signing|contract signing|key handover)\b`,
    String.raw`\bwhen (?:you|we) sign\b`,
  ].join('|'),
  'u',
);

/** "I am abroad": the landlord cannot show the home (a classic opening of a rental scam). */
const LANDLORD_ABROAD = new RegExp(
  [
    String.raw`\b(?:ik|wij|we)\b${NEAR}\b(?:in het buitenland|niet in nederland)\b`,
    String.raw`\b(?:i|we|i'm|im)\b${NEAR}\b(?:abroad|overseas|out of the country|outside (?:of )?the netherlands|not in the netherlands)\b`,
  ].join('|'),
  'u',
);

/** The keys sent by post or courier, so the tenant never meets anyone. */
const KEYS_BY_POST = new RegExp(
  [
    String.raw`\bsleutel\w*\b${NEAR}\b(?:opsturen|opgestuurd|toesturen|toegestuurd|per post|met de post|per koerier|via (?:de )?(?:post|postnl|dhl|ups|koerier))\b`,
    String.raw`\b(?:stuur|sturen|verstuur|versturen|opsturen|toesturen)\b[^,.;:!?\n]{0,20}?\bsleutel`,
    String.raw`\b(?:send|sending|sent|post|posting|mail|mailing|ship|shipping|courier|deliver|delivering) (?:you |u )?(?:the |your )?(?:house |room |apartment )?keys?\b`,
    String.raw`\bkeys?\b${NEAR}\b(?:by (?:post|mail|courier|dhl|ups|fedex)|via (?:post|mail|courier|dhl|ups|fedex))\b`,
  ].join('|'),
  'u',
);

/**
 * Sentence and line ends, where {@link BEFORE_VIEWING} and {@link AFTER_VIEWING} are weighed. A
 * colon ends one too: "Before the viewing: the deposit is €800" tells, it does not ask.
 */
const SENTENCE_END = /[.!?;:\n]+/u;

// C0 controls (NUL …) and DEL, and the Unicode line and paragraph separators.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f\u2028\u2029]/gu;

/**
 * The text as the checks read it: control characters as spaces, and each run of non-space
 * characters longer than {@link MAX_TOKEN_LENGTH} blanked. Keeps the length, so positions in it
 * are positions in the text.
 */
function sanitized(text: string): string {
  return blankLongRuns(text.replace(CONTROL, ' '), MAX_TOKEN_LENGTH);
}

/** Lower case without accents, curly apostrophes straight and runs of spaces as one. */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`´]/gu, "'")
    .replace(/[^\S\n]+/gu, ' ');
}

/** Whether a piece the contact finder reports takes the conversation elsewhere. */
function isOffPlatform(kind: ForbiddenTextKind, found: string, before: string): boolean {
  switch (kind) {
    case ForbiddenTextKind.Email:
    case ForbiddenTextKind.Word:
      return true;
    case ForbiddenTextKind.Link:
      return MESSENGER_LINK.test(found);
    case ForbiddenTextKind.Phone:
      // An IBAN's digits follow its letters ('NL91ABNA0417164300'); dates are no phone numbers.
      return !/[\p{L}\p{N}]/u.test(before) && PHONE_START.test(found) && !DATE_LIKE.test(found);
    default:
      return false;
  }
}

function hasOffPlatformContact(text: string, foldedText: string): boolean {
  if (SIGNAL_APP.test(foldedText)) return true;
  return findForbiddenText(text, { words: OFF_PLATFORM_WORDS }).some((finding) =>
    isOffPlatform(finding.kind, finding.text, text.charAt(finding.index - 1)),
  );
}

function asksMoneyBeforeViewing(foldedText: string): boolean {
  if (!MONEY_REQUEST.test(foldedText)) return false;
  if (KEYS_BY_POST.test(foldedText)) return true;
  let honestOrder = false;
  for (const sentence of foldedText.split(SENTENCE_END)) {
    const after = AFTER_VIEWING.test(sentence);
    honestOrder ||= after;
    if (!after && BEFORE_VIEWING.test(sentence) && MONEY_REQUEST.test(sentence)) return true;
  }
  // "I am abroad" with a payment in the message, unless it pays after a viewing or at signing
  // (a landlord abroad whose agent shows the room).
  return !honestOrder && LANDLORD_ABROAD.test(foldedText);
}

/**
 * The scam signs in one message (issue 28 "Scam warnings"), in Dutch or English (the patterns
 * of both languages are always applied: messages are often mixed or in the other language).
 *
 * - {@link ScamSignal.MoneyBeforeViewing}: a payment (deposit, borg, advance, first month,
 *   reservation fee, paying, transferring) in the same sentence as "before the viewing" /
 *   "voor de bezichtiging", "without a viewing", "viewing after payment" — unless that sentence
 *   puts the payment after the viewing or at the signing; or a payment anywhere in the message
 *   together with keys sent by post, or with a landlord who is abroad (unless the message pays
 *   after a viewing or at signing).
 * - {@link ScamSignal.MoneyTransferService}: Western Union, MoneyGram, Ria, WorldRemit, Remitly,
 *   Wise/TransferWise, PayPal friends and family, crypto (bitcoin, USDT), gift cards.
 * - {@link ScamSignal.OffPlatformContact}: an e-mail address or phone number (the advert checks'
 *   {@link findForbiddenText}; dates and IBANs are not taken for phone numbers), a messenger
 *   (WhatsApp, Telegram, Signal, WeChat, Viber …) or its link (wa.me, t.me).
 *
 * @param text a message as typed; any string (empty, NUL bytes, 100 kB) is fine
 * @returns the signs found, each once, in the order of {@link SCAM_SIGNALS}; empty for an
 *   ordinary message. Never throws; linear time in the length of the text.
 */
export function scamSignals(text: string): ScamSignal[] {
  if (typeof text !== 'string' || text.trim() === '') return [];
  const plain = sanitized(text);
  const foldedText = folded(plain);
  const found = new Set<ScamSignal>();
  if (asksMoneyBeforeViewing(foldedText)) found.add(ScamSignal.MoneyBeforeViewing);
  if (TRANSFER_SERVICE.test(foldedText)) found.add(ScamSignal.MoneyTransferService);
  if (hasOffPlatformContact(plain, foldedText)) found.add(ScamSignal.OffPlatformContact);
  return SCAM_SIGNALS.filter((signal) => found.has(signal));
}
