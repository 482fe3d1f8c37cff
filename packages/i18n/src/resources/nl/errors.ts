import type { errors as en } from '../en/errors';
import type { Messages } from '../messages';

/** Dutch user-facing texts of the `errors` namespace (informal 'je'); one key per §8 code. */
export const errors: Messages<typeof en> = {
  unknown: 'Er ging iets mis. Probeer het opnieuw.',
  invalid_request:
    'Het verzoek is ongeldig. Controleer wat je hebt ingevuld en probeer het opnieuw.',
  http_400: 'Het verzoek is ongeldig. Controleer wat je hebt ingevuld en probeer het opnieuw.',
  http_401: 'Log in om verder te gaan.',
  http_403: 'Je hebt geen toegang tot deze pagina of actie.',
  http_404: 'We konden niet vinden wat je zocht.',
  http_500: 'Er ging bij ons iets mis. Probeer het later opnieuw.',
  http_501: 'Deze actie is nog niet beschikbaar.',
  http_502: 'Onze server is op dit moment niet bereikbaar. Probeer het zo opnieuw.',
  timeout: 'Dit duurt te lang. Controleer je internetverbinding en probeer het opnieuw.',
  aborted: 'Het verzoek is geannuleerd.',
  http_429: 'Te veel pogingen. Wacht even en probeer het opnieuw.',
  reset_token_invalid:
    'Deze link om je wachtwoord opnieuw in te stellen is ongeldig of verlopen. Vraag een nieuwe aan.',
  registration_token_invalid:
    'Deze aanmeldlink is ongeldig, al gebruikt of verlopen. Meld je opnieuw aan, of log in als je account al actief is.',
  move_up_too_soon:
    'Je kunt een advertentie één keer per 24 uur omhoog plaatsen. Probeer het later opnieuw.',
  image_too_large: 'Deze foto is groter dan 15 MB. Kies een kleinere foto.',
  image_too_many_pixels:
    'Deze foto heeft meer dan 50 megapixels. Maak hem kleiner (minder pixels) en probeer het opnieuw.',
  image_unsupported:
    'Dit bestand is geen foto die we kunnen gebruiken. Upload een JPEG-, PNG-, WebP- of AVIF-afbeelding.',
  image_heic_unsupported:
    'We kunnen HEIC-foto’s (het iPhone-formaat) niet verwerken. Sla de foto op als JPEG (op een iPhone: Instellingen > Camera > Structuur > Meest compatibel) en upload hem opnieuw.',
  image_corrupt: 'Deze foto is beschadigd of niet helemaal geüpload. Probeer het opnieuw.',
  photo_limit_reached:
    'Een advertentie kan maximaal 20 foto’s hebben. Verwijder een foto om een nieuwe toe te voegen.',
  address_readonly:
    'Het adres van een advertentie kun je niet meer wijzigen als die online is geweest. Maak een nieuwe advertentie voor een ander adres.',
  listing_incomplete:
    'Een paar stappen van je advertentie zijn nog niet af. Maak ze af om je advertentie te plaatsen.',
  draft_limit_reached:
    'Je hebt al 10 advertenties die nog niet af zijn. Maak er een af of verwijder er een om een nieuwe te beginnen.',
  upload_quota_exceeded:
    'Je hebt in korte tijd veel foto’s geüpload. Wacht even en probeer het later opnieuw.',
  conversation_blocked: 'Je kunt deze persoon geen berichten meer sturen.',
  alert_limit_reached:
    'Je hebt al 50 zoekopdrachten bewaard. Verwijder er een om een nieuwe zoekopdracht te bewaren.',
  alert_too_wide:
    'Deze zoekopdracht vindt te veel nieuwe woningen per dag voor directe e-mails. Maak hem specifieker of kies een dagelijkse samenvatting.',
  withdrawal_period_over: 'De bedenktijd van 14 dagen is voorbij. Je kunt de verlenging nog wel stoppen.',
  confirm_link_invalid:
    'Deze link werkt niet meer: de advertentie is al bevestigd of staat niet meer online. Kijk bij Mijn advertenties.',
  stop_link_invalid: 'Deze stoplink is ongeldig of verlopen. Log in om je abonnement te beheren.',
  premium_required:
    'Alleen Premium-leden kunnen op deze advertentie reageren. Met Premium reageer je op elke advertentie.',
  account_blocked:
    'Je account is geblokkeerd door onze moderatoren. Je kunt niet meer inloggen; in de e-mail die we je stuurden lees je hoe je bezwaar maakt.',
  '1000': 'Gelukt!',
  '1015':
    'We kunnen deze advertentie niet vinden. Misschien is de advertentie verwijderd of offline gehaald.',
  '1078': 'Er ging iets mis. Probeer het later opnieuw.',
  '1115': 'Je hebt al een actief Premium-lidmaatschap.',
  '1116':
    'Je betaling kon niet worden verwerkt. Probeer het opnieuw of kies een andere betaalmethode.',
  '1120':
    'We kunnen deze betaling niet vinden. Is er wel geld afgeschreven? Neem dan contact op met onze klantenservice.',
  '1122': 'De betaling is geannuleerd.',
  '1123': 'De betaling is geweigerd. Probeer een andere betaalmethode.',
  '1124': 'Je betaling is in behandeling. We laten het je weten zodra die is bevestigd.',
  '1125': 'Je hebt nog een openstaande factuur. Betaal die eerst voordat je iets nieuws koopt.',
  '1127': 'De betaalprovider kon je betaling niet verwerken. Probeer het opnieuw.',
  '1128': 'Je betaling wordt nog verwerkt. Een ogenblik geduld.',
  '1129': 'Je hebt deze zoekalert al opgeslagen.',
  '1135': 'Je betaalsessie is verlopen. Start de betaling opnieuw.',
  '10064':
    'De Nederlandse tekst van je advertentie bevat woorden die niet zijn toegestaan. Pas de tekst aan.',
  '10065':
    'De Engelse tekst van je advertentie bevat woorden die niet zijn toegestaan. Pas de tekst aan.',
  '10172': 'Je bericht kan niet worden verstuurd. Controleer de inhoud en probeer het opnieuw.',
};
