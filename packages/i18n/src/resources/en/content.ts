/**
 * English texts of the `content` namespace: the home page below the hero, the public content
 * pages of §2 (about, how it works, safety, legal pages, rent out, cashback, referrals,
 * partnerships, tips), the live rent-out figures and the HTML sitemaps. The Dutch file beside it
 * has the same keys (checked by the parity test).
 *
 * A page's `sections` are read whole (`returnObjects`) and rendered by `ContentPage` of
 * `@rooms/ui`: every section has an anchor `id`, a `heading` and optional `paragraphs`, `list`,
 * `table` and `closing`. Facts about Dutch rental law are kept general and point to the official
 * source, because amounts and limits change every year.
 */
export const content = {
  toc: 'On this page',
  related: 'Read more',
  updated: 'Last updated: {{date}}',
  eyebrow: {
    tenants: 'For tenants',
    landlords: 'For landlords',
    company: 'About Rooms',
    legal: 'Legal',
    partners: 'For partners',
    premium: 'Premium',
  },

  stepsHeading: {
    referral: 'Invite a friend in three steps',
    cashback: 'Cashback in three steps',
  },

  steps: {
    tenant: [
      {
        title: 'Search',
        text: 'Choose a city and a type of home, then narrow down with filters or browse the map.',
      },
      {
        title: 'Save and get alerts',
        text: 'Save adverts you like and set a search alert, so new matches reach you first.',
      },
      {
        title: 'Introduce yourself',
        text: 'Create a profile with a photo and a short introduction, then react to adverts with a personal message.',
      },
      {
        title: 'View and sign',
        text: 'Visit the home, read the contract carefully and only pay once you have signed it.',
      },
    ],
    landlord: [
      {
        title: 'Create your advert',
        text: 'Our step-by-step form asks for the address, rent, photos and the tenant you are looking for.',
      },
      {
        title: 'We check and publish',
        text: 'Every advert is reviewed before it goes live, which keeps fake adverts off the site.',
      },
      {
        title: 'Receive reactions',
        text: 'Tenants react with a message and their profile; you see how well each one matches your wishes.',
      },
      {
        title: 'Choose your tenant',
        text: 'Invite the people you like for a viewing, sign the contract and deactivate your advert.',
      },
    ],
    referral: [
      {
        title: 'Share your link',
        text: 'Copy your invitation link on this page, or share it straight from your phone.',
      },
      {
        title: 'Your friend joins and pays',
        text: 'Your friend creates an account through the link and pays for premium or another product for the first time.',
      },
      {
        title: 'You both get premium',
        text: 'Once that payment has cleared, you both get {{days}} days of premium.',
      },
    ],
    cashback: [
      {
        title: 'React with premium',
        text: 'React to adverts on Rooms while you have premium.',
      },
      {
        title: 'Rent the home',
        text: 'When your landlord takes the advert offline, they confirm that they found their tenant through Rooms and choose you.',
      },
      {
        title: 'Get money back',
        text: 'We refund {{percent}}% of your last premium payment to the card or account you paid with, once.',
      },
    ],
  },

  home: {
    popularCities: {
      heading: 'Popular cities',
      subtitle:
        'Rooms, studios and apartments for rent in the cities where most people are looking.',
      count_one: '{{count, number}} listing',
      count_other: '{{count, number}} listings',
      more: 'All cities and categories',
    },
    howItWorks: {
      heading: 'How Rooms works',
      subtitle:
        'Whether you are looking for a place to live or have one to rent out, it takes four steps.',
      tenants: 'Looking for a home',
      landlords: 'Renting out',
      tenantsMore: 'More about searching',
      landlordsMore: 'More about renting out',
    },
    landlordCta: {
      heading: 'Do you have a room or home to rent out?',
      text: 'Placing an advert is free. Reach tenants all over the Netherlands and choose the one who suits you.',
      primary: 'Place an advert',
      secondary: 'How renting out works',
    },
  },

  figures: {
    heading: 'Demand right now',
    cityLabel: 'City',
    activeTenants_one: 'tenant is looking for a home on Rooms',
    activeTenants_other: 'tenants are looking for a home on Rooms',
    activeTenantsNational: 'Across the Netherlands',
    activeTenantsCity: 'In {{city}}',
    averageDays: 'average time until an advert is rented out',
    days_one: '{{count}} day',
    days_other: '{{count}} days',
    basisCity_one: 'Based on {{count}} rented-out advert in {{city}}',
    basisCity_other: 'Based on {{count}} rented-out adverts in {{city}}',
    basisNational: 'Too few adverts in {{city}} yet, so this is the national average',
    basisDefault: 'An estimate: no adverts have been rented out yet',
    error: 'The figures could not be loaded. Please try again later.',
  },

  sources: {
    id: 'sources',
    heading: 'Sources',
    intro:
      'The places, streets and rent levels on Rooms come from open data and published figures. We thank their publishers.',
    website: 'Website',
    licence: 'Licence',
    items: {
      geonames: {
        name: 'GeoNames',
        use: 'The coordinates of the municipalities (of their largest place).',
        credit: 'Contains data from GeoNames (www.geonames.org), licensed under CC BY 4.0.',
      },
      cbs: {
        name: 'Statistics Netherlands (CBS)',
        use: 'The municipalities of the Netherlands with their codes and provinces.',
        credit:
          'Source: Centraal Bureau voor de Statistiek (CBS), municipal division 2025, CC BY 4.0.',
      },
      bag: {
        name: 'Kadaster, BAG',
        use: 'Streets, places and postcode areas from the Key Register of Addresses and Buildings (BAG), as of November 2018 and June 2026.',
        credit:
          'Source: Kadaster, BAG (public domain, CC0 1.0), via LJPc-solutions and Stichting OpenGeo. Credited as a courtesy.',
      },
      rents: {
        name: 'Kamernet and Pararius',
        use: 'Average asking rents per city, used to spot adverts priced far below the market: Kamernet’s rent reports (rooms, studios and apartments) and the Pararius Huurmonitor (free-sector homes), from 2022 to the second quarter of 2025.',
        credit:
          'Figures published by Kamernet and Pararius, as reported in the news; the figures remain theirs.',
      },
    },
  },

  cta: {
    placeAdvert: 'Place your advert',
    placeAdvertText:
      'Placing an advert is free and takes about ten minutes. You can save it halfway and finish it later.',
    howItWorks: 'How renting out works',
    startSearching: 'Start searching',
    startSearchingText:
      'Thousands of rooms, studios and apartments across the Netherlands, with new adverts every day.',
    safety: 'Tips for renting safely',
  },

  sitemap: {
    static: {
      meta: {
        title: 'Sitemap – all pages of Rooms',
        description:
          'Every page of Rooms at a glance: information for tenants and landlords, searches per type of home and the sitemaps per category.',
      },
      title: 'Sitemap',
      intro:
        'Every page of Rooms at a glance. Looking for a specific city? Open the sitemap of a category to see every city with listings.',
      groups: {
        tenants: 'For tenants',
        landlords: 'For landlords',
        company: 'About Rooms',
        legal: 'Legal',
        search: 'Search in the whole country',
        categories: 'Sitemaps by category',
      },
      categoryLink: 'Cities with {{category}}',
    },
    category: {
      metaTitle: '{{category}} for rent – all cities',
      metaDescription:
        'Every city in the Netherlands with {{category}} for rent on Rooms, with the number of listings per city.',
      title: '{{category}} for rent: all cities',
      intro_one:
        'There is {{count, number}} listing in this category right now, in the city below. Open a city to see its listings, or its sitemap for every street.',
      intro_other:
        'There are {{count, number}} listings in this category right now, in {{cities}} cities. Open a city to see its listings, or its sitemap for every street.',
      empty: 'There are no listings in this category right now. Have a look at another category.',
      streetsLink: 'streets',
      streetsLinkLabel: 'Streets in {{city}}',
    },
    city: {
      metaTitle: '{{category}} for rent in {{city}} – all streets',
      metaDescription:
        'Every street in {{city}} with {{category}} for rent on Rooms, with links to each listing.',
      title: '{{category}} for rent in {{city}}',
      intro_one:
        '{{count, number}} listing in {{city}} right now, on the street below. Open a street to search there, or go straight to a listing.',
      intro_other:
        '{{count, number}} listings in {{city}} right now, on {{streets}} streets. Open a street to search there, or go straight to a listing.',
      empty:
        'There are no listings of this type in {{city}} right now. Search the whole city or set a search alert to hear about new ones.',
      searchCity: 'Search {{category}} in {{city}}',
      back: 'All cities with {{category}}',
      truncated: 'Showing the {{count}} newest listings.',
      rent: '{{rent}} per month',
    },
    listingCount_one: '{{count, number}} listing',
    listingCount_other: '{{count, number}} listings',
    categories: {
      generic: 'Homes',
      room: 'Rooms',
      apartment: 'Apartments',
      studio: 'Studios',
      antiSquat: 'Anti-squat homes',
      studentHousing: 'Student housing',
      furnishedApartments: 'Furnished apartments',
      longTermRentals: 'Long-term rentals',
      shortTermRentals: 'Short-term rentals',
    },
    pages: {
      home: 'Home',
      howItWorks: 'How it works for tenants',
      safetyTenant: 'Safety for tenants',
      usefulTips: 'Tips for international students',
      cashback: 'Cashback',
      landlordHowItWorks: 'How it works for landlords',
      safetyLandlord: 'Safety for landlords',
      rentOutRoom: 'Rent out a room',
      rentOutHome: 'Rent out a home',
      aboutUs: 'About us',
      referrals: 'Invite friends',
      partnerships: 'Partnerships and advertising',
      termsConditions: 'Terms and conditions',
      privacyPolicy: 'Privacy policy',
      cookiePolicy: 'Cookie policy',
      designSystem: 'Design system',
    },
  },

  designSystem: {
    meta: {
      title: 'Design system – colours, type and components of Rooms',
      description:
        'The style guide of Rooms: the theme colours with their contrast, the type scale, spacing, breakpoints and the main components as they appear on the site.',
    },
    eyebrow: 'Style guide',
    title: 'Design system',
    intro:
      'The colours, type, spacing and components every page of Rooms is built from, read from the theme itself, so this page always shows what the site uses.',
    storybook: {
      text: 'Every component with all its states, in Dutch and English, is in Storybook.',
      link: 'Open Storybook',
    },
    colours: {
      heading: 'Colours',
      intro:
        'Each colour of the palette with the text colour used on it and their contrast ratio (WCAG 2: at least 4.5:1 for text, 3:1 for large text).',
      surfacesHeading: 'Text on backgrounds',
      listLabel: 'Palette colours',
      surfacesLabel: 'Text colours on the page backgrounds',
      text: 'Text',
      contrast: 'Contrast',
      levels: {
        AAA: 'AAA',
        AA: 'AA',
        AALarge: 'AA for large text',
        fail: 'below AA',
      },
    },
    type: {
      heading: 'Type scale',
      intro:
        'One font stack (Roboto where the device has it, else the system font); the three largest headings grow on wider screens.',
      sample: 'Find your room in Groningen',
      caption: 'The type scale',
      variant: 'Style',
      size: 'Size',
      weight: 'Weight',
      lineHeight: 'Line height',
      example: 'Example',
    },
    spacing: {
      heading: 'Spacing',
      intro: 'Spaces are multiples of one unit of {{unit}} px.',
      caption: 'The spacing scale',
      step: 'Step',
      size: 'Size',
    },
    breakpoints: {
      heading: 'Breakpoints',
      intro:
        'The layout changes at these screen widths; from lg on the content column is at most {{container}} px wide.',
      caption: 'The breakpoints',
      name: 'Name',
      from: 'From',
      query: 'Media query',
    },
    shape: {
      heading: 'Corners and shadows',
      radius: 'Corner radius of buttons, fields and cards: {{radius}}',
      shadows: 'Shadows by elevation',
      elevation: 'Elevation {{level}}',
    },
    components: {
      heading: 'Components',
      intro:
        'The main building blocks as they render on the site. The header and the footer of this page are the real ones.',
      buttons: 'Buttons',
      primary: 'Search rooms',
      secondary: 'Place an advert',
      outlined: 'Sign up',
      large: 'Start searching',
      fields: 'Input fields',
      nameLabel: 'First name',
      nameHint: 'As on your ID',
      emailLabel: 'E-mail address',
      emailValue: 'name@example',
      emailError: 'Enter a valid e-mail address',
      card: 'Listing card',
      searchNavigation: 'Search results: view and pages',
      alerts: 'Messages',
      info: 'Your search alert has been saved.',
      success: 'Your advert is online.',
      error: 'Something went wrong. Please try again.',
      emptyHeading: 'Empty state',
      emptyTitle: 'No rooms found',
      emptyText: 'Nothing matches this search yet. Widen it with one click:',
      emptyAction: 'Search the whole country',
    },
  },

  pages: {
    aboutUs: {
      meta: {
        title: 'About Rooms – renting made simpler and safer',
        description:
          'Rooms brings tenants and landlords together across the Netherlands: rooms, studios, apartments, anti-squat and student housing, in Dutch and English.',
      },
      title: 'About Rooms',
      intro:
        'Finding a place to live in the Netherlands is hard. Rooms makes it simpler, fairer and safer, for the people looking for a home and for the people who rent one out.',
      sections: [
        {
          id: 'what-we-do',
          heading: 'What we do',
          paragraphs: [
            'Rooms is a marketplace for rented housing in the Netherlands. Landlords, housemates and housing providers advertise rooms, studios, apartments, anti-squat homes and student housing; tenants search, save the adverts they like and react to them directly.',
            'Tenants can also put themselves on the map: with a public profile, landlords and housemates looking for someone can find them too.',
          ],
        },
        {
          id: 'for-everyone',
          heading: 'For everyone who lives here',
          paragraphs: [
            'The Dutch housing market is tight, and newcomers often know the rules least. That is why the whole site works in Dutch and in English, from the search to the messages, and why we explain the rules of renting in plain language.',
          ],
          list: [
            'Students starting their studies, in the Netherlands or from abroad.',
            'Young professionals and expats who need a place quickly.',
            'Private landlords and home owners who rent out a room or a whole home.',
            'Housemates looking for someone new, and housing providers with many homes.',
          ],
        },
        {
          id: 'safety',
          heading: 'Safety first',
          paragraphs: [
            'Scammers target people who need a home urgently. We review every advert before it is published, watch for suspicious patterns and take action on every report. Anyone can report an advert or a conversation as spam, scam, an agency posing as a private landlord, inappropriate behaviour or a no-show.',
            'Our safety pages explain how to recognise a scam and what to do if something feels wrong.',
          ],
        },
        {
          id: 'fair-renting',
          heading: 'Fair renting',
          paragraphs: [
            'We ask landlords to advertise honestly: the real home, the full rent and service costs, and no key money. We remind both sides of the rules that protect them, such as the maximum deposit of two months’ basic rent and the right to have the rent checked by the Huurcommissie.',
          ],
        },
        {
          id: 'how-we-earn',
          heading: 'How we earn our money',
          paragraphs: [
            'Searching and placing an advert are free. Tenants can take out a Premium subscription for extra possibilities, and landlords can make their advert stand out with a Top advert or open it to every tenant with Unlock advert. Prices always include VAT and are shown before you pay.',
          ],
        },
        {
          id: 'contact',
          heading: 'Contact',
          paragraphs: [
            'Do you have a question, an idea or a complaint? Our help centre answers the most common questions and has a contact form for everything else. We reply in Dutch or in English.',
          ],
        },
      ],
    },

    howItWorks: {
      meta: {
        title: 'How Rooms works for tenants',
        description:
          'Search rooms, studios and apartments across the Netherlands, set search alerts, react to adverts and rent safely: this is how Rooms works for tenants.',
      },
      title: 'How Rooms works for tenants',
      intro:
        'From the first search to the key in your hand: this is how you find a room or home with Rooms, and what to watch out for on the way.',
      sections: [
        {
          id: 'search',
          heading: 'Search the way that suits you',
          paragraphs: [
            'Type a city or a street and choose a type of home: a room, studio, apartment, anti-squat or student housing. Filters help you narrow down by rent, size, furnishing, availability date, private or shared facilities and who the home is suitable for. Prefer to see where things are? Switch to the map.',
          ],
        },
        {
          id: 'alerts',
          heading: 'Favourites and search alerts',
          paragraphs: [
            'Save adverts you like as favourites to compare them later. A search alert keeps an eye on new adverts for you: set it for your search and you hear about new matches by e-mail. You can even set an alert before you have an account; it is saved as soon as you sign in.',
          ],
        },
        {
          id: 'profile',
          heading: 'A profile that makes a good first impression',
          paragraphs: [
            'Landlords and housemates choose people, not just messages. Add a friendly photo, tell who you are, what you do and what you are looking for. With a public profile, landlords who search for tenants can also find you themselves.',
          ],
        },
        {
          id: 'react',
          heading: 'Reacting to adverts',
          paragraphs: [
            'React to an advert with a personal message: say why the home suits you, when you can move in and when you are available for a viewing. The landlord receives your message and your profile, and your conversation continues in your Rooms inbox.',
            'With a Premium subscription you can react to every advert. Some landlords unlock their advert, so everyone can react to it for free.',
          ],
        },
        {
          id: 'viewing',
          heading: 'Viewing, contract and moving in',
          list: [
            'Always view the home, in person or through a live video call in which you choose what you see.',
            'Read the contract before you sign: rent, service costs, deposit, duration and notice period.',
            'The deposit may be at most two months’ basic rent; key money is not allowed.',
            'Pay only after signing, to an account in the name of the landlord or agency.',
            'Register at your new address with the municipality (BRP) within five days of moving.',
          ],
        },
        {
          id: 'premium',
          heading: 'Premium',
          paragraphs: [
            'Premium is available for one, three or six months. Before you pay, you see the price including VAT and whether the subscription renews automatically. A renewing subscription can be cancelled in your account at any time before the next period starts.',
          ],
        },
      ],
    },

    landlordHowItWorks: {
      meta: {
        title: 'How renting out works on Rooms',
        description:
          'Place a free advert for your room or home, receive reactions from suitable tenants and choose the right one: this is how Rooms works for landlords.',
      },
      title: 'How renting out works',
      intro:
        'Whether you rent out one room in your own home or a series of apartments: with Rooms you reach tenants across the Netherlands and stay in control of who you choose.',
      sections: [
        {
          id: 'advert',
          heading: 'Create your advert step by step',
          paragraphs: [
            'Our form guides you through every part of a good advert, and you can save it halfway:',
          ],
          list: [
            'the type of home and whether you are the owner, a housemate or an agent;',
            'the address, which is shown only roughly on the map until you share it;',
            'availability: from when, and for a fixed period or indefinitely;',
            'surface, furnishing and the facilities that are private or shared;',
            'the basic rent and service costs;',
            'photos, a title and a description;',
            'the tenant you are looking for and, for a room, who lives there now.',
          ],
        },
        {
          id: 'review',
          heading: 'Review and publication',
          paragraphs: [
            'We check every advert before it is published. Adverts that look like a scam, that ask for key money or that discriminate are rejected. Once your advert is live, tenants find it in the search results, on the map and in their search alerts.',
          ],
        },
        {
          id: 'reactions',
          heading: 'Reactions in your inbox',
          paragraphs: [
            'Tenants react with a message and their profile. Your inbox shows every conversation per advert, with a match score telling how well a tenant fits the wishes you entered. Mark conversations as favourite, move them to the trash or report them if something is off.',
          ],
        },
        {
          id: 'find-tenants',
          heading: 'Find tenants yourself',
          paragraphs: [
            'Do not want to wait? Search the profiles of tenants who are looking in your city and invite the ones who fit.',
          ],
        },
        {
          id: 'products',
          heading: 'Extra attention for your advert',
          paragraphs: ['Placing an advert is free. If you want more reactions, two products help:'],
          list: [
            'Top advert: your advert is shown above the other results, for 3 days, 7 days or until it is rented out.',
            'Unlock advert: every tenant can react for free, also those without Premium.',
          ],
        },
        {
          id: 'rented',
          heading: 'Rented out',
          paragraphs: [
            'Found your tenant? Deactivate your advert and tell us how you found them. This keeps the search results up to date and stops reactions you no longer need. You can reactivate the advert the next time the home becomes available.',
          ],
        },
      ],
    },

    safetyTenant: {
      meta: {
        title: 'Renting safely: tips for tenants',
        description:
          'How to recognise rental scams, what a landlord may and may not ask, and what to do if something is wrong. Safety tips for tenants in the Netherlands.',
      },
      title: 'Renting safely as a tenant',
      intro:
        'Most landlords are honest, but scammers know that people searching for a home are under pressure. These tips help you recognise a scam before it costs you money.',
      sections: [
        {
          id: 'warning-signs',
          heading: 'Warning signs',
          list: [
            'The rent is much lower than for similar homes in the same area.',
            'The landlord is abroad and cannot show you the home, but will send the key after payment.',
            'You are asked to pay a deposit or first month’s rent before you have seen the home or signed a contract.',
            'The payment has to go through a money transfer service, a crypto wallet or a foreign bank account.',
            'You are pressured to decide today because “many others are interested”.',
            'The landlord wants to continue by e-mail or chat app straight away, outside Rooms.',
            'You receive a link to a booking or escrow site that “holds the money safely”.',
          ],
        },
        {
          id: 'before-paying',
          heading: 'Before you pay anything',
          list: [
            'View the home. If you cannot come yourself, ask someone you trust or do a live video call in which you decide what the camera shows.',
            'Check who owns the home. The Kadaster shows the owner of any address for a small fee.',
            'Sign a written contract first and keep a copy.',
            'Pay to a Dutch or European bank account in the name of the landlord or the agency, never in cash without a receipt.',
          ],
        },
        {
          id: 'what-landlords-may-ask',
          heading: 'What a landlord may and may not ask',
          paragraphs: [
            'A landlord may ask for information that is needed to choose a tenant, such as your income or proof of enrolment, and may check your identity when you sign. Keep your data safe:',
          ],
          list: [
            'Send a copy of your ID only when it is really needed, and make it with the government’s KopieID app, which hides your citizen service number (BSN) and adds a watermark.',
            'Never share your DigiD login or bank codes.',
            'The deposit may be at most two months’ basic rent, and must be returned within 14 days after the tenancy ends (30 days if costs are deducted).',
            'Key money (sleutelgeld) is not allowed. If you paid it, you can claim it back.',
            'An agency that works for the landlord may not also charge you a fee.',
          ],
        },
        {
          id: 'on-rooms',
          heading: 'Stay on Rooms',
          paragraphs: [
            'Keep your conversations in your Rooms inbox as long as possible. We can only see and act on what happens on our platform, and your messages are your proof if something goes wrong.',
          ],
        },
        {
          id: 'report',
          heading: 'Something wrong? Report it',
          paragraphs: [
            'Use the report button on the advert or in the conversation and choose a reason: spam, scam, agency, inappropriate behaviour or no-show. We review every report and block adverts and accounts that break the rules.',
            'Have you lost money? Report it to the police (aangifte) and contact your bank immediately; they can sometimes stop or recall a payment. The Fraudehelpdesk can advise you on the next steps.',
          ],
        },
      ],
    },

    safetyLandlord: {
      meta: {
        title: 'Renting out safely: tips for landlords',
        description:
          'Recognise tenant fraud, screen tenants within the rules and rent out safely in the Netherlands. Safety tips for landlords on Rooms.',
      },
      title: 'Renting out safely as a landlord',
      intro:
        'Landlords are targeted by scammers too: fake payments, false identities and people who want to sublet your home. These tips help you choose a tenant with confidence.',
      sections: [
        {
          id: 'warning-signs',
          heading: 'Warning signs',
          list: [
            'Someone wants to rent without viewing, and offers to pay several months in advance.',
            'You receive a payment that is higher than agreed, with the request to refund the difference.',
            'A screenshot of a transfer arrives, but the money is not in your account.',
            'The tenant wants to register many people at your address, or asks whether subletting is allowed.',
            'Someone asks you for a code, a payment link or to log in somewhere to “receive” money.',
          ],
        },
        {
          id: 'screening',
          heading: 'Screening tenants, within the rules',
          paragraphs: [
            'You may ask for the information you need to choose a tenant, and since the Wet goed verhuurderschap you must select in a transparent way, without discrimination. In practice:',
          ],
          list: [
            'Decide your selection criteria in advance and apply them to everyone.',
            'Meet candidates at the viewing, in person or by video.',
            'Check the identity of the tenant you choose when signing; a copy made with the KopieID app, without the BSN, is enough.',
            'Ask for proof of income or enrolment only when you need it, and delete what you no longer need.',
          ],
        },
        {
          id: 'contract',
          heading: 'Contract, deposit and payments',
          list: [
            'Put everything in a written contract: rent, service costs, deposit, start date and notice period.',
            'The deposit may be at most two months’ basic rent. Return it within 14 days after the tenancy ends, or within 30 days if you deduct costs.',
            'Give the tenant written information about their rights and obligations, the service costs, the deposit and a contact person, as the law requires.',
            'Hand over the keys only when the first payment is really in your account.',
            'Record the state of the home with an inspection report and photos at the start and the end.',
          ],
        },
        {
          id: 'on-rooms',
          heading: 'Stay on Rooms',
          paragraphs: [
            'Keep your conversations on Rooms for as long as possible. It helps you keep track of candidates and gives us what we need to act against misuse.',
          ],
        },
        {
          id: 'report',
          heading: 'Report misuse',
          paragraphs: [
            'Report a conversation that does not feel right with the report button and choose a reason. We block accounts that commit fraud. Have you been defrauded? Report it to the police and contact your bank.',
          ],
        },
      ],
    },

    rentOutRoom: {
      meta: {
        title: 'Rent out a room – place a free advert',
        description:
          'Rent out a room in your home or a student house: place a free advert on Rooms, see how many tenants are looking and how fast rooms are rented out.',
      },
      title: 'Rent out your room',
      intro:
        'A spare room in your home, or a housemate moving out? Find a new tenant or housemate among the people looking on Rooms every day.',
      sections: [
        {
          id: 'why-rooms',
          heading: 'Why rent out through Rooms',
          list: [
            'Placing an advert is free, and you can save it halfway.',
            'Tenants react with a message and a profile, so you know who you are talking to.',
            'The match score shows at a glance who fits your wishes.',
            'Dutch and English: reach students and professionals from abroad as well.',
          ],
        },
        {
          id: 'own-home',
          heading: 'A room in your own home',
          paragraphs: [
            'Renting out a room in the home you live in yourself is called hospitaverhuur. During the first nine months, the tenant has less protection against termination, which gives you time to see whether living together works.',
            'The income can be tax-free under the kamerverhuurvrijstelling, up to a maximum per year and if you meet the conditions, for instance that you live in the home yourself. Check the current amounts with the Belastingdienst.',
          ],
        },
        {
          id: 'permission',
          heading: 'Permission and permits',
          list: [
            'Own home with a mortgage: check whether your mortgage lender allows letting, and the rules of your owners’ association (VvE).',
            'Rented home: many leases forbid subletting without your landlord’s written permission; subletting without it can cost you your home.',
            'Several rooms in one home: many municipalities require a permit to rent out rooms separately (omzettingsvergunning). Ask your municipality.',
          ],
        },
        {
          id: 'rent',
          heading: 'Setting a fair rent',
          paragraphs: [
            'Rooms have their own points system (woningwaarderingsstelsel) that sets a maximum rent based on, among others, the surface and the shared facilities. The tenant can ask the Huurcommissie to check the initial rent within six months of the start of the tenancy. The Huurcommissie’s online rent check shows you the maximum in a few minutes.',
            'Mention the basic rent and the service costs separately in your advert, and make sure the service costs match what you really provide.',
          ],
        },
        {
          id: 'rules',
          heading: 'Rules that apply to every landlord',
          list: [
            'A deposit of at most two months’ basic rent.',
            'No key money or other fees for handing over the key.',
            'A transparent selection without discrimination.',
            'Written information for the tenant about their rights, the service costs and the deposit.',
            'Your tenant may register at the address with the municipality (BRP); in fact, they have to.',
          ],
        },
      ],
    },

    rentOutHome: {
      meta: {
        title: 'Rent out a home – place a free advert',
        description:
          'Rent out your apartment, studio or house: place a free advert on Rooms, see how many tenants are looking and what the rules are for landlords.',
      },
      title: 'Rent out your home',
      intro:
        'An apartment, studio or house for rent? Rooms brings your home to tenants across the Netherlands, and you decide who gets it.',
      sections: [
        {
          id: 'why-rooms',
          heading: 'Why rent out through Rooms',
          list: [
            'A free advert with photos, a description and all the details tenants ask about.',
            'Reactions with a profile, and a match score based on your wishes.',
            'Search tenants yourself and invite the right candidates.',
            'Top advert and Unlock advert when you want more reactions quickly.',
          ],
        },
        {
          id: 'before-you-start',
          heading: 'Before you start',
          list: [
            'Mortgage: most mortgage lenders do not allow letting your home without permission. Ask yours first.',
            'Owners’ association: check the rules of your VvE on letting.',
            'Municipality: some municipalities require a rental permit in certain areas or for certain homes.',
            'Insurance: tell your home insurer that you are letting the home.',
          ],
        },
        {
          id: 'rent',
          heading: 'Maximum rent and the points system',
          paragraphs: [
            'The points system (woningwaarderingsstelsel) determines the maximum rent of a home, based on, among others, the surface, the energy label and the facilities. Since 1 July 2024 it also caps the rent of mid-priced homes, up to 186 points. Above that, the rent is free to agree. Use the Huurcommissie’s online rent check to see where your home falls.',
          ],
        },
        {
          id: 'contract',
          heading: 'Indefinite or temporary',
          paragraphs: [
            'Since 1 July 2024, a tenancy for an indefinite period is the rule. A temporary contract is allowed only in specific situations, for example for students, for young people in designated homes, or when you let your own home temporarily while you are away. Check the current rules at Rijksoverheid or the Huurcommissie before you choose.',
          ],
        },
        {
          id: 'rules',
          heading: 'Rules that apply to every landlord',
          list: [
            'A deposit of at most two months’ basic rent, returned within 14 days after the tenancy ends (30 days if you deduct costs).',
            'No key money.',
            'A transparent selection without discrimination.',
            'Written information for the tenant about their rights, the service costs, the deposit and a contact person.',
            'An annual statement of the service costs.',
          ],
        },
      ],
    },

    cashback: {
      meta: {
        title: 'Cashback – {{percent}}% of your premium back when you rent through Rooms',
        description:
          'Rented a home you found on Rooms? Once your landlord confirms it, you get {{percent}}% of your last premium payment back, automatically, to the card or account you paid with.',
      },
      title: 'Cashback',
      intro:
        'Found your new home through Rooms? Then you get {{percent}}% of your last premium payment back, once, without filling in a form: your landlord confirms the rental and we refund it.',
      sections: [
        {
          id: 'amount',
          heading: 'How much you get back',
          paragraphs: [
            '{{percent}}% of your last premium payment, rounded down to whole cents.',
            'You get cashback once, however many homes you rent through Rooms. Your premium keeps running until the end of the period you paid for.',
          ],
        },
        {
          id: 'timing',
          heading: 'When the money arrives',
          paragraphs: [
            'We start the refund as soon as your landlord confirms the rental. It goes back to the card or bank account you paid with: a card refund usually shows within 5 to 10 working days, a refund to a bank account (iDEAL, Bancontact, SEPA direct debit) within a few working days.',
          ],
        },
        {
          id: 'conditions',
          heading: 'Conditions',
          list: [
            'You reacted to the advert through Rooms, so your landlord can choose your conversation when taking the advert offline.',
            'You paid for tenant premium: without a premium payment there is nothing to refund part of.',
            'Your landlord confirms it, by choosing “I found a tenant through Rooms” and your name when taking the advert offline.',
            'A payment that was already refunded or reversed by your bank is not counted.',
          ],
        },
        {
          id: 'questions',
          heading: 'Questions',
          paragraphs: [
            'Did your landlord forget to confirm, or did the refund fail? Contact us through the help centre and mention the advert and the date you signed.',
          ],
        },
      ],
    },

    referrals: {
      meta: {
        title: 'Invite friends – {{days}} days of premium for both of you',
        description:
          'Share your invitation link: when a friend creates an account through it and makes a first payment, you both get {{days}} days of premium on Rooms.',
      },
      title: 'Invite friends',
      intro:
        'Know someone who is looking for a home, or has one to rent out? Invite them with your own link: after their first payment you both get {{days}} days of premium.',
      sections: [
        {
          id: 'rules',
          heading: 'The rules',
          list: [
            'You and your friend each get {{days}} days of premium once your friend’s first payment has cleared. It is added after any premium you already have.',
            'A payment by card, iDEAL, Bancontact, Apple Pay or Google Pay clears at once. A SEPA direct debit can be reversed by the bank for {{weeks}} weeks, so the reward waits until then.',
            'Inviting yourself gives nothing: a first payment made with the same card or bank account as one of your own payments is not rewarded.',
            'A first payment that is refunded or reversed before it clears gives nothing.',
            'Once given, the premium days are yours: nothing is taken back later.',
            'You get tenant premium, or tenant-search access when your last purchase was for landlords.',
          ],
        },
        {
          id: 'privacy',
          heading: 'What the person who invited you sees',
          paragraphs: [
            'Your first name, the day you joined and where the reward stands. Never your e-mail address, your last name or what you paid for.',
          ],
        },
        {
          id: 'affiliates',
          heading: 'A website or community?',
          paragraphs: [
            'Do you help students, expats or young professionals find their way in the Netherlands through a website, blog or community? Ask us about our affiliate programme through the partnerships page.',
          ],
        },
      ],
    },

    partnerships: {
      meta: {
        title: 'Partnerships and advertising with Rooms',
        description:
          'Universities, employers, housing providers and brands: work with Rooms to help people find a home in the Netherlands, or advertise to an audience that is moving.',
      },
      title: 'Partnerships and advertising',
      intro:
        'Every year, many thousands of people move to a new room or home in the Netherlands. Together we can help them find it faster and more safely.',
      sections: [
        {
          id: 'education',
          heading: 'Universities and colleges',
          paragraphs: [
            'International students often arrive with little time and little knowledge of the Dutch housing market. We work with educational institutions to inform students early, in Dutch and English, and to point them to safe adverts.',
          ],
        },
        {
          id: 'employers',
          heading: 'Employers and relocation agencies',
          paragraphs: [
            'Help new colleagues settle in quickly. We offer support for employers and relocation agencies who help their people find housing.',
          ],
        },
        {
          id: 'providers',
          heading: 'Housing providers and agents',
          paragraphs: [
            'Do you manage many homes? Publish your supply on Rooms in one go and manage all reactions in one inbox. We can connect to your existing system.',
          ],
        },
        {
          id: 'advertising',
          heading: 'Advertising',
          paragraphs: [
            'Reach people who are about to move: for insurance, energy, internet, furniture or moving services. Advertisements never look like adverts for homes, and they respect the cookie choices of our visitors.',
          ],
        },
        {
          id: 'contact',
          heading: 'Get in touch',
          paragraphs: [
            'Tell us who you are and what you have in mind through the contact form in our help centre. We reply within a few working days.',
          ],
        },
      ],
    },

    usefulTips: {
      meta: {
        title: 'Renting in the Netherlands: tips for international students',
        description:
          'Start early, avoid scams, register at your municipality, understand deposits, huurtoeslag and the Huurcommissie: practical tips for international students renting in the Netherlands.',
      },
      title: 'Tips for international students',
      intro:
        'Coming to the Netherlands to study? Finding a room is often the hardest part. These tips help you search smarter, avoid scams and understand the Dutch rules.',
      sections: [
        {
          id: 'start-early',
          heading: 'Start early, and keep more than one option',
          paragraphs: [
            'In student cities, the demand for rooms is highest in the summer before the academic year starts. Start searching months in advance, set search alerts and react quickly. Student housing providers often work with waiting lists: register as early as you can, because time on the list counts.',
          ],
        },
        {
          id: 'types',
          heading: 'Know what you are renting',
          list: [
            'A room (kamer) shares the kitchen, bathroom or toilet with housemates.',
            'A studio has its own front door, kitchen and bathroom.',
            'Anti-squat (anti-kraak) is cheap, but often a loan agreement rather than a lease: you have little protection and may have to leave at short notice.',
            'Many student houses choose a new housemate at a hospiteeravond: an evening where the current residents meet candidates.',
          ],
        },
        {
          id: 'scams',
          heading: 'Avoid scams',
          paragraphs: [
            'Students from abroad are the favourite target of rental scammers. Never pay before you have seen the home (or a trusted person has) and signed a contract. Be suspicious of landlords who are abroad, prices that are too good to be true and requests to pay through money transfer services.',
          ],
        },
        {
          id: 'money',
          heading: 'Rent, deposit and costs',
          list: [
            'Basic rent (kale huur) is the rent without service costs (servicekosten) such as energy, water or internet. Always check what is included.',
            'The deposit (borg) may be at most two months’ basic rent.',
            'Key money (sleutelgeld) is not allowed.',
            'Rooms have a maximum rent based on a points system. Within six months of the start of your tenancy, you can ask the Huurcommissie to check your rent.',
          ],
        },
        {
          id: 'registration',
          heading: 'Register at your municipality',
          paragraphs: [
            'If you stay in the Netherlands for more than four months, you must register in the Personal Records Database (BRP) of your municipality within five days of arrival. You then receive a citizen service number (BSN), which you need for a bank account, a job, health insurance and allowances. Moving within the Netherlands? Report your new address within five days as well. A landlord who does not allow you to register is a red flag.',
          ],
        },
        {
          id: 'allowances',
          heading: 'Rent benefit (huurtoeslag)',
          paragraphs: [
            'With a self-contained home, such as a studio with its own front door, kitchen and toilet, you may be entitled to huurtoeslag, depending on your age, income, savings and rent. For a room with shared facilities you usually are not. Check the conditions and apply at the Dienst Toeslagen; you need to be registered at the address.',
          ],
        },
        {
          id: 'glossary',
          heading: 'Useful Dutch words',
          table: {
            caption: 'Dutch rental terms',
            head: ['Dutch', 'English', 'What it means'],
            rows: [
              ['huurcontract', 'lease', 'The written rental agreement.'],
              ['kale huur', 'basic rent', 'The rent without service costs.'],
              [
                'servicekosten',
                'service costs',
                'Costs for energy, cleaning, internet and similar.',
              ],
              ['borg', 'deposit', 'At most two months’ basic rent.'],
              ['opzegtermijn', 'notice period', 'For tenants usually one month.'],
              [
                'onderhuur',
                'subletting',
                'Renting from a tenant; needs the landlord’s permission.',
              ],
              ['inschrijven', 'registering', 'Registering your address with the municipality.'],
            ],
          },
        },
      ],
    },

    cookiePolicy: {
      meta: {
        title: 'Cookie policy – Rooms',
        description:
          'Which cookies Rooms uses, why, for how long, and how you change your choice: strictly necessary, performance and marketing cookies.',
      },
      title: 'Cookie policy',
      intro:
        'Rooms uses cookies and similar techniques. Strictly necessary cookies make the site work; performance and marketing cookies are only used when you allow them.',
      sections: [
        {
          id: 'what-are-cookies',
          heading: 'What cookies are',
          paragraphs: [
            'A cookie is a small text file that a website stores in your browser. We use the same word for similar techniques, such as local storage in your browser. Some cookies are set by us, others by the services we use.',
          ],
        },
        {
          id: 'strictly-necessary',
          heading: 'Strictly necessary cookies',
          paragraphs: [
            'These cookies are needed to let you log in, keep your session secure, protect the site against bots and remember your choices, such as your cookie settings and a message you closed. They are always on, because the site cannot work without them.',
          ],
          table: {
            caption: 'Strictly necessary cookies',
            head: ['Cookie', 'Purpose', 'Retention'],
            rows: [
              [
                'rooms_session',
                'Keeps you logged in and secures your session.',
                '30 days, or until you log out',
              ],
              ['Cookie choices', 'Remembers which categories you allowed.', '12 months'],
              [
                'Maintenance message',
                'Remembers that you closed a maintenance message.',
                'Until the message changes',
              ],
              ['Bot protection', 'Tells people and automated traffic apart.', 'Up to 1 day'],
            ],
          },
        },
        {
          id: 'performance',
          heading: 'Performance cookies',
          paragraphs: [
            'With your permission, we measure how the site is used: which pages are visited, which searches are made and where things go wrong. We use this to improve Rooms. We remove or shorten identifying data where we can.',
          ],
          table: {
            caption: 'Performance cookies',
            head: ['Cookie', 'Purpose', 'Retention'],
            rows: [
              ['visitor_id', 'Recognises your browser across visits for statistics.', '1 year'],
              [
                'Analytics session',
                'Groups the pages of one visit; a visit ends after 30 minutes without activity.',
                '30 minutes',
              ],
              [
                'Session recording',
                'Shows anonymised recordings of how pages are used, to find problems.',
                'Up to 1 year',
              ],
            ],
          },
        },
        {
          id: 'marketing',
          heading: 'Marketing cookies',
          paragraphs: [
            'With your permission, we and our partners remember through which website or campaign you reached Rooms. This lets us reward affiliate partners and measure our advertising.',
          ],
          table: {
            caption: 'Marketing cookies',
            head: ['Cookie', 'Purpose', 'Retention'],
            rows: [
              [
                'First source',
                'Remembers the campaign or partner through which you arrived.',
                '30 days',
              ],
              [
                'Affiliate click',
                'Attributes a sign-up or purchase to the partner who sent you.',
                '30 days',
              ],
            ],
          },
        },
        {
          id: 'your-choice',
          heading: 'Changing your choice',
          paragraphs: [
            'When you first visit, you choose which categories you allow. You can change that choice at any time in the cookie settings. You can also delete cookies in your browser; you will then be asked for your choice again.',
            'Withdrawing your permission applies from that moment on; what happened with your permission before stays lawful.',
          ],
        },
        {
          id: 'more',
          heading: 'More information',
          paragraphs: [
            'Our privacy policy explains how we handle your personal data and what your rights are.',
          ],
        },
      ],
    },

    privacyPolicy: {
      meta: {
        title: 'Privacy policy – Rooms',
        description:
          'Which personal data Rooms processes, why, how long we keep it, who receives it and which rights you have under the GDPR.',
      },
      title: 'Privacy policy',
      intro:
        'We handle your personal data with care. This policy explains which data we process, why, how long we keep it and which rights you have under the General Data Protection Regulation (GDPR, in Dutch: AVG).',
      sections: [
        {
          id: 'who-we-are',
          heading: 'Who we are',
          paragraphs: [
            'Rooms is responsible for the processing of personal data through this website. You can reach us about privacy through the contact form in our help centre.',
          ],
        },
        {
          id: 'which-data',
          heading: 'Which data we process',
          list: [
            'Account data: your name, e-mail address and a secure hash of your password.',
            'Profile data: your photo, introduction and what you are looking for, as far as you fill them in.',
            'Adverts: the address, photos, rent and other details of the homes you advertise.',
            'Messages: your conversations with other users on Rooms.',
            'Search data: your search alerts and favourites.',
            'Payment data: the product, amount and status of your payments. Your card or bank details are handled by our payment provider; we do not store them.',
            'Technical data: IP address, browser, device and the pages you visit, for security and, with your permission, for statistics.',
          ],
        },
        {
          id: 'why',
          heading: 'Why we process it',
          list: [
            'To provide our service: your account, adverts, searches, messages and payments (performance of the contract).',
            'To keep Rooms safe: preventing fraud, spam and misuse, including automated checks of adverts and messages (legitimate interest).',
            'To meet legal obligations, such as keeping our financial records.',
            'To improve the site with statistics, and to reward partners, only with your permission (consent).',
            'To send you e-mails about your searches and account; you can unsubscribe from non-essential e-mails at any time.',
          ],
        },
        {
          id: 'retention',
          heading: 'How long we keep it',
          paragraphs: [
            'We keep your data for as long as your account exists. After you close your account, we delete or anonymise your data within a reasonable period, except for data we must keep longer by law: financial records are kept for seven years. Data about fraud and misuse may be kept longer when necessary to protect other users.',
          ],
        },
        {
          id: 'recipients',
          heading: 'Who receives your data',
          paragraphs: [
            'Other users see what you publish: your adverts, your public profile and your messages to them. We share data with service providers that work for us, such as hosting, e-mail delivery, payments and error reporting, under a processing agreement. With your permission, analytics and affiliate partners receive data too.',
            'If data is processed outside the European Economic Area, we make sure it is protected with appropriate safeguards, such as the standard contractual clauses of the European Commission. We never sell your data.',
          ],
        },
        {
          id: 'security',
          heading: 'Security',
          paragraphs: [
            'We protect your data with technical and organisational measures, such as encrypted connections, hashed passwords, secure session cookies and limited access for our staff.',
          ],
        },
        {
          id: 'your-rights',
          heading: 'Your rights',
          list: [
            'Access: ask which data we have about you.',
            'Rectification: have incorrect data corrected; much of it you can change yourself in your account.',
            'Erasure: have your data deleted, or close your account.',
            'Restriction and objection: object to processing based on our legitimate interest.',
            'Portability: receive your data in a common format.',
            'Withdrawal: withdraw your consent at any time, for instance in the cookie settings.',
          ],
          closing: [
            'Send your request through our help centre. We respond within one month. If you are not satisfied with how we handle your data, you can lodge a complaint with the Autoriteit Persoonsgegevens, the Dutch data protection authority.',
          ],
        },
        {
          id: 'age',
          heading: 'Minimum age',
          paragraphs: [
            'Rooms is intended for people aged 16 and over. Paid products are for people aged 18 and over.',
          ],
        },
        {
          id: 'changes',
          heading: 'Changes',
          paragraphs: [
            'We may change this policy, for example when we add a feature. The date at the top shows when it was last changed; we will inform you about important changes.',
          ],
        },
      ],
    },

    termsConditions: {
      meta: {
        title: 'Terms and conditions – Rooms',
        description:
          'The terms and conditions for using Rooms: accounts, adverts, messages, Premium and other paid products, cancellation, liability and complaints.',
      },
      title: 'Terms and conditions',
      intro:
        'These terms apply to every use of Rooms, by tenants and by landlords. Please read them carefully; by creating an account you accept them.',
      sections: [
        {
          id: 'service',
          heading: 'Our service',
          paragraphs: [
            'Rooms is an online platform where landlords advertise rented housing and tenants search for it and react to it. We are not a party to the rental agreements made through Rooms and are not an agent or landlord. Landlords are responsible for their adverts and for complying with rental law; tenants for checking a home and contract before committing.',
          ],
        },
        {
          id: 'account',
          heading: 'Your account',
          list: [
            'You must be at least 16 years old to create an account, and at least 18 to buy a paid product or enter into a rental agreement.',
            'Provide correct information and keep your login details to yourself.',
            'One person, one account. Accounts may not be sold or transferred.',
            'You are responsible for what happens with your account.',
          ],
        },
        {
          id: 'adverts',
          heading: 'Rules for adverts',
          list: [
            'Only advertise a home that exists, that is available and that you may rent out.',
            'Use recent photos of the home itself and describe it truthfully.',
            'State the full rent: basic rent and service costs separately.',
            'Do not ask for key money, and no deposit of more than two months’ basic rent.',
            'Do not discriminate in your advert or in your selection.',
            'Agents and housing providers state that they are one.',
          ],
          closing: [
            'We may reject, deactivate or remove an advert that breaks these rules or the law, without refunding paid products.',
          ],
        },
        {
          id: 'messages',
          heading: 'Messages and behaviour',
          paragraphs: [
            'Treat other users with respect. Spam, harassment, misleading messages and requests for payment outside a signed contract are not allowed. To protect users, we check adverts and messages automatically and manually for fraud and misuse. We may temporarily or permanently block accounts that break the rules.',
          ],
        },
        {
          id: 'paid-products',
          heading: 'Paid products',
          paragraphs: [
            'Tenants can buy Premium; landlords can buy Top advert, Unlock advert and access to searching tenants. Prices include 21% VAT and are shown before you pay. You can pay with, among others, iDEAL, credit card, PayPal and SEPA direct debit.',
            'A subscription that renews automatically says so before you pay. You can cancel it in your account at any time before the next period starts; it then ends at the end of the current period.',
          ],
        },
        {
          id: 'withdrawal',
          heading: 'Right of withdrawal',
          paragraphs: [
            'As a consumer, you have the right to withdraw from a purchase within 14 days. If you ask us to start the service immediately, you pay for the part you used before withdrawing. Products that are used up completely within the withdrawal period, with your explicit consent, can no longer be withdrawn.',
          ],
        },
        {
          id: 'liability',
          heading: 'Liability',
          paragraphs: [
            'We do our best to keep Rooms available and safe, but cannot guarantee that the site always works or that every advert is correct. We are not liable for damage resulting from agreements between users, unless caused by our intent or gross negligence. Nothing in these terms limits your rights under mandatory consumer law.',
          ],
        },
        {
          id: 'ending',
          heading: 'Ending your account',
          paragraphs: [
            'You can close your account at any time. We may close an account that breaks these terms. Paid products that have already been used are not refunded.',
          ],
        },
        {
          id: 'complaints',
          heading: 'Complaints and applicable law',
          paragraphs: [
            'Send complaints through our help centre; we respond within 14 days. Dutch law applies to these terms. Disputes are submitted to the competent Dutch court, unless mandatory law gives you the right to go to the court of your place of residence.',
          ],
        },
        {
          id: 'changes',
          heading: 'Changes',
          paragraphs: [
            'We may change these terms. We will inform you about important changes in advance; if you do not agree, you can close your account before they take effect.',
          ],
        },
      ],
    },
  },
} as const;
