/**
 * English texts of the `premium` namespace (issue 27): the products page
 * (`/en/premium-account-payment`), paying (`make-payment`, `/en/payment-reminder`,
 * `/en/tenant-search/payment-step1`), the payment form (Stripe's or the local stand-in's), the
 * outcome page (`/en/paymentstatus`, every PaymentStatus of §3), the reaction rule shown before
 * a tenant writes, and an advert's boosts (wizard step, My adverts). The Dutch file beside it
 * has the same keys (checked by the parity test).
 */
export const premium = {
  meta: {
    title: 'Premium for tenants: react to every advert | Rooms',
    description:
      'Premium lets you react to every advert on Rooms. Monthly or once, stop any time without a notice period, with a reply guarantee.',
  },
  choose: {
    heading: 'Premium: react to every advert',
    intro:
      'With premium you can react to every advert. Without premium you can react to adverts whose landlord unlocked them, and always answer in a conversation you already have.',
    renewingHeading: 'Renews until you stop it',
    onceHeading: 'Once, no renewal',
    choose: 'Choose',
    chooseNamed: 'Choose {{name}}',
    unavailable: 'The products cannot be shown right now. Please try again in a moment.',
    retry: 'Try again',
  },
  product: {
    name: {
      '238': 'Premium 1 month',
      '241': 'Tenant search 1 month',
      '242': 'Tenant search 15 days',
      '245': 'Top advert 3 days',
      '246': 'Top advert 7 days',
      '247': 'Top advert until the advert ends',
      '249': 'Open to everyone 3 days',
      '250': 'Open to everyone 7 days',
      '251': 'Open to everyone until the advert ends',
      '257': 'Fresh start 14 days',
      '258': 'Premium monthly',
      '259': 'Premium 3 months',
      '260': 'Premium 6 months',
      '261': 'Premium every 3 months',
    },
    price: '{{price}}',
    perMonth: '{{price}} per month',
    renews_one: 'Renews every month until you stop it. Stop any time, no notice period.',
    renews_other:
      'Renews every {{count}} months until you stop it. Stop any time, no notice period.',
    once: 'Lasts {{days}} days and ends by itself: no renewal.',
    unlimited: 'Lasts until the advert ends: no renewal.',
    vat: 'Including {{vat}} VAT',
  },
  rules: {
    heading: 'How it works',
    react: 'Premium members can react to every advert.',
    unlocked:
      'Without premium you can react to adverts whose landlord made them open to everyone, and always answer in an existing conversation.',
    stop: 'A renewing subscription can be stopped any time on My account, in one step, without a notice period; the period you paid for stays yours. We e-mail you 7 days before every renewal.',
    withdraw:
      'Changed your mind? Within 14 days of your first payment you can withdraw and get your money back.',
    guarantee:
      'Reply guarantee: if none of your reactions in a premium period gets an answer from a landlord within 7 days, we extend that period once, free, by the same length.',
  },
  tenantSearch: {
    heading: 'Find tenants yourself',
    intro:
      'With tenant-search access you can invite tenants from the tenant search to react to your advert.',
    rule: 'Access lasts for the period you choose; the monthly one renews until you stop it (any time, no notice period).',
  },
  pay: {
    heading: 'Pay',
    intro: 'You pay {{price}} for {{name}}.',
    amount: 'To pay: {{price}}',
    loading: 'Preparing your payment…',
    unknownProduct: 'This product does not exist. Choose a product to continue.',
    toProducts: 'Choose a product',
    failed: 'Your payment cannot be started right now.',
    secure: 'Payments are handled by Stripe. Rooms never sees your card or bank details.',
  },
  form: {
    legend: 'Payment',
    standinNotice: 'Test mode: no real money is paid. Choose what the payment does.',
    pay: 'Pay (test)',
    fail: 'Fail (test)',
    sepaPending: 'SEPA pending (test)',
    submit: 'Pay {{price}}',
    busy: 'Paying…',
    loading: 'Loading the payment form…',
    error: 'The payment could not be completed. Please try again.',
  },
  status: {
    heading: 'Your payment',
    checking: 'We are checking your payment…',
    missing: 'We cannot find a payment in this link.',
    message: {
      startedNotSent: 'Your payment has not been completed yet.',
      processing:
        'Your payment is being processed. This page updates by itself; a SEPA direct debit can take a few days.',
      paid: 'Thank you! Your payment has been received.',
      pendingAndSuccess: 'Thank you! Your payment has been received.',
      pendingInput: 'Your payment is waiting for you to finish it.',
      error: 'Something went wrong with your payment. No money was taken.',
      failedPermanently: 'Your payment failed. No money was taken.',
      refused: 'Your payment was refused. Please try another payment method.',
      cancelled: 'Your payment was cancelled. No money was taken.',
      refund: 'This payment has been refunded.',
      chargeback: 'This payment was reversed by your bank.',
      failed: 'Your payment failed. No money was taken.',
      validationFailure: 'Your payment details were not accepted. Please try again.',
      technicalFailure: 'A technical problem stopped your payment. No money was taken.',
    },
    premiumUntil: 'Premium until {{date}}.',
    boostUntil: 'Your advert is boosted until {{date}}.',
    boostUnlimited: 'Your advert is boosted until it ends.',
    toReaction: 'Go on to your reaction',
    toSearch: 'Search for a room',
    toMyAdverts: 'To My adverts',
    tryAgain: 'Try again',
  },
  reminder: {
    heading: 'Pay your renewal',
    intro:
      'Your last renewal could not be paid. Pay it now to keep your premium; you can also let it end.',
    missing: 'This reminder link is not complete. Open the link in the e-mail again.',
  },
  rule: {
    premiumRequired:
      'Only premium members can react to this advert. With premium you can react to every advert.',
    getPremium: 'Get premium',
    unlocked: 'This landlord lets everyone react to this advert: you can react without premium.',
    premium: 'You have premium: you can react to every advert.',
  },
  boost: {
    heading: 'Boost your advert',
    intro:
      'A top advert is shown at the top of the search results, labelled as paid. An advert open to everyone can be answered by tenants without premium too.',
    topLegend: 'Top advert',
    unlockLegend: 'Open to everyone',
    none: 'No thanks',
    topActive: 'Top advert until {{date}}',
    topActiveUnlimited: 'Top advert until the advert ends',
    unlockActive: 'Open to everyone until {{date}}',
    unlockActiveUnlimited: 'Open to everyone until the advert ends',
    total: 'Total: {{price}}',
    pay: 'Pay and boost',
    skip: 'Skip',
    chooseOne: 'Choose a top advert, an open advert or both.',
    action: 'Boost',
    loading: 'Loading the boosts…',
    unavailable: 'The boosts cannot be shown right now.',
  },
} as const;
