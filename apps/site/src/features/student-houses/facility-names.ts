import { StudentHouseFacility } from '@rooms/domain';

import type { HousesTranslate } from './student-house-types';

/** Each facility flag with its key under `studentHouses:facilities.`, in display order. */
export const FACILITY_KEYS: readonly (readonly [StudentHouseFacility, string])[] = [
  [StudentHouseFacility.SharedKitchen, 'sharedKitchen'],
  [StudentHouseFacility.Laundry, 'laundry'],
  [StudentHouseFacility.BicycleStorage, 'bicycleStorage'],
  [StudentHouseFacility.StudyRoom, 'studyRoom'],
  [StudentHouseFacility.Garden, 'garden'],
  [StudentHouseFacility.CommonRoom, 'commonRoom'],
  [StudentHouseFacility.Elevator, 'elevator'],
  [StudentHouseFacility.Gym, 'gym'],
];

/**
 * The names of the facilities set in a mask, in the page's language.
 *
 * @param mask `StudentHouseFacility` bit flags (unknown bits are ignored)
 * @param t `t` with the `studentHouses` namespace
 * @returns the names in display order
 */
export function facilityNames(mask: number, t: HousesTranslate): string[] {
  return FACILITY_KEYS.filter(([flag]) => (mask & flag) === flag).map(([, key]) =>
    t(`studentHouses:facilities.${key}`),
  );
}
