import type { scamWarning as en } from '../en/scam-warning';
import type { Messages } from '../messages';

/**
 * Dutch texts of the `scamWarning` namespace (issue 28 "Scam warnings"): the calm note under a
 * message with signs of a rental scam, with the advice of the tenant safety page. Same keys as
 * the English file.
 */
export const scamWarning: Messages<typeof en> = {
  title: 'Let goed op bij dit bericht',
  intro:
    'Oplichters sturen soms berichten zoals dit. De meeste verhuurders zijn eerlijk, maar houd je aan deze regels:',
  advice: {
    money_before_viewing:
      'Betaal nooit borg, huur of reserveringskosten voordat je de woning hebt bezichtigd en een contract hebt getekend.',
    money_transfer_service:
      'Betaal nooit via een geldtransferdienst zoals Western Union of MoneyGram, met crypto of met cadeaukaarten: dat geld is niet na te gaan en niet terug te halen.',
    off_platform_contact:
      'Houd het gesprek op Rooms: hier blijven je berichten je bewijs, en kunnen we helpen als er iets misgaat.',
  },
  report: 'Vertrouw je het niet? Meld het gesprek.',
  safetyLink: 'Zo huur je veilig',
};
