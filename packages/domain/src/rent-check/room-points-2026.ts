/**
 * Points per item of the points system for rooms (woningwaarderingsstelsel onzelfstandige
 * woonruimte, Besluit huurprijzen woonruimte bijlage I onder B) as the Huurcommissie applies it
 * from 1 January 2026. Kept in step with `data/rent-check/wws_onzelfstandig_points_2026-01-01.csv`,
 * which gives each item's unit, divisor, cap and source section (a test checks that both hold the
 * same codes and points). Units: points per m², per room, per item or once, as the data file says;
 * `care_home_surcharge_pct` alone is a percentage (the care-home surcharge on rubrics 1-11).
 *
 * Source: Huurcommissie, "Beleidsboek Waarderingsstelsel onzelfstandige woonruimte", versie januari
 * 2026, chapter 2 (rubrics 1-13). Public law: no copyright (Auteurswet art. 11).
 */
export const ROOM_POINTS_2026 = {
  // Rubric 1
  room_private_per_m2: 1,
  room_shared_per_m2: 1,
  // Rubric 2
  other_space_private_per_m2: 0.75,
  other_space_shared_per_m2: 0.75,
  // Rubric 3
  heated_room_private: 2,
  heated_room_shared: 2,
  heated_other_space_private: 1,
  heated_other_space_shared: 1,
  cooled_room_private: 1,
  cooled_room_shared: 1,
  // Rubric 4
  energy_label_a4plus: 1,
  energy_label_a3plus: 0.95,
  energy_label_a2plus: 0.85,
  energy_label_a1plus: 0.75,
  energy_label_a: 0.65,
  energy_label_b: 0.5,
  energy_label_c: 0.35,
  energy_label_d: 0.2,
  energy_label_e: -0.05,
  energy_label_f: -0.1,
  energy_label_g: -0.15,
  build_year_2002_or_later: 0.65,
  build_year_2000_2001: 0.5,
  build_year_1992_1999: 0.35,
  build_year_1984_1991: 0.2,
  build_year_1979_1983: -0.05,
  build_year_1977_1978: -0.1,
  build_year_1976_or_older: -0.15,
  energy_monument_efg: 0,
  energy_epv: 0.5,
  // Rubric 5
  kitchen_counter_under_1m: 0,
  kitchen_counter_1_to_2m: 4,
  kitchen_counter_2_to_3m: 7,
  kitchen_counter_over_3m: 10,
  kitchen_counter_over_5m_8_units: 13,
  kitchen_extra_hood: 0.75,
  kitchen_extra_hob_induction: 1.75,
  kitchen_extra_hob_ceramic: 1,
  kitchen_extra_hob_gas: 0.5,
  kitchen_extra_fridge: 1,
  kitchen_extra_freezer: 0.75,
  kitchen_extra_oven_electric: 1,
  kitchen_extra_oven_gas: 0.5,
  kitchen_extra_microwave: 1,
  kitchen_extra_dishwasher: 1.5,
  kitchen_extra_cupboard_60cm: 0.75,
  kitchen_extra_single_lever_tap: 0.25,
  kitchen_extra_thermostatic_tap: 0.5,
  kitchen_extra_boiling_water: 0.5,
  // Rubric 6
  toilet_separate_room: 3,
  toilet_in_bathroom: 2,
  toilet_wall_hung_separate_room: 3.75,
  toilet_wall_hung_in_bathroom: 2.75,
  washbasin: 1,
  washbasin_multi_person: 1.5,
  shower: 3,
  bath: 5,
  bath_and_shower: 6,
  sanitary_extra_whirlpool: 1.5,
  sanitary_extra_shower_enclosure: 1.25,
  sanitary_extra_towel_radiator: 0.75,
  sanitary_extra_vanity_unit: 1,
  sanitary_extra_cupboard: 0.75,
  sanitary_extra_socket: 0.25,
  sanitary_extra_single_lever_tap: 0.25,
  sanitary_extra_thermostatic_tap: 0.5,
  // Rubric 7
  disability_per_332_eur: 1,
  // Rubric 8
  outdoor_private_base: 2,
  outdoor_private_per_m2: 0.35,
  outdoor_shared_per_m2: 0.75,
  // Rubric 9
  building_room_shared_per_m2: 1,
  building_other_space_shared_per_m2: 0.75,
  care_home_shared_spaces_flat: 3,
  // Rubric 10
  parking_type_1_closed_garage: 9,
  parking_type_2_roofed: 6,
  parking_type_3_open: 4,
  parking_charger: 2,
  // Rubric 11
  woz_above_average: 14,
  woz_average: 12,
  woz_below_average: 10,
  // Rubric 12
  care_home_surcharge_pct: 35,
  video_doorbell: 0.25,
  charger: 2,
  // Rubric 13
  deduction_rooms_under_8m2: -4,
  deduction_access_via_landlord_room: -4,
  deduction_window_under_075m2: -4,
  deduction_window_sill_over_160cm: -4,
} as const;

/** One item code of {@link ROOM_POINTS_2026} (the `code` column of the data file). */
export type RoomPointsCode = keyof typeof ROOM_POINTS_2026;
