import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Database schema (spec §3). Money is integer euro cents, surfaces m², coordinates WGS84
 * degrees, times `timestamptz` in UTC. Enumerations are stored as the spec's numeric values
 * (smallint), multi-valued enumerations as bit flags (integer).
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Accounts: the §3 user profile fields plus what the legacy login needs. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    /** Image key of the profile photo (served by /image/{key}). */
    photoKey: text('photo_key'),
    /** Site language of the user: 'nl' or 'en'. */
    locale: text('locale').notNull().default('nl'),
    /**
     * End of the tenant premium the user has (§3 `haspremiumaccount` = `premium_until > now()`);
     * null when never. Kept equal to the latest active TenantPremium entitlement's end by
     * `payments/entitlements.ts`, in the transaction that changes the entitlements.
     */
    premiumUntil: timestamp('premium_until', { withTimezone: true }),
    /** End of the landlord's tenant-search access (products 241/242), null when never; as above. */
    tenantSearchUntil: timestamp('tenant_search_until', { withTimezone: true }),
    /** Stripe customer (`cus_…`) of the user, created at the first payment; null before. */
    stripeCustomerId: text('stripe_customer_id'),
    /**
     * The user's referral code (8 characters of `REFERRAL_CODE_ALPHABET`,
     * `payments/referrals/referral-codes.ts`), created on first use and never changed; null
     * before, and again after the account is deleted (the link stops working).
     */
    referralCode: text('referral_code'),
    productShortDescription: text('product_short_description'),
    /** GenderPreference value of the user's own gender (Male 1, Female 2), null when not given. */
    gender: smallint('gender'),
    birthDate: date('birth_date'),
    /** Tenant occupation flag (§3: Student 1, WorkingStudent 2, Working 4, LookingForJob 8). */
    occupation: smallint('occupation'),
    /** Whether search alerts may e-mail the user (`/unsubscribe`, "stop all alert e-mails"). */
    alertEmails: boolean('alert_emails').notNull().default(true),
    /** Whether new-message notifications may be e-mailed (`/account/settings`, issue 26). */
    messageEmails: boolean('message_emails').notNull().default(true),
    /**
     * Latest sign-in or session use, to the hour (shown on tenant cards as "last active"); null
     * when the user never signed in.
     */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    /**
     * When the account was deleted (GDPR art. 17, issue 26): the row stays, emptied of personal
     * data, so that messages to others survive as from "a deleted user"; it can never sign in.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * StaffRole of @rooms/domain (Moderator 1, Admin 2) of a back-office account (issue 28);
     * null for everyone else. Set only by `pnpm staff:add`, never through the site.
     */
    staffRole: smallint('staff_role'),
    /** When a moderator blocked the account (issue 28, §3 block duration); null when not blocked. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    /** End of a Temporary block; null with `blocked_at` set = Indefinite. */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('users_staff_role', sql`${t.staffRole} is null or ${t.staffRole} between 1 and 2`),
    check('users_block_has_start', sql`${t.blockedUntil} is null or ${t.blockedAt} is not null`),
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    uniqueIndex('users_referral_code_uq').on(t.referralCode),
  ],
);

/** Revocable login sessions; the cookie carries a random token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * When the session was last used, to the hour: written at most once per
     * `SESSION_TOUCH_INTERVAL_SECONDS` (auth/session-store.ts); a session unused for
     * `SESSION_IDLE_SECONDS` (14 days) ends even before `expires_at` (issue 23).
     */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Sign-ups waiting for their e-mail address to be confirmed (issue 23: registration must not
 * reveal which addresses have accounts). The account (`users`) is only created when the link
 * e-mailed to the address is opened; until then nothing here blocks the address. `token_hash`
 * (SHA-256 of the link's token) is set by the job that sends the e-mail, so no live link is
 * stored in the job queue; the row is deleted when it is confirmed, or when it turns out the
 * address has an account (the owner gets a notice instead), or after `expires_at`.
 */
export const pendingRegistrations = pgTable(
  'pending_registrations',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    /** Site language of the new account: 'nl' or 'en'. */
    locale: text('locale').notNull().default('nl'),
    tokenHash: text('token_hash'),
    /**
     * The referral code of the sign-up link (`?ref=`), normalised (upper case); the inviter is
     * looked up when the account is created. Never checked at sign-up (nothing reveals whether a
     * code exists).
     */
    referralCode: text('referral_code'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('pending_registrations_token_uq').on(t.tokenHash),
    index('pending_registrations_expires_idx').on(t.expiresAt),
  ],
);

/** Single-use password reset tokens sent by e-mail (SHA-256 of the token stored). */
export const passwordResetTokens = pgTable('password_reset_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Dutch places (BAG woonplaatsen) with their slug, e.g. 'den-haag', and centre coordinate. */
export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    municipality: text('municipality').notNull(),
    province: text('province').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /** BAG address count, the size measure used for ranking suggestions and spreading the seed. */
    addressCount: integer('address_count').notNull(),
  },
  (t) => [
    uniqueIndex('cities_slug_uq').on(t.slug),
    index('cities_name_trgm_idx').using(
      'gin',
      sql`immutable_unaccent(lower(${t.name})) gin_trgm_ops`,
    ),
    // Location suggestions (src/geography): exact and prefix matches on the folded name.
    index('cities_name_prefix_idx').using(
      'btree',
      sql`immutable_unaccent(lower(${t.name})) text_pattern_ops`,
    ),
  ],
);

