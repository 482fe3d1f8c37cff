import type { studentHouses as en } from '../en/student-houses';
import type { Messages } from '../messages';

/**
 * Dutch texts of the `studentHouses` namespace (issue 26): de pagina met studentenhuizen van de
 * verhuurder (§2 `/studenthouse`), de namen van de voorzieningen en het studentenhuis op de
 * advertentiepagina. Same keys as the English file.
 */
export const studentHouses: Messages<typeof en> = {
  meta: {
    title: 'Mijn studentenhuizen | Rooms',
    description: 'Beheer je studentenhuizen één keer en koppel de kameradvertenties eraan.',
  },
  heading: 'Mijn studentenhuizen',
  intro:
    'Een studentenhuis is een pand met meerdere kamers die je verhuurt. Vul de naam, het adres, de gedeelde voorzieningen, de huisregels en foto’s één keer in en koppel elke kameradvertentie eraan in de advertentiewizard.',
  loading: 'Je studentenhuizen worden geladen…',
  empty: {
    title: 'Nog geen studentenhuizen',
    text: 'Verhuur je meerdere kamers in één pand? Voeg het toe als studentenhuis: huurders zien de naam en de gedeelde voorzieningen bij elke kameradvertentie, en je kunt het huis een eigen automatisch antwoord geven.',
    action: 'Studentenhuis toevoegen',
  },
  list: {
    add: 'Studentenhuis toevoegen',
    linked_one: '{{count}} advertentie gekoppeld',
    linked_other: '{{count}} advertenties gekoppeld',
    edit: 'Bewerken',
    delete: 'Verwijderen',
    noPhoto: 'Nog geen foto',
    address: '{{street}} {{houseNumber}}, {{postcode}} {{city}}',
  },
  facilities: {
    title: 'Gedeelde voorzieningen',
    none: 'Geen gedeelde voorzieningen opgegeven',
    sharedKitchen: 'Gedeelde keuken',
    laundry: 'Wasruimte',
    bicycleStorage: 'Fietsenstalling',
    studyRoom: 'Studieruimte',
    garden: 'Tuin',
    commonRoom: 'Gemeenschappelijke ruimte',
    elevator: 'Lift',
    gym: 'Sportruimte',
  },
  form: {
    createTitle: 'Nieuw studentenhuis',
    editTitle: '{{name}} bewerken',
    name: 'Naam van het huis',
    nameHint: 'Bijvoorbeeld "Huize Zernike"; staat bij je kameradvertenties.',
    city: 'Plaats',
    cityPlaceholder: 'Typ de plaats',
    street: 'Straat',
    streetPlaceholder: 'Typ de straat',
    streetFirstCity: 'Kies eerst de plaats',
    houseNumber: 'Huisnummer',
    houseNumberHint: 'Bijvoorbeeld 12, 12A of 12-2',
    postcode: 'Postcode',
    postcodeHint: 'Bijvoorbeeld 9712 CP',
    addressHint:
      'Kies de plaats en de straat uit de suggesties; de straat vult de cijfers van de postcode in.',
    houseRules: 'Huisregels',
    houseRulesHint:
      'Niet verplicht, hoogstens {{max}} tekens. Geen telefoonnummers, e-mailadressen of links.',
    create: 'Studentenhuis opslaan',
    save: 'Wijzigingen opslaan',
    saving: 'Bezig met opslaan…',
    cancel: 'Annuleren',
    created:
      'Het studentenhuis is opgeslagen. Je kunt nu foto’s en een automatisch antwoord toevoegen.',
    saved: 'Je wijzigingen zijn opgeslagen.',
    errorSummary: 'Het studentenhuis kon niet worden opgeslagen',
  },
  problems: {
    required: 'Vul dit in.',
    invalid: 'Dit klopt niet.',
    too_short: 'Dit is te kort.',
    too_long: 'Dit is te lang.',
    line_break: 'Houd de naam op één regel.',
    control_characters: 'Haal de onzichtbare tekens weg.',
    not_found: 'Kies het uit de suggesties.',
    not_in_city: 'Deze straat ligt niet in de gekozen plaats.',
    forbidden: 'Haal telefoonnummers, e-mailadressen en links weg: {{items}}.',
    not_found_house: 'Dit studentenhuis bestaat niet meer.',
    generic: 'Er ging iets mis. Probeer het opnieuw.',
  },
  photos: {
    title: 'Foto’s',
    hint: 'JPEG, PNG of WebP, hoogstens 15 MB per foto; tot {{max}} foto’s.',
    add: 'Foto toevoegen',
    uploading: 'Bezig met uploaden…',
    remove: 'Foto {{n}} verwijderen',
    alt: 'Foto {{n}} van {{name}}',
    limit: 'Dit huis heeft het maximale aantal foto’s.',
    failed: 'De foto kon niet worden toegevoegd: {{reason}}',
    none: 'Nog geen foto’s.',
  },
  delete: {
    title: '{{name}} verwijderen?',
    text_one:
      'Het huis en zijn automatische antwoord worden verwijderd. De {{count}} gekoppelde advertentie blijft online, zonder studentenhuis.',
    text_other:
      'Het huis en zijn automatische antwoord worden verwijderd. De {{count}} gekoppelde advertenties blijven online, zonder studentenhuis.',
    confirm: 'Verwijderen',
    cancel: 'Bewaren',
    done: '{{name}} is verwijderd.',
  },
  autoReply: {
    heading: 'Automatisch antwoord voor dit huis',
    intro:
      'Gaat naar huurders die reageren op een advertentie van dit huis, in plaats van je algemene automatische antwoord.',
  },
  listing: {
    heading: 'Onderdeel van een studentenhuis',
    name: 'Deze kamer ligt in {{name}}.',
  },
};
