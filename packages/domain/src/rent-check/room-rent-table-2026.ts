/**
 * The maximum basic rents (kale huur) of rooms — onzelfstandige woonruimte — per 1 January 2026,
 * kept in step with `data/rent-check/wws_onzelfstandig_max_rent_2026-01-01.csv` (a test checks
 * that both hold the same amounts; see `data/rent-check/README.md` for the yearly update).
 *
 * Source: Huurcommissie, "Beleidsboek Waarderingsstelsel onzelfstandige woonruimte", versie
 * januari 2026, Bijlage 2 "Maximale huurprijsgrenzen voor onzelfstandige woningen — Per 1 januari
 * 2026" (pp. 52-54), the amounts of the Besluit huurprijzen woonruimte (Bhw) and the Uitvoeringsregeling
 * huurprijzen woonruimte as indexed per 1 January 2026. Public law: no copyright (Auteurswet art. 11).
 */

/** A year's table of maximum basic rents for rooms (onzelfstandige woonruimte). */
export interface RoomRentTable {
  /** First day the table applies, 'YYYY-MM-DD' (peildatum of a procedure on or after it). */
  readonly validFrom: string;
  /** Last day before the next year's table, 'YYYY-MM-DD' (the tables change every 1 January). */
  readonly validUntil: string;
  /** Where the amounts were read: publisher, document and section. */
  readonly source: string;
  /** Address of the publisher's page for the document. */
  readonly sourceUrl: string;
  /**
   * Maximum basic rent in euro cents per month (without service costs) by whole points: index 0
   * is 0 points, the last index is 250 points. Above 250 points each extra point adds the step
   * between 249 and 250 points (Beleidsboek 2026 §2.1.8).
   */
  readonly maxRentCentsByPoints: readonly number[];
}

/** The table per 1 January 2026 (valid until the 2027 table), 0 to 250 points, euro cents. */
export const ROOM_RENT_TABLE_2026: RoomRentTable = {
  validFrom: '2026-01-01',
  validUntil: '2026-12-31',
  source:
    'Huurcommissie, Beleidsboek Waarderingsstelsel onzelfstandige woonruimte, versie januari 2026, Bijlage 2 (per 1 januari 2026)',
  sourceUrl:
    'https://www.huurcommissie.nl/support/beleidsboeken/waarderingsstelsel-onzelfstandige-woonruimte',
  maxRentCentsByPoints: [
    0, 1033, 2056, 3077, 4089, 5112, 6129, 7147, 8162, 9185, 10206, 11223, 12238, 13257, 14276,
    15292, 16313, 17333, 18354, 19363, 20387, 21404, 22429, 23444, 24459, 25483, 26495, 27510,
    28537, 29554, 30573, 31589, 32612, 33629, 34645, 35669, 36690, 37702, 38718, 39742, 40758,
    41773, 42795, 43817, 44830, 45846, 46873, 47886, 48909, 49927, 50944, 51958, 52980, 53999,
    55019, 56036, 57054, 58070, 59095, 60106, 61128, 61658, 62184, 62709, 63241, 63763, 64297,
    64824, 65344, 65879, 66402, 66935, 67458, 67991, 68517, 69038, 69567, 70094, 70623, 71149,
    71680, 72209, 72734, 73260, 73795, 74313, 74846, 75367, 75900, 76430, 76954, 77481, 78009,
    78536, 79062, 79590, 80120, 80650, 81177, 81705, 82235, 82756, 83287, 83813, 84338, 84866,
    85395, 85920, 86455, 86974, 87511, 88031, 88560, 89088, 89612, 90143, 90672, 91193, 91725,
    92250, 92776, 93311, 93838, 94366, 94893, 95422, 95949, 96472, 97003, 97532, 98064, 98586,
    99117, 99641, 100161, 100693, 101222, 101752, 102277, 102804, 103334, 103858, 104383, 104918,
    105444, 105971, 106500, 107025, 107555, 108084, 108610, 109141, 109666, 110193, 110714, 111246,
    111768, 112303, 112827, 113360, 113885, 114408, 114944, 115461, 115996, 116522, 117050, 117577,
    118104, 118630, 119157, 119687, 120215, 120742, 121267, 121802, 122321, 122853, 123379, 123907,
    124430, 124958, 125486, 126015, 126546, 127072, 127603, 128126, 128657, 129184, 129708, 130239,
    130768, 131298, 131821, 132350, 132872, 133399, 133927, 134459, 134982, 135513, 136038, 136567,
    137097, 137623, 138149, 138679, 139208, 139733, 140263, 140788, 141316, 141845, 142375, 142901,
    143429, 143955, 144484, 145010, 145536, 146063, 146591, 147119, 147646, 148171, 148701, 149230,
    149754, 150284, 150814, 151344, 151870, 152390, 152925, 153449, 153978, 154506, 155033, 155559,
    156088, 156615, 157142, 157676, 158195, 158727, 159252, 159781, 160311, 160836, 161363,
  ],
};