/** Streets (BAG openbare ruimten) of a city with a representative coordinate. */
export const streets = pgTable(
  'streets',
  {
    id: serial('id').primaryKey(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    postcode4: text('postcode4'),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    addressCount: integer('address_count').notNull(),
  },
  (t) => [
    uniqueIndex('streets_city_slug_uq').on(t.cityId, t.slug),
    index('streets_name_trgm_idx').using(
      'gin',
      sql`immutable_unaccent(lower(${t.name})) gin_trgm_ops`,
    ),
    // Location suggestions (src/geography): exact and prefix matches on the folded name.
    index('streets_name_prefix_idx').using(
      'btree',
      sql`immutable_unaccent(lower(${t.name})) text_pattern_ops`,
    ),
  ],
);

/**
 * Adverts with every field the wizard of §2 collects; enums keep the §3 numeric values. A
 * Concept (-1) advert is a wizard draft: it exists from the first step on and its wizard columns
 * stay null until their step is saved; every other status has them all (CHECK
 * `listings_complete_unless_concept`). Readers of published adverts get non-null types through
 * `completeListings` (db/complete-listings.ts).
 */
export const listings = pgTable(
  'listings',
  {
    id: serial('id').primaryKey(),
    landlordId: integer('landlord_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** ListingType: Room 1, Apartment 2, Studio 4, Antikraak 8, StudentResidence 16. */
    listingType: smallint('listing_type').notNull(),
    /** OwnerType: PrivateOwner 1, Roommate 2, RealEstateAgent 4, Other 8. */
    ownerType: smallint('owner_type'),
    /** ListingStatus (§3), Concept -1 while the wizard is unfinished. */
    status: smallint('status').notNull(),
    cityId: integer('city_id').references(() => cities.id),
    streetId: integer('street_id').references(() => streets.id),
    /** House number as stored by the wizard: '12', '12A', '12-2' (`normalizeHouseNumber`). */
    houseNumber: text('house_number'),
    /** Dutch postcode '1234 AB' (`normalizePostcode`). */
    postcode: text('postcode'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    surfaceM2: integer('surface_m2'),
    /** Furnishing: Uncarpeted 1, Unfurnished 2, Furnished 4. */
    furnishing: smallint('furnishing'),
    rentCents: integer('rent_cents'),
    serviceCostsCents: integer('service_costs_cents').notNull().default(0),
    depositCents: integer('deposit_cents').notNull().default(0),
    utilitiesIncluded: boolean('utilities_included').notNull().default(false),
    availableFrom: date('available_from'),
    availableTo: date('available_to'),
    /** RentalPeriod (ours: ThreeMonths 1, SixMonths 2, OneYear 3, TwoYearOrMore 4); null = indefinite. */
    rentalPeriod: smallint('rental_period'),
    isBathroomPrivate: boolean('is_bathroom_private').notNull().default(false),
    isToiletPrivate: boolean('is_toilet_private').notNull().default(false),
    isKitchenPrivate: boolean('is_kitchen_private').notNull().default(false),
    hasInternet: boolean('has_internet').notNull().default(false),
    isSmokingInsideAllowed: boolean('is_smoking_inside_allowed').notNull().default(false),
    isPetsInsideAllowed: boolean('is_pets_inside_allowed').notNull().default(false),
    /** Preferred tenant genders, GenderPreference bit flags (Male 1, Female 2, Mixed 4, NotImportant 8). */
    preferredGenders: smallint('preferred_genders').notNull().default(8),
    preferredAgeMin: smallint('preferred_age_min').notNull().default(16),
    preferredAgeMax: smallint('preferred_age_max').notNull().default(99),
    /** Preferred occupations, occupation bit flags (Student 1, WorkingStudent 2, Working 4, LookingForJob 8). */
    preferredOccupations: smallint('preferred_occupations').notNull().default(15),
    /** How many persons may live in it (1 or 2 and more). */
    suitableForPersons: smallint('suitable_for_persons').notNull().default(1),
    currentResidents: smallint('current_residents').notNull().default(0),
    /** Genders of the current residents, GenderPreference bit flags, 0 when none. */
    currentResidentGenders: smallint('current_resident_genders').notNull().default(0),
    /** Energy label: 'A'…'G' or 'Unknown'. */
    energyLabel: text('energy_label').notNull().default('Unknown'),
    /** Languages spoken in the house, §3 bit flags (Dutch 1, English 2 …). */
    languages: integer('languages').notNull().default(0),
    title: text('title'),
    description: text('description'),
    /**
     * Student house (§2 wizard step student-house) the advert belongs to, null when none; picks
     * the landlord's auto-reply of that house (conversation_auto_replies).
     */
    studentHouseId: integer('student_house_id').references(() => studentHouses.id, {
      onDelete: 'set null',
    }),
    /**
     * Top advert ('TopAdvert' product) until this time; null when not boosted. Kept equal to the
     * latest active TopAdvert entitlement's end (unlimited = the advert's lifetime: year 9999).
     */
    topAdvertUntil: timestamp('top_advert_until', { withTimezone: true }),
    /**
     * Unlocked ('UnlockAdvert' product, issue 27) until this time: tenants without premium may
     * react. Null when not unlocked; maintained like `top_advert_until`.
     */
    unlockedUntil: timestamp('unlocked_until', { withTimezone: true }),
    views: integer('views').notNull().default(0),
    /**
     * DeactivationReason (§3) the landlord gave at the latest deactivation
     * (`POST /listing/deactivate-listing`); kept after a reactivation; null when never deactivated.
     */
    deactivationReason: smallint('deactivation_reason'),
    /** RejectionReason of @rooms/domain while the status is Rejected 2 (issue 28); else null. */
    rejectionReason: smallint('rejection_reason'),
    /**
     * The status a visible advert had when its landlord was blocked (it is then Blocked 8); the
     * unblock restores it. Null otherwise.
     */
    statusBeforeBlock: smallint('status_before_block'),
    /** Latest move-up (`POST /listing/moveup`), null when never; at most one per 24 hours. */
    movedUpAt: timestamp('moved_up_at', { withTimezone: true }),
    /**
     * When the landlord last confirmed the advert is still available (issue 28 fresh adverts):
     * `POST /listing/confirm-available` or its e-mail link, and every return to search
     * (publication, approval, reactivation: trigger `listings_confirmed_when_visible` of
     * migration 0021). The freshness job reminds at 14 days and takes it offline at 30.
     */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the freshness job last asked the landlord to confirm; null when not since. */
    confirmationRemindedAt: timestamp('confirmation_reminded_at', { withTimezone: true }),
    /**
     * SHA-256 (hex) of the secret of the one-click link in the latest reminder or "left search"
     * e-mail; null when none is open. Cleared by every confirmation (the link is spent).
     */
    confirmationTokenHash: text('confirmation_token_hash'),
    /**
     * Wizard steps saved while a Concept: bit `1 << n` for §3 ListingCreationStep n (so fields
     * with a database default count only once their step was saved). Ignored once published.
     */
    wizardSavedSteps: integer('wizard_saved_steps').notNull().default(0),
    createdAt: createdAt(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => {
    // VISIBLE_STATUSES_SQL of db/visible-listings.ts, written out: drizzle-kit loads this file
    // on its own and cannot resolve our imports. Queries must use that same literal.
    const visible = sql`${t.status} in (3, 4, 10)`;
    // Every column a search filters on (search/filters.ts, geometry.ts). Carried as trailing
    // key columns of the two "newest first" indexes (Drizzle has no INCLUDE), so counts and
    // filtered pages are index-only scans that never visit the table.
    const filterColumns = [
      t.listingType,
      t.ownerType,
      t.furnishing,
      t.rentCents,
      t.surfaceM2,
      t.availableFrom,
      t.availableTo,
      t.isBathroomPrivate,
      t.isToiletPrivate,
      t.isKitchenPrivate,
      t.hasInternet,
      t.isSmokingInsideAllowed,
      t.isPetsInsideAllowed,
      t.preferredGenders,
      t.preferredAgeMin,
      t.preferredAgeMax,
      t.preferredOccupations,
      t.suitableForPersons,
      t.currentResidents,
      t.currentResidentGenders,
      t.topAdvertUntil,
      t.lat,
      t.lng,
    ] as const;
    // Without lat/lng: the geographic index leads with them.
    const filterColumnsButPoint = filterColumns.filter((c) => c !== t.lat && c !== t.lng);
    return [
      index('listings_landlord_idx').on(t.landlordId),
      // Search of a city (the common case), newest first (covering) and by price.
      index('listings_visible_city_published_idx')
        .on(t.cityId, t.publishedAt.desc(), t.id.desc(), ...filterColumns)
        .where(visible),
      index('listings_visible_city_rent_idx').on(t.cityId, t.rentCents, t.id).where(visible),
      // Search of the whole country, one covering index per sort order (the other sorts of a
      // city use them too, filtering city_id inside the index).
      index('listings_visible_published_idx')
        .on(t.publishedAt.desc(), t.id.desc(), t.cityId, ...filterColumns)
        .where(visible),
      index('listings_visible_rent_idx')
        .on(t.rentCents, t.id, t.cityId, ...filterColumns)
        .where(visible),
      index('listings_visible_surface_idx')
        .on(t.surfaceM2, t.id, t.cityId, ...filterColumns)
        .where(visible),
      index('listings_visible_available_idx')
        .on(t.availableFrom, t.id, t.cityId, ...filterColumns)
        .where(visible),
      // Radius and map-box search: a latitude band (btree range with real statistics, unlike
      // the GiST `<@` estimate), longitude and every filter checked inside the index.
      index('listings_visible_geo_idx')
        .on(t.lat, t.lng, t.publishedAt.desc(), t.id.desc(), t.cityId, ...filterColumnsButPoint)
        .where(visible),
      // Top adverts (topAdsOnly, and the top-adverts-first branch): the few boosted listings.
      index('listings_visible_top_idx')
        .on(t.publishedAt.desc(), t.id.desc(), t.cityId, ...filterColumns)
        .where(sql`${t.status} in (3, 4, 10) and ${t.topAdvertUntil} is not null`),
      // The freshness job: online adverts by their last confirmation, oldest first.
      index('listings_visible_confirmed_idx').on(t.confirmedAt).where(visible),
      // Average rent-out days (GET /listing/averagerentoutdays): deactivated listings by city.
      index('listings_inactive_city_idx')
        .on(t.cityId, t.publishedAt, t.updatedAt)
        .where(sql`${t.status} = 5`),
      // The landlord's wizard drafts, newest first (GET /supplyflow/cra-draft-list-status).
      index('listings_landlord_concept_idx')
        .on(t.landlordId, t.createdAt.desc())
        .where(sql`${t.status} = -1`),
      // Fraud rule "same description as another landlord" (listing-wizard/fraud-rules.ts).
      index('listings_description_md5_idx').using('hash', sql`md5(lower(${t.description}))`),
      // A draft may lack its wizard columns; every other status has them all.
      check(
        'listings_complete_unless_concept',
        sql`${t.status} = -1 or (${sql.join(
          [
            t.ownerType,
            t.cityId,
            t.streetId,
            t.houseNumber,
            t.postcode,
            t.lat,
            t.lng,
            t.surfaceM2,
            t.furnishing,
            t.rentCents,
            t.availableFrom,
            t.title,
            t.description,
          ].map((column) => sql`${column} is not null`),
          sql` and `,
        )})`,
      ),
    ];
  },
);

/**
 * A tenant's profile (issue 26, §2 `/public-profile`): what landlords see on the tenant search
 * (§7 `POST /tenant/findtenants`) and the public profile page. First name, photo, gender and
 * occupation stay on `users`. Only a `searchable` (every required item filled, see
 * `tenantProfileCompleteness` of @rooms/domain, written by the API on every save) and `visible`
 * profile is ever shown to others. Money in euro cents, surfaces in m².
 */
export const tenantProfiles = pgTable(
  'tenant_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    introduction: text('introduction').notNull().default(''),
    /** TenantAgeBand of @rooms/domain (ours), null until chosen; never a date of birth. */
    ageBand: smallint('age_band'),
    /** Languages spoken, §3 bit flags (Dutch 1, English 2 …). */
    languages: integer('languages').notNull().default(0),
    /** Ids of the cities sought (cities.id), at most TENANT_PROFILE_LIMITS.citiesMax. */
    cityIds: integer('city_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    maxRentCents: integer('max_rent_cents'),
    minSurfaceM2: smallint('min_surface_m2'),
    /** Furnishings accepted, Furnishing bit flags (Uncarpeted 1, Unfurnished 2, Furnished 4); 0 = any. */
    furnishings: smallint('furnishings').notNull().default(0),
    moveInDate: date('move_in_date'),
    /** Periods sought, AVAILABILITY_PERIOD_IDS bit flags (temporary 1, indefinite 2); 0 = any. */
    availabilityPeriods: smallint('availability_periods').notNull().default(0),
    /** People moving in together. */
    householdSize: smallint('household_size').notNull().default(1),
    smoker: boolean('smoker').notNull().default(false),
    hasPets: boolean('has_pets').notNull().default(false),
    /** Most roommates accepted, ROOMMATE_MAX_IDS (none 1 … more than eight 4); null = any. */
    roommateMax: smallint('roommate_max'),
    /** Roommate genders accepted, GenderPreference bit flags (Male 1, Female 2, Mixed 4); 0 = any. */
    roommateGenders: smallint('roommate_genders').notNull().default(0),
    /** Whether the tenant lets landlords find the profile (default on once complete). */
    visible: boolean('visible').notNull().default(true),
    /** Every required item filled (`tenantProfileCompleteness(...).searchable`). */
    searchable: boolean('searchable').notNull().default(false),
    /** Completeness in percent, as shown to the tenant and used by the Recommended sort. */
    completeness: smallint('completeness').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => {
    const shown = sql`${t.visible} and ${t.searchable}`;
    return [
      // Tenant search in a city: the profiles whose cities sought overlap the cities near it.
      index('tenant_profiles_cities_idx').using('gin', t.cityIds).where(shown),
      // Tenant search of the whole country, most recent first.
      index('tenant_profiles_shown_updated_idx').on(t.updatedAt.desc(), t.userId).where(shown),
    ];
  },
);

/**
 * A landlord's student house (issue 26, §2 `/studenthouse`, wizard step student-house,
 * `cra-studenthouse`): a building with several rooms managed once; room adverts link to it
 * through `listings.student_house_id`, and it may have its own auto-reply.
 */
export const studentHouses = pgTable(
  'student_houses',
  {
    id: serial('id').primaryKey(),
    landlordId: integer('landlord_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    streetId: integer('street_id')
      .notNull()
      .references(() => streets.id),
    houseNumber: text('house_number').notNull(),
    postcode: text('postcode').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /** Shared facilities, bit flags (ours, defined in @rooms/domain). */
    facilities: integer('facilities').notNull().default(0),
    houseRules: text('house_rules').notNull().default(''),
    /** Image keys of the house's photos, in display order. */
    photoKeys: text('photo_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('student_houses_landlord_idx').on(t.landlordId)],
);

/** Photos of an advert in display order; one is the cover. */
export const listingPhotos = pgTable(
  'listing_photos',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    imageKey: text('image_key').notNull(),
    position: smallint('position').notNull(),
    isCover: boolean('is_cover').notNull().default(false),
    /** Size of the stored (normalised) original in px; null for photos from before uploads. */
    width: integer('width'),
    height: integer('height'),
    /** Bytes of the stored original; null for photos from before uploads. */
    bytes: integer('bytes'),
    createdAt: createdAt(),
  },
  (t) => [index('listing_photos_listing_idx').on(t.listingId, t.position)],
);

/** A user's favourite listings. */
export const favoriteListings = pgTable(
  'favorite_listings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.listingId] })],
);

/** A user's favourite tenants (landlords favouriting tenant profiles). */
export const favoriteTenants = pgTable(
  'favorite_tenants',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tenantId] })],
);

/**
 * Fixed-window counters of the rate limiter (login, registration and reset attempts). The key
 * names the rule and a hashed subject (client address or e-mail); rows of past windows are purged.
 * In PostgreSQL so that every API instance counts together.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    index('rate_limits_window_start_idx').on(t.windowStart),
  ],
);

/**
 * Client keys (auth/client-address.ts) from which an account has signed in, for the soft
 * account-wide login limit (auth/login-attempts.ts): while an account is under attack, only these
 * clients may still try. Both keys are hashed like the rate limiter's (no address or e-mail in
 * clear); rows unused for 30 days are purged.
 */
export const loginKnownClients = pgTable(
  'login_known_clients',
  {
    /** SHA-256 (base64url) of the account subject (`user:<id>`). */
    accountKey: text('account_key').notNull(),
    /** SHA-256 (base64url) of the client key. */
    clientKey: text('client_key').notNull(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountKey, t.clientKey] }),
    index('login_known_clients_last_sign_in_at_idx').on(t.lastSignInAt),
  ],
);

/**
 * Conversations (§3 "Conversations"): one per tenant and listing, between the tenant who reacted
 * and the advertiser (`landlord_id`, copied from the listing when the conversation starts).
 * `message_count` is also the sequence number of the last message: sending takes the row lock
 * and increments it, so the messages of a conversation are numbered 1, 2, 3 … without gaps.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    landlordId: integer('landlord_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** ListingArrivalSource of the first reaction (§3): search result 1, my match 2, alert e-mail 3; invitation 4 (ours, issue 26). */
    arrivalSource: smallint('arrival_source').notNull(),
    /** Messages so far, and the sequence number of the last one. */
    messageCount: integer('message_count').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('conversations_tenant_listing_uq').on(t.tenantId, t.listingId),
    index('conversations_listing_idx').on(t.listingId),
    index('conversations_landlord_idx').on(t.landlordId),
  ],
);

