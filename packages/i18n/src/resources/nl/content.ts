import type { content as en } from '../en/content';
import type { Messages } from '../messages';

/** Dutch texts of the `content` namespace; same keys as the English file. */
export const content: Messages<typeof en> = {
  toc: 'Op deze pagina',
  related: 'Lees ook',
  updated: 'Laatst bijgewerkt: {{date}}',
  eyebrow: {
    tenants: 'Voor huurders',
    landlords: 'Voor verhuurders',
    company: 'Over Rooms',
    legal: 'Juridisch',
    partners: 'Voor partners',
    premium: 'Premium',
  },

  stepsHeading: {
    referral: 'Een vriend uitnodigen in drie stappen',
    cashback: 'Cashback in drie stappen',
  },

  steps: {
    tenant: [
      {
        title: 'Zoeken',
        text: 'Kies een stad en een type woning en verfijn met filters, of zoek op de kaart.',
      },
      {
        title: 'Bewaren en alerts',
        text: 'Bewaar advertenties die je leuk vindt en zet een zoekalert, zodat je nieuwe woningen als eerste ziet.',
      },
      {
        title: 'Stel je voor',
        text: 'Maak een profiel met een foto en een korte introductie en reageer met een persoonlijk bericht.',
      },
      {
        title: 'Bezichtigen en tekenen',
        text: 'Bekijk de woning, lees het contract goed en betaal pas als je getekend hebt.',
      },
    ],
    landlord: [
      {
        title: 'Maak je advertentie',
        text: 'Ons stappenplan vraagt naar het adres, de huur, foto’s en de huurder die je zoekt.',
      },
      {
        title: 'Wij controleren en publiceren',
        text: 'We bekijken elke advertentie voordat die online komt. Zo houden we nepadvertenties buiten de deur.',
      },
      {
        title: 'Ontvang reacties',
        text: 'Huurders reageren met een bericht en hun profiel; je ziet meteen hoe goed iemand bij je wensen past.',
      },
      {
        title: 'Kies je huurder',
        text: 'Nodig de mensen die je aanspreken uit voor een bezichtiging, teken het contract en zet je advertentie uit.',
      },
    ],
    referral: [
      {
        title: 'Deel je link',
        text: 'Kopieer je uitnodigingslink op deze pagina, of deel hem direct vanaf je telefoon.',
      },
      {
        title: 'Je vriend meldt zich aan en betaalt',
        text: 'Je vriend maakt via de link een account en betaalt voor het eerst, voor premium of een ander product.',
      },
      {
        title: 'Jullie krijgen allebei premium',
        text: 'Zodra die betaling definitief is, krijgen jullie allebei {{days}} dagen premium.',
      },
    ],
    cashback: [
      {
        title: 'Reageer met premium',
        text: 'Reageer op advertenties op Rooms terwijl je premium hebt.',
      },
      {
        title: 'Huur de woning',
        text: 'Als je verhuurder de advertentie offline haalt, bevestigt die dat de huurder via Rooms is gevonden en kiest jou.',
      },
      {
        title: 'Krijg geld terug',
        text: 'We betalen {{percent}}% van je laatste premiumbetaling terug op de kaart of rekening waarmee je betaalde, één keer.',
      },
    ],
  },

  home: {
    popularCities: {
      heading: 'Populaire steden',
      subtitle:
        'Kamers, studio’s en appartementen te huur in de steden waar het meest gezocht wordt.',
      count_one: '{{count, number}} advertentie',
      count_other: '{{count, number}} advertenties',
      more: 'Alle steden en categorieën',
    },
    howItWorks: {
      heading: 'Zo werkt Rooms',
      subtitle: 'Of je nu een woning zoekt of er een verhuurt: het gaat in vier stappen.',
      tenants: 'Woning zoeken',
      landlords: 'Verhuren',
      tenantsMore: 'Meer over zoeken',
      landlordsMore: 'Meer over verhuren',
    },
    landlordCta: {
      heading: 'Heb je een kamer of woning te huur?',
      text: 'Een advertentie plaatsen is gratis. Bereik huurders in heel Nederland en kies zelf wie er bij je past.',
      primary: 'Advertentie plaatsen',
      secondary: 'Zo werkt verhuren',
    },
  },

  figures: {
    heading: 'Zoveel vraag is er nu',
    cityLabel: 'Stad',
    activeTenants_one: 'huurder zoekt een woning op Rooms',
    activeTenants_other: 'huurders zoeken een woning op Rooms',
    activeTenantsNational: 'In heel Nederland',
    activeTenantsCity: 'In {{city}}',
    averageDays: 'gemiddelde tijd tot een advertentie verhuurd is',
    days_one: '{{count}} dag',
    days_other: '{{count}} dagen',
    basisCity_one: 'Op basis van {{count}} verhuurde advertentie in {{city}}',
    basisCity_other: 'Op basis van {{count}} verhuurde advertenties in {{city}}',
    basisNational: 'Nog te weinig advertenties in {{city}}, dus dit is het landelijke gemiddelde',
    basisDefault: 'Een schatting: er zijn nog geen advertenties verhuurd',
    error: 'De cijfers konden niet worden geladen. Probeer het later nog eens.',
  },

  sources: {
    id: 'bronnen',
    heading: 'Bronnen',
    intro:
      'De plaatsen, straten en huurniveaus op Rooms komen uit open data en gepubliceerde cijfers. We danken de makers ervan.',
    website: 'Website',
    licence: 'Licentie',
    items: {
      geonames: {
        name: 'GeoNames',
        use: 'De coördinaten van de gemeenten (van hun grootste plaats).',
        credit: 'Bevat gegevens van GeoNames (www.geonames.org), gelicenseerd onder CC BY 4.0.',
      },
      cbs: {
        name: 'Centraal Bureau voor de Statistiek (CBS)',
        use: 'De gemeenten van Nederland met hun codes en provincies.',
        credit:
          'Bron: Centraal Bureau voor de Statistiek (CBS), gemeentelijke indeling 2025, CC BY 4.0.',
      },
      bag: {
        name: 'Kadaster, BAG',
        use: 'Straten, woonplaatsen en postcodegebieden uit de Basisregistratie Adressen en Gebouwen (BAG), stand november 2018 en juni 2026.',
        credit:
          'Bron: Kadaster, BAG (publiek domein, CC0 1.0), via LJPc-solutions en Stichting OpenGeo. Uit beleefdheid vermeld.',
      },
      rents: {
        name: 'Kamernet en Pararius',
        use: 'Gemiddelde vraaghuren per stad, waarmee we advertenties herkennen die ver onder de markt zitten: de huurrapporten van Kamernet (kamers, studio’s en appartementen) en de Huurmonitor van Pararius (vrije-sectorwoningen), van 2022 tot en met het tweede kwartaal van 2025.',
        credit:
          'Cijfers gepubliceerd door Kamernet en Pararius, zoals gemeld in het nieuws; de cijfers blijven van hen.',
      },
    },
  },

  cta: {
    placeAdvert: 'Plaats je advertentie',
    placeAdvertText:
      'Een advertentie plaatsen is gratis en kost ongeveer tien minuten. Je kunt halverwege opslaan en later verdergaan.',
    howItWorks: 'Zo werkt verhuren',
    startSearching: 'Begin met zoeken',
    startSearchingText:
      'Duizenden kamers, studio’s en appartementen in heel Nederland, en elke dag nieuwe advertenties.',
    safety: 'Tips om veilig te huren',
  },

  sitemap: {
    static: {
      meta: {
        title: 'Sitemap – alle pagina’s van Rooms',
        description:
          'Alle pagina’s van Rooms op een rij: informatie voor huurders en verhuurders, zoeken per type woning en de sitemaps per categorie.',
      },
      title: 'Sitemap',
      intro:
        'Alle pagina’s van Rooms op een rij. Zoek je een bepaalde stad? Open de sitemap van een categorie voor alle steden met woningen.',
      groups: {
        tenants: 'Voor huurders',
        landlords: 'Voor verhuurders',
        company: 'Over Rooms',
        legal: 'Juridisch',
        search: 'Zoeken in heel Nederland',
        categories: 'Sitemaps per categorie',
      },
      categoryLink: 'Steden met {{category}}',
    },
    category: {
      metaTitle: '{{category}} te huur – alle steden',
      metaDescription:
        'Alle steden in Nederland met {{category}} te huur op Rooms, met het aantal woningen per stad.',
      title: '{{category}} te huur: alle steden',
      intro_one:
        'Er staat nu {{count, number}} advertentie in deze categorie, in de stad hieronder. Open een stad voor het aanbod, of de sitemap van de stad voor alle straten.',
      intro_other:
        'Er staan nu {{count, number}} advertenties in deze categorie, verdeeld over {{cities}} steden. Open een stad voor het aanbod, of de sitemap van de stad voor alle straten.',
      empty: 'Er staan nu geen woningen in deze categorie. Kijk eens bij een andere categorie.',
      streetsLink: 'straten',
      streetsLinkLabel: 'Straten in {{city}}',
    },
    city: {
      metaTitle: '{{category}} te huur in {{city}} – alle straten',
      metaDescription:
        'Alle straten in {{city}} met {{category}} te huur op Rooms, met links naar elke advertentie.',
      title: '{{category}} te huur in {{city}}',
      intro_one:
        'Nu {{count, number}} advertentie in {{city}}, in de straat hieronder. Open een straat om daar te zoeken, of ga meteen naar een advertentie.',
      intro_other:
        'Nu {{count, number}} advertenties in {{city}}, verdeeld over {{streets}} straten. Open een straat om daar te zoeken, of ga meteen naar een advertentie.',
      empty:
        'Er staan nu geen woningen van dit type in {{city}}. Zoek in de hele stad of zet een zoekalert om nieuwe woningen meteen te zien.',
      searchCity: 'Zoek {{category}} in {{city}}',
      back: 'Alle steden met {{category}}',
      truncated: 'Je ziet de {{count}} nieuwste advertenties.',
      rent: '{{rent}} per maand',
    },
    listingCount_one: '{{count, number}} advertentie',
    listingCount_other: '{{count, number}} advertenties',
    categories: {
      generic: 'Huurwoningen',
      room: 'Kamers',
      apartment: 'Appartementen',
      studio: 'Studio’s',
      antiSquat: 'Anti-kraakwoningen',
      studentHousing: 'Studentenwoningen',
      furnishedApartments: 'Gemeubileerde appartementen',
      longTermRentals: 'Woningen voor lange termijn',
      shortTermRentals: 'Tijdelijke huurwoningen',
    },
    pages: {
      home: 'Home',
      howItWorks: 'Zo werkt het voor huurders',
      safetyTenant: 'Veiligheid voor huurders',
      usefulTips: 'Tips voor (internationale) studenten',
      cashback: 'Cashback',
      landlordHowItWorks: 'Zo werkt het voor verhuurders',
      safetyLandlord: 'Veiligheid voor verhuurders',
      rentOutRoom: 'Kamer verhuren',
      rentOutHome: 'Woning verhuren',
      aboutUs: 'Over ons',
      referrals: 'Vrienden uitnodigen',
      partnerships: 'Samenwerken en adverteren',
      termsConditions: 'Algemene voorwaarden',
      privacyPolicy: 'Privacyverklaring',
      cookiePolicy: 'Cookiebeleid',
      designSystem: 'Ontwerpsysteem',
    },
  },

  designSystem: {
    meta: {
      title: 'Ontwerpsysteem – kleuren, letters en onderdelen van Rooms',
      description:
        'De stijlgids van Rooms: de kleuren van het thema met hun contrast, de letterschaal, witruimte, breekpunten en de belangrijkste onderdelen zoals ze op de site staan.',
    },
    eyebrow: 'Stijlgids',
    title: 'Ontwerpsysteem',
    intro:
      'De kleuren, letters, witruimte en onderdelen waaruit elke pagina van Rooms is opgebouwd, gelezen uit het thema zelf, zodat deze pagina altijd laat zien wat de site gebruikt.',
    storybook: {
      text: 'Elk onderdeel met al zijn toestanden, in het Nederlands en het Engels, staat in Storybook.',
      link: 'Open Storybook',
    },
    colours: {
      heading: 'Kleuren',
      intro:
        'Elke kleur van het palet met de tekstkleur die erop staat en hun contrastverhouding (WCAG 2: minstens 4,5:1 voor tekst, 3:1 voor grote tekst).',
      surfacesHeading: 'Tekst op achtergronden',
      listLabel: 'Paletkleuren',
      surfacesLabel: 'Tekstkleuren op de achtergronden van de pagina',
      text: 'Tekst',
      contrast: 'Contrast',
      levels: {
        AAA: 'AAA',
        AA: 'AA',
        AALarge: 'AA voor grote tekst',
        fail: 'onder AA',
      },
    },
    type: {
      heading: 'Letterschaal',
      intro:
        'Eén lettertype (Roboto waar het apparaat het heeft, anders het systeemlettertype); de drie grootste koppen groeien mee op bredere schermen.',
      sample: 'Vind je kamer in Groningen',
      caption: 'De letterschaal',
      variant: 'Stijl',
      size: 'Grootte',
      weight: 'Dikte',
      lineHeight: 'Regelhoogte',
      example: 'Voorbeeld',
    },
    spacing: {
      heading: 'Witruimte',
      intro: 'Afstanden zijn veelvouden van één eenheid van {{unit}} px.',
      caption: 'De witruimteschaal',
      step: 'Stap',
      size: 'Grootte',
    },
    breakpoints: {
      heading: 'Breekpunten',
      intro:
        'Bij deze schermbreedtes verandert de opmaak; vanaf lg is de inhoudskolom hoogstens {{container}} px breed.',
      caption: 'De breekpunten',
      name: 'Naam',
      from: 'Vanaf',
      query: 'Media query',
    },
    shape: {
      heading: 'Hoeken en schaduwen',
      radius: 'Hoekafronding van knoppen, velden en kaarten: {{radius}}',
      shadows: 'Schaduwen per hoogte',
      elevation: 'Hoogte {{level}}',
    },
    components: {
      heading: 'Onderdelen',
      intro:
        'De belangrijkste bouwstenen zoals ze op de site staan. De kop en de voet van deze pagina zijn de echte.',
      buttons: 'Knoppen',
      primary: 'Zoek kamers',
      secondary: 'Plaats een advertentie',
      outlined: 'Registreren',
      large: 'Begin met zoeken',
      fields: 'Invoervelden',
      nameLabel: 'Voornaam',
      nameHint: 'Zoals op je identiteitsbewijs',
      emailLabel: 'E-mailadres',
      emailValue: 'naam@voorbeeld',
      emailError: 'Vul een geldig e-mailadres in',
      card: 'Advertentiekaart',
      searchNavigation: "Zoekresultaten: weergave en pagina's",
      alerts: 'Meldingen',
      info: 'Je zoekopdracht is bewaard.',
      success: 'Je advertentie staat online.',
      error: 'Er ging iets mis. Probeer het opnieuw.',
      emptyHeading: 'Lege toestand',
      emptyTitle: 'Geen kamers gevonden',
      emptyText: 'Er past nog niets bij deze zoekopdracht. Verruim hem met één klik:',
      emptyAction: 'Zoek in heel Nederland',
    },
  },

  pages: {
    aboutUs: {
      meta: {
        title: 'Over Rooms – huren makkelijker en veiliger',
        description:
          'Rooms brengt huurders en verhuurders in heel Nederland samen: kamers, studio’s, appartementen, anti-kraak en studentenwoningen, in het Nederlands en Engels.',
      },
      title: 'Over Rooms',
      intro:
        'Een woning vinden in Nederland is lastig. Rooms maakt het makkelijker, eerlijker en veiliger, voor wie een woning zoekt en voor wie er een verhuurt.',
      sections: [
        {
          id: 'wat-we-doen',
          heading: 'Wat we doen',
          paragraphs: [
            'Rooms is een marktplaats voor huurwoningen in Nederland. Verhuurders, huisgenoten en woningaanbieders adverteren kamers, studio’s, appartementen, anti-kraakwoningen en studentenwoningen; huurders zoeken, bewaren wat ze leuk vinden en reageren direct.',
            'Huurders kunnen zich ook zelf laten vinden: met een openbaar profiel zien verhuurders en huisgenoten die iemand zoeken jou ook.',
          ],
        },
        {
          id: 'voor-iedereen',
          heading: 'Voor iedereen die hier woont',
          paragraphs: [
            'De woningmarkt is krap, en wie net in Nederland is kent de regels vaak het minst. Daarom werkt de hele site in het Nederlands en in het Engels, van de zoekopdracht tot de berichten, en leggen we de regels van huren uit in gewone taal.',
          ],
          list: [
            'Studenten die gaan studeren, in Nederland of vanuit het buitenland.',
            'Young professionals en expats die snel een plek nodig hebben.',
            'Particuliere verhuurders en huiseigenaren die een kamer of hele woning verhuren.',
            'Huisgenoten die een nieuwe huisgenoot zoeken, en aanbieders met veel woningen.',
          ],
        },
        {
          id: 'veiligheid',
          heading: 'Veiligheid voorop',
          paragraphs: [
            'Oplichters richten zich op mensen die dringend een woning nodig hebben. We controleren elke advertentie voordat die online komt, letten op verdachte patronen en doen iets met elke melding. Iedereen kan een advertentie of gesprek melden als spam, oplichting, een makelaar die zich voordoet als particulier, ongepast gedrag of een no-show.',
            'Op onze veiligheidspagina’s lees je hoe je oplichting herkent en wat je doet als iets niet klopt.',
          ],
        },
        {
          id: 'eerlijk-huren',
          heading: 'Eerlijk huren',
          paragraphs: [
            'We vragen verhuurders om eerlijk te adverteren: de echte woning, de volledige huur en servicekosten, en geen sleutelgeld. We wijzen beide kanten op de regels die hen beschermen, zoals de maximale borg van twee maanden kale huur en het recht om de huur te laten toetsen door de Huurcommissie.',
          ],
        },
        {
          id: 'verdienmodel',
          heading: 'Hoe we ons geld verdienen',
          paragraphs: [
            'Zoeken en een advertentie plaatsen zijn gratis. Huurders kunnen een Premium-abonnement nemen voor extra mogelijkheden, en verhuurders kunnen hun advertentie laten opvallen met een Topadvertentie of openzetten voor alle huurders met Advertentie ontgrendelen. Prijzen zijn altijd inclusief btw en zie je voordat je betaalt.',
          ],
        },
        {
          id: 'contact',
          heading: 'Contact',
          paragraphs: [
            'Heb je een vraag, een idee of een klacht? In ons helpcentrum vind je antwoord op de meest gestelde vragen en een contactformulier voor al het andere. We antwoorden in het Nederlands of in het Engels.',
          ],
        },
      ],
    },

    howItWorks: {
      meta: {
        title: 'Zo werkt Rooms voor huurders',
        description:
          'Zoek kamers, studio’s en appartementen in heel Nederland, zet zoekalerts, reageer op advertenties en huur veilig: zo werkt Rooms voor huurders.',
      },
      title: 'Zo werkt Rooms voor huurders',
      intro:
        'Van je eerste zoekopdracht tot de sleutel in je hand: zo vind je een kamer of woning via Rooms, en hier let je onderweg op.',
      sections: [
        {
          id: 'zoeken',
          heading: 'Zoek zoals het jou uitkomt',
          paragraphs: [
            'Typ een stad of straat en kies een type woning: een kamer, studio, appartement, anti-kraak of studentenwoning. Met filters verfijn je op huur, oppervlakte, inrichting, beschikbaarheidsdatum, eigen of gedeelde voorzieningen en voor wie de woning geschikt is. Liever zien waar alles ligt? Schakel over naar de kaart.',
          ],
        },
        {
          id: 'alerts',
          heading: 'Favorieten en zoekalerts',
          paragraphs: [
            'Bewaar advertenties die je leuk vindt als favoriet om ze later te vergelijken. Een zoekalert houdt nieuwe advertenties voor je in de gaten: zet hem voor je zoekopdracht en je krijgt nieuwe woningen per e-mail. Je kunt zelfs een alert zetten voordat je een account hebt; hij wordt bewaard zodra je inlogt.',
          ],
        },
        {
          id: 'profiel',
          heading: 'Een profiel dat een goede eerste indruk maakt',
          paragraphs: [
            'Verhuurders en huisgenoten kiezen mensen, niet alleen berichten. Voeg een vriendelijke foto toe en vertel wie je bent, wat je doet en wat je zoekt. Met een openbaar profiel kunnen verhuurders die huurders zoeken jou ook zelf vinden.',
          ],
        },
        {
          id: 'reageren',
          heading: 'Reageren op advertenties',
          paragraphs: [
            'Reageer met een persoonlijk bericht: waarom de woning bij je past, wanneer je erin kunt en wanneer je kunt komen kijken. De verhuurder krijgt je bericht en je profiel, en jullie gesprek loopt verder in je inbox op Rooms.',
            'Met een Premium-abonnement kun je op elke advertentie reageren. Sommige verhuurders ontgrendelen hun advertentie, zodat iedereen er gratis op kan reageren.',
          ],
        },
        {
          id: 'bezichtiging',
          heading: 'Bezichtiging, contract en verhuizen',
          list: [
            'Bekijk de woning altijd, zelf of via een live videogesprek waarin jij bepaalt wat je te zien krijgt.',
            'Lees het contract voordat je tekent: huur, servicekosten, borg, looptijd en opzegtermijn.',
            'De borg is maximaal twee maanden kale huur; sleutelgeld mag niet.',
            'Betaal pas na het tekenen, op een rekening op naam van de verhuurder of het bureau.',
            'Schrijf je binnen vijf dagen na je verhuizing in op je nieuwe adres bij de gemeente (BRP).',
          ],
        },
        {
          id: 'premium',
          heading: 'Premium',
          paragraphs: [
            'Premium neem je voor één, drie of zes maanden. Voordat je betaalt, zie je de prijs inclusief btw en of het abonnement automatisch verlengt. Een abonnement dat verlengt, zeg je op elk moment op in je account, vóór de volgende periode begint.',
          ],
        },
      ],
    },

    landlordHowItWorks: {
      meta: {
        title: 'Zo werkt verhuren via Rooms',
        description:
          'Plaats gratis een advertentie voor je kamer of woning, ontvang reacties van geschikte huurders en kies de juiste: zo werkt Rooms voor verhuurders.',
      },
      title: 'Zo werkt verhuren',
      intro:
        'Of je nu één kamer in je eigen huis verhuurt of een reeks appartementen: met Rooms bereik je huurders in heel Nederland en bepaal je zelf wie je kiest.',
      sections: [
        {
          id: 'advertentie',
          heading: 'Maak stap voor stap je advertentie',
          paragraphs: [
            'Ons formulier leidt je langs alles wat een goede advertentie nodig heeft, en je kunt halverwege opslaan:',
          ],
          list: [
            'het type woning en of je eigenaar, huisgenoot of makelaar bent;',
            'het adres, dat op de kaart alleen bij benadering te zien is;',
            'de beschikbaarheid: vanaf wanneer, en tijdelijk of voor onbepaalde tijd;',
            'oppervlakte, inrichting en welke voorzieningen eigen of gedeeld zijn;',
            'de kale huur en de servicekosten;',
            'foto’s, een titel en een beschrijving;',
            'de huurder die je zoekt en, bij een kamer, wie er nu wonen.',
          ],
        },
        {
          id: 'controle',
          heading: 'Controle en publicatie',
          paragraphs: [
            'We controleren elke advertentie voordat die online komt. Advertenties die op oplichting lijken, om sleutelgeld vragen of discrimineren, keuren we af. Staat je advertentie online, dan vinden huurders hem in de zoekresultaten, op de kaart en in hun zoekalerts.',
          ],
        },
        {
          id: 'reacties',
          heading: 'Reacties in je inbox',
          paragraphs: [
            'Huurders reageren met een bericht en hun profiel. In je inbox zie je alle gesprekken per advertentie, met een matchscore die laat zien hoe goed iemand past bij de wensen die je hebt opgegeven. Markeer gesprekken als favoriet, verplaats ze naar de prullenbak of meld ze als er iets niet klopt.',
          ],
        },
        {
          id: 'huurders-zoeken',
          heading: 'Zelf huurders zoeken',
          paragraphs: [
            'Geen zin om te wachten? Bekijk de profielen van huurders die in jouw stad zoeken en nodig uit wie bij je past.',
          ],
        },
        {
          id: 'extra-aandacht',
          heading: 'Extra aandacht voor je advertentie',
          paragraphs: [
            'Een advertentie plaatsen is gratis. Wil je meer reacties, dan helpen twee producten:',
          ],
          list: [
            'Topadvertentie: je advertentie staat boven de andere resultaten, 3 dagen, 7 dagen of tot hij verhuurd is.',
            'Advertentie ontgrendelen: iedere huurder kan gratis reageren, ook zonder Premium.',
          ],
        },
        {
          id: 'verhuurd',
          heading: 'Verhuurd',
          paragraphs: [
            'Heb je een huurder gevonden? Zet je advertentie uit en vertel ons hoe je de huurder vond. Zo blijven de zoekresultaten actueel en krijg je geen reacties meer die je niet nodig hebt. Komt de woning later weer vrij, dan zet je de advertentie gewoon weer aan.',
          ],
        },
      ],
    },

    safetyTenant: {
      meta: {
        title: 'Veilig huren: tips voor huurders',
        description:
          'Zo herken je woningfraude, dit mag een verhuurder wel en niet vragen, en dit doe je als er iets mis is. Veiligheidstips voor huurders in Nederland.',
      },
      title: 'Veilig huren als huurder',
      intro:
        'De meeste verhuurders zijn eerlijk, maar oplichters weten dat woningzoekers onder druk staan. Met deze tips herken je oplichting voordat het je geld kost.',
      sections: [
        {
          id: 'waarschuwingssignalen',
          heading: 'Waarschuwingssignalen',
          list: [
            'De huur is veel lager dan voor vergelijkbare woningen in de buurt.',
            'De verhuurder zit in het buitenland en kan de woning niet laten zien, maar stuurt de sleutel na betaling op.',
            'Je moet borg of de eerste huur betalen voordat je de woning hebt gezien of een contract hebt getekend.',
            'De betaling moet via een geldtransferdienst, een cryptowallet of een buitenlandse bankrekening.',
            'Je wordt onder druk gezet om vandaag te beslissen, omdat “er veel belangstelling is”.',
            'De verhuurder wil meteen verder via e-mail of een chatapp, buiten Rooms.',
            'Je krijgt een link naar een boekings- of escrowsite die “het geld veilig bewaart”.',
          ],
        },
        {
          id: 'voor-je-betaalt',
          heading: 'Voordat je iets betaalt',
          list: [
            'Bekijk de woning. Kun je niet zelf, vraag dan iemand die je vertrouwt of doe een live videogesprek waarin jij bepaalt wat de camera laat zien.',
            'Controleer wie de eigenaar is. Bij het Kadaster zie je voor een klein bedrag wie de eigenaar van een adres is.',
            'Teken eerst een schriftelijk contract en bewaar een kopie.',
            'Betaal naar een Nederlandse of Europese bankrekening op naam van de verhuurder of het bureau, nooit contant zonder bon.',
          ],
        },
        {
          id: 'wat-mag-een-verhuurder-vragen',
          heading: 'Wat een verhuurder wel en niet mag vragen',
          paragraphs: [
            'Een verhuurder mag vragen naar gegevens die nodig zijn om een huurder te kiezen, zoals je inkomen of een bewijs van inschrijving bij je opleiding, en mag bij het tekenen je identiteit controleren. Ga zuinig om met je gegevens:',
          ],
          list: [
            'Stuur alleen een kopie van je identiteitsbewijs als het echt nodig is, en maak die met de KopieID-app van de overheid. Die verbergt je burgerservicenummer (BSN) en zet er een watermerk op.',
            'Deel nooit je DigiD-gegevens of bankcodes.',
            'De borg is maximaal twee maanden kale huur en moet binnen 14 dagen na het einde van de huur terug (30 dagen als er kosten worden verrekend).',
            'Sleutelgeld mag niet. Heb je het toch betaald, dan kun je het terugvorderen.',
            'Een bureau dat voor de verhuurder werkt, mag jou niet ook nog kosten rekenen.',
          ],
        },
        {
          id: 'blijf-op-rooms',
          heading: 'Blijf op Rooms',
          paragraphs: [
            'Houd je gesprekken zo lang mogelijk in je inbox op Rooms. We kunnen alleen zien en ingrijpen bij wat er op ons platform gebeurt, en je berichten zijn je bewijs als er iets misgaat.',
          ],
        },
        {
          id: 'melden',
          heading: 'Klopt er iets niet? Meld het',
          paragraphs: [
            'Gebruik de meldknop bij de advertentie of in het gesprek en kies een reden: spam, oplichting, makelaar, ongepast gedrag of no-show. We bekijken elke melding en blokkeren advertenties en accounts die de regels overtreden.',
            'Ben je geld kwijt? Doe aangifte bij de politie en neem meteen contact op met je bank; soms kan die een betaling nog tegenhouden of terughalen. De Fraudehelpdesk helpt je met de volgende stappen.',
          ],
        },
      ],
    },

    safetyLandlord: {
      meta: {
        title: 'Veilig verhuren: tips voor verhuurders',
        description:
          'Herken huurdersfraude, screen huurders binnen de regels en verhuur veilig in Nederland. Veiligheidstips voor verhuurders op Rooms.',
      },
      title: 'Veilig verhuren als verhuurder',
      intro:
        'Ook verhuurders zijn doelwit van oplichters: nepbetalingen, valse identiteiten en mensen die je woning willen onderverhuren. Met deze tips kies je met een gerust hart een huurder.',
      sections: [
        {
          id: 'waarschuwingssignalen',
          heading: 'Waarschuwingssignalen',
          list: [
            'Iemand wil huren zonder te bezichtigen en biedt aan een paar maanden vooruit te betalen.',
            'Je krijgt meer betaald dan afgesproken, met het verzoek het verschil terug te storten.',
            'Je krijgt een screenshot van een overboeking, maar het geld staat niet op je rekening.',
            'De huurder wil veel mensen op je adres inschrijven, of vraagt of onderverhuren mag.',
            'Iemand vraagt je om een code, een betaallink of om ergens in te loggen om geld te “ontvangen”.',
          ],
        },
        {
          id: 'screenen',
          heading: 'Huurders screenen, binnen de regels',
          paragraphs: [
            'Je mag vragen naar wat je nodig hebt om een huurder te kiezen, en sinds de Wet goed verhuurderschap moet je transparant selecteren, zonder discriminatie. In de praktijk:',
          ],
          list: [
            'Leg je selectiecriteria vooraf vast en pas ze op iedereen toe.',
            'Ontmoet kandidaten bij de bezichtiging, in het echt of via video.',
            'Controleer bij het tekenen de identiteit van de huurder die je kiest; een kopie gemaakt met de KopieID-app, zonder BSN, is genoeg.',
            'Vraag alleen om een inkomens- of inschrijvingsbewijs als je het nodig hebt, en verwijder wat je niet meer nodig hebt.',
          ],
        },
        {
          id: 'contract',
          heading: 'Contract, borg en betalingen',
          list: [
            'Leg alles vast in een schriftelijk contract: huur, servicekosten, borg, ingangsdatum en opzegtermijn.',
            'De borg is maximaal twee maanden kale huur. Betaal hem binnen 14 dagen na het einde van de huur terug, of binnen 30 dagen als je kosten verrekent.',
            'Geef de huurder schriftelijk informatie over zijn rechten en plichten, de servicekosten, de borg en een contactpersoon, zoals de wet vraagt.',
            'Geef de sleutels pas af als de eerste betaling echt op je rekening staat.',
            'Leg de staat van de woning vast met een opleveringsrapport en foto’s, bij de start en aan het einde.',
          ],
        },
        {
          id: 'blijf-op-rooms',
          heading: 'Blijf op Rooms',
          paragraphs: [
            'Houd je gesprekken zo lang mogelijk op Rooms. Zo houd je overzicht over je kandidaten, en hebben wij wat we nodig hebben om op te treden tegen misbruik.',
          ],
        },
        {
          id: 'melden',
          heading: 'Misbruik melden',
          paragraphs: [
            'Meld een gesprek dat niet goed voelt met de meldknop en kies een reden. Accounts die fraude plegen, blokkeren we. Ben je opgelicht? Doe aangifte bij de politie en neem contact op met je bank.',
          ],
        },
      ],
    },

    rentOutRoom: {
      meta: {
        title: 'Kamer verhuren – plaats gratis een advertentie',
        description:
          'Verhuur een kamer in je huis of studentenhuis: plaats gratis een advertentie op Rooms en zie hoeveel huurders zoeken en hoe snel kamers verhuurd zijn.',
      },
      title: 'Verhuur je kamer',
      intro:
        'Een kamer over in je huis, of gaat er een huisgenoot weg? Vind een nieuwe huurder of huisgenoot tussen de mensen die elke dag op Rooms zoeken.',
      sections: [
        {
          id: 'waarom-rooms',
          heading: 'Waarom verhuren via Rooms',
          list: [
            'Een advertentie plaatsen is gratis, en je kunt halverwege opslaan.',
            'Huurders reageren met een bericht en een profiel, dus je weet met wie je praat.',
            'De matchscore laat in één oogopslag zien wie bij je wensen past.',
            'Nederlands en Engels: bereik ook studenten en werkenden uit het buitenland.',
          ],
        },
        {
          id: 'eigen-huis',
          heading: 'Een kamer in je eigen huis',
          paragraphs: [
            'Verhuur je een kamer in het huis waar je zelf woont, dan heet dat hospitaverhuur. De eerste negen maanden heeft de huurder minder huurbescherming, zodat je de tijd hebt om te zien of samenwonen bevalt.',
            'De inkomsten kunnen belastingvrij zijn dankzij de kamerverhuurvrijstelling, tot een maximumbedrag per jaar en als je aan de voorwaarden voldoet, bijvoorbeeld dat je zelf in het huis woont. Check de actuele bedragen bij de Belastingdienst.',
          ],
        },
        {
          id: 'toestemming',
          heading: 'Toestemming en vergunningen',
          list: [
            'Koophuis met hypotheek: check of je hypotheekverstrekker verhuur toestaat, en wat de regels van je VvE zijn.',
            'Huurhuis: in veel huurcontracten mag je niet onderverhuren zonder schriftelijke toestemming van je verhuurder; zonder die toestemming kun je je woning kwijtraken.',
            'Meerdere kamers in één woning: veel gemeenten vragen een vergunning om kamers apart te verhuren (omzettingsvergunning). Vraag het na bij je gemeente.',
          ],
        },
        {
          id: 'huurprijs',
          heading: 'Een eerlijke huurprijs',
          paragraphs: [
            'Voor kamers geldt een eigen puntensysteem (woningwaarderingsstelsel) dat een maximale huur bepaalt, onder meer op basis van de oppervlakte en de gedeelde voorzieningen. De huurder kan de Huurcommissie binnen zes maanden na de start van de huur vragen de aanvangshuur te toetsen. Met de huurprijscheck van de Huurcommissie zie je het maximum in een paar minuten.',
            'Noem in je advertentie de kale huur en de servicekosten apart, en zorg dat de servicekosten kloppen met wat je echt levert.',
          ],
        },
        {
          id: 'regels',
          heading: 'Regels voor elke verhuurder',
          list: [
            'Een borg van maximaal twee maanden kale huur.',
            'Geen sleutelgeld of andere kosten voor het overhandigen van de sleutel.',
            'Een transparante selectie zonder discriminatie.',
            'Schriftelijke informatie voor de huurder over zijn rechten, de servicekosten en de borg.',
            'Je huurder mag zich op het adres inschrijven bij de gemeente (BRP); sterker nog, dat moet.',
          ],
        },
      ],
    },

    rentOutHome: {
      meta: {
        title: 'Woning verhuren – plaats gratis een advertentie',
        description:
          'Verhuur je appartement, studio of huis: plaats gratis een advertentie op Rooms, zie hoeveel huurders zoeken en welke regels gelden voor verhuurders.',
      },
      title: 'Verhuur je woning',
      intro:
        'Een appartement, studio of huis te huur? Rooms brengt je woning onder de aandacht van huurders in heel Nederland, en jij bepaalt wie hem krijgt.',
      sections: [
        {
          id: 'waarom-rooms',
          heading: 'Waarom verhuren via Rooms',
          list: [
            'Een gratis advertentie met foto’s, een beschrijving en alle details waar huurders naar vragen.',
            'Reacties met een profiel, en een matchscore op basis van jouw wensen.',
            'Zoek zelf huurders en nodig de juiste kandidaten uit.',
            'Topadvertentie en Advertentie ontgrendelen als je snel meer reacties wilt.',
          ],
        },
        {
          id: 'voordat-je-begint',
          heading: 'Voordat je begint',
          list: [
            'Hypotheek: de meeste hypotheekverstrekkers staan verhuur niet toe zonder toestemming. Vraag het eerst na.',
            'VvE: check wat de regels van je vereniging van eigenaars zeggen over verhuur.',
            'Gemeente: sommige gemeenten vragen in bepaalde wijken of voor bepaalde woningen een verhuurvergunning.',
            'Verzekering: meld bij je opstal- en inboedelverzekeraar dat je de woning verhuurt.',
          ],
        },
        {
          id: 'huurprijs',
          heading: 'Maximale huur en het puntensysteem',
          paragraphs: [
            'Het puntensysteem (woningwaarderingsstelsel) bepaalt de maximale huur van een woning, onder meer op basis van de oppervlakte, het energielabel en de voorzieningen. Sinds 1 juli 2024 geldt het ook voor middenhuurwoningen, tot 186 punten. Daarboven is de huur vrij af te spreken. Met de huurprijscheck van de Huurcommissie zie je waar jouw woning valt.',
          ],
        },
        {
          id: 'contract',
          heading: 'Vast of tijdelijk',
          paragraphs: [
            'Sinds 1 juli 2024 is een huurcontract voor onbepaalde tijd de regel. Een tijdelijk contract mag alleen in bepaalde situaties, bijvoorbeeld voor studenten, voor jongeren in daarvoor aangewezen woningen, of als je je eigen woning tijdelijk verhuurt terwijl je weg bent. Check de actuele regels bij de Rijksoverheid of de Huurcommissie voordat je kiest.',
          ],
        },
        {
          id: 'regels',
          heading: 'Regels voor elke verhuurder',
          list: [
            'Een borg van maximaal twee maanden kale huur, terugbetaald binnen 14 dagen na het einde van de huur (30 dagen als je kosten verrekent).',
            'Geen sleutelgeld.',
            'Een transparante selectie zonder discriminatie.',
            'Schriftelijke informatie voor de huurder over zijn rechten, de servicekosten, de borg en een contactpersoon.',
            'Elk jaar een overzicht van de servicekosten.',
          ],
        },
      ],
    },

    cashback: {
      meta: {
        title: 'Cashback – {{percent}}% van je premium terug als je via Rooms huurt',
        description:
          'Een woning gehuurd die je op Rooms vond? Zodra je verhuurder dat bevestigt, krijg je {{percent}}% van je laatste premiumbetaling terug, vanzelf, op de kaart of rekening waarmee je betaalde.',
      },
      title: 'Cashback',
      intro:
        'Je nieuwe woning gevonden via Rooms? Dan krijg je {{percent}}% van je laatste premiumbetaling terug, één keer, zonder formulier: je verhuurder bevestigt de huur en wij betalen het terug.',
      sections: [
        {
          id: 'bedrag',
          heading: 'Hoeveel je terugkrijgt',
          paragraphs: [
            '{{percent}}% van je laatste premiumbetaling, naar beneden afgerond op hele centen.',
            'Je krijgt één keer cashback, hoeveel woningen je ook via Rooms huurt. Je premium loopt door tot het einde van de periode die je betaalde.',
          ],
        },
        {
          id: 'wanneer',
          heading: 'Wanneer het geld er is',
          paragraphs: [
            'We starten de terugbetaling zodra je verhuurder de huur bevestigt. Het gaat terug naar de kaart of bankrekening waarmee je betaalde: een terugbetaling op een kaart zie je meestal binnen 5 tot 10 werkdagen, op een bankrekening (iDEAL, Bancontact, SEPA-incasso) binnen een paar werkdagen.',
          ],
        },
        {
          id: 'voorwaarden',
          heading: 'Voorwaarden',
          list: [
            'Je reageerde via Rooms op de advertentie, zodat je verhuurder jouw gesprek kan kiezen bij het offline halen van de advertentie.',
            'Je betaalde voor premium voor huurders: zonder premiumbetaling is er niets om een deel van terug te betalen.',
            'Je verhuurder bevestigt het, door bij het offline halen van de advertentie “Ik heb een huurder gevonden via Rooms” en jouw naam te kiezen.',
            'Een betaling die al is terugbetaald of door je bank is teruggeboekt, telt niet mee.',
          ],
        },
        {
          id: 'vragen',
          heading: 'Vragen',
          paragraphs: [
            'Vergat je verhuurder het te bevestigen, of lukte de terugbetaling niet? Neem contact op via het helpcentrum en noem de advertentie en de datum waarop je tekende.',
          ],
        },
      ],
    },

    referrals: {
      meta: {
        title: 'Vrienden uitnodigen – {{days}} dagen premium voor jullie allebei',
        description:
          'Deel je uitnodigingslink: maakt een vriend daarmee een account en doet die een eerste betaling, dan krijgen jullie allebei {{days}} dagen premium op Rooms.',
      },
      title: 'Vrienden uitnodigen',
      intro:
        'Ken je iemand die een woning zoekt, of er een te huur heeft? Nodig diegene uit met je eigen link: na de eerste betaling krijgen jullie allebei {{days}} dagen premium.',
      sections: [
        {
          id: 'regels',
          heading: 'De regels',
          list: [
            'Jij en je vriend krijgen elk {{days}} dagen premium zodra de eerste betaling van je vriend definitief is. Het komt na de premium die je al hebt.',
            'Een betaling met kaart, iDEAL, Bancontact, Apple Pay of Google Pay is meteen definitief. Een SEPA-incasso kan de bank {{weeks}} weken terugboeken, dus de beloning wacht tot dan.',
            'Jezelf uitnodigen levert niets op: een eerste betaling met dezelfde kaart of bankrekening als een van je eigen betalingen wordt niet beloond.',
            'Een eerste betaling die wordt terugbetaald of teruggeboekt voordat die definitief is, levert niets op.',
            'Eenmaal gegeven zijn de premiumdagen van jou: er wordt later niets teruggenomen.',
            'Je krijgt premium voor huurders, of toegang tot het zoeken naar huurders als je laatste aankoop voor verhuurders was.',
          ],
        },
        {
          id: 'privacy',
          heading: 'Wat degene die jou uitnodigde ziet',
          paragraphs: [
            'Je voornaam, de dag waarop je je aanmeldde en hoe het met de beloning staat. Nooit je e-mailadres, je achternaam of waarvoor je betaalde.',
          ],
        },
        {
          id: 'affiliates',
          heading: 'Een website of community?',
          paragraphs: [
            'Help je studenten, expats of young professionals op weg in Nederland met een website, blog of community? Vraag naar ons affiliateprogramma via de pagina samenwerken.',
          ],
        },
      ],
    },

    partnerships: {
      meta: {
        title: 'Samenwerken en adverteren met Rooms',
        description:
          'Onderwijsinstellingen, werkgevers, woningaanbieders en merken: werk samen met Rooms om mensen aan een woning te helpen, of adverteer bij een publiek dat gaat verhuizen.',
      },
      title: 'Samenwerken en adverteren',
      intro:
        'Elk jaar verhuizen vele duizenden mensen naar een nieuwe kamer of woning in Nederland. Samen helpen we ze die sneller en veiliger te vinden.',
      sections: [
        {
          id: 'onderwijs',
          heading: 'Universiteiten en hogescholen',
          paragraphs: [
            'Internationale studenten komen vaak aan met weinig tijd en weinig kennis van de Nederlandse woningmarkt. We werken samen met onderwijsinstellingen om studenten op tijd te informeren, in het Nederlands en het Engels, en ze naar veilige advertenties te leiden.',
          ],
        },
        {
          id: 'werkgevers',
          heading: 'Werkgevers en relocationbureaus',
          paragraphs: [
            'Help nieuwe collega’s snel op hun plek. We ondersteunen werkgevers en relocationbureaus die hun mensen aan woonruimte helpen.',
          ],
        },
        {
          id: 'aanbieders',
          heading: 'Woningaanbieders en makelaars',
          paragraphs: [
            'Beheer je veel woningen? Zet je aanbod in één keer op Rooms en beheer alle reacties in één inbox. We kunnen aansluiten op je bestaande systeem.',
          ],
        },
        {
          id: 'adverteren',
          heading: 'Adverteren',
          paragraphs: [
            'Bereik mensen die op het punt staan te verhuizen: voor verzekeringen, energie, internet, meubels of verhuisdiensten. Advertenties lijken nooit op woningadvertenties en respecteren de cookiekeuzes van onze bezoekers.',
          ],
        },
        {
          id: 'contact',
          heading: 'Neem contact op',
          paragraphs: [
            'Vertel ons wie je bent en wat je voor ogen hebt via het contactformulier in ons helpcentrum. We reageren binnen een paar werkdagen.',
          ],
        },
      ],
    },

    usefulTips: {
      meta: {
        title: 'Huren in Nederland: tips voor (internationale) studenten',
        description:
          'Begin op tijd, trap niet in oplichting, schrijf je in bij de gemeente en snap hoe borg, huurtoeslag en de Huurcommissie werken: praktische tips voor studenten die een kamer zoeken.',
      },
      title: 'Tips voor studenten',
      intro:
        'Ga je studeren in Nederland, of kom je uit het buitenland? Een kamer vinden is vaak het lastigste deel. Met deze tips zoek je slimmer, trap je niet in oplichting en snap je de regels.',
      sections: [
        {
          id: 'begin-op-tijd',
          heading: 'Begin op tijd, en houd meer dan één optie open',
          paragraphs: [
            'In studentensteden is de vraag naar kamers het grootst in de zomer voor het studiejaar begint. Begin maanden van tevoren, zet zoekalerts en reageer snel. Studentenhuisvesters werken vaak met wachtlijsten: schrijf je zo vroeg mogelijk in, want je inschrijfduur telt.',
          ],
        },
        {
          id: 'soorten',
          heading: 'Weet wat je huurt',
          list: [
            'Bij een kamer deel je de keuken, badkamer of wc met huisgenoten.',
            'Een studio heeft een eigen voordeur, keuken en badkamer.',
            'Anti-kraak is goedkoop, maar vaak een bruikleenovereenkomst in plaats van een huurcontract: je hebt weinig bescherming en moet soms op korte termijn weg.',
            'Veel studentenhuizen kiezen een nieuwe huisgenoot op een hospiteeravond: een avond waarop de bewoners kandidaten ontmoeten.',
          ],
        },
        {
          id: 'oplichting',
          heading: 'Trap niet in oplichting',
          paragraphs: [
            'Studenten uit het buitenland zijn het favoriete doelwit van woningoplichters. Betaal nooit voordat jij (of iemand die je vertrouwt) de woning hebt gezien en je een contract hebt getekend. Wees wantrouwig bij verhuurders in het buitenland, prijzen die te mooi zijn om waar te zijn en verzoeken om via geldtransferdiensten te betalen.',
          ],
        },
        {
          id: 'geld',
          heading: 'Huur, borg en kosten',
          list: [
            'De kale huur is de huur zonder servicekosten, zoals energie, water of internet. Check altijd wat er inbegrepen is.',
            'De borg is maximaal twee maanden kale huur.',
            'Sleutelgeld mag niet.',
            'Voor kamers geldt een maximale huur op basis van een puntensysteem. Binnen zes maanden na de start van je huur kun je de Huurcommissie vragen je huur te toetsen.',
          ],
        },
        {
          id: 'inschrijven',
          heading: 'Schrijf je in bij de gemeente',
          paragraphs: [
            'Blijf je langer dan vier maanden in Nederland, dan moet je je binnen vijf dagen na aankomst inschrijven in de Basisregistratie Personen (BRP) van je gemeente. Je krijgt dan een burgerservicenummer (BSN), dat je nodig hebt voor een bankrekening, een baan, je zorgverzekering en toeslagen. Verhuis je binnen Nederland, geef je nieuwe adres dan ook binnen vijf dagen door. Een verhuurder die inschrijven niet toestaat, is een alarmsignaal.',
          ],
        },
        {
          id: 'huurtoeslag',
          heading: 'Huurtoeslag',
          paragraphs: [
            'Met een zelfstandige woning, zoals een studio met eigen voordeur, keuken en wc, heb je misschien recht op huurtoeslag, afhankelijk van je leeftijd, inkomen, spaargeld en huur. Voor een kamer met gedeelde voorzieningen meestal niet. Check de voorwaarden en vraag het aan bij de Dienst Toeslagen; je moet dan wel op het adres ingeschreven staan.',
          ],
        },
        {
          id: 'woordenlijst',
          heading: 'Handige woorden',
          table: {
            caption: 'Begrippen bij het huren',
            head: ['Nederlands', 'Engels', 'Wat het betekent'],
            rows: [
              ['huurcontract', 'lease', 'De schriftelijke huurovereenkomst.'],
              ['kale huur', 'basic rent', 'De huur zonder servicekosten.'],
              [
                'servicekosten',
                'service costs',
                'Kosten voor energie, schoonmaak, internet en dergelijke.',
              ],
              ['borg', 'deposit', 'Maximaal twee maanden kale huur.'],
              ['opzegtermijn', 'notice period', 'Voor huurders meestal één maand.'],
              [
                'onderhuur',
                'subletting',
                'Huren van een huurder; daarvoor is toestemming van de verhuurder nodig.',
              ],
              ['inschrijven', 'registering', 'Je adres doorgeven aan de gemeente.'],
            ],
          },
        },
      ],
    },

    cookiePolicy: {
      meta: {
        title: 'Cookiebeleid – Rooms',
        description:
          'Welke cookies Rooms gebruikt, waarom, hoe lang, en hoe je je keuze wijzigt: noodzakelijke, prestatie- en marketingcookies.',
      },
      title: 'Cookiebeleid',
      intro:
        'Rooms gebruikt cookies en vergelijkbare technieken. Noodzakelijke cookies laten de site werken; prestatie- en marketingcookies gebruiken we alleen als je daar toestemming voor geeft.',
      sections: [
        {
          id: 'wat-zijn-cookies',
          heading: 'Wat cookies zijn',
          paragraphs: [
            'Een cookie is een klein tekstbestand dat een website in je browser opslaat. We gebruiken hetzelfde woord voor vergelijkbare technieken, zoals lokale opslag in je browser. Sommige cookies plaatsen we zelf, andere worden geplaatst door diensten die we gebruiken.',
          ],
        },
        {
          id: 'noodzakelijk',
          heading: 'Noodzakelijke cookies',
          paragraphs: [
            'Deze cookies zijn nodig om in te loggen, je sessie te beveiligen, de site te beschermen tegen bots en je keuzes te onthouden, zoals je cookie-instellingen en een melding die je hebt gesloten. Ze staan altijd aan, omdat de site zonder ze niet werkt.',
          ],
          table: {
            caption: 'Noodzakelijke cookies',
            head: ['Cookie', 'Doel', 'Bewaartermijn'],
            rows: [
              [
                'rooms_session',
                'Houdt je ingelogd en beveiligt je sessie.',
                '30 dagen, of tot je uitlogt',
              ],
              ['Cookiekeuzes', 'Onthoudt welke categorieën je hebt toegestaan.', '12 maanden'],
              [
                'Onderhoudsmelding',
                'Onthoudt dat je een onderhoudsmelding hebt gesloten.',
                'Tot de melding verandert',
              ],
              [
                'Botbescherming',
                'Onderscheidt mensen van geautomatiseerd verkeer.',
                'Maximaal 1 dag',
              ],
            ],
          },
        },
        {
          id: 'prestatie',
          heading: 'Prestatiecookies',
          paragraphs: [
            'Met je toestemming meten we hoe de site gebruikt wordt: welke pagina’s bezocht worden, welke zoekopdrachten er gedaan worden en waar het misgaat. Daarmee maken we Rooms beter. Gegevens waarmee je te herkennen bent, verwijderen of verkorten we waar dat kan.',
          ],
          table: {
            caption: 'Prestatiecookies',
            head: ['Cookie', 'Doel', 'Bewaartermijn'],
            rows: [
              [
                'visitor_id',
                'Herkent je browser bij volgende bezoeken, voor statistieken.',
                '1 jaar',
              ],
              [
                'Analytics-sessie',
                'Groepeert de pagina’s van één bezoek; een bezoek eindigt na 30 minuten zonder activiteit.',
                '30 minuten',
              ],
              [
                'Sessie-opnames',
                'Toont geanonimiseerde opnames van hoe pagina’s gebruikt worden, om problemen te vinden.',
                'Maximaal 1 jaar',
              ],
            ],
          },
        },
        {
          id: 'marketing',
          heading: 'Marketingcookies',
          paragraphs: [
            'Met je toestemming onthouden wij en onze partners via welke website of campagne je op Rooms kwam. Zo kunnen we affiliatepartners belonen en onze advertenties meten.',
          ],
          table: {
            caption: 'Marketingcookies',
            head: ['Cookie', 'Doel', 'Bewaartermijn'],
            rows: [
              ['Eerste bron', 'Onthoudt via welke campagne of partner je binnenkwam.', '30 dagen'],
              [
                'Affiliateklik',
                'Koppelt een aanmelding of aankoop aan de partner die je stuurde.',
                '30 dagen',
              ],
            ],
          },
        },
        {
          id: 'je-keuze',
          heading: 'Je keuze wijzigen',
          paragraphs: [
            'Bij je eerste bezoek kies je welke categorieën je toestaat. Die keuze wijzig je op elk moment in de cookie-instellingen. Je kunt cookies ook in je browser verwijderen; dan vragen we opnieuw naar je keuze.',
            'Trek je je toestemming in, dan geldt dat vanaf dat moment. Wat daarvoor met je toestemming gebeurde, blijft rechtmatig.',
          ],
        },
        {
          id: 'meer',
          heading: 'Meer informatie',
          paragraphs: [
            'In onze privacyverklaring lees je hoe we met je persoonsgegevens omgaan en welke rechten je hebt.',
          ],
        },
      ],
    },

    privacyPolicy: {
      meta: {
        title: 'Privacyverklaring – Rooms',
        description:
          'Welke persoonsgegevens Rooms verwerkt, waarom, hoe lang we ze bewaren, wie ze ontvangt en welke rechten je hebt onder de AVG.',
      },
      title: 'Privacyverklaring',
      intro:
        'We gaan zorgvuldig om met je persoonsgegevens. In deze verklaring lees je welke gegevens we verwerken, waarom, hoe lang we ze bewaren en welke rechten je hebt onder de Algemene verordening gegevensbescherming (AVG).',
      sections: [
        {
          id: 'wie-we-zijn',
          heading: 'Wie we zijn',
          paragraphs: [
            'Rooms is verantwoordelijk voor de verwerking van persoonsgegevens via deze website. Voor vragen over privacy bereik je ons via het contactformulier in ons helpcentrum.',
          ],
        },
        {
          id: 'welke-gegevens',
          heading: 'Welke gegevens we verwerken',
          list: [
            'Accountgegevens: je naam, e-mailadres en een veilige hash van je wachtwoord.',
            'Profielgegevens: je foto, introductie en wat je zoekt, voor zover je ze invult.',
            'Advertenties: het adres, de foto’s, de huur en andere gegevens van de woningen die je adverteert.',
            'Berichten: je gesprekken met andere gebruikers op Rooms.',
            'Zoekgegevens: je zoekalerts en favorieten.',
            'Betaalgegevens: het product, het bedrag en de status van je betalingen. Je kaart- of bankgegevens worden verwerkt door onze betaalprovider; wij slaan ze niet op.',
            'Technische gegevens: IP-adres, browser, apparaat en de pagina’s die je bezoekt, voor de beveiliging en, met je toestemming, voor statistieken.',
          ],
        },
        {
          id: 'waarom',
          heading: 'Waarom we ze verwerken',
          list: [
            'Om onze dienst te leveren: je account, advertenties, zoekopdrachten, berichten en betalingen (uitvoering van de overeenkomst).',
            'Om Rooms veilig te houden: fraude, spam en misbruik voorkomen, ook met automatische controles van advertenties en berichten (gerechtvaardigd belang).',
            'Om aan wettelijke plichten te voldoen, zoals het bewaren van onze financiële administratie.',
            'Om de site te verbeteren met statistieken en om partners te belonen, alleen met je toestemming.',
            'Om je e-mails te sturen over je zoekopdrachten en je account; voor niet-noodzakelijke e-mails kun je je altijd afmelden.',
          ],
        },
        {
          id: 'bewaartermijn',
          heading: 'Hoe lang we ze bewaren',
          paragraphs: [
            'We bewaren je gegevens zolang je account bestaat. Sluit je je account, dan verwijderen of anonimiseren we je gegevens binnen een redelijke termijn, behalve gegevens die we volgens de wet langer moeten bewaren: de financiële administratie bewaren we zeven jaar. Gegevens over fraude en misbruik kunnen we langer bewaren als dat nodig is om andere gebruikers te beschermen.',
          ],
        },
        {
          id: 'ontvangers',
          heading: 'Wie je gegevens ontvangt',
          paragraphs: [
            'Andere gebruikers zien wat je publiceert: je advertenties, je openbare profiel en je berichten aan hen. We delen gegevens met dienstverleners die voor ons werken, zoals voor hosting, het versturen van e-mail, betalingen en foutmeldingen, onder een verwerkersovereenkomst. Met je toestemming ontvangen ook analyse- en affiliatepartners gegevens.',
            'Worden gegevens buiten de Europese Economische Ruimte verwerkt, dan zorgen we voor passende waarborgen, zoals de modelcontractbepalingen van de Europese Commissie. We verkopen je gegevens nooit.',
          ],
        },
        {
          id: 'beveiliging',
          heading: 'Beveiliging',
          paragraphs: [
            'We beschermen je gegevens met technische en organisatorische maatregelen, zoals versleutelde verbindingen, gehashte wachtwoorden, veilige sessiecookies en beperkte toegang voor onze medewerkers.',
          ],
        },
        {
          id: 'je-rechten',
          heading: 'Je rechten',
          list: [
            'Inzage: vraag welke gegevens we van je hebben.',
            'Correctie: laat onjuiste gegevens verbeteren; veel ervan pas je zelf aan in je account.',
            'Verwijdering: laat je gegevens verwijderen, of sluit je account.',
            'Beperking en bezwaar: maak bezwaar tegen verwerking op basis van ons gerechtvaardigd belang.',
            'Overdraagbaarheid: ontvang je gegevens in een gangbaar formaat.',
            'Intrekken: trek je toestemming op elk moment in, bijvoorbeeld in de cookie-instellingen.',
          ],
          closing: [
            'Stuur je verzoek via ons helpcentrum. We reageren binnen een maand. Ben je niet tevreden over hoe we met je gegevens omgaan, dan kun je een klacht indienen bij de Autoriteit Persoonsgegevens.',
          ],
        },
        {
          id: 'leeftijd',
          heading: 'Minimumleeftijd',
          paragraphs: [
            'Rooms is bedoeld voor mensen vanaf 16 jaar. Betaalde producten zijn voor mensen vanaf 18 jaar.',
          ],
        },
        {
          id: 'wijzigingen',
          heading: 'Wijzigingen',
          paragraphs: [
            'We kunnen deze verklaring aanpassen, bijvoorbeeld als we een functie toevoegen. De datum bovenaan laat zien wanneer hij voor het laatst is gewijzigd; over belangrijke wijzigingen informeren we je.',
          ],
        },
      ],
    },

    termsConditions: {
      meta: {
        title: 'Algemene voorwaarden – Rooms',
        description:
          'De voorwaarden voor het gebruik van Rooms: accounts, advertenties, berichten, Premium en andere betaalde producten, herroeping, aansprakelijkheid en klachten.',
      },
      title: 'Algemene voorwaarden',
      intro:
        'Deze voorwaarden gelden voor elk gebruik van Rooms, door huurders en door verhuurders. Lees ze goed; door een account aan te maken ga je ermee akkoord.',
      sections: [
        {
          id: 'onze-dienst',
          heading: 'Onze dienst',
          paragraphs: [
            'Rooms is een online platform waarop verhuurders huurwoningen adverteren en huurders die zoeken en erop reageren. Wij zijn geen partij bij de huurovereenkomsten die via Rooms tot stand komen en zijn geen bemiddelaar of verhuurder. Verhuurders zijn verantwoordelijk voor hun advertenties en voor het naleven van het huurrecht; huurders voor het controleren van een woning en contract voordat ze zich binden.',
          ],
        },
        {
          id: 'je-account',
          heading: 'Je account',
          list: [
            'Je moet minstens 16 jaar zijn om een account aan te maken, en minstens 18 om een betaald product te kopen of een huurovereenkomst aan te gaan.',
            'Geef juiste gegevens op en houd je inloggegevens voor jezelf.',
            'Eén persoon, één account. Accounts mogen niet verkocht of overgedragen worden.',
            'Je bent verantwoordelijk voor wat er met je account gebeurt.',
          ],
        },
        {
          id: 'advertenties',
          heading: 'Regels voor advertenties',
          list: [
            'Adverteer alleen een woning die bestaat, beschikbaar is en die je mag verhuren.',
            'Gebruik recente foto’s van de woning zelf en beschrijf hem naar waarheid.',
            'Vermeld de volledige huur: kale huur en servicekosten apart.',
            'Vraag geen sleutelgeld, en geen borg van meer dan twee maanden kale huur.',
            'Discrimineer niet in je advertentie of bij je selectie.',
            'Makelaars en woningaanbieders vermelden dat ze dat zijn.',
          ],
          closing: [
            'We kunnen een advertentie die deze regels of de wet overtreedt afkeuren, uitzetten of verwijderen, zonder betaalde producten terug te betalen.',
          ],
        },
        {
          id: 'berichten',
          heading: 'Berichten en gedrag',
          paragraphs: [
            'Behandel andere gebruikers met respect. Spam, intimidatie, misleidende berichten en verzoeken om betaling buiten een getekend contract om zijn niet toegestaan. Om gebruikers te beschermen controleren we advertenties en berichten automatisch en handmatig op fraude en misbruik. Accounts die de regels overtreden, kunnen we tijdelijk of definitief blokkeren.',
          ],
        },
        {
          id: 'betaalde-producten',
          heading: 'Betaalde producten',
          paragraphs: [
            'Huurders kunnen Premium kopen; verhuurders kunnen Topadvertentie, Advertentie ontgrendelen en toegang tot huurders zoeken kopen. Prijzen zijn inclusief 21% btw en zie je voordat je betaalt. Je betaalt onder meer met iDEAL, creditcard, PayPal en SEPA-incasso.',
            'Een abonnement dat automatisch verlengt, vermeldt dat voordat je betaalt. Je zegt het op elk moment op in je account, vóór de volgende periode begint; het loopt dan af aan het einde van de lopende periode.',
          ],
        },
        {
          id: 'herroeping',
          heading: 'Herroepingsrecht',
          paragraphs: [
            'Als consument heb je 14 dagen het recht om een aankoop te herroepen. Vraag je ons de dienst meteen te laten starten, dan betaal je voor het deel dat je tot de herroeping gebruikt hebt. Producten die met je uitdrukkelijke toestemming binnen de herroepingstermijn volledig zijn gebruikt, kun je niet meer herroepen.',
          ],
        },
        {
          id: 'aansprakelijkheid',
          heading: 'Aansprakelijkheid',
          paragraphs: [
            'We doen ons best om Rooms beschikbaar en veilig te houden, maar kunnen niet garanderen dat de site altijd werkt of dat elke advertentie klopt. We zijn niet aansprakelijk voor schade door afspraken tussen gebruikers, tenzij die het gevolg is van onze opzet of grove nalatigheid. Niets in deze voorwaarden beperkt je rechten onder dwingend consumentenrecht.',
          ],
        },
        {
          id: 'einde-account',
          heading: 'Je account beëindigen',
          paragraphs: [
            'Je kunt je account op elk moment sluiten. We kunnen een account sluiten dat deze voorwaarden overtreedt. Betaalde producten die al gebruikt zijn, betalen we niet terug.',
          ],
        },
        {
          id: 'klachten',
          heading: 'Klachten en toepasselijk recht',
          paragraphs: [
            'Stuur klachten via ons helpcentrum; we reageren binnen 14 dagen. Op deze voorwaarden is Nederlands recht van toepassing. Geschillen worden voorgelegd aan de bevoegde Nederlandse rechter, tenzij dwingend recht je het recht geeft naar de rechter in je woonplaats te gaan.',
          ],
        },
        {
          id: 'wijzigingen',
          heading: 'Wijzigingen',
          paragraphs: [
            'We kunnen deze voorwaarden wijzigen. Over belangrijke wijzigingen informeren we je vooraf; ben je het er niet mee eens, dan kun je je account sluiten voordat ze ingaan.',
          ],
        },
      ],
    },
  },
};
