import { ModerationQueue } from '@rooms/domain';
import { pathFor } from '@rooms/i18n';
import { formatEuroCents, intlLocale } from '@rooms/ui/search-format';

import type {
  AdvertReportsPage,
  AuditLogPage,
  ConversationReportsPage,
  HeldAdvertsPage,
  ModerationOverview,
  ModerationUser,
  ReportedConversation,
} from './moderation-api';
import type { Locale } from '@rooms/i18n';
import type { ModerationReportView } from '@rooms/ui/moderation-advert-report';
import type { AuditLogRow } from '@rooms/ui/moderation-audit-log';
import type { ConversationLogMessage } from '@rooms/ui/moderation-conversation-log';
import type { ModerationFact, ModerationRuleView } from '@rooms/ui/moderation-held-advert';
import type { ModerationUserView } from '@rooms/ui/moderation-parts';
import type { ModerationQueueFigure } from '@rooms/ui/moderation-queue-summary';
import type { TFunction } from 'i18next';

/*
 * The back office's data in words (issue 28): pure functions from the API's answers to the props
 * of the `@rooms/ui` moderation components, shared by the server pages and the client island.
 */

/** `t` of the `moderation` namespace. */
export type ModerationT = TFunction<'moderation'>;

/** What turns the back office's numbers into words, in the page's language. */
export interface ModerationWords {
  readonly locale: Locale;
  readonly t: ModerationT;
  /** A §3 listing type (`SearchListingType`) in words, e.g. "Room". */
  readonly listingType: (type: number) => string;
  /** A §3 abuse reason (1..6) in words, e.g. "Scam or fraud". */
  readonly abuseReason: (reason: number) => string;
}

/** The queues in the overview's order. */
export const QUEUES: readonly ModerationQueue[] = [
  ModerationQueue.HeldAdverts,
  ModerationQueue.AdvertReports,
  ModerationQueue.ConversationReports,
  ModerationQueue.ScamSignals,
  ModerationQueue.FlaggedProfiles,
];

/**
 * Reads the `queue` parameter of the overview's URL leniently (§5): an unknown value is the
 * first queue.
 *
 * @param value the parameter as the URL gives it
 */
export function queueOf(value: string | string[] | undefined): ModerationQueue {
  return QUEUES.find((queue) => queue === value) ?? ModerationQueue.HeldAdverts;
}

/**
 * Reads a 1-based `page` parameter leniently: anything but a whole number of at least 1 is 1.
 *
 * @param value the parameter as the URL gives it
 */
export function pageOf(value: string | string[] | undefined): number {
  const page = typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : 1;
  return Math.max(1, page);
}

/**
 * The address of a queue's page in the back office; the first queue and page 1 add nothing.
 *
 * @param locale the page's language
 * @param queue the queue shown
 * @param page 1-based
 */
export function queuePath(locale: Locale, queue: ModerationQueue, page = 1): string {
  return pathFor('moderation', locale, undefined, {
    queue: queue === ModerationQueue.HeldAdverts ? undefined : queue,
    page: page === 1 ? undefined : String(page),
  });
}

/**
 * The address of a page of the audit log; page 1 adds nothing.
 *
 * @param locale the page's language
 * @param page 1-based
 */
export function auditPath(locale: Locale, page = 1): string {
  return pathFor('moderationAuditLog', locale, undefined, {
    page: page === 1 ? undefined : String(page),
  });
}

/**
 * A moment as the back office shows it (`28 nov 2026 08:05`), in Dutch time.
 *
 * @param iso an ISO time of the API
 * @param locale the page's language
 */
export function moderationTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Amsterdam',
  }).format(new Date(iso));
}

/**
 * A span of time in words: minutes below an hour, hours below two days, else days
 * ("45 minutes", "6 uur", "3 days"), rounded up so that a p95 never reads shorter than it is.
 *
 * @param hours the span, hours
 * @param locale the page's language
 */