/**
 * Each participant's own view of a conversation (§3, §4): the folder it sits in, the favourite
 * flag, how far the participant has read, the last own message (for the Unreplied inbox) and
 * the last new-message e-mail sent to them (at most one per 15 minutes). Exactly two rows per
 * conversation: the tenant's and the landlord's. Every conversation query joins this table on
 * the caller's user id, so nobody else's conversation is ever read or changed.
 */
export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** UserPageRole (§3): Landlord 1 (the advertiser), Tenant 2. */
    role: smallint('role').notNull(),
    /** FolderFilter (§3): Normal 1, Trash 2, Deleted 3, PossibleAbuse 4 (reported by this participant). */
    folder: smallint('folder').notNull().default(1),
    isFavorite: boolean('is_favorite').notNull().default(false),
    /** Sequence number of the last message read; later messages are unread. */
    lastReadSeq: integer('last_read_seq').notNull().default(0),
    /** Marked unread by the participant (action Unread), until read again. */
    markedUnread: boolean('marked_unread').notNull().default(false),
    /** Sequence number of the participant's last reaction or message (auto-replies excluded), 0 when none. */
    lastSentSeq: integer('last_sent_seq').notNull().default(0),
    /** When the last new-message e-mail about this conversation went to this participant. */
    lastNotifiedAt: timestamp('last_notified_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('conversation_participants_user_folder_idx').on(t.userId, t.folder),
  ],
);

