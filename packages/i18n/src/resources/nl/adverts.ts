import type { adverts as en } from '../en/adverts';
import type { Messages } from '../messages';

/**
 * Nederlandse teksten van de namespace `adverts`: de pagina "Mijn advertenties" van de verhuurder
 * (§2 `/mijn-advertenties`, §3 advertentiestatussen en redenen om te deactiveren, issue 5).
 */
export const adverts: Messages<typeof en> = {
  title: 'Mijn advertenties',
  description:
    'Beheer je advertenties: zet ze offline of weer online, zet ze bovenaan of verwijder ze.',
  heading: 'Mijn advertenties',
  placeAdvert: 'Plaats een advertentie',
  filtersLabel: 'Advertenties tonen',
  filters: {
    active: 'Actief',
    inactive: 'Inactief',
    draft: 'Concepten',
  },
  searchLabel: 'Zoek in je advertenties',
  searchPlaceholder: 'Titel, straat of plaats',
  searchSubmit: 'Zoeken',
  resultCount_one: '{{count}} advertentie',
  resultCount_other: '{{count}} advertenties',
  listLabel: 'Je advertenties',
  empty: {
    active: 'Je hebt op dit moment geen advertenties online.',
    inactive: 'Je hebt geen inactieve advertenties.',
    draft:
      'Je hebt geen concepten. Een advertentie die je begint maar niet afmaakt, bewaren we hier.',
    search: 'Geen advertenties gevonden voor “{{term}}”.',
    clearSearch: 'Toon alle advertenties',
  },
  types: {
    '1': 'Kamer',
    '2': 'Appartement',
    '4': 'Studio',
    '8': 'Antikraak',
    '16': 'Studentenhuis',
  },
  status: {
    label: 'Status',
    Concept: 'Concept',
    Created: 'Wacht op goedkeuring',
    Rejected: 'Afgekeurd',
    Approved: 'Online',
    Active: 'Online',
    Inactive: 'Gedeactiveerd',
    Deleted: 'Verwijderd',
    PossibleAbuse: 'Wordt gecontroleerd',
    Blocked: 'Geblokkeerd',
    Fraud: 'Geblokkeerd',
    AutomaticallyActivated: 'Online',
    Pending: 'Wordt beoordeeld',
  },
  perMonth: '{{price}} per maand',
  views_one: '{{count}} keer bekeken',
  views_other: '{{count}} keer bekeken',
  reactions_one: '{{count}} reactie',
  reactions_other: '{{count}} reacties',
  published: 'Geplaatst op {{date}}',
  notPublished: 'Nog niet geplaatst',
  actions: {
    label: 'Acties voor “{{title}}”',
    deactivate: 'Deactiveren',
    reactivate: 'Weer activeren',
    delete: 'Verwijderen',
    moveUp: 'Bovenaan zetten',
    cancel: 'Annuleren',
    movedUp: 'Je advertentie staat weer bovenaan bij de nieuwste advertenties.',
    deactivated: 'Je advertentie staat nu offline.',
    reactivated: 'Je advertentie staat weer online.',
  },
  deactivateDialog: {
    title: 'Deze advertentie deactiveren',
    intro: 'Je advertentie gaat meteen offline. Je kunt hem later weer activeren.',
    reasonLabel: 'Waarom haal je hem offline?',
    reasonMissing: 'Kies een reden.',
    reasons: {
      '1': 'Ik heb een huurder gevonden via Rooms',
      '2': 'Ik heb een huurder gevonden in mijn eigen netwerk',
      '3': 'Ik heb een huurder gevonden via een andere website',
      '15': 'Ik heb genoeg reacties gekregen',
      '16': 'Ik kreeg ongewenste reacties',
      '17': 'Ik zoek geen huurder meer',
    },
    submit: 'Deactiveren',
  },
  deleteDialog: {
    title: 'Deze advertentie verwijderen?',
    text: '“{{title}}” wordt definitief verwijderd. Dit kun je niet ongedaan maken.',
    submit: 'Definitief verwijderen',
  },
  pagination: 'Pagina’s van je advertenties',
  previous: 'Vorige',
  next: 'Volgende',
  pageOf: 'Pagina {{page}} van {{pages}}',
};
