/**
 * English texts of the `rentCheck` namespace: the legal rent check of a room (the points system's
 * estimate of the maximum basic rent, `roomRentEstimate` of `@rooms/domain`) on the advert page,
 * in the wizard's rent step and as a badge on result cards. The keys of `assumptions` are the
 * `RoomRentAssumption` codes, one plain sentence each. Read by the advert page on the server and
 * by the wizard (a page namespace). The Dutch file beside it has the same keys.
 */
export const rentCheck = {
  heading: 'Legal rent check',
  badge: 'Rent within the legal maximum (estimate)',
  maximum: 'Our estimate of the legal maximum basic rent: {{amount}} per month.',
  above:
    "The asked rent is above our estimate of the legal maximum for this room ({{amount}}). Our estimate counts only what the advert tells us; check it with the Huurcommissie's huurprijscheck.",
  utilitiesIncluded:
    'The asked rent includes utilities (gas, water, electricity) whose share is unknown, so it cannot be compared with this maximum.',
  explanation_one:
    "This is an estimate, not a ruling: {{count}} point under the points system for rooms, with the Huurcommissie's table valid from {{date}}. Facts the advert does not give are counted at their least, so the real maximum may be higher.",
  explanation_other:
    "This is an estimate, not a ruling: {{count}} points under the points system for rooms, with the Huurcommissie's table valid from {{date}}. Facts the advert does not give are counted at their least, so the real maximum may be higher.",
  assumptionsSummary: 'What the estimate assumes',
  source:
    'Source: Huurcommissie, beleidsboek waarderingsstelsel onzelfstandige woonruimte (January 2026).',
  link: "The Huurcommissie's huurprijscheck",
  newTab: '(opens in a new tab)',
  assumptions: {
    sharers_assumed_two:
      'Something is shared but no housemates were given: 2 households are counted.',
    sharers_from_residents:
      'Each current resident is counted as a household of their own, plus the new tenant.',
    not_private_counted_as_shared:
      'A kitchen, bathroom or toilet that is not private is counted as shared with the housemates.',
    shared_space_unknown:
      'The size of the shared rooms (living room, kitchen) is unknown: only what a shared kitchen guarantees is counted.',
    shared_kitchen_minimum_room:
      'A shared kitchen is counted as a shared room of 4 m², the smallest a room can be.',
    shared_room_count_assumed_one:
      'The number of shared rooms is unknown: one heated shared room is counted.',
    other_spaces_not_counted: 'Storage, attic, laundry room and other spaces are not counted.',
    heating_assumed_fixed: 'The rooms are counted as heated by radiators or floor heating.',
    label_a_counted_as_a: 'Energy label A is counted as plain A (A+ and higher give more points).',
    energy_from_build_year: 'Without an energy label the build year is counted.',
    energy_unknown_counted_oldest:
      'Without an energy label or build year, the building is counted as built in 1976 or earlier.',
    kitchen_counter_assumed_short:
      'The kitchen counter is counted as 1 to 2 metres long, the shortest that gives points.',
    kitchen_extras_not_counted:
      'Kitchen appliances (hob, oven, fridge, extractor hood) are not counted.',
    bath_assumed_shower: 'The bathroom is counted as having a shower.',
    sanitary_extras_not_counted:
      'Bathroom extras (shower screen, towel radiator, mixer tap) are not counted.',
    toilet_assumed_in_bathroom: 'The toilet is counted as being in the bathroom.',
    toilet_assumed_separate: 'The toilet is counted as being in a room of its own.',
    washbasins_not_counted: 'Washbasins are not counted.',
    outdoor_space_not_counted: 'A balcony, garden or roof terrace is not counted.',
    woz_assumed_lowest:
      "The home's WOZ value is unknown: the fewest WOZ points are counted, as the law does without a WOZ value.",
    may_be_self_contained:
      'With its own kitchen, bathroom and toilet and its own front door it is a self-contained home, which has another points system.',
    rubrics_not_modelled:
      'Not counted: adaptations for disabilities, spaces shared with other addresses, parking, cooling, and the deductions and surcharges of special cases.',
  },
  wizard: {
    advice: 'This check is advice only: you can publish your advert whatever it says.',
    needsSurface: 'We can estimate the legal maximum once the surface is filled in.',
    needsRent: 'Fill in the rent to compare it with this estimate.',
    later:
      'Kitchen, bathroom, toilet, energy label and housemates are asked in later steps. Until then the estimate counts shared facilities, no energy label and one housemate; it changes once you fill them in.',
  },
} as const;
