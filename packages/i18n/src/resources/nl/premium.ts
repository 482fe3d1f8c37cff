import type { premium as en } from '../en/premium';
import type { Messages } from '../messages';

/**
 * Nederlandse teksten van de namespace `premium` (issue 27): de productpagina, betalen, het
 * betaalformulier, de uitkomst (`/betalingsstatus`), de reactieregel en de boosts van een
 * advertentie. Dezelfde sleutels als het Engelse bestand (pariteitstest).
 */
export const premium: Messages<typeof en> = {
  meta: {
    title: 'Premium voor huurders: reageer op elke advertentie | Rooms',
    description:
      'Met premium reageer je op elke advertentie op Rooms. Per maand of eenmalig, altijd stopbaar zonder opzegtermijn, met antwoordgarantie.',
  },
  choose: {
    heading: 'Premium: reageer op elke advertentie',
    intro:
      'Met premium reageer je op elke advertentie. Zonder premium reageer je op advertenties die de verhuurder voor iedereen heeft opengezet, en antwoord je altijd in een gesprek dat je al hebt.',
    renewingHeading: 'Loopt door tot je stopt',
    onceHeading: 'Eenmalig, geen verlenging',
    choose: 'Kiezen',
    chooseNamed: 'Kies {{name}}',
    unavailable: 'De producten kunnen nu niet getoond worden. Probeer het zo nog eens.',
    retry: 'Opnieuw proberen',
  },
  product: {
    name: {
      '238': 'Premium 1 maand',
      '241': 'Huurders zoeken 1 maand',
      '242': 'Huurders zoeken 15 dagen',
      '245': 'Topadvertentie 3 dagen',
      '246': 'Topadvertentie 7 dagen',
      '247': 'Topadvertentie tot de advertentie stopt',
      '249': 'Open voor iedereen 3 dagen',
      '250': 'Open voor iedereen 7 dagen',
      '251': 'Open voor iedereen tot de advertentie stopt',
      '257': 'Frisse start 14 dagen',
      '258': 'Premium per maand',
      '259': 'Premium 3 maanden',
      '260': 'Premium 6 maanden',
      '261': 'Premium per 3 maanden',
    },
    price: '{{price}}',
    perMonth: '{{price}} per maand',
    renews_one: 'Wordt elke maand verlengd tot je stopt. Altijd stopbaar, zonder opzegtermijn.',
    renews_other:
      'Wordt elke {{count}} maanden verlengd tot je stopt. Altijd stopbaar, zonder opzegtermijn.',
    once: 'Loopt {{days}} dagen en stopt vanzelf: geen verlenging.',
    unlimited: 'Loopt tot de advertentie stopt: geen verlenging.',
    vat: 'Inclusief {{vat}} btw',
  },
  rules: {
    heading: 'Zo werkt het',
    react: 'Premium leden kunnen op elke advertentie reageren.',
    unlocked:
      'Zonder premium reageer je op advertenties die de verhuurder voor iedereen heeft opengezet, en antwoord je altijd in een bestaand gesprek.',
    stop: 'Een doorlopend abonnement stop je wanneer je wilt op Mijn account, in één stap, zonder opzegtermijn; de betaalde periode blijft van jou. We mailen je 7 dagen voor elke verlenging.',
    withdraw:
      'Toch niet gewild? Binnen 14 dagen na je eerste betaling kun je herroepen en krijg je je geld terug.',
    guarantee:
      'Antwoordgarantie: krijgt geen van je reacties in een premiumperiode binnen 7 dagen antwoord van een verhuurder, dan verlengen we die periode één keer gratis met dezelfde lengte.',
  },
  tenantSearch: {
    heading: 'Zelf huurders vinden',
    intro:
      'Met toegang tot huurders zoeken nodig je huurders uit de huurderszoekfunctie uit om op je advertentie te reageren.',
    rule: 'De toegang loopt de periode die je kiest; de maandelijkse wordt verlengd tot je stopt (altijd, zonder opzegtermijn).',
  },
  pay: {
    heading: 'Betalen',
    intro: 'Je betaalt {{price}} voor {{name}}.',
    amount: 'Te betalen: {{price}}',
    loading: 'Je betaling wordt klaargezet…',
    unknownProduct: 'Dit product bestaat niet. Kies een product om verder te gaan.',
    toProducts: 'Kies een product',
    failed: 'Je betaling kan nu niet gestart worden.',
    secure: 'Betalingen lopen via Stripe. Rooms ziet nooit je kaart- of bankgegevens.',
  },
  form: {
    legend: 'Betaling',
    standinNotice: 'Testmodus: er wordt geen echt geld betaald. Kies wat de betaling doet.',
    pay: 'Betalen (test)',
    fail: 'Mislukken (test)',
    sepaPending: 'SEPA in behandeling (test)',
    submit: 'Betaal {{price}}',
    busy: 'Bezig met betalen…',
    loading: 'Het betaalformulier wordt geladen…',
    error: 'De betaling kon niet worden afgerond. Probeer het nog eens.',
  },
  status: {
    heading: 'Je betaling',
    checking: 'We controleren je betaling…',
    missing: 'We vinden geen betaling in deze link.',
    message: {
      startedNotSent: 'Je betaling is nog niet afgerond.',
      processing:
        'Je betaling wordt verwerkt. Deze pagina werkt zichzelf bij; een SEPA-incasso kan een paar dagen duren.',
      paid: 'Bedankt! We hebben je betaling ontvangen.',
      pendingAndSuccess: 'Bedankt! We hebben je betaling ontvangen.',
      pendingInput: 'Je betaling wacht tot je hem afrondt.',
      error: 'Er ging iets mis met je betaling. Er is geen geld afgeschreven.',
      failedPermanently: 'Je betaling is mislukt. Er is geen geld afgeschreven.',
      refused: 'Je betaling is geweigerd. Probeer een andere betaalmethode.',
      cancelled: 'Je betaling is geannuleerd. Er is geen geld afgeschreven.',
      refund: 'Deze betaling is terugbetaald.',
      chargeback: 'Deze betaling is door je bank teruggeboekt.',
      failed: 'Je betaling is mislukt. Er is geen geld afgeschreven.',
      validationFailure: 'Je betaalgegevens zijn niet geaccepteerd. Probeer het nog eens.',
      technicalFailure:
        'Door een technisch probleem is je betaling gestopt. Er is geen geld afgeschreven.',
    },
    premiumUntil: 'Premium tot {{date}}.',
    boostUntil: 'Je advertentie is geboost tot {{date}}.',
    boostUnlimited: 'Je advertentie is geboost tot ze stopt.',
    toReaction: 'Ga verder met je reactie',
    toSearch: 'Zoek een kamer',
    toMyAdverts: 'Naar Mijn advertenties',
    tryAgain: 'Opnieuw proberen',
  },
  reminder: {
    heading: 'Betaal je verlenging',
    intro:
      'Je laatste verlenging kon niet betaald worden. Betaal nu om je premium te houden; je kunt hem ook laten aflopen.',
    missing: 'Deze herinneringslink is niet compleet. Open de link in de e-mail opnieuw.',
  },
  rule: {
    premiumRequired:
      'Alleen premium leden kunnen op deze advertentie reageren. Met premium reageer je op elke advertentie.',
    getPremium: 'Premium nemen',
    unlocked:
      'Deze verhuurder laat iedereen op deze advertentie reageren: je kunt reageren zonder premium.',
    premium: 'Je hebt premium: je kunt op elke advertentie reageren.',
  },
  boost: {
    heading: 'Boost je advertentie',
    intro:
      'Een topadvertentie staat bovenaan de zoekresultaten, gemarkeerd als betaald. Op een advertentie die open is voor iedereen kunnen ook huurders zonder premium reageren.',
    topLegend: 'Topadvertentie',
    unlockLegend: 'Open voor iedereen',
    none: 'Nee, bedankt',
    topActive: 'Topadvertentie tot {{date}}',
    topActiveUnlimited: 'Topadvertentie tot de advertentie stopt',
    unlockActive: 'Open voor iedereen tot {{date}}',
    unlockActiveUnlimited: 'Open voor iedereen tot de advertentie stopt',
    total: 'Totaal: {{price}}',
    pay: 'Betalen en boosten',
    skip: 'Overslaan',
    chooseOne: 'Kies een topadvertentie, een open advertentie of allebei.',
    action: 'Boosten',
    loading: 'De boosts worden geladen…',
    unavailable: 'De boosts kunnen nu niet getoond worden.',
  },
};
