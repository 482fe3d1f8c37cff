import type { alerts as en } from '../en/alerts';
import type { Messages } from '../messages';

/**
 * Dutch texts of the `alerts` namespace (issue 25): zoekopdrachten met e-mailmeldingen
 * (§2 `/account/alerts`), de criteria in woorden, de uitschrijfpagina (§2 `/email-uitschrijven`)
 * en de e-mailvoorkeuren (§2 `/unsubscribe`). Same keys as the English file.
 */
export const alerts: Messages<typeof en> = {
  meta: {
    title: 'Mijn zoekmeldingen | Rooms',
    description:
      'Je bewaarde zoekopdrachten: hoe vaak we je nieuwe woningen mailen, pauzeren of verwijderen.',
    unsubscribeTitle: 'Uitschrijven voor e-mails met zoekmeldingen | Rooms',
    preferencesTitle: 'E-mailvoorkeuren | Rooms',
  },
  words: {
    place: '{{what}} in {{place}}',
    street: '{{what}} bij {{street}}, {{city}}',
    mapArea: '{{what}} in het gebied op de kaart',
    within: 'binnen {{km}} km',
    maxRent: 'tot {{amount}}',
    minSize: 'vanaf {{value}} m²',
    availableFrom: 'beschikbaar uiterlijk {{date}}',
    age: 'leeftijd {{age}}',
    persons_one: '{{count}} persoon',
    persons_other: '{{count}} personen',
    group: '{{legend}}: {{values}}',
    or: ' of ',
  },
  frequency: {
    label: 'Mail me',
    instant: 'Direct',
    daily: 'Eén keer per dag',
    weekly: 'Eén keer per week',
  },
  list: {
    heading: 'Mijn zoekmeldingen',
    intro: 'We mailen je nieuwe woningen die passen bij je bewaarde zoekopdrachten.',
    count_one: '{{count}} zoekmelding',
    count_other: '{{count}} zoekmeldingen',
    loading: 'Je zoekmeldingen worden geladen…',
    error: 'Je zoekmeldingen konden niet worden geladen.',
    retry: 'Opnieuw proberen',
    preferences: 'E-mailvoorkeuren',
  },
  card: {
    matches_one: '{{count}} nieuwe woning in de afgelopen 7 dagen',
    matches_other: '{{count}} nieuwe woningen in de afgelopen 7 dagen',
    paused: 'Gepauzeerd',
    rename: 'Naam wijzigen',
    nameLabel: 'Naam van deze melding',
    nameHint: 'Hoogstens {{max}} tekens. Laat leeg om de zoekopdracht te tonen.',
    nameTooLong: 'Een naam kan hoogstens {{max}} tekens lang zijn',
    save: 'Opslaan',
    cancel: 'Annuleren',
    pause: 'E-mails pauzeren',
    resume: 'E-mails hervatten',
    delete: 'Verwijderen',
    deleteQuestion:
      'Deze melding verwijderen? Je krijgt dan geen e-mails meer voor deze zoekopdracht.',
    deleteYes: 'Ja, verwijderen',
    deleteNo: 'Bewaren',
    openSearch: 'Zoekopdracht openen',
    busy: 'Bezig met opslaan…',
  },
  announce: {
    renamed: 'Naam opgeslagen.',
    frequency: 'Opgeslagen: {{frequency}}.',
    paused: 'Melding gepauzeerd. Je krijgt er geen e-mails voor tot je hem hervat.',
    resumed: 'Melding hervat.',
    deleted: 'Melding verwijderd: {{name}}.',
  },
  empty: {
    title: 'Nog geen zoekmeldingen',
    text: 'Met een zoekmelding mailen we je nieuwe woningen die passen bij je zoekopdracht: direct, één keer per dag of één keer per week. Zoek een woning, stel je wensen in en bewaar de zoekopdracht.',
    action: 'Zoek een woning',
  },
  unsubscribe: {
    heading: 'Uitschrijven voor e-mails met zoekmeldingen',
    loading: 'We zoeken je zoekmelding op…',
    intro: 'Je krijgt e-mails voor deze zoekmelding:',
    button: 'Uitschrijven voor deze melding',
    stopAll: 'Stop alle e-mails met zoekmeldingen',
    stopAllHint: 'Hiermee stoppen de e-mails van alle zoekmeldingen van dit account.',
    busy: 'Een moment…',
    done: 'Je bent uitgeschreven. Je krijgt geen e-mails meer voor deze melding.',
    doneAll: 'Klaar. Je krijgt geen e-mails met zoekmeldingen meer.',
    gone: 'Deze melding bestaat niet meer, of je bent al uitgeschreven. Je krijgt er geen e-mails meer voor.',
    noIdentifier:
      'Gebruik de uitschrijflink onderaan de e-mail om geen e-mails meer te krijgen. Je kunt je meldingen ook in je account beheren.',
    error: 'Dat is niet gelukt. Probeer het opnieuw.',
    manage: 'Mijn zoekmeldingen beheren',
  },
  preferences: {
    heading: 'E-mailvoorkeuren',
    intro: 'Kies welke e-mails Rooms je mag sturen.',
    loadError: 'Je e-mailvoorkeuren konden niet worden geladen.',
    alertEmails: 'E-mails met zoekmeldingen',
    alertEmailsHint: 'Nieuwe woningen die passen bij je bewaarde zoekopdrachten.',
    on: 'Aan',
    off: 'Uit',
    saved: 'Je voorkeur is opgeslagen.',
    error: 'Je voorkeur kon niet worden opgeslagen. Probeer het opnieuw.',
    manage: 'Mijn zoekmeldingen beheren',
  },
};
