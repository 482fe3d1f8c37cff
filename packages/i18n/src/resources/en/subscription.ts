/**
 * English texts of the `subscription` namespace (issue 27 "Fair subscriptions"): the Premium
 * section of `/my-account` (status, renewal, stop in one step, resume, the EU withdrawal with its
 * confirmation, the invoices) and the one-click stop page `/my-account/stop-subscription` of the
 * renewal reminder e-mail. Read by server components, which hand the texts to their client parts
 * as props. The Dutch file beside it has the same keys.
 */
export const subscription = {
  meta: {
    stopTitle: 'Stop subscription | Rooms',
  },
  section: {
    heading: 'Premium',
    intro: 'Stop any time before the renewal in one step; the period you paid for stays.',
    none: 'You have no subscription.',
    premiumUntil: 'Premium until {{date}}',
    noPremium: 'You have no premium.',
    buy: 'See premium',
    product: 'Subscription',
    renewsOn: 'Renews on {{date}} for {{amount}}',
    endsOn: 'Renewal stopped: premium until {{date}}. Nothing more will be charged.',
    pastDue: 'The last renewal was not paid. Pay it from the e-mail we sent to keep premium.',
    stop: 'Stop my subscription',
    resume: 'Resume my subscription',
    stopped: 'Renewal stopped. Your premium lasts until {{date}}.',
    resumed: 'Your subscription renews again on {{date}}.',
    failed: 'That did not work. Please try again.',
  },
  withdraw: {
    button: 'Withdraw from my subscription',
    intro:
      'Until {{date}} you may withdraw (the EU 14-day right): the subscription ends now and {{amount}} is refunded.',
    question: 'Withdraw now? Premium ends at once and {{amount}} is refunded.',
    confirm: 'Yes, withdraw',
    cancel: 'Cancel',
    done: 'Withdrawn. {{amount}} will be refunded; we sent you an e-mail.',
    over: 'The 14-day withdrawal period is over. You can still stop the renewal.',
  },
  invoices: {
    heading: 'Invoices',
    empty: 'No payments yet.',
    date: 'Date',
    product: 'Product',
    amount: 'Amount',
    vat: 'VAT',
    status: 'Status',
    statuses: {
      paid: 'Paid',
      refunded: 'Refunded',
      chargeback: 'Charged back',
      processing: 'Processing',
      failed: 'Not paid',
    },
  },
  products: {
    kind1: 'Tenant premium',
    kind2: 'Landlord premium',
    kind3: 'Top advert',
    kind4: 'Advert open to everyone',
    days_one: '{{count}} day',
    days_other: '{{count}} days',
    unlimited: 'unlimited',
    renews: 'renews',
  },
  stopPage: {
    heading: 'Stop your subscription',
    working: 'Stopping the renewal…',
    stopped:
      'The renewal is stopped. Your premium lasts until {{date}}; nothing more will be charged.',
    invalid:
      'This link is invalid or has expired. Sign in and manage your subscription on My account.',
    failed: 'Stopping did not work. Please try again.',
    retry: 'Try again',
    resume: 'Resume my subscription',
    resumed: 'Your subscription renews again on {{date}}.',
    account: 'Go to My account',
    noToken: 'Open this page from the link in the reminder e-mail.',
  },
} as const;