export function durationText(hours: number, locale: Locale): string {
  const [value, unit] =
    hours < 1
      ? [Math.max(1, Math.ceil(hours * 60)), 'minute']
      : hours < 48
        ? [Math.ceil(hours), 'hour']
        : [Math.ceil(hours / 24), 'day'];
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'unit',
    unit,
    unitDisplay: 'long',
  }).format(value);
}

/**
 * One fact behind a fraud rule in words: `…Cents` as money, `…Percent` as a percentage, any
 * other as a whole number.
 *
 * @param key the fact's name, e.g. `rentCents`
 * @param value its value
 * @param locale the page's language
 */
export function factValue(key: string, value: number, locale: Locale): string {
  if (key.endsWith('Cents')) return formatEuroCents(value, locale);
  if (key.endsWith('Percent')) {
    return new Intl.NumberFormat(intlLocale(locale), {
      style: 'percent',
      maximumFractionDigits: 1,
    }).format(value / 100);
  }
  return new Intl.NumberFormat(intlLocale(locale), { useGrouping: false }).format(value);
}

/**
 * The queue links of the summary with their figures.
 *
 * @param overview `GET /moderation/overview`
 * @param current the queue shown
 * @param words the page's language
 */
export function queueFigures(
  overview: ModerationOverview,
  current: ModerationQueue,
  { t, locale }: Pick<ModerationWords, 't' | 'locale'>,
): ModerationQueueFigure[] {
  return QUEUES.map((queue) => {
    const figure = overview.queues.find((item) => item.queue === queue);
    const open = figure?.open ?? 0;
    const oldest = figure?.oldestOpenAt ?? null;
    return {
      queue,
      label: t(`queues.${queue}`),
      open: t('summary.open', { count: open }),
      oldest:
        oldest === null
          ? t('summary.nothingWaiting')
          : t('summary.oldest', { age: moderationTime(oldest, locale) }),
      href: queuePath(locale, queue),
      current: queue === current,
    };
  });
}

/**
 * A user of a queue item in words, with the badge of a block or a staff account.
 *
 * @param user the API's user
 * @param role the caption, e.g. "Landlord"
 * @param words the page's language
 */
export function userView(
  user: ModerationUser,
  role: string,
  { t, locale }: ModerationWords,
): ModerationUserView {
  const date = (iso: string) =>
    new Intl.DateTimeFormat(intlLocale(locale), {
      dateStyle: 'long',
      timeZone: 'Europe/Amsterdam',
    }).format(new Date(iso));
  const badge = user.isBlocked
    ? {
        text:
          user.blockedUntil === null
            ? t('user.blocked')
            : t('user.blockedUntil', { date: date(user.blockedUntil) }),
        tone: 'blocked' as const,
      }
    : user.isStaff
      ? { text: t('user.staff'), tone: 'staff' as const }
      : undefined;
  return {
    role,
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    memberSince: t('user.memberSince', { date: date(user.createdAt) }),
    badge,
  };
}

/**
 * The facts of a fired rule in words, in the API's order; a fact the texts do not name yet is
 * labelled with its key rather than left out.
 */
function factViews(
  facts: Readonly<Record<string, number>>,
  labels: Readonly<Record<string, string>>,
  locale: Locale,
): ModerationFact[] {
  return Object.entries(facts).map(([key, value]) => ({
    label: labels[key] ?? key,
    value: factValue(key, value, locale),
  }));
}

/** A held advert in words. */
export interface HeldAdvertWords {
  readonly facts: string;
  readonly held: string;
  readonly rules: ModerationRuleView[];
}

/**
 * The facts line, the "held" line and the rules (each with its facts in words) of a held
 * advert.
 *
 * @param item one item of `GET /moderation/held-adverts`
 * @param words the page's language
 */