/**
 * Messages of a conversation, numbered by `seq` (1, 2, 3 …) in the order they were sent. The
 * text is stored exactly as typed. `client_key` is the sender's idempotency key: a retried send
 * with the same key finds the first message instead of adding a second one.
 */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    /** MessageKind (ours): Reaction 1, Message 2, AutoReply 3. */
    kind: smallint('kind').notNull(),
    body: text('body').notNull(),
    /** ListingArrivalSource (§3) of a reaction; null for other messages. */
    arrivalSource: smallint('arrival_source'),
    clientKey: text('client_key'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('messages_conversation_seq_uq').on(t.conversationId, t.seq),
    uniqueIndex('messages_sender_client_key_uq').on(t.senderId, t.clientKey),
  ],
);

/**
 * A landlord's automatic reply to new reactions (§7 `/conversation/auto-reply`): one general
 * reply (`student_house_id` null) and one per student house.
 */
export const conversationAutoReplies = pgTable(
  'conversation_auto_replies',
  {
    id: serial('id').primaryKey(),
    landlordId: integer('landlord_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studentHouseId: integer('student_house_id').references(() => studentHouses.id, {
      onDelete: 'cascade',
    }),
    isEnabled: boolean('is_enabled').notNull(),
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('conversation_auto_replies_landlord_house_uq')
      .on(t.landlordId, t.studentHouseId)
      .nullsNotDistinct(),
  ],
);

