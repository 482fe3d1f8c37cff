import { useTranslation } from '@rooms/i18n/client';
import { AlertEmailSwitch } from '@rooms/ui/alert-email-switch';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';

import type { Meta, StoryObj } from '@storybook/react-vite';

function AlertEmailSwitchStory() {
  const { t } = useTranslation('alerts');
  const [checked, setChecked] = useState(true);
  return (
    <div style={{ padding: 16, maxWidth: 640 }}>
      <AlertEmailSwitch
        checked={checked}
        label={t('preferences.alertEmails')}
        hint={t('preferences.alertEmailsHint')}
        onText={t('preferences.on')}
        offText={t('preferences.off')}
        onChange={setChecked}
      />
    </div>
  );
}

/**
 * The e-mail preference switch of `/unsubscribe` (issue 25): a named `switch` with its state
 * written beside it ("On" / "Off"), toggled by click, Space or Enter.
 */
const meta = {
  title: 'Alerts/AlertEmailSwitch',
  component: AlertEmailSwitchStory,
} satisfies Meta<typeof AlertEmailSwitchStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch: the switch turns off. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'E-mails met zoekmeldingen' });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(toggle).toHaveTextContent('Uit');
  },
};

/** English: Space toggles it. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Search alert e-mails' });
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
  },
};

/** Dutch on a 375 px phone. */
export const DutchPhone: Story = {
  globals: { locale: 'nl', viewport: { value: 'phone', isRotated: false } },
};

/** English on a 375 px phone. */
export const EnglishPhone: Story = {
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
};
