/**
 * Introductions of seeded tenant profiles (issue 26): short Dutch and English texts from
 * templates, at least `TENANT_PROFILE_LIMITS.introductionMin` characters, with no contact details
 * or links (the forbidden-text rules of profile introductions).
 */
import { TenantOccupation } from '@rooms/domain';

import type { Random } from './random.js';

/** Words of an introduction. */
export interface IntroductionFacts {
  firstName: string;
  /** TenantOccupation flag. */
  occupation: number;
  /** Name of the first city sought. */
  city: string;
  locale: 'nl' | 'en';
}

const OCCUPATION_WORDS: Record<'nl' | 'en', Record<number, string>> = {
  nl: {
    [TenantOccupation.Student]: 'student',
    [TenantOccupation.WorkingStudent]: 'werkstudent',
    [TenantOccupation.Working]: 'young professional',
    [TenantOccupation.LookingForJob]: 'op zoek naar werk en een kamer',
  },
  en: {
    [TenantOccupation.Student]: 'a student',
    [TenantOccupation.WorkingStudent]: 'a working student',
    [TenantOccupation.Working]: 'a young professional',
    [TenantOccupation.LookingForJob]: 'looking for work and a place to live',
  },
};

const TEMPLATES: Record<'nl' | 'en', readonly ((f: IntroductionFacts, job: string) => string)[]> = {
  nl: [
    (f, job) =>
      `Hoi! Ik ben ${f.firstName}, ${job}, en ik zoek een fijne kamer in ${f.city}. Ik ben rustig, netjes en kook graag voor huisgenoten.`,
    (f, job) =>
      `Hallo, ik ben ${f.firstName} (${job}). Ik verhuis naar ${f.city} en zoek een plek waar ik me thuis voel. In mijn vrije tijd sport ik en lees ik veel.`,
    (f, job) =>
      `Ik ben ${f.firstName}, ${job}, sociaal maar ook op tijd naar bed. Op zoek naar een woning in of rond ${f.city}, graag met gezellige huisgenoten.`,
    (f, job) =>
      `Goedendag! Mijn naam is ${f.firstName} en ik ben ${job}. Ik zoek woonruimte in ${f.city}; ik betaal op tijd en houd de gedeelde ruimtes schoon.`,
  ],
  en: [
    (f, job) =>
      `Hi! I'm ${f.firstName}, ${job}, looking for a nice room in ${f.city}. I'm quiet, tidy and happy to cook for my housemates now and then.`,
    (f, job) =>
      `Hello, I'm ${f.firstName} and I'm ${job}. I'm moving to ${f.city} and would love a place that feels like home. I enjoy cycling, music and board games.`,
    (f, job) =>
      `My name is ${f.firstName}, ${job}. Friendly, reliable and respectful of shared spaces, I'm searching for a home in or around ${f.city}.`,
    (f, job) =>
      `Hey there! ${f.firstName} here, ${job}. I'm looking for housing in ${f.city}, I always pay on time and like a calm, clean house.`,
  ],
};

/**
 * An introduction for a seeded tenant.
 *
 * @param facts name, occupation, first city and language
 * @param random the seed's random source (one template is picked)
 * @returns a text of 80 to 200 characters
 */
export function seededIntroduction(facts: IntroductionFacts, random: Random): string {
  const job =
    OCCUPATION_WORDS[facts.locale][facts.occupation] ?? OCCUPATION_WORDS[facts.locale][1]!;
  return random.pick(TEMPLATES[facts.locale])(facts, job);
}

/** First names of seeded tenants (Dutch and international students and workers in the NL). */
export const TENANT_FIRST_NAMES: Record<1 | 2, readonly string[]> = {
  1: [
    'Daan',
    'Sem',
    'Lucas',
    'Levi',
    'Finn',
    'Milan',
    'Jesse',
    'Thomas',
    'Ruben',
    'Lars',
    'Mohammed',
    'Youssef',
    'Mateo',
    'Luca',
    'Arjun',
    'Wei',
    'Tomasz',
    'Jonas',
    'Pieter',
    'Bram',
  ],
  2: [
    'Emma',
    'Julia',
    'Sophie',
    'Anna',
    'Fleur',
    'Noor',
    'Sara',
    'Lotte',
    'Eva',
    'Lisa',
    'Fatima',
    'Amira',
    'Lucía',
    'Giulia',
    'Priya',
    'Mei',
    'Zofia',
    'Hannah',
    'Femke',
    'Sanne',
  ],
};
