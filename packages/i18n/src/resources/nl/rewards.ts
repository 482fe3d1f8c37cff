import type { rewards as en } from '../en/rewards';
import type { Messages } from '../messages';

/**
 * Dutch texts of the `rewards` namespace (issue 27 "Cashback and referrals"): the signed-in parts
 * of `/referrals` and `/cashback` and what both say to a visitor who is not signed in. Same keys
 * and placeholders as the English file.
 */
export const rewards: Messages<typeof en> = {
  referrals: {
    heading: 'Jouw uitnodigingslink',
    linkLabel: 'Link om te delen',
    linkHint:
      'Wie via deze link een account maakt, krijgt na de eerste betaling {{days}} dagen premium, en jij ook.',
    copy: 'Link kopiëren',
    copied: 'Link gekopieerd',
    copyFailed: 'Kopiëren lukte niet: selecteer de link en kopieer hem zelf.',
    share: 'Delen',
    shareTitle: 'Vind je volgende woning op Rooms',
    shareText:
      'Maak je Rooms-account via mijn link: na je eerste betaling krijgen we allebei {{days}} dagen premium.',
    invitationsHeading: 'Jouw uitnodigingen',
    empty:
      'Er heeft zich nog niemand via je link aangemeld. Deel hem met vrienden die een woning zoeken.',
    joined: 'Aangemeld op {{date}}',
    status: {
      '1': 'Aangemeld, heeft nog niet betaald',
      '2': 'Betaald, de beloning komt eraan',
      '3': 'Beloond',
      '4': 'Betaald met jouw eigen kaart of rekening: geen beloning',
      '5': 'Betaling terugbetaald of teruggeboekt: geen beloning',
    },
    clearsOn: 'Beloning op {{date}}',
    rewardedOn: 'Beloond op {{date}}',
    earned: 'Premiumdagen die je met uitnodigingen verdiende: {{days}}',
    loading: 'Je uitnodigingen worden geladen…',
    failed: 'Je uitnodigingen kunnen nu niet worden getoond.',
    retry: 'Opnieuw proberen',
  },
  cashback: {
    heading: 'Jouw cashback',
    loading: 'Je cashback wordt geladen…',
    failed: 'Je cashback kan nu niet worden getoond.',
    retry: 'Opnieuw proberen',
    none: 'Nog geen cashback.',
    noneDetail:
      'Een woning gehuurd die je op Rooms vond? Vraag je verhuurder dat te bevestigen bij het offline halen van de advertentie: dan krijg je {{percent}}% van je laatste premiumbetaling terug.',
    pending: 'Je verhuurder heeft je huur bevestigd: we betalen {{amount}} terug.',
    refunded: '{{amount}} terugbetaald op {{date}}',
    refundedDetail:
      'Het gaat terug naar de kaart of rekening waarmee je betaalde; je bank kan er tot 10 werkdagen over doen.',
    forAdvert: 'Voor “{{title}}”.',
    noPremiumPayment:
      'Je verhuurder heeft je huur op {{date}} bevestigd, maar er was geen premiumbetaling om een deel van terug te betalen.',
    refundFailed:
      'We konden je cashback niet terugbetalen. Neem contact op met support, dan lossen we het op.',
    contactSupport: 'Contact opnemen met support',
  },
  signedOut: {
    referralsHeading: 'Haal je uitnodigingslink op',
    referralsText:
      'Log in of maak een account om je eigen uitnodigingslink te krijgen en te zien wie zich ermee aanmeldde.',
    cashbackHeading: 'Bekijk je cashback',
    cashbackText: 'Log in om te zien hoe het met je cashback staat.',
    login: 'Inloggen',
    register: 'Account maken',
  },
};