/**
 * Abuse reports (§3 "Abuse and moderation") of a conversation or of a listing, one per reporter
 * and subject (a second report replaces the reason and comment).
 */
export const abuseReports = pgTable(
  'abuse_reports',
  {
    id: serial('id').primaryKey(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conversationId: integer('conversation_id').references(() => conversations.id, {
      onDelete: 'cascade',
    }),
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'cascade' }),
    /** The tenant whose public profile is reported (issue 28 "flagged tenant profiles"). */
    tenantUserId: integer('tenant_user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** AbuseReason (conversation or profile, 1..5) or ListingAbuseReason (listing, 1..6), §3. */
    reason: smallint('reason').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
    /** When a moderator closed the report (issue 28); null while open. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    /** ReportOutcome of @rooms/domain (Dismissed 1, ActionTaken 2) once closed. */
    outcome: smallint('outcome'),
  },
  (t) => [
    index('abuse_reports_open_idx').on(t.createdAt).where(sql`${t.resolvedAt} is null`),
    uniqueIndex('abuse_reports_reporter_conversation_uq').on(t.reporterId, t.conversationId),
    uniqueIndex('abuse_reports_reporter_listing_uq').on(t.reporterId, t.listingId),
    uniqueIndex('abuse_reports_reporter_tenant_uq').on(t.reporterId, t.tenantUserId),
    index('abuse_reports_listing_idx').on(t.listingId),
    // Whether the other participant reported a conversation, on every message sent (issue 23).
    index('abuse_reports_conversation_idx').on(t.conversationId),
    check(
      'abuse_reports_one_subject',
      sql`num_nonnulls(${t.conversationId}, ${t.listingId}, ${t.tenantUserId}) = 1`,
    ),
  ],
);

