import type { rentCheck as en } from '../en/rent-check';
import type { Messages } from '../messages';

/**
 * Dutch texts of the `rentCheck` namespace: the legal rent check of a room (the points system's
 * estimate of the maximum basic rent) on the advert page, in the wizard's rent step and as a badge
 * on result cards. Same keys as the English file.
 */
export const rentCheck: Messages<typeof en> = {
  heading: 'Huurprijscheck',
  badge: 'Huur binnen het wettelijk maximum (schatting)',
  maximum: 'Onze schatting van de maximale kale huur volgens de wet: {{amount}} per maand.',
  above:
    'De gevraagde huur ligt boven onze schatting van het wettelijk maximum voor deze kamer ({{amount}}). Onze schatting telt alleen wat de advertentie vertelt; controleer het met de huurprijscheck van de Huurcommissie.',
  utilitiesIncluded:
    'De gevraagde huur is inclusief gas, water en licht, waarvan het aandeel onbekend is. Daarom is hij niet te vergelijken met dit maximum.',
  explanation_one:
    'Dit is een schatting, geen uitspraak: {{count}} punt volgens het puntenstelsel voor kamers, met de tabel van de Huurcommissie die geldt vanaf {{date}}. Wat de advertentie niet vertelt, telt zo laag mogelijk mee; het echte maximum kan dus hoger zijn.',
  explanation_other:
    'Dit is een schatting, geen uitspraak: {{count}} punten volgens het puntenstelsel voor kamers, met de tabel van de Huurcommissie die geldt vanaf {{date}}. Wat de advertentie niet vertelt, telt zo laag mogelijk mee; het echte maximum kan dus hoger zijn.',
  assumptionsSummary: 'Waar de schatting van uitgaat',
  source:
    'Bron: Huurcommissie, beleidsboek waarderingsstelsel onzelfstandige woonruimte (januari 2026).',
  link: 'De huurprijscheck van de Huurcommissie',
  newTab: '(opent in een nieuw tabblad)',
  assumptions: {
    sharers_assumed_two:
      'Er wordt iets gedeeld, maar er zijn geen huisgenoten opgegeven: we tellen 2 huishoudens.',
    sharers_from_residents:
      'Elke huidige bewoner telt als een eigen huishouden, plus de nieuwe huurder.',
    not_private_counted_as_shared:
      'Een keuken, badkamer of wc die niet privé is, telt als gedeeld met de huisgenoten.',
    shared_space_unknown:
      'De grootte van de gedeelde ruimtes (woonkamer, keuken) is onbekend: we tellen alleen wat een gedeelde keuken zeker oplevert.',
    shared_kitchen_minimum_room:
      'Een gedeelde keuken telt als gedeelde ruimte van 4 m², het kleinste wat een vertrek mag zijn.',
    shared_room_count_assumed_one:
      'Het aantal gedeelde ruimtes is onbekend: we tellen één verwarmde gedeelde ruimte.',
    other_spaces_not_counted: 'Berging, zolder, washok en andere overige ruimtes tellen niet mee.',
    heating_assumed_fixed: 'De kamers tellen als verwarmd met radiatoren of vloerverwarming.',
    label_a_counted_as_a: 'Energielabel A telt als gewoon A (A+ en hoger geven meer punten).',
    energy_from_build_year: 'Zonder energielabel telt het bouwjaar.',
    energy_unknown_counted_oldest:
      'Zonder energielabel en bouwjaar telt het gebouw als gebouwd in 1976 of eerder.',
    kitchen_counter_assumed_short:
      'Het aanrecht telt als 1 tot 2 meter lang, het kortste dat punten oplevert.',
    kitchen_extras_not_counted:
      'Keukenapparatuur (kookplaat, oven, koelkast, afzuigkap) telt niet mee.',
    bath_assumed_shower: 'De badkamer telt als badkamer met een douche.',
    sanitary_extras_not_counted:
      'Extra’s in de badkamer (douchewand, handdoekradiator, mengkraan) tellen niet mee.',
    toilet_assumed_in_bathroom: 'De wc telt als wc in de badkamer.',
    toilet_assumed_separate: 'De wc telt als wc in een eigen ruimte.',
    washbasins_not_counted: 'Wastafels tellen niet mee.',
    outdoor_space_not_counted: 'Een balkon, tuin of dakterras telt niet mee.',
    woz_assumed_lowest:
      'De WOZ-waarde is onbekend: we tellen het laagste aantal WOZ-punten, zoals de wet doet zonder WOZ-waarde.',
    may_be_self_contained:
      'Met eigen keuken, badkamer en wc en een eigen voordeur is het een zelfstandige woning, met een ander puntenstelsel.',
    rubrics_not_modelled:
      'Niet meegeteld: aanpassingen voor mensen met een beperking, ruimtes gedeeld met andere adressen, parkeren, koeling, en de aftrek en toeslagen van bijzondere gevallen.',
  },
  wizard: {
    advice: 'Deze check is alleen een advies: je kunt je advertentie altijd plaatsen.',
    needsSurface: 'We kunnen het wettelijk maximum schatten zodra de oppervlakte is ingevuld.',
    needsRent: 'Vul de huur in om hem met deze schatting te vergelijken.',
    later:
      'Keuken, badkamer, wc, energielabel en huisgenoten vraag je in latere stappen. Tot dan telt de schatting gedeelde voorzieningen, geen energielabel en één huisgenoot; hij verandert zodra je ze invult.',
  },
};
