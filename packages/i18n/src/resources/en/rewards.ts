/**
 * English texts of the `rewards` namespace (issue 27 "Cashback and referrals"): the signed-in
 * parts of `/en/referrals` (the invitation link, the invitations and the days earned) and of
 * `/en/cashback` (where the user's cashback stands), and what both say to a visitor who is not
 * signed in. Read by server components, which hand the texts to their client parts as props;
 * `{{days}}`, `{{date}}`, `{{amount}}`, `{{title}}` and `{{percent}}` are filled in there. The
 * explanations of both pages are content texts (`content` namespace). The Dutch file beside it
 * has the same keys.
 */
export const rewards = {
  referrals: {
    heading: 'Your invitation link',
    linkLabel: 'Link to share',
    linkHint:
      'Anyone who creates an account through this link gets {{days}} days of premium after their first payment, and so do you.',
    copy: 'Copy link',
    copied: 'Link copied',
    copyFailed: 'Copying did not work: select the link and copy it yourself.',
    share: 'Share',
    shareTitle: 'Find your next home on Rooms',
    shareText:
      'Create your Rooms account through my link: after your first payment we both get {{days}} days of premium.',
    invitationsHeading: 'Your invitations',
    empty:
      'Nobody has joined through your link yet. Share it with friends who are looking for a home.',
    joined: 'Joined on {{date}}',
    status: {
      '1': 'Joined, has not paid yet',
      '2': 'Paid, the reward is on its way',
      '3': 'Rewarded',
      '4': 'Paid with your own card or account: no reward',
      '5': 'Payment refunded or reversed: no reward',
    },
    clearsOn: 'Reward on {{date}}',
    rewardedOn: 'Rewarded on {{date}}',
    earned: 'Premium days you earned through invitations: {{days}}',
    loading: 'Loading your invitations…',
    failed: 'Your invitations cannot be shown right now.',
    retry: 'Try again',
  },
  cashback: {
    heading: 'Your cashback',
    loading: 'Loading your cashback…',
    failed: 'Your cashback cannot be shown right now.',
    retry: 'Try again',
    none: 'No cashback yet.',
    noneDetail:
      'Rented a home you found on Rooms? Ask your landlord to confirm it when taking the advert offline: then {{percent}}% of your last premium payment comes back to you.',
    pending: 'Your landlord confirmed your rental: we are refunding {{amount}}.',
    refunded: '{{amount}} refunded on {{date}}',
    refundedDetail:
      'It goes back to the card or account you paid with; your bank may take up to 10 working days to show it.',
    forAdvert: 'For “{{title}}”.',
    noPremiumPayment:
      'Your landlord confirmed your rental on {{date}}, but there was no premium payment to refund part of.',
    refundFailed: 'We could not refund your cashback. Contact support and we will sort it out.',
    contactSupport: 'Contact support',
  },
  signedOut: {
    referralsHeading: 'Get your invitation link',
    referralsText:
      'Log in or create an account to get your own invitation link and see who joined through it.',
    cashbackHeading: 'See your cashback',
    cashbackText: 'Log in to see where your cashback stands.',
    login: 'Log in',
    register: 'Create an account',
  },
} as const;