/**
 * Search alerts (PSA, §1, §2 `/account/alerts`, §7 `/alert/*`): a user's saved listing search
 * that e-mails new matches. `search_request` is the §3 request as saved (what the site shows and
 * links to); `criteria` and `place` are its normalised search criteria and resolved place, which
 * the matching confirms every candidate with (the search's own predicate); the remaining
 * columns only pre-select candidates for a new listing (`alerts/alert-matching.ts`).
 */
export const searchAlerts = pgTable(
  'search_alerts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Random, unguessable (128 bits, base64url): links and unsubscribing, never the id. */
    psaIdentifier: text('psa_identifier').notNull(),
    name: text('name'),
    /** AlertFrequency: Instant 1, Daily 2, Weekly 3. */
    frequency: smallint('frequency').notNull(),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    /** Language of its e-mails: 'nl' or 'en' (the site's language when it was saved). */
    language: text('language').notNull(),
    searchRequest: jsonb('search_request').notNull(),
    criteria: jsonb('criteria').notNull(),
    place: jsonb('place').notNull(),
    /** The criteria without paging and sort, as JSON: the same search saved twice is 1129. */
    criteriaKey: text('criteria_key').notNull(),
    /** City of a city search (radius 0), else null. */
    cityId: integer('city_id'),
    /** Box of a radius or map search, degrees, else null. */
    latLo: doublePrecision('lat_lo'),
    latHi: doublePrecision('lat_hi'),
    lngLo: doublePrecision('lng_lo'),
    lngHi: doublePrecision('lng_hi'),
    /** Whether the alert has no place (the whole country). */
    everywhere: boolean('everywhere').notNull().default(false),
    /** Maximum rent in euro cents, null for none. */
    maxRentCents: integer('max_rent_cents'),
    /** ListingType bits a match can have (Room 1 … StudentResidence 16; 31 = any). */
    listingTypeMask: smallint('listing_type_mask').notNull(),
    /** When its latest e-mail (instant or digest) was sent, null before the first. */
    lastEmailedAt: timestamp('last_emailed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('search_alerts_psa_uq').on(t.psaIdentifier),
    uniqueIndex('search_alerts_user_criteria_uq').on(t.userId, t.criteriaKey),
    // The maximum rent as a range key (no maximum = the largest integer), so a listing's rent
    // bounds the scan in both indexes: `alerts/alert-matching.ts` writes the same expression.
    index('search_alerts_city_rent_idx')
      .on(t.cityId, sql`coalesce(${t.maxRentCents}, 2147483647)`)
      .where(sql`${t.cityId} is not null and ${t.pausedAt} is null`),
    // GiST over the box and the rent (btree_gist): a listing in a large city lies in thousands
    // of radius boxes, most of which its rent rules out.
    index('search_alerts_box_idx')
      .using(
        'gist',
        sql`box(point(${t.lngLo}, ${t.latLo}), point(${t.lngHi}, ${t.latHi}))`,
        sql`coalesce(${t.maxRentCents}, 2147483647)`,
      )
      .where(sql`${t.latLo} is not null and ${t.pausedAt} is null`),
    index('search_alerts_everywhere_idx')
      .on(t.id)
      .where(sql`${t.everywhere} and ${t.pausedAt} is null`),
    check('search_alerts_frequency', sql`${t.frequency} in (1, 2, 3)`),
  ],
);

/**
 * Listings an alert matched, once each (replays and retries send nothing twice); `sent_at` is
 * set when an e-mail carried it (or the digest that skipped it as no longer visible ran).
 */
export const searchAlertMatches = pgTable(
  'search_alert_matches',
  {
    alertId: integer('alert_id')
      .notNull()
      .references(() => searchAlerts.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.alertId, t.listingId] }),
    index('search_alert_matches_unsent_idx')
      .on(t.alertId)
      .where(sql`${t.sentAt} is null`),
    index('search_alert_matches_alert_time_idx').on(t.alertId, t.matchedAt),
    index('search_alert_matches_listing_idx').on(t.listingId),
  ],
);

