/**
 * English texts of the `emails` namespace (issue 25): the HTML e-mails rendered by
 * `@rooms/emails` — the search alert e-mail, instant and digest (daily, weekly), with its near
 * misses and its footer. Read on the server only (the API renders the e-mails). The Dutch file
 * beside it has the same keys (checked by the parity test).
 */
export const emails = {
  alert: {
    subject: {
      instant_one: '{{count}} new home for “{{name}}”',
      instant_other: '{{count}} new homes for “{{name}}”',
      daily_one: 'Today’s alert: {{count}} new home for “{{name}}”',
      daily_other: 'Today’s alert: {{count}} new homes for “{{name}}”',
      weekly_one: 'This week’s alert: {{count}} new home for “{{name}}”',
      weekly_other: 'This week’s alert: {{count}} new homes for “{{name}}”',
    },
    heading: {
      instant: 'New for your alert “{{name}}”',
      daily: 'Your daily alert “{{name}}”',
      weekly: 'Your weekly alert “{{name}}”',
    },
    intro: {
      instant_one: '{{count}} new listing matches your search.',
      instant_other: '{{count}} new listings match your search.',
      daily_one: '{{count}} new listing matched your search in the last day.',
      daily_other: '{{count}} new listings matched your search in the last day.',
      weekly_one: '{{count}} new listing matched your search in the last week.',
      weekly_other: '{{count}} new listings matched your search in the last week.',
    },
    search: 'Your search: {{words}}',
    listing: {
      rent: '{{amount}} per month',
      // A no-break space: the number and its unit stay on one line.
      surface: '{{surface}}\u00a0m²',
      address: '{{street}}, {{city}}',
      photo: 'Photo of {{title}}',
      noPhoto: 'No photo',
      open: 'View this listing',
    },
    seeAll: 'See all {{count}} new matches',
    nearMisses: {
      heading: 'Almost a match',
      intro: 'These listings miss one of your filters by a little.',
      maxRent: '{{amount}} above your maximum rent',
      minSurface: '{{surface}}\u00a0m² below your minimum',
    },
    footer: {
      why: {
        instant:
          'You get this e-mail because you saved the search alert “{{name}}” on Rooms and asked for new listings right away.',
        daily:
          'You get this e-mail because you saved the search alert “{{name}}” on Rooms and asked for a daily overview.',
        weekly:
          'You get this e-mail because you saved the search alert “{{name}}” on Rooms and asked for a weekly overview.',
      },
      unsubscribe: 'Unsubscribe from this alert',
      settings: 'Change your alerts',
      sender: 'Rooms — rooms and homes for rent in the Netherlands',
    },
  },
} as const;
