'use client';

import {
  findForbiddenAdvertText,
  titleDescriptionProblems,
  WIZARD_LIMITS,
  WizardStep,
} from '@rooms/domain';
import { useLocale } from '@rooms/i18n/client';

import { useWizardStep } from './use-wizard-step';
import { TextInput } from './wizard-fields';
import { addForbiddenText } from './wizard-problems';
import { WizardStepForm } from './wizard-step-form';

import type { StepFormProps } from './step-form-props';
import type { TitleDescriptionValues } from '@rooms/domain';

/**
 * Step title-description (§3 step 13, `cra-title-description`): the title (one line) and the
 * description with their lengths, checked as typed — also for contact details, links and the
 * forbidden words (the API checks again with its own word list and answers 10064/10065, shown
 * on the field). The site's language is sent as the language of the text.
 */
export function TitleDescriptionStep({ listingID, details, backHref }: StepFormProps) {
  const locale = useLocale();
  const state = useWizardStep<TitleDescriptionValues>({
    step: WizardStep.TitleDescription,
    listingID,
    initial: { title: details?.title ?? '', description: details?.description ?? '' },
    fields: ['title', 'description'],
    check: (form) => titleDescriptionProblems(form),
    toBody: (form) => ({ ...form, locale }),
  });
  const { t, form } = state;
  // Forbidden text as typed: shown with the field's other problem once it was left.
  const forbidden: Record<string, string> = {};
  for (const finding of findForbiddenAdvertText(form)) addForbiddenText(forbidden, t, finding);
  const errorOf = (field: 'title' | 'description') =>
    state.fieldError(field) ??
    (state.submitCount > 0 || form[field] !== '' ? forbidden[field] : undefined);
  const counter = (field: 'title' | 'description') =>
    `${t(`wizard:fields.${field}Hint`, WIZARD_LIMITS[field])} · ${t(
      'wizard:fields.characterCount',
      {
        count: Array.from(form[field].trim()).length,
      },
    )}`;
  return (
    <WizardStepForm state={state} backHref={backHref}>
      <TextInput
        name="title"
        label={t('wizard:fields.title')}
        hint={counter('title')}
        value={form.title}
        onValue={(value) => state.set('title', value)}
        onBlur={() => state.blur('title')}
        error={errorOf('title')}
      />
      <TextInput
        name="description"
        label={t('wizard:fields.description')}
        hint={counter('description')}
        value={form.description}
        onValue={(value) => state.set('description', value)}
        onBlur={() => state.blur('description')}
        error={errorOf('description')}
        multiline
        minRows={8}
      />
    </WizardStepForm>
  );
}
