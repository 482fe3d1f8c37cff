/**
 * English texts of the `alerts` namespace (issue 25): the signed-in user's search alerts
 * (§2 `/account/alerts`), the criteria of an alert in words, the unsubscribe page of alert
 * e-mails (§2 `/email-unsubscribe`) and the e-mail preferences (§2 `/unsubscribe`). Read by
 * server components, which hand the texts to their client parts as props. The Dutch file beside
 * it has the same keys (checked by the parity test).
 */
export const alerts = {
  meta: {
    title: 'My search alerts | Rooms',
    description: 'Your saved searches: how often we e-mail you new homes, pause or delete them.',
    unsubscribeTitle: 'Unsubscribe from search alert e-mails | Rooms',
    preferencesTitle: 'E-mail preferences | Rooms',
  },
  /** The criteria of an alert in words, e.g. "Rooms in Groningen, up to €600, furnished". */
  words: {
    place: '{{what}} in {{place}}',
    street: '{{what}} near {{street}}, {{city}}',
    mapArea: '{{what}} in the area chosen on the map',
    within: 'within {{km}} km',
    maxRent: 'up to {{amount}}',
    minSize: 'from {{value}} m²',
    availableFrom: 'available by {{date}}',
    age: 'age {{age}}',
    persons_one: '{{count}} person',
    persons_other: '{{count}} people',
    group: '{{legend}}: {{values}}',
    or: ' or ',
  },
  frequency: {
    label: 'E-mail me',
    instant: 'Right away',
    daily: 'Once a day',
    weekly: 'Once a week',
  },
  list: {
    heading: 'My search alerts',
    intro: 'We e-mail you new homes that match your saved searches.',
    count_one: '{{count}} search alert',
    count_other: '{{count}} search alerts',
    loading: 'Loading your search alerts…',
    error: 'Your search alerts could not be loaded.',
    retry: 'Try again',
    preferences: 'E-mail preferences',
  },
  card: {
    matches_one: '{{count}} new home in the last 7 days',
    matches_other: '{{count}} new homes in the last 7 days',
    paused: 'Paused',
    rename: 'Change name',
    nameLabel: 'Name of this alert',
    nameHint: 'At most {{max}} characters. Leave it empty to use the search.',
    nameTooLong: 'A name can be at most {{max}} characters long',
    save: 'Save',
    cancel: 'Cancel',
    pause: 'Pause e-mails',
    resume: 'Resume e-mails',
    delete: 'Delete',
    deleteQuestion: 'Delete this alert? You will no longer receive its e-mails.',
    deleteYes: 'Yes, delete',
    deleteNo: 'Keep it',
    openSearch: 'Open the search',
    busy: 'Saving…',
  },
  announce: {
    renamed: 'Name saved.',
    frequency: 'Saved: {{frequency}}.',
    paused: 'Alert paused. You receive no e-mails for it until you resume it.',
    resumed: 'Alert resumed.',
    deleted: 'Alert deleted: {{name}}.',
  },
  empty: {
    title: 'No search alerts yet',
    text: 'A search alert e-mails you new homes that match your search: right away, once a day or once a week. Search for a home, set your wishes and save the search.',
    action: 'Search for a home',
  },
  unsubscribe: {
    heading: 'Unsubscribe from search alert e-mails',
    loading: 'Looking up your search alert…',
    intro: 'You receive e-mails for this search alert:',
    button: 'Unsubscribe from this alert',
    stopAll: 'Stop all alert e-mails',
    stopAllHint: 'This stops the e-mails of every search alert of this account.',
    busy: 'One moment…',
    done: 'You are unsubscribed. You will no longer receive e-mails for this alert.',
    doneAll: 'Done. You will no longer receive any search alert e-mails.',
    gone: 'This alert no longer exists, or you are already unsubscribed. You will not receive its e-mails.',
    noIdentifier:
      'To stop e-mails, use the unsubscribe link at the bottom of the e-mail. You can also manage your alerts in your account.',
    error: 'That did not work. Please try again.',
    manage: 'Manage my search alerts',
  },
  preferences: {
    heading: 'E-mail preferences',
    alertEmails: 'Search alert e-mails',
    alertEmailsHint: 'New homes that match your saved searches.',
    on: 'On',
    off: 'Off',
    saved: 'Your preference is saved.',
    error: 'Your preference could not be saved. Please try again.',
    manage: 'Manage my search alerts',
  },
} as const;