/**
 * Payments (issue 27, §3 "Payments and products"): one row per Stripe PaymentIntent (a one-off
 * product, or one invoice of a subscription: first period, renewal or reminder payment). Money
 * rows are never deleted, not even with the account (bookkeeping); `status` only moves forward
 * through `payments/payment-state.ts`.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /**
     * ProductIds (§3) paid for: one account product, or up to one TopAdvert and one UnlockAdvert
     * for the same advert (`POST /premium/supplyproducts` pays the selection at once).
     */
    productIds: smallint('product_ids').array().notNull(),
    /** The advert of TopAdvert/UnlockAdvert products, else null. */
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    /** The subscription an invoice payment belongs to, else null. */
    subscriptionId: integer('subscription_id').references(() => subscriptions.id),
    /** Amount charged, euro cents, 21% VAT included. */
    amountCents: integer('amount_cents').notNull(),
    /** PaymentStatus (§3): StartedNotSent -1 … PendingInput 21. */
    status: smallint('status').notNull().default(-1),
    stripePaymentIntentId: text('stripe_payment_intent_id'),
    stripeInvoiceId: text('stripe_invoice_id'),
    /** Card-provider method string (§3: ideal, card, sepa_debit …) once known. */
    paymentMethod: text('payment_method'),
    /** Stripe's payment-method fingerprint (card or IBAN), for self-referral checks. */
    paymentFingerprint: text('payment_fingerprint'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Refund or chargeback time (status Refund 12 or Chargeback 16). */
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_intent_uq').on(t.stripePaymentIntentId),
    uniqueIndex('payments_invoice_uq').on(t.stripeInvoiceId),
    index('payments_user_idx').on(t.userId, t.createdAt),
    index('payments_listing_idx').on(t.listingId),
    check('payments_amount_positive', sql`${t.amountCents} > 0`),
    check('payments_some_product', sql`cardinality(${t.productIds}) between 1 and 2`),
  ],
);

/**
 * Renewing products as Stripe subscriptions (258, 261, 241). Stopping renewal sets
 * `cancel_at_period_end` (the paid period stays); a withdrawal within 14 days ends it at once.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** ProductId (§3) of a renewing product. */
    productId: smallint('product_id').notNull(),
    stripeSubscriptionId: text('stripe_subscription_id').notNull(),
    /** Stripe's status: incomplete, active, past_due, canceled, unpaid … */
    status: text('status').notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** Period end the 7-days-before renewal reminder was sent for (once per period). */
    reminderSentForPeriodEnd: timestamp('reminder_sent_for_period_end', { withTimezone: true }),
    /** EU withdrawal (within 14 days of the first payment), else null. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_stripe_uq').on(t.stripeSubscriptionId),
    index('subscriptions_user_idx').on(t.userId),
    index('subscriptions_renewal_idx')
      .on(t.currentPeriodEnd)
      .where(sql`${t.status} = 'active' and not ${t.cancelAtPeriodEnd}`),
  ],
);

/**
 * What a user or an advert is entitled to and until when: the source of truth behind
 * `users.premium_until`, `users.tenant_search_until`, `listings.top_advert_until` and
 * `listings.unlocked_until`. A paid period, the 3-day grace after a failed renewal, the reply
 * guarantee's free extension and a referral reward are each a row; a refund or chargeback
 * revokes the rows of its payment.
 */
export const entitlements = pgTable(
  'entitlements',
  {
    id: serial('id').primaryKey(),
    /** ProductKind (ours: TenantPremium 1, TenantSearchAccess 2, TopAdvert 3, UnlockAdvert 4). */
    kind: smallint('kind').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The advert of a TopAdvert/UnlockAdvert entitlement, else null. */
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'cascade' }),
    productId: smallint('product_id').notNull(),
    /** The payment that bought it; null for a free period (grace, guarantee, referral). */
    paymentId: integer('payment_id').references(() => payments.id),
    /** EntitlementSource (ours: Paid 1, Grace 2, ReplyGuarantee 3, Referral 4). */
    source: smallint('source').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** End; null = as long as the advert lives (the unlimited advert products). */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('entitlements_user_idx').on(t.userId, t.kind),
    index('entitlements_listing_idx').on(t.listingId),
    // One entitlement per product of a payment: a replayed event grants nothing twice.
    uniqueIndex('entitlements_payment_product_uq')
      .on(t.paymentId, t.productId)
      .where(sql`${t.paymentId} is not null`),
    check('entitlements_kind', sql`${t.kind} in (1, 2, 3, 4)`),
    check('entitlements_advert', sql`(${t.kind} in (3, 4)) = (${t.listingId} is not null)`),
  ],
);

/**
 * Stripe webhook events, stored once by their id (`evt_…`) in the transaction that queues their
 * job: a replayed event is a no-op, and the job re-reads the object from Stripe.
 */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  /** The event's object id (`pi_…`, `in_…`, `sub_…`, `ch_…`). */
  objectId: text('object_id').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  handledAt: timestamp('handled_at', { withTimezone: true }),
});

/**
 * Invitations through a referral link (issue 27 "Cashback and referrals"): one row per invited
 * account, made when the account is created from a sign-up with the inviter's code. `status` is
 * the ReferralStatus of @rooms/domain (Joined 1, Clearing 2, Rewarded 3, SelfReferral 4,
 * Reversed 5); the invited account's first paid payment (`payment_id`) clears at `clears_at`
 * (SEPA: after its chargeback window), when both accounts get the reward
 * (`payments/referrals/`). Rows of a deleted account that were not rewarded are deleted with it;
 * rewarded ones stay as the other account's record (the deleted account's row is emptied).
 */
