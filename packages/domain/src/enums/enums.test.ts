import { describe, expect, it } from 'vitest';

import { DEFAULT_MIN_SURFACE, PriceBand, SurfaceBand } from './bands';
import {
  ConversationAction,
  FolderFilter,
  InboxSort,
  InboxType,
  ListingArrivalSource,
  TENANT_ARRIVAL_SOURCES,
  MatchScoreLevel,
  MessageKind,
  UserPageRole,
} from './conversation';
import { enumValues, isEnumValue } from './enum-values';
import {
  Country,
  Furnishing,
  GenderPreference,
  LanguageSpoken,
  ListingCreationStep,
  ListingStatus,
  ListingType,
  MyListingsFilter,
  OwnerType,
  StepCompletion,
  TenantOccupation,
} from './listing';
import { AbuseReason, BlockDuration, DeactivationReason, ListingAbuseReason } from './moderation';
import {
  DEFAULT_PREMIUM_PRODUCT_ID,
  PaymentMethod,
  PaymentMethodGroup,
  paymentMethodGroup,
  PaymentStatus,
  ProductId,
} from './payment';
import { ListingSort, Radius, SearchListingType, TenantSort, ViewMode } from './search';
import { GENDER_IDS, WORK_STATUS_IDS } from './search-words';
import { DEFAULT_LOCALE, isLocale } from './site-language';

describe('§3 enumerations keep the spec values', () => {
  it('listing types, search listing types and owner types', () => {
    expect(ListingType).toEqual({
      Room: 1,
      Apartment: 2,
      Studio: 4,
      Antikraak: 8,
      StudentResidence: 16,
    });
    expect(SearchListingType).toEqual({
      Empty: 0,
      Room: 1,
      Apartment: 2,
      Studio: 4,
      Antisquat: 8,
      StudentHousing: 16,
      FurnishedApartment: 17,
      ShortTermRental: 18,
      LongTermRental: 19,
      Generic: 20,
    });
    expect(OwnerType).toEqual({ PrivateOwner: 1, Roommate: 2, RealEstateAgent: 4, Other: 8 });
  });

  it('listing statuses, my-listings filter, creation steps and step completion', () => {
    expect(ListingStatus).toEqual({
      Concept: -1,
      Created: 1,
      Rejected: 2,
      Approved: 3,
      Active: 4,
      Inactive: 5,
      Deleted: 6,
      PossibleAbuse: 7,
      Blocked: 8,
      Fraud: 9,
      AutomaticallyActivated: 10,
      Pending: 11,
    });
    expect(MyListingsFilter).toEqual({ Active: 0, Inactive: 1, Draft: 2 });
    expect(enumValues(ListingCreationStep)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13]);
    expect(StepCompletion).toEqual({ NotStarted: 1, Partially: 2, Completed: 3, Optional: 4 });
  });

  it('furnishing, gender preference, occupation flags, languages and countries', () => {
    expect(Furnishing).toEqual({ Uncarpeted: 1, Unfurnished: 2, Furnished: 4 });
    expect(GenderPreference).toEqual({ Male: 1, Female: 2, Mixed: 4, NotImportant: 8 });
    expect(TenantOccupation).toEqual({
      Student: 1,
      WorkingStudent: 2,
      Working: 4,
      LookingForJob: 8,
    });
    const languages = enumValues(LanguageSpoken);
    expect(languages).toHaveLength(18);
    expect(languages).toEqual(languages.map((_, index) => 2 ** index));
    expect(LanguageSpoken.Romanian).toBe(131072);
    expect(Country.Netherlands).toBe(166);
    expect(Country.Belgium).toBe(20);
  });

  it('conversation enumerations', () => {
    expect(InboxType).toEqual({
      Default: 0,
      All: 1,
      Favorite: 4,
      Trash: 9,
      ActiveListings: 15,
      InactiveListings: 16,
      Unreplied: 17,
    });
    expect(FolderFilter).toEqual({ All: 0, Normal: 1, Trash: 2, Deleted: 3, PossibleAbuse: 4 });
    expect(enumValues(ConversationAction)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(MatchScoreLevel).toEqual({ None: 0, Low: 1, Medium: 2, High: 3 });
    expect(ListingArrivalSource).toEqual({
      FromSearchResult: 1,
      FromMyMatch: 2,
      FromAlertEmail: 3,
      Invitation: 4,
    });
    expect(TENANT_ARRIVAL_SOURCES).toEqual([1, 2, 3]);
    expect(UserPageRole).toEqual({ Landlord: 1, Tenant: 2 });
    expect(InboxSort).toEqual({ Recommended: 'recommended', Newest: 'newest', Oldest: 'oldest' });
    expect(MessageKind).toEqual({ Reaction: 1, Message: 2, AutoReply: 3 });
  });

  it('abuse and moderation', () => {
    expect(enumValues(AbuseReason)).toEqual([1, 2, 3, 4, 5]);
    expect(ListingAbuseReason).toEqual({ ...AbuseReason, Other: 6 });
    expect(BlockDuration).toEqual({ Indefinite: 1, Temporary: 2 });
    expect(enumValues(DeactivationReason)).toEqual([1, 2, 3, 15, 16, 17]);
  });

  it('search enumerations', () => {
    expect(ListingSort).toEqual({
      NewestFirst: 1,
      PriceAscending: 2,
      PriceDescending: 4,
      Surface: 5,
      Availability: 6,
    });
    expect(TenantSort).toEqual({ Recommended: 0, MostRecent: 1, HighToLow: 2, LowToHigh: 3 });
    expect(ViewMode).toEqual({ List: 1, Map: 3, Favorite: 4 });
    expect(enumValues(Radius)).toEqual([0, 1, 2, 5, 10, 20]);
  });

  it('price bands run from 100 to 6000, then 20000; surface bands start at the default M6', () => {
    const prices = enumValues(PriceBand);
    expect(prices[0]).toBe(100);
    expect(prices.at(-2)).toBe(6000);
    expect(prices.at(-1)).toBe(20000);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    expect(prices).toEqual(expect.arrayContaining([500, 600]));
    expect(DEFAULT_MIN_SURFACE).toBe(SurfaceBand.M6);
    expect(enumValues(SurfaceBand)[0]).toBe(6);
  });

  it('word enumerations map to the numeric server ids', () => {
    expect(GENDER_IDS).toEqual({
      male: GenderPreference.Male,
      female: GenderPreference.Female,
      mixed: GenderPreference.Mixed,
    });
    expect(WORK_STATUS_IDS).toEqual({ student: 1, 'working-student': 2 });
  });

  it('payment statuses and product ids', () => {
    expect(enumValues(PaymentStatus)).toEqual([-1, 1, 2, 4, 5, 6, 9, 10, 12, 16, 18, 19, 20, 21]);
    expect(ProductId).toMatchObject({
      PremiumOneMonthLandlords: 241,
      Premium15DaysLandlords: 242,
      TopAdvert3Days: 245,
      TopAdvert7Days: 246,
      TopAdvertUnlimited: 247,
      UnlockAdvert3Days: 249,
      UnlockAdvert7Days: 250,
      UnlockAdvertUnlimited: 251,
      PremiumOneMonthNoRenewal: 238,
      FreshStart: 257,
      PremiumOneMonthTenant: 258,
      PremiumThreeMonthsTenantNoRenewal: 259,
      PremiumSixMonthsTenantNoRenewal: 260,
      PremiumThreeMonthsTenant: 261,
    });
    expect(DEFAULT_PREMIUM_PRODUCT_ID).toBe(258);
  });
});

