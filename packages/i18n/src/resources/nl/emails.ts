import type { emails as en } from '../en/emails';
import type { Messages } from '../messages';

/** Dutch texts of the `emails` namespace; same keys as the English file. */
export const emails: Messages<typeof en> = {
  alert: {
    subject: {
      instant_one: '{{count}} nieuwe woning voor “{{name}}”',
      instant_other: '{{count}} nieuwe woningen voor “{{name}}”',
      daily_one: 'Je alert van vandaag: {{count}} nieuwe woning voor “{{name}}”',
      daily_other: 'Je alert van vandaag: {{count}} nieuwe woningen voor “{{name}}”',
      weekly_one: 'Je alert van deze week: {{count}} nieuwe woning voor “{{name}}”',
      weekly_other: 'Je alert van deze week: {{count}} nieuwe woningen voor “{{name}}”',
    },
    heading: {
      instant: 'Nieuw voor je zoekopdracht “{{name}}”',
      daily: 'Je dagelijkse alert “{{name}}”',
      weekly: 'Je wekelijkse alert “{{name}}”',
    },
    intro: {
      instant_one: '{{count}} nieuwe advertentie past bij je zoekopdracht.',
      instant_other: '{{count}} nieuwe advertenties passen bij je zoekopdracht.',
      daily_one: '{{count}} nieuwe advertentie paste het afgelopen etmaal bij je zoekopdracht.',
      daily_other: '{{count}} nieuwe advertenties pasten het afgelopen etmaal bij je zoekopdracht.',
      weekly_one: '{{count}} nieuwe advertentie paste de afgelopen week bij je zoekopdracht.',
      weekly_other: '{{count}} nieuwe advertenties pasten de afgelopen week bij je zoekopdracht.',
    },
    search: 'Je zoekopdracht: {{words}}',
    listing: {
      rent: '{{amount}} per maand',
      // A no-break space: the number and its unit stay on one line.
      surface: '{{surface}}\u00a0m²',
      address: '{{street}}, {{city}}',
      photo: 'Foto van {{title}}',
      noPhoto: 'Geen foto',
      open: 'Bekijk deze advertentie',
    },
    seeAll: 'Bekijk alle {{count}} nieuwe resultaten',
    nearMisses: {
      heading: 'Bijna raak',
      intro: 'Deze advertenties vallen net buiten één van je filters.',
      maxRent: '{{amount}} boven je maximale huur',
      minSurface: '{{surface}}\u00a0m² onder je minimale oppervlakte',
    },
    footer: {
      why: {
        instant:
          'Je krijgt deze e-mail omdat je de zoekopdracht “{{name}}” hebt bewaard op Rooms en nieuwe advertenties meteen wilt ontvangen.',
        daily:
          'Je krijgt deze e-mail omdat je de zoekopdracht “{{name}}” hebt bewaard op Rooms en een dagelijks overzicht wilt ontvangen.',
        weekly:
          'Je krijgt deze e-mail omdat je de zoekopdracht “{{name}}” hebt bewaard op Rooms en een wekelijks overzicht wilt ontvangen.',
      },
      unsubscribe: 'Afmelden voor deze alert',
      settings: 'Je alerts aanpassen',
      sender: 'Rooms — kamers en woningen te huur in Nederland',
    },
  },
};