export const referrals = pgTable(
  'referrals',
  {
    id: serial('id').primaryKey(),
    inviterUserId: integer('inviter_user_id')
      .notNull()
      .references(() => users.id),
    invitedUserId: integer('invited_user_id')
      .notNull()
      .references(() => users.id),
    status: smallint('status').notNull().default(1),
    /** The invited account's first paid payment, once paid. */
    paymentId: integer('payment_id').references(() => payments.id),
    /** When the reward is due: paid time, plus 56 days for a SEPA debit. */
    clearsAt: timestamp('clears_at', { withTimezone: true }),
    rewardedAt: timestamp('rewarded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('referrals_invited_uq').on(t.invitedUserId),
    index('referrals_inviter_idx').on(t.inviterUserId, t.createdAt),
    index('referrals_payment_idx').on(t.paymentId),
    check('referrals_status', sql`${t.status} between 1 and 5`),
    check('referrals_not_self', sql`${t.inviterUserId} <> ${t.invitedUserId}`),
  ],
);

/**
 * Cashback (issue 27): part of a tenant's last premium payment refunded when a landlord confirms
 * the tenant rents the advert (`POST /listing/deactivate-listing` with reason FoundViaProduct and
 * the tenant's conversation), once per tenant ever. `status` is the CashbackStatus of
 * @rooms/domain (Pending 1, Refunded 2, NoPremiumPayment 3, Failed 4). A money row like
 * `payments`: kept when an account is deleted (it holds only ids and amounts).
 */
export const cashbacks = pgTable(
  'cashbacks',
  {
    id: serial('id').primaryKey(),
    tenantUserId: integer('tenant_user_id')
      .notNull()
      .references(() => users.id),
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    conversationId: integer('conversation_id').references(() => conversations.id, {
      onDelete: 'set null',
    }),
    /** The premium payment partly refunded; null when the tenant had none (NoPremiumPayment). */
    paymentId: integer('payment_id').references(() => payments.id),
    /** The refund, euro cents; null when nothing is paid out. */
    amountCents: integer('amount_cents'),
    status: smallint('status').notNull(),
    /** Stripe's refund (`re_…`) once made. */
    stripeRefundId: text('stripe_refund_id'),
    createdAt: createdAt(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('cashbacks_tenant_uq').on(t.tenantUserId),
    check('cashbacks_status', sql`${t.status} between 1 and 4`),
    check('cashbacks_amount_positive', sql`${t.amountCents} is null or ${t.amountCents} > 0`),
  ],
);

/**
 * Holds of the fraud rules (issue 28): one row each time an advert is put in Pending 11 at
 * publish or after an edit, with the rules that fired and the facts behind them, closed when a
 * moderator decides. The back office's "held adverts" queue is the open rows.
 */
export const listingHolds = pgTable(
  'listing_holds',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    /** 'publish', 'edit', or 'reports' (tenants' "already let" reports, issue 28). */
    trigger: text('trigger').notNull(),
    /** The rules that fired: `[{ rule: FraudRule, facts: { name: number } }]`. */
    rules: jsonb('rules').notNull(),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // One open hold per advert: a second edit that fires a rule adds to the open one.
    uniqueIndex('listing_holds_open_uq').on(t.listingId).where(sql`${t.resolvedAt} is null`),
    index('listing_holds_open_age_idx').on(t.createdAt).where(sql`${t.resolvedAt} is null`),
    check('listing_holds_trigger', sql`${t.trigger} in ('publish', 'edit', 'reports')`),
  ],
);

/**
 * Tenants' "already let" reports of an advert (issue 28 fresh adverts): one per tenant and
 * advert. Reports made after the advert's last confirmation count towards holding it
 * (`ALREADY_LET_REPORTS_TO_HOLD`).
 */
export const listingLetReports = pgTable(
  'listing_let_reports',
  {
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.reporterId] })],
);

/**
 * Scam signs in a landlord's message to a tenant (issue 28 "Scam warnings", `scamSignals` of
 * @rooms/domain): one row per message with signs, so the conversation is counted for the
 * moderators; closed when a moderator dismisses them or blocks the sender.
 */
export const scamFlags = pgTable(
  'scam_flags',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The ScamSignal words found: 'money_before_viewing', 'money_transfer_service', 'off_platform_contact'. */
    signals: text('signals').array().notNull(),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('scam_flags_message_uq').on(t.messageId),
    index('scam_flags_open_idx')
      .on(t.conversationId, t.createdAt)
      .where(sql`${t.resolvedAt} is null`),
  ],
);

/**
 * The audit log of the back office (issue 28): who (null = the system), when, what
 * (ModerationAction of @rooms/domain), on what and why. Rows are never changed or deleted; a
 * deleted staff account leaves them with `staff_id` null.
 */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id').references(() => users.id, { onDelete: 'set null' }),
    action: smallint('action').notNull(),
    /** 'listing', 'user', 'report' or 'conversation'. */
    subjectType: text('subject_type').notNull(),
    subjectId: integer('subject_id').notNull(),
    /** The moderator's why, as typed (at most 1000 characters). */
    note: text('note').notNull().default(''),
    /** What the action changed (a reason, a status, a block end), for the log's reader. */
    details: jsonb('details').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('moderation_actions_created_idx').on(t.createdAt),
    index('moderation_actions_staff_idx').on(t.staffId, t.createdAt),
    check('moderation_actions_action', sql`${t.action} between 1 and 10`),
    check(
      'moderation_actions_subject',
      sql`${t.subjectType} in ('listing', 'user', 'report', 'conversation')`,
    ),
  ],
);
