import { describe, expect, it } from 'vitest';

import {
  ALL_STUDENT_HOUSE_FACILITIES,
  STUDENT_HOUSE_LIMITS,
  StudentHouseFacility,
  studentHouseFacilitiesOf,
  studentHouseTextProblems,
} from './student-house';

const ok = { name: 'Huize Zernike', houseRules: '', facilities: 0 };

describe('student house rules', () => {
  it('accepts a plain house', () => {
    expect(studentHouseTextProblems(ok)).toEqual({});
    expect(
      studentHouseTextProblems({
        ...ok,
        facilities: ALL_STUDENT_HOUSE_FACILITIES,
        houseRules: 'Quiet\nafter 22:00',
      }),
    ).toEqual({});
  });

  it('refuses bad names', () => {
    expect(studentHouseTextProblems({ ...ok, name: '   ' }).name).toBe('required');
    expect(studentHouseTextProblems({ ...ok, name: 'x' }).name).toBe('too_short');
    expect(
      studentHouseTextProblems({ ...ok, name: 'x'.repeat(STUDENT_HOUSE_LIMITS.nameMax + 1) }).name,
    ).toBe('too_long');
    expect(studentHouseTextProblems({ ...ok, name: 'a\nb house' }).name).toBe('line_break');
    expect(studentHouseTextProblems({ ...ok, name: 'a\u0000b' }).name).toBe('control_characters');
  });

  it('refuses long or odd house rules and unknown facility bits', () => {
    expect(
      studentHouseTextProblems({
        ...ok,
        houseRules: 'r'.repeat(STUDENT_HOUSE_LIMITS.houseRulesMax + 1),
      }).houseRules,
    ).toBe('too_long');
    expect(studentHouseTextProblems({ ...ok, houseRules: 'bell\u0007' }).houseRules).toBe(
      'control_characters',
    );
    expect(studentHouseTextProblems({ ...ok, facilities: 256 }).facilities).toBe('invalid');
    expect(studentHouseTextProblems({ ...ok, facilities: -1 }).facilities).toBe('invalid');
    expect(studentHouseTextProblems({ ...ok, facilities: 1.5 }).facilities).toBe('invalid');
    expect(studentHouseTextProblems({ ...ok, facilities: 2 ** 32 }).facilities).toBe('invalid');
  });

  it('lists the facilities of a mask', () => {
    expect(
      studentHouseFacilitiesOf(StudentHouseFacility.Laundry | StudentHouseFacility.Gym),
    ).toEqual([StudentHouseFacility.Laundry, StudentHouseFacility.Gym]);
    expect(ALL_STUDENT_HOUSE_FACILITIES).toBe(255);
  });
});
