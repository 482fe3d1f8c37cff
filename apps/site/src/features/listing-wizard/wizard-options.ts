import type { FieldOption } from './wizard-fields';
import type { WizardTranslate } from './wizard-problems';

/**
 * The options of a §3 enumeration with their texts of `wizard:options.<group>.<value>`.
 *
 * @param t `t` of the wizard form
 * @param group the texts' group, e.g. `listingType`, `furnishing`, `language`
 * @param values the enumeration's values in the order to show
 * @param hintGroup a group of one-line explanations under each label, if any
 */
export function enumOptions(
  t: WizardTranslate,
  group: string,
  values: readonly number[],
  hintGroup?: string,
): FieldOption[] {
  return values.map((value) => ({
    value,
    label: t(`wizard:options.${group}.${value}`),
    ...(hintGroup === undefined ? {} : { hint: t(`wizard:options.${hintGroup}.${value}`) }),
  }));
}
