/**
 * English texts of the `scamWarning` namespace (issue 28 "Scam warnings"): the calm note a tenant
 * sees under a landlord's message that shows signs of a rental scam (`scamSignals` of
 * `@rooms/domain`), with the advice of the tenant safety page for each sign found. The keys of
 * `advice` are the `ScamSignal` words. Read by the conversation page on the server. The Dutch
 * file beside it has the same keys.
 */
export const scamWarning = {
  title: 'Take care with this message',
  intro:
    'Messages like this are sometimes sent by scammers. Most landlords are honest, but keep to these rules:',
  advice: {
    money_before_viewing:
      'Never pay a deposit, rent or reservation fee before you have viewed the home and signed a contract.',
    money_transfer_service:
      'Never pay through a money transfer service such as Western Union or MoneyGram, with crypto or with gift cards: that money cannot be traced or recovered.',
    off_platform_contact:
      'Keep the conversation on Rooms: here your messages remain your proof, and we can help if something goes wrong.',
  },
  report: 'Does something not feel right? Report the conversation.',
  safetyLink: 'How to rent safely',
} as const;
