import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { WizardStepForm } from './wizard-step-form';

import type { WizardStepState } from './use-wizard-step';

/** The parts of a step's state the frame reads; texts are their keys. */
const state = {
  t: (key: string) => key,
  summary: [],
  submitCount: 0,
  saving: false,
  submit: async () => undefined,
} as unknown as WizardStepState<object>;

describe('WizardStepForm in the server HTML', () => {
  it('refuses the fields and both saves until the page script has hydrated the form', () => {
    const html = renderToString(
      <WizardStepForm state={state} backHref="/verhuren/1/stap">
        <input name="surface" />
      </WizardStepForm>,
    );
    const buttons = html.match(/<button[^>]*>/g) ?? [];
    expect(buttons).toHaveLength(2);
    for (const button of buttons) expect(button).toMatch(/disabled=""/);
    // The fields too: a value typed now would never reach the form's state.
    expect(html).toMatch(/<fieldset[^>]*disabled=""[^>]*>.*<input name="surface"/s);
    // Back is a link: usable before any script runs.
    expect(html).toMatch(/<a[^>]*href="\/verhuren\/1\/stap"/);
  });
});
