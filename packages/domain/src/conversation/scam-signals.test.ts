import { describe, expect, it } from 'vitest';

import { SCAM_SIGNALS, ScamSignal, scamSignals } from './scam-signals';

const { MoneyBeforeViewing, MoneyTransferService, OffPlatformContact } = ScamSignal;

/*
 * The positive texts are written for these tests after the patterns of rental scams that tenants
 * and the Fraudehelpdesk describe (a landlord abroad, a deposit by money transfer before any
 * viewing, keys by post, "contact me on WhatsApp"). Names, numbers and addresses are made up:
 * 06-numbers of the 06-1234 range, example.* domains.
 */
describe('scamSignals: money before a viewing', () => {
  it.each([
    // English
    'I am currently abroad, so before the viewing I need the deposit of €800 to reserve the room for you.',
    'Please transfer the first month’s rent before you come to see the room, many people are interested.',
    'You can pay the deposit before we meet, then the room is yours.',
    'The viewing can only take place after the payment of the deposit has been received.',
    'Once you have paid the reservation fee I will show you the apartment.',
    'We can skip the viewing: send the money and you can move in without a viewing.',
    'I work on an oil platform overseas. After you pay the deposit my agent will send you the keys by DHL.',
    'I moved to Spain for work and I am not in the Netherlands now. The rent is €650 and the deposit €1300, paid by bank transfer.',
    // Dutch
    'Ik zit in het buitenland voor mijn werk. Als je de borg van €900 overmaakt, stuur ik je de sleutels per post.',
    'Voor de bezichtiging vraag ik een aanbetaling van €500 om de kamer voor je te reserveren.',
    'Je moet eerst de borg en de eerste maand vooruit betalen voordat je de kamer komt bekijken.',
    'De bezichtiging is pas nadat de betaling is ontvangen.',
    'Na ontvangst van de borg kun je de woning komen bekijken.',
    'Ik woon momenteel in het buitenland, de waarborgsom kun je overmaken naar mijn rekening.',
    'Maak het geld over, dan worden de sleutels met de post toegestuurd.',
    'Het kan zonder bezichtiging, je betaalt alleen de reserveringskosten van €250.',
  ])('%s', (text) => {
    expect(scamSignals(text)).toContain(MoneyBeforeViewing);
  });

  it.each([
    // English
    "The deposit is one month's rent, paid when signing the contract after the viewing.",
    'Thank you for your message! You can view the room on Tuesday at 19:00.',
    'The rent is €650 a month including service costs; the deposit is two months of basic rent.',
    'Before the viewing, could you tell me a bit about yourself and when you would like to move in?',
    'After you have seen the room we sign the contract and you pay the deposit.',
    'I am abroad until March, but my brother will show you the room. The deposit is paid at signing.',
    'Rent is paid monthly in advance, by bank transfer to my account.',
    'The viewing is on Thursday. Please bring your ID; we sign after the viewing if you like it.',
    'I studied abroad myself, so I know how hard it is to find a room.',
    'Before you come by: the rent is €600 and the deposit €1200.',
    // Dutch
    'De borg is één maand huur, te betalen bij het tekenen van het contract na de bezichtiging.',
    'Leuk dat je wilt komen kijken! De bezichtiging is dinsdag om 19.00 uur.',
    'Je ouders kunnen borg staan als je nog studeert.',
    'Voor de bezichtiging: neem gerust een vriend mee.',
    'De huur wordt maandelijks vooruit betaald; de borg is twee maanden kale huur.',
    'Nadat je de kamer hebt gezien, kun je de borg overmaken en tekenen we het contract.',
    'De sleutels krijg je bij de sleuteloverdracht, na het tekenen en betalen.',
    'Voordat je langskomt: de huur is €600 en de borg €1200.',
    'Ik ben tot 5 mei in het buitenland, daarna kun je komen kijken. De borg betaal je bij het tekenen.',
  ])('not: %s', (text) => {
    expect(scamSignals(text)).not.toContain(MoneyBeforeViewing);
  });
});

describe('scamSignals: money-transfer services', () => {
  it.each([
    'Please send the deposit by Western Union to my agent in London.',
    'Het geld kun je via MoneyGram sturen, dat is het snelst.',
    'You can use Ria Money Transfer or WorldRemit, both are fine.',
    'Send it via Wise to my account in Cyprus.',
    'Betaal met TransferWise, dan komt het vandaag nog aan.',
    'PayPal is fine, but please choose friends and family.',
    'Stuur het via PayPal vrienden en familie, anders kost het extra.',
    'I also accept Bitcoin or USDT.',
    'Je kunt betalen met cadeaukaarten van een webwinkel.',
    'Buy two Steam gift cards of €100 and send me the codes.',
    'Use a money transfer service, I will send you the details.',
    'Betalen via een geldtransferdienst is voor mij het makkelijkst.',
  ])('%s', (text) => {
    expect(scamSignals(text)).toContain(MoneyTransferService);
  });

  it.each([
    'It would be wise to come early, there are many viewings.',
    'Ria, my daughter, lives in the room next to yours.',
    'De huur betaal je per bank, op een Nederlandse rekening.',
    'I pay with PayPal for my groceries too, but the rent goes by bank transfer.',
    'The house has a signal booster for the wifi.',
  ])('not: %s', (text) => {
    expect(scamSignals(text)).not.toContain(MoneyTransferService);
  });
});

