/**
 * Fraud rules checked when a landlord publishes an advert (`POST
 * /supplyflow/cra-complete-create-advert`, issue 5). When any rule fires the advert is published
 * as Pending 11 (awaiting a moderator, not in search) instead of AutomaticallyActivated 10. The
 * landlord is not told which rule fired (that would teach a fraudster what to avoid); the API
 * logs it. The rules (ours):
 *
 * 1. `rent_far_below_city_level` — the rent is below {@link RENT_FLOOR_SHARE} (40%) of the
 *    city's published rent level for the listing type: the figures the seed uses too
 *    (`reference-data/rent-levels.ts`, from the repository's
 *    `data/rents/nl_rent_levels_reported.csv`): Kamernet room rent for a Room or
 *    StudentResidence, Kamernet studio rent for a Studio, Pararius € per m² × the surface for an
 *    Apartment, 35% of the room rent for Antikraak; the national figure where the city has none.
 *    "Too good to be true" prices are the classic rental scam. Always checked: the figures are
 *    part of the repository.
 * 2. `new_account_burst` — the landlord's account is younger than {@link NEW_ACCOUNT_DAYS}
 *    (7 days) and already published {@link BURST_ADVERTS} (3) or more other adverts in the
 *    last 24 hours: fresh accounts mass-posting are typical of scam runs.
 * 3. `duplicate_description` — another landlord has an advert (not a draft, not deleted) with
 *    the same description (case and surrounding white space ignored): copied adverts are a
 *    common scam. Titles are not compared: they are short and often alike ('Kamer in Utrecht').
 *
 * Edits of a published advert run rules 1 and 3 again when their inputs change
 * (`edit-moderation.ts`, issue 23).
 */
import { FraudRule, ListingStatus, ListingType } from '@rooms/domain';
import { and, count, eq, gt, ne, notInArray, sql } from 'drizzle-orm';

import { listings, users } from '../db/schema.js';
import { resolveReferenceDataDir } from '../reference-data/data-dir.js';
import { loadRentLevels, rentBasisForCity } from '../reference-data/rent-levels.js';

import type { Tx } from '../db/database.js';
import type { RentLevels } from '../reference-data/rent-levels.js';

/** A rent below this share of the city's level for the type fires rule 1: 0.4. */
export const RENT_FLOOR_SHARE = 0.4;
/** Accounts younger than this many days are watched by rule 2: 7. */
export const NEW_ACCOUNT_DAYS = 7;
/** Rule 2 fires at this many other adverts published in the last 24 hours: 3. */
export const BURST_ADVERTS = 3;

/**
 * A rule that fired and the facts that made it fire (issue 28: the back office shows them to
 * the moderator). Facts are numbers: euro cents, days, counts, a percentage or an advert id.
 */
export interface FiredRule {
  rule: FraudRule;
  facts: Record<string, number>;
}

let cachedLevels: RentLevels | undefined;

/**
 * The published rent figures (the reference data's `rents/nl_rent_levels_reported.csv`, part
 * of the repository), read once.
 *
 * @returns the figures
 * @throws Error when the reference data folder or the rent file is missing or invalid: a
 *   broken deployment, so publishing fails loudly instead of skipping the rent rule
 */
export function rentLevels(): RentLevels {
  cachedLevels ??= loadRentLevels(resolveReferenceDataDir());
  return cachedLevels;
}

/**
 * The city's monthly rent level for an advert, in euro cents (rule 1).
 *
 * @param levels the seed's rent figures
 * @param citySlug the city's slug ('den-haag')
 * @param listingType the §3 listing type
 * @param surfaceM2 the surface in m² (apartments are priced per m²)
 * @returns euro cents per month
 */
export function cityRentLevelCents(
  levels: RentLevels,
  citySlug: string,
  listingType: number,
  surfaceM2: number,
): number {
  const basis = rentBasisForCity(levels, citySlug);
  const euros =
    listingType === ListingType.Apartment
      ? basis.apartmentEurPerM2 * surfaceM2
      : listingType === ListingType.Studio
        ? basis.studioEur
        : listingType === ListingType.Antikraak
          ? basis.antisquatEur
          : basis.roomEur;
  return Math.round(euros * 100);
}

/** What the rules look at of the advert being published. */
export interface PublishCandidate {
  listingID: number;
  landlordId: number;
  listingType: number;
  citySlug: string;
  rentCents: number;
  surfaceM2: number;
  description: string;
}

