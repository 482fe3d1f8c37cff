/**
 * Test support for the student-house calls: a body of `POST /studenthouse/create` that passes
 * every rule, in a test's own city and street.
 */

/**
 * A valid create body (house number 12a, postcode 9711la, shared kitchen and bicycle storage).
 *
 * @param place the city and a street of it
 * @param overrides fields to change (any type, for bad-input tests)
 */
export function studentHouseBody(
  place: { cityId: number; streetId: number },
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    name: 'Huize Zernike',
    cityId: place.cityId,
    streetId: place.streetId,
    houseNumber: '12a',
    postcode: '9711la',
    facilities: 5,
    houseRules: 'Quiet after 23:00.\nClean the kitchen after cooking.',
    ...overrides,
  };
}