describe('enumValues and isEnumValue', () => {
  it('lists values in declaration order and recognises them strictly', () => {
    expect(enumValues(ViewMode)).toEqual([1, 3, 4]);
    expect(isEnumValue(ViewMode, 3)).toBe(true);
    expect(isEnumValue(ViewMode, 2)).toBe(false);
    expect(isEnumValue(ViewMode, '3')).toBe(false);
  });
});

describe('paymentMethodGroup', () => {
  it('groups every method', () => {
    expect(paymentMethodGroup(PaymentMethod.Ideal)).toBe(PaymentMethodGroup.Ideal);
    expect(paymentMethodGroup(PaymentMethod.Visa)).toBe(PaymentMethodGroup.CreditCard);
    expect(paymentMethodGroup(PaymentMethod.Paypal)).toBe(PaymentMethodGroup.Paypal);
    expect(paymentMethodGroup(PaymentMethod.DirectDebit)).toBe(PaymentMethodGroup.EMandate);
    expect(paymentMethodGroup(PaymentMethod.Bancontact)).toBe(PaymentMethodGroup.Other);
    for (const method of enumValues(PaymentMethod)) {
      expect(isEnumValue(PaymentMethodGroup, paymentMethodGroup(method))).toBe(true);
    }
  });
});

describe('site languages', () => {
  it('knows nl and en, Dutch first', () => {
    expect(DEFAULT_LOCALE).toBe('nl');
    expect(isLocale('en')).toBe(true);
    expect(isLocale('nl')).toBe(true);
    expect(isLocale('de')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});