/**
 * Rule 1 on its own: whether the rent is below {@link RENT_FLOOR_SHARE} of the city's level.
 *
 * @param levels the published rent figures ({@link rentLevels})
 * @param advert type, city, rent (cents) and surface (m²) of the advert
 * @returns the rent as a share of the city level (0.35 = 35%), whether rule 1 fires, and the
 *   facts a moderator reads: the rent and the level (euro cents) and the share in whole percent
 */
export function rentShareOfCityLevel(
  levels: RentLevels,
  advert: Pick<PublishCandidate, 'citySlug' | 'listingType' | 'rentCents' | 'surfaceM2'>,
): { share: number; fires: boolean; facts: Record<string, number> } {
  const level = cityRentLevelCents(levels, advert.citySlug, advert.listingType, advert.surfaceM2);
  const share = level > 0 ? advert.rentCents / level : Infinity;
  return {
    share,
    fires: advert.rentCents < level * RENT_FLOOR_SHARE,
    facts: {
      rentCents: advert.rentCents,
      cityLevelCents: level,
      sharePercent: Number.isFinite(share) ? Math.round(share * 100) : 0,
    },
  };
}

/**
 * Rule 2 on its own: a young account that already published many other adverts today.
 *
 * @param tx the transaction
 * @param advert the advert (its own publication is not counted) and its landlord
 * @returns the facts (`accountAgeDays`, `advertsLast24Hours`) when rule 2 fires, else null
 */
export async function newAccountBurst(
  tx: Tx,
  advert: Pick<PublishCandidate, 'listingID' | 'landlordId'>,
): Promise<Record<string, number> | null> {
  const [account] = await tx
    .select({
      ageDays: sql<number>`floor(extract(epoch from now() - ${users.createdAt}) / 86400)::int`,
      isNew: sql<boolean>`${users.createdAt} > now() - make_interval(days => ${NEW_ACCOUNT_DAYS})`,
    })
    .from(users)
    .where(eq(users.id, advert.landlordId));
  if (!account?.isNew) return null;
  const [recent] = await tx
    .select({ count: count() })
    .from(listings)
    .where(
      and(
        eq(listings.landlordId, advert.landlordId),
        ne(listings.id, advert.listingID),
        gt(listings.publishedAt, sql`now() - interval '24 hours'`),
      ),
    );
  const advertsLast24Hours = recent?.count ?? 0;
  return advertsLast24Hours >= BURST_ADVERTS
    ? { accountAgeDays: account.ageDays, advertsLast24Hours }
    : null;
}

/**
 * Rule 3 on its own: another landlord has an advert (not a draft, not deleted) with the same
 * description, case and surrounding white space ignored.
 *
 * @param tx the transaction
 * @param advert the description and its landlord
 * @returns the id of the other landlord's advert with that description, or null
 */
export async function copiedDescriptionListingId(
  tx: Tx,
  advert: Pick<PublishCandidate, 'landlordId' | 'description'>,
): Promise<number | null> {
  const [copy] = await tx
    .select({ id: listings.id })
    .from(listings)
    .where(
      and(
        sql`md5(lower(${listings.description})) = md5(lower(${advert.description.trim()}))`,
        ne(listings.landlordId, advert.landlordId),
        notInArray(listings.status, [ListingStatus.Concept, ListingStatus.Deleted]),
      ),
    )
    .limit(1);
  return copy?.id ?? null;
}

/**
 * Runs the fraud rules (see the module comment) for an advert about to be published.
 *
 * @param tx the publishing transaction
 * @param advert the advert
 * @param levels the published rent figures ({@link rentLevels})
 * @returns the rules that fired with their facts; empty when the advert may go online at once
 */
export async function firedFraudRules(
  tx: Tx,
  advert: PublishCandidate,
  levels: RentLevels,
): Promise<FiredRule[]> {
  const fired: FiredRule[] = [];
  const rent = rentShareOfCityLevel(levels, advert);
  if (rent.fires) fired.push({ rule: FraudRule.RentFarBelowCityLevel, facts: rent.facts });
  const burst = await newAccountBurst(tx, advert);
  if (burst !== null) fired.push({ rule: FraudRule.NewAccountBurst, facts: burst });
  const copiedListingID = await copiedDescriptionListingId(tx, advert);
  if (copiedListingID !== null) {
    fired.push({ rule: FraudRule.DuplicateDescription, facts: { copiedListingID } });
  }
  return fired;
}