describe('scamSignals: off the platform', () => {
  it.each([
    'Contact me on WhatsApp, I answer faster there.',
    'App me even op 06-12345678.',
    'Bel of sms naar +31 6 1234 5678.',
    'My phone number is 0612345678.',
    'Mail me at verhuur@example.nl with your documents.',
    'Send a message to landlord (at) example.com please.',
    'Let us talk on Telegram.',
    'Stuur me een bericht via Signal.',
    'Chat with me: wa.me/31612345678',
    'https://t.me/roomsgroningen',
    'Stuur even een appje, dan regelen we het.',
  ])('%s', (text) => {
    expect(scamSignals(text)).toContain(OffPlatformContact);
  });

  it.each([
    'The viewing is on 01-12-2026 14:00, see you then.',
    'Beschikbaar vanaf 01/02/2027 12 uur.',
    'Na het tekenen maak je de borg over naar NL91ABNA0417164300 t.n.v. de verhuurder.',
    'The room is 14 m² and costs €650; the house has 4 housemates.',
    'See https://example.com/visit for the viewing.',
    'We can talk here on Rooms, that is easiest for me.',
    'The signal of the wifi is good in every room.',
  ])('not: %s', (text) => {
    expect(scamSignals(text)).not.toContain(OffPlatformContact);
  });
});

describe('scamSignals: whole messages', () => {
  it('finds every sign of a typical scam message, each once, in a fixed order', () => {
    const text = [
      'Hello, thank you for your interest!',
      'I am currently abroad for my work, so before the viewing I need the deposit of €800.',
      'Please send it by Western Union; after that I send you the keys by post.',
      'Contact me on WhatsApp: +44 7700 900123, or mail me at owner@example.org.',
    ].join('\n');
    expect(scamSignals(text)).toEqual([
      MoneyBeforeViewing,
      MoneyTransferService,
      OffPlatformContact,
    ]);
    expect(SCAM_SIGNALS).toEqual([MoneyBeforeViewing, MoneyTransferService, OffPlatformContact]);
  });

  it('is quiet on an ordinary Dutch and English landlord answer', () => {
    expect(
      scamSignals(
        'Hoi Tessa, leuk dat je reageert! Je kunt de kamer zaterdag om 11.00 uur bekijken. ' +
          'De huur is €575 inclusief gas, water en licht. De borg is één maand huur en betaal je ' +
          'bij het tekenen van het contract, na de bezichtiging. Tot zaterdag!',
      ),
    ).toEqual([]);
    expect(
      scamSignals(
        'Hi Tessa, thanks for reacting! You can view the room on Saturday at 11:00. The rent is ' +
          "€575 including utilities. The deposit is one month's rent, paid when signing the " +
          'contract after the viewing. See you Saturday!',
      ),
    ).toEqual([]);
  });

  it('reads accents, capitals, curly apostrophes and odd spacing alike', () => {
    expect(scamSignals('WESTERN   UNION')).toEqual([MoneyTransferService]);
    expect(scamSignals('Pay the first month’s rent BEFORE THE VIEWING')).toEqual([
      MoneyBeforeViewing,
    ]);
    expect(scamSignals('Betaal de borg vóór de bezichtiging')).toEqual([MoneyBeforeViewing]);
  });
});

describe('scamSignals: odd input', () => {
  it('returns nothing for empty and blank text', () => {
    expect(scamSignals('')).toEqual([]);
    expect(scamSignals('   \n\t ')).toEqual([]);
  });

  it('reads through NUL bytes and other control characters', () => {
    expect(scamSignals('\u0000')).toEqual([]);
    expect(scamSignals('western\u0000union')).toEqual([MoneyTransferService]);
    expect(scamSignals('Contact me on\u0000WhatsApp\u0007')).toEqual([OffPlatformContact]);
  });

  it('takes linear time on 100 kB inputs, with no catastrophic backtracking', () => {
    const inputs = [
      'a'.repeat(100_000),
      '1'.repeat(100_000),
      'a.'.repeat(50_000),
      'ab-'.repeat(34_000),
      `${'ab'.repeat(50)} `.repeat(1_000),
      '@a'.repeat(50_000),
      'before the '.repeat(10_000),
      'voor de borg '.repeat(8_000),
      'deposit '.repeat(12_500),
      `${'x'.repeat(99_000)} Pay via Western Union`,
      'De borg is één maand huur, te betalen bij het tekenen. '.repeat(1_900),
      '0 6 1 2 '.repeat(12_500),
    ];
    for (const input of inputs) {
      const started = performance.now();
      scamSignals(input);
      const took = performance.now() - started;
      expect(took, `${input.slice(0, 20)}… (${input.length} characters)`).toBeLessThan(1_000);
    }
  });

  it('still reads the signs of a long message', () => {
    const long = `${'Mooie kamer in het centrum. '.repeat(3_600)}Betaal via MoneyGram.`;
    expect(long.length).toBeGreaterThan(100_000);
    expect(scamSignals(long)).toEqual([MoneyTransferService]);
  });
});
