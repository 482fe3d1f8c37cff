import type { subscription as en } from '../en/subscription';
import type { Messages } from '../messages';

/**
 * Dutch texts of the `subscription` namespace (issue 27 "Eerlijke abonnementen"): het onderdeel
 * Premium van `/my-account` en de stoppagina van de herinneringsmail. Same keys as the English file.
 */
export const subscription: Messages<typeof en> = {
  meta: {
    stopTitle: 'Abonnement stoppen | Rooms',
  },
  section: {
    heading: 'Premium',
    intro: 'Stop wanneer je wilt vóór de verlenging, in één stap; de betaalde periode blijft.',
    none: 'Je hebt geen abonnement.',
    premiumUntil: 'Premium tot {{date}}',
    noPremium: 'Je hebt geen premium.',
    buy: 'Bekijk premium',
    product: 'Abonnement',
    renewsOn: 'Wordt op {{date}} verlengd voor {{amount}}',
    endsOn: 'Verlenging gestopt: premium tot {{date}}. Er wordt niets meer afgeschreven.',
    pastDue:
      'De laatste verlenging is niet betaald. Betaal via de e-mail die we stuurden om premium te houden.',
    stop: 'Stop mijn abonnement',
    resume: 'Hervat mijn abonnement',
    stopped: 'Verlenging gestopt. Je premium loopt tot {{date}}.',
    resumed: 'Je abonnement wordt weer verlengd op {{date}}.',
    failed: 'Dat lukte niet. Probeer het opnieuw.',
  },
  withdraw: {
    button: 'Herroep mijn abonnement',
    intro:
      'Tot {{date}} kun je herroepen (bedenktijd van 14 dagen): het abonnement stopt direct en je krijgt {{amount}} terug.',
    question: 'Nu herroepen? Premium stopt direct en je krijgt {{amount}} terug.',
    confirm: 'Ja, herroepen',
    cancel: 'Annuleren',
    done: 'Herroepen. Je krijgt {{amount}} terug; we hebben je een e-mail gestuurd.',
    over: 'De bedenktijd van 14 dagen is voorbij. Je kunt de verlenging nog wel stoppen.',
  },
  invoices: {
    heading: 'Facturen',
    empty: 'Nog geen betalingen.',
    date: 'Datum',
    product: 'Product',
    amount: 'Bedrag',
    vat: 'Btw',
    status: 'Status',
    statuses: {
      paid: 'Betaald',
      refunded: 'Terugbetaald',
      chargeback: 'Teruggeboekt',
      processing: 'In behandeling',
      failed: 'Niet betaald',
    },
  },
  products: {
    kind1: 'Premium voor huurders',
    kind2: 'Premium voor verhuurders',
    kind3: 'Topadvertentie',
    kind4: 'Advertentie open voor iedereen',
    days_one: '{{count}} dag',
    days_other: '{{count}} dagen',
    unlimited: 'onbeperkt',
    renews: 'verlengt automatisch',
  },
  stopPage: {
    heading: 'Je abonnement stoppen',
    working: 'De verlenging wordt gestopt…',
    stopped:
      'De verlenging is gestopt. Je premium loopt tot {{date}}; er wordt niets meer afgeschreven.',
    invalid: 'Deze link is ongeldig of verlopen. Log in en beheer je abonnement op Mijn account.',
    failed: 'Stoppen lukte niet. Probeer het opnieuw.',
    retry: 'Opnieuw proberen',
    resume: 'Hervat mijn abonnement',
    resumed: 'Je abonnement wordt weer verlengd op {{date}}.',
    account: 'Naar Mijn account',
    noToken: 'Open deze pagina via de link in de herinneringsmail.',
  },
};
