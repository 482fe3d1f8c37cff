import type { shell as en } from '../en/shell';
import type { Messages } from '../messages';

/** Dutch texts of the `shell` namespace (informal 'je'); same keys as the English file. §2. */
export const shell: Messages<typeof en> = {
  skipToContent: 'Direct naar de inhoud',
  languageHint: 'Bekijk deze pagina in het Engels',
  menu: {
    open: 'Menu openen',
    openSignedIn: 'Menu van {{name}}',
    signedInAs: 'Ingelogd als',
    premium: 'Premium-lid',
    greeting: 'Hoi {{name}}!',
    sections: {
      search: 'Zoeken',
      mine: 'Mijn Rooms',
      info: 'Over Rooms',
    },
  },
  maintenance: {
    label: 'Onderhoudsmelding',
    dismiss: 'Melding verbergen',
  },
  errorPage: {
    retry: 'Opnieuw proberen',
    home: 'Naar de startpagina',
  },
  logoutFailed: 'Uitloggen is niet gelukt. Probeer het opnieuw.',
  unreadMessages_one: '{{count}} ongelezen gesprek',
  unreadMessages_other: '{{count}} ongelezen gesprekken',
};