export function heldAdvertWords(
  item: HeldAdvertsPage['items'][number],
  { t, locale, listingType }: ModerationWords,
): HeldAdvertWords {
  return {
    facts: t('held.advertFacts', {
      type: listingType(item.listingType),
      city: item.cityName,
      rent: formatEuroCents(item.rentCents, locale),
      surface: item.surfaceM2,
    }),
    held: `${t('held.heldAt', { time: moderationTime(item.heldAt, locale) })} ${t(`held.trigger.${item.trigger}`)}`,
    rules: item.rules.map(({ rule, facts }) => ({
      rule,
      name: t(`rules.${rule}.name`),
      facts: factViews(facts, t(`rules.${rule}.facts`, { returnObjects: true }), locale),
    })),
  };
}

/**
 * The reports of a reported advert or tenant profile in words, oldest first.
 *
 * @param item one item of `GET /moderation/advert-reports` or `/moderation/flagged-profiles`
 * @param words the page's language
 */
export function advertReportViews(
  item: Pick<AdvertReportsPage['items'][number], 'reports'>,
  { t, locale, abuseReason }: ModerationWords,
): ModerationReportView[] {
  return item.reports.map((report) => ({
    reportID: report.reportID,
    reason: abuseReason(report.reason),
    comment: report.comment.trim() === '' ? t('reports.noComment') : report.comment,
    byline: t('reports.reportedBy', {
      name: report.reporterFirstName,
      time: moderationTime(report.createdAt, locale),
    }),
  }));
}

/**
 * A conversation report in words.
 *
 * @param item one item of `GET /moderation/conversation-reports`
 * @param words the page's language
 */
export function conversationReportView(
  item: ConversationReportsPage['items'][number],
  { t, locale, abuseReason }: ModerationWords,
): ModerationReportView {
  return {
    reportID: item.reportID,
    reason: abuseReason(item.reason),
    comment: item.comment.trim() === '' ? t('reports.noComment') : item.comment,
    byline: t('reports.reportedBy', {
      name: item.reporter.firstName,
      time: moderationTime(item.createdAt, locale),
    }),
  };
}

/** What an audit log row can be about (`subjectType`). */
const SUBJECT_TYPES = ['listing', 'user', 'report', 'conversation'] as const;
type SubjectType = (typeof SUBJECT_TYPES)[number];

/**
 * The rows of the audit log in words: the moderator's first name or the system, the action's
 * name, the subject with its id and the note (a dash without one).
 *
 * @param items the items of `GET /moderation/audit`
 * @param t the `moderation` texts
 * @param locale the page's language
 */
export function auditRows(
  items: AuditLogPage['items'],
  t: ModerationT,
  locale: Locale,
): AuditLogRow[] {
  const names: Readonly<Record<string, string>> = t('actions.names', { returnObjects: true });
  return items.map((item) => ({
    actionID: item.actionID,
    at: item.createdAt,
    time: moderationTime(item.createdAt, locale),
    staff: item.staff === null ? t('audit.system') : item.staff.firstName,
    action: names[item.action] ?? String(item.action),
    subject: SUBJECT_TYPES.some((type) => type === item.subjectType)
      ? t(`audit.subjects.${item.subjectType as SubjectType}`, { id: item.subjectID })
      : `${item.subjectType} ${item.subjectID}`,
    note: item.note.trim() === '' ? t('audit.noNote') : item.note,
  }));
}

/**
 * The messages of a reported conversation in words: each sender's first name and role, the
 * side of the landlord, the time.
 *
 * @param conversation `GET /moderation/conversations/{conversationID}/messages`
 * @param t the `moderation` texts
 * @param locale the page's language
 */
export function conversationLogMessages(
  conversation: ReportedConversation,
  t: ModerationT,
  locale: Locale,
): ConversationLogMessage[] {
  const senders = new Map(conversation.participants.map((person) => [person.userID, person]));
  return conversation.messages.map((message) => {
    const sender = senders.get(message.senderID);
    return {
      messageID: message.messageID,
      sender:
        sender === undefined
          ? String(message.senderID)
          : `${sender.firstName} (${t(`conversation.roles.${sender.role}`)})`,
      fromLandlord: sender?.role === 'landlord',
      at: message.sentAt,
      time: moderationTime(message.sentAt, locale),
      body: message.body,
    };
  });
}
