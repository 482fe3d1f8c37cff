/**
 * English texts of the `shell` namespace: the chrome around every page that is not a plain link
 * label (those live in `common.nav`): skip link, the desktop menu and the phone drawer, the
 * maintenance banner, the error pages' actions and the loading bar (§2 Shell). The Dutch file
 * beside it has the same keys (checked by the parity test).
 */
export const shell = {
  skipToContent: 'Skip to main content',
  languageHint: 'View this page in Dutch',
  menu: {
    open: 'Open menu',
    openSignedIn: 'Menu of {{name}}',
    signedInAs: 'Signed in as',
    premium: 'Premium member',
    greeting: 'Hi {{name}}!',
    sections: {
      search: 'Search',
      mine: 'My Rooms',
      info: 'About Rooms',
    },
  },
  maintenance: {
    label: 'Maintenance notice',
    dismiss: 'Hide notice',
  },
  errorPage: {
    retry: 'Try again',
    home: 'Go to the home page',
  },
  logoutFailed: 'Signing out did not work. Please try again.',
  /** Accessible text of the messages badge (header and drawer). */
  unreadMessages_one: '{{count}} unread conversation',
  unreadMessages_other: '{{count}} unread conversations',
} as const;
