import type { HeaderContent, PageAlternates } from '@rooms/ui/shell-content';
import type {
  ShellLinkEntry,
  ShellMenuEntry,
  ShellMenuSection,
  ShellUser,
} from '@rooms/ui/site-header';

/** A count on a link (unread conversations). */
type Badge = NonNullable<ShellLinkEntry['badge']>;

/**
 * The header for every visitor from one server render (§2 Shell): the public pages' HTML is the
 * same for everyone, so the server prepares the anonymous header and a signed-in TEMPLATE (built
 * for a stand-in user whose name is {@link NAME_SLOT}), and the browser fills the template with
 * the real user once the session is known. Pure and free of i18next, so the browser's share is
 * small.
 */

/** Stands for the user's first name in the template's texts ("Menu of …", "Hi …!"). */
export const NAME_SLOT = '\u2063name\u2063';

/** Stands for the count in the unread-conversations texts. */
export const COUNT_SLOT = '\u2063count\u2063';

/**
 * Stand for the page's address in each language in the template (the language entries of menu
 * and drawer): the template is the same for every page of a language, so it is served once
 * (`GET /next/api/shell-template/<locale>`) and the browser puts the page's addresses in.
 */
export const ALTERNATE_SLOTS: PageAlternates = {
  nl: '\u2063alt-nl\u2063',
  en: '\u2063alt-en\u2063',
};

/** The user the template is built for: no photo, no premium, nothing unread. */
export const TEMPLATE_USER: ShellUser = {
  firstName: NAME_SLOT,
  photo: null,
  hasPremium: false,
  unreadMessages: 0,
};

/** The unread-conversations text per plural category, with {@link COUNT_SLOT} for the count. */
export interface UnreadLabels {
  readonly one: string;
  readonly other: string;
}

/**
 * What the browser needs to build a signed-in visitor's header: the template (the signed-in
 * header built for {@link TEMPLATE_USER}), the unread texts and the page's language (plural
 * rules of the unread text). The anonymous header is rendered on the server instead.
 */
export interface SignedInTemplate {
  readonly signedIn: HeaderContent;
  readonly unreadLabels: UnreadLabels;
  readonly locale: string;
}

/** Entry keys that only a visitor without premium sees (`headerContent`). */
const PREMIUM_OFFERS: ReadonlySet<string> = new Set(['subscribeNow', 'getPremium']);

/** Header actions that are the visitor's account buttons (anonymous: login and register). */
function isAccountAction(content: HeaderContent, index: number): boolean {
  // `headerContent` puts "create advert" first; the rest are login and register.
  return index > 0 && content.actions.length > 1;
}

/**
 * The anonymous header with its account buttons (login, register) marked `account`, in the bar
 * and in the drawer: while the session is being read, `SessionHeader` keeps them invisibly in
 * place in the bar and leaves them out of the drawer, so nothing moves for an anonymous visitor
 * and no one sees the wrong state.
 *
 * @param anonymous the anonymous header (`headerContent` without a user)
 * @returns the same header with the account buttons marked
 */
export function markAccountActions(anonymous: HeaderContent): HeaderContent {
  const accountHrefs = new Set(
    anonymous.actions.filter((_, index) => isAccountAction(anonymous, index)).map((a) => a.href),
  );
  return {
    ...anonymous,
    actions: anonymous.actions.map((action, index) =>
      isAccountAction(anonymous, index) ? { ...action, account: true } : action,
    ),
    ...(anonymous.drawer
      ? {
          drawer: {
            ...anonymous.drawer,
            actions: anonymous.drawer.actions.map((action) =>
              accountHrefs.has(action.href) ? { ...action, account: true } : action,
            ),
          },
        }
      : {}),
  };
}

/**
 * The unread-conversations text for a count, in the page's language.
 *
 * @param labels the texts per plural category
 * @param locale the page's language
 * @param count the count, more than 0
 */
export function unreadLabel(labels: UnreadLabels, locale: string, count: number): string {
  const category = new Intl.PluralRules(locale).select(count);
  return (category === 'one' ? labels.one : labels.other).replaceAll(COUNT_SLOT, String(count));
}

/**
 * The template with the page's addresses in place of {@link ALTERNATE_SLOTS}: every string of
 * the (plain JSON) template is searched, so no entry that links to the page is missed.
 */
function withAlternates(template: HeaderContent, alternates: PageAlternates): HeaderContent {
  let json = JSON.stringify(template);
  for (const [locale, slot] of Object.entries(ALTERNATE_SLOTS)) {
    const href = alternates[locale as keyof PageAlternates];
    // Both as JSON string contents, so an address with a quote or backslash stays valid JSON.
    json = json.replaceAll(JSON.stringify(slot).slice(1, -1), JSON.stringify(href).slice(1, -1));
  }
  return JSON.parse(json) as HeaderContent;
}

function fillEntry(entry: ShellMenuEntry, badge: Badge | undefined): ShellMenuEntry {
  if (entry.kind !== 'link' || entry.key !== 'messages' || badge === undefined) return entry;
  return { ...entry, badge };
}

function fillSections(
  sections: readonly ShellMenuSection[],
  user: ShellUser,
  badge: Badge | undefined,
): ShellMenuSection[] {
  return sections.map((section) => ({
    ...section,
    entries: section.entries
      .filter((entry) => !(user.hasPremium && PREMIUM_OFFERS.has(entry.key)))
      .map((entry) => fillEntry(entry, badge)),
  }));
}

/**
 * The signed-in header for a user: the template with the name filled in, the premium offers
 * left out for premium users, and the unread count on the messages links.
 *
 * @param variants the server's signed-in template and texts (built with {@link ALTERNATE_SLOTS})
 * @param user the signed-in user (`shellUserFromProfile`, with `unreadMessages`)
 * @param alternates the current page in both languages (the language entries link there)
 * @returns the header
 */
export function signedInHeader(
  variants: SignedInTemplate,
  user: ShellUser,
  alternates: PageAlternates,
): HeaderContent {
  const template = withAlternates(variants.signedIn, alternates);
  const unread = user.unreadMessages ?? 0;
  const badge: Badge | undefined =
    unread > 0
      ? { count: unread, label: unreadLabel(variants.unreadLabels, variants.locale, unread) }
      : undefined;
  const name = (text: string | undefined) => text?.replaceAll(NAME_SLOT, user.firstName);
  return {
    ...template,
    user,
    quickLinks: (template.quickLinks ?? []).map((link) =>
      link.icon === 'messages' && badge !== undefined ? { ...link, badge } : link,
    ),
    ...(template.menu
      ? {
          menu: {
            ...template.menu,
            buttonLabel: name(template.menu.buttonLabel) ?? '',
            sections: fillSections(template.menu.sections, user, badge),
          },
        }
      : {}),
    ...(template.drawer
      ? {
          drawer: {
            ...template.drawer,
            ...(template.drawer.greeting === undefined
              ? {}
              : { greeting: name(template.drawer.greeting) ?? '' }),
            sections: fillSections(template.drawer.sections, user, badge),
          },
        }
      : {}),
  };
}
