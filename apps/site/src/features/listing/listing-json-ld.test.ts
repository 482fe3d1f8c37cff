import { describe, expect, it } from 'vitest';

import { listingFixture } from './listing-fixture';
import { listingJsonLd, serializeJsonLd } from './listing-json-ld';

const URL_NL = 'https://rooms.example/huren/kamer-den-haag/frankenstraat/room-1';

describe('listingJsonLd', () => {
  it('describes the listing as an Offer to lease out a Room, rent in EUR per month', () => {
    const data = listingJsonLd({
      listing: listingFixture({
        photos: [{ id: 1, imageKey: 'l/1.webp', position: 0, isCover: true }],
      }),
      url: URL_NL,
      origin: 'https://rooms.example',
      inLanguage: 'nl',
      summary: 'Kamer van 12 m² te huur',
    });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Offer',
      url: URL_NL,
      price: 640,
      priceCurrency: 'EUR',
      priceSpecification: { '@type': 'UnitPriceSpecification', price: 640, unitCode: 'MON' },
      availabilityStarts: '2027-01-23',
      businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
      offeredBy: { '@type': 'Person', name: 'Eva' },
      itemOffered: {
        '@type': 'Room',
        floorSize: { '@type': 'QuantitativeValue', value: 12, unitCode: 'MTK' },
        petsAllowed: true,
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Frankenstraat',
          addressLocality: 'Den Haag',
          postalCode: '2582',
          addressCountry: 'NL',
        },
        geo: { '@type': 'GeoCoordinates', latitude: 52.09769, longitude: 4.273752 },
        image: ['https://rooms.example/services/api/image/l%2F1.webp/resize/960-640'],
      },
    });
    expect(data).not.toHaveProperty('availabilityEnds');
  });

  it('maps studios to Apartment, student housing to Accommodation, and adds the end date', () => {
    const studio = listingJsonLd({
      listing: listingFixture({ listingType: 4, availableTo: '2027-06-07' }),
      url: URL_NL,
      origin: 'https://rooms.example',
      inLanguage: 'en',
      summary: '',
    });
    expect(studio).toMatchObject({
      availabilityEnds: '2027-06-07',
      itemOffered: { '@type': 'Apartment' },
    });
    expect(studio.itemOffered).not.toHaveProperty('image');
    const student = listingJsonLd({
      listing: listingFixture({ listingType: 16 }),
      url: URL_NL,
      origin: 'https://rooms.example',
      inLanguage: 'en',
      summary: '',
    });
    expect(student).toMatchObject({ itemOffered: { '@type': 'Accommodation' } });
  });
});

describe('serializeJsonLd', () => {
  it('cannot be broken out of by advert text', () => {
    const text = serializeJsonLd({ description: '</script><script>alert(1)</script> & more' });
    expect(text).not.toContain('<');
    expect(text).not.toContain('>');
    expect(JSON.parse(text)).toEqual({
      description: '</script><script>alert(1)</script> & more',
    });
  });
});
