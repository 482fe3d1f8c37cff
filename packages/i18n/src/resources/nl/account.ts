import type { account as en } from '../en/account';
import type { Messages } from '../messages';

/** Dutch texts of the `account` namespace (informal 'je'); same keys as the English file. */
export const account: Messages<typeof en> = {
  meta: {
    loginTitle: 'Inloggen | Rooms',
    loginDescription:
      'Log in bij Rooms om verhuurders een bericht te sturen, je favoriete kamers te bewaren en je advertenties te beheren.',
    registerTitle: 'Account aanmaken | Rooms',
    registerDescription:
      'Maak gratis een Rooms-account aan en reageer op kamers en woningen te huur in heel Nederland.',
    resetTitle: 'Wachtwoord vergeten | Rooms',
    resetDescription: 'Vraag een link aan om een nieuw wachtwoord voor je Rooms-account te kiezen.',
    resetConfirmTitle: 'Kies een nieuw wachtwoord | Rooms',
    signOutTitle: 'Uitloggen | Rooms',
    registerConfirmTitle: 'Activeer je account | Rooms',
  },
  aside: {
    title: 'Hier begint je volgende thuis',
    points: {
      search: 'Kamers, studio’s en appartementen in heel Nederland',
      message: 'Stuur verhuurders direct een bericht',
      alerts: 'Bewaar favorieten en krijg een melding bij nieuwe advertenties',
    },
  },
  fields: {
    email: 'E-mailadres',
    password: 'Wachtwoord',
    newPassword: 'Nieuw wachtwoord',
    firstName: 'Voornaam',
    showPassword: 'Wachtwoord tonen',
    hidePassword: 'Wachtwoord verbergen',
    newPasswordHint:
      'Minstens {{min}} tekens. Een paar losse woorden achter elkaar is een sterk wachtwoord.',
  },
  validation: {
    emailRequired: 'Vul je e-mailadres in',
    emailInvalid: 'Vul een geldig e-mailadres in, zoals naam@voorbeeld.nl',
    emailTooLong: 'Een e-mailadres mag maximaal {{max}} tekens lang zijn',
    passwordRequired: 'Vul je wachtwoord in',
    passwordTooShort: 'Je wachtwoord moet minstens {{min}} tekens hebben',
    passwordTooLong: 'Je wachtwoord mag maximaal {{max}} tekens lang zijn',
    firstNameRequired: 'Vul je voornaam in',
    firstNameTooLong: 'Je voornaam mag maximaal {{max}} tekens lang zijn',
    firstNameInvalid:
      'Gebruik in je voornaam alleen letters, spaties, apostroffen, koppeltekens en punten (geen webadressen)',
  },
  errorSummary: {
    title: 'Er gaat iets mis',
  },
  login: {
    title: 'Inloggen',
    intro: 'Welkom terug! Log in met je e-mailadres en wachtwoord.',
    returnNotice: 'Log in om verder te gaan naar de pagina die je wilde bekijken.',
    submit: 'Inloggen',
    submitting: 'Bezig met inloggen…',
    forgotPassword: 'Wachtwoord vergeten?',
    noAccount: 'Nieuw bij Rooms?',
    registerLink: 'Maak een account aan',
    invalidCredentials:
      'Het e-mailadres of wachtwoord klopt niet. Controleer ze allebei, of stel je wachtwoord opnieuw in.',
    blockedUntil: 'Je account is geblokkeerd tot {{date}}.',
    blockedIndefinitely: 'Je account is voor onbepaalde tijd geblokkeerd.',
    appeal: 'Denk je dat dit een vergissing is? Schrijf naar <mail>{{email}}</mail>.',
  },
  register: {
    title: 'Maak je account aan',
    intro: 'Gratis, en zo gepiept.',
    invited:
      'Je bent uitgenodigd: na je eerste betaling krijgen jullie allebei {{days}} dagen premium.',
    submit: 'Account aanmaken',
    submitting: 'Je account wordt aangemaakt…',
    terms:
      'Als je een account aanmaakt, ga je akkoord met onze <terms>algemene voorwaarden</terms> en onze <privacy>privacyverklaring</privacy>.',
    hasAccount: 'Heb je al een account?',
    loginLink: 'Inloggen',
    sentTitle: 'Kijk in je inbox',
    sentText:
      'We hebben een e-mail met de volgende stap gestuurd naar <b>{{email}}</b>. Open binnen {{hours}} uur de link erin om je account te activeren. Heeft dit adres al een account, dan lees je in de e-mail hoe je inlogt.',
    sentHint: 'Na een paar minuten nog geen e-mail? Kijk in je spammap, of probeer het opnieuw.',
    tryAgain: 'Een ander e-mailadres gebruiken',
    confirmTitle: 'Activeer je account',
    confirmIntro: 'Nog één stap: activeer je account en je bent meteen ingelogd.',
    confirmSubmit: 'Account activeren',
    confirmSubmitting: 'Bezig met activeren…',
    signUpAgain: 'Opnieuw aanmelden',
  },
  reset: {
    title: 'Wachtwoord vergeten?',
    intro:
      'Vul het e-mailadres van je account in. We sturen je een link waarmee je een nieuw wachtwoord kiest.',
    submit: 'Link versturen',
    submitting: 'Bezig met versturen…',
    sentTitle: 'Check je inbox',
    sentText:
      'Als er een account is voor <b>{{email}}</b>, hebben we daar net een link naartoe gestuurd om een nieuw wachtwoord te kiezen. De link werkt één keer en is {{minutes}} minuten geldig.',
    sentHint: 'Na een paar minuten nog geen e-mail? Kijk in je spammap of probeer het opnieuw.',
    tryAgain: 'Een ander e-mailadres gebruiken',
    backToLogin: 'Terug naar inloggen',
    rememberPassword: 'Weet je het weer?',
    confirmTitle: 'Kies een nieuw wachtwoord',
    confirmIntro: 'Bijna klaar. Kies een nieuw wachtwoord voor je account.',
    confirmSubmit: 'Nieuw wachtwoord opslaan',
    confirmSubmitting: 'Bezig met opslaan…',
    requestNewLink: 'Vraag een nieuwe link aan',
    doneTitle: 'Je wachtwoord is gewijzigd',
    doneText:
      'Voor je veiligheid hebben we je op al je apparaten uitgelogd. Log in met je nieuwe wachtwoord.',
    doneLogin: 'Inloggen',
  },
  signOut: {
    title: 'Uitloggen',
    busy: 'Een ogenblik, we loggen je uit…',
    failed: 'Uitloggen is niet gelukt.',
    retry: 'Probeer het opnieuw',
    home: 'Naar de homepage',
  },
};
