import '@rooms/ui/base.css';

import { DEFAULT_LOCALE, isLocale, LOCALES, RESOURCES } from '@rooms/i18n';
import { I18nProvider } from '@rooms/i18n/client';
import { RoomsThemeProvider } from '@rooms/ui/rooms-theme-provider';
import { useEffect } from 'react';

import { STORY_VIEWPORTS } from './viewports';

import type { Locale } from '@rooms/i18n';
import type { Decorator, Preview } from '@storybook/react-vite';
import type { ReactNode } from 'react';

const LANGUAGE_NAMES: Record<Locale, string> = { nl: 'Nederlands', en: 'English' };

/** Keeps `<html lang>` of the preview frame in step with the story's language. */
function DocumentLanguage({ locale, children }: { locale: Locale; children: ReactNode }) {
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return children;
}

/** Every story: the Rooms theme (as in the site) and the translations of the `locale` global. */
const withRoomsProviders: Decorator = (Story, context) => {
  const value: unknown = context.globals.locale;
  const locale = isLocale(value) ? value : DEFAULT_LOCALE;
  return (
    <RoomsThemeProvider>
      <I18nProvider locale={locale} resources={RESOURCES[locale]}>
        <DocumentLanguage locale={locale}>
          <Story />
        </DocumentLanguage>
      </I18nProvider>
    </RoomsThemeProvider>
  );
};

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Language of the story texts and links',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: LOCALES.map((locale) => ({
          value: locale,
          title: LANGUAGE_NAMES[locale],
          right: locale,
        })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: DEFAULT_LOCALE },
  decorators: [withRoomsProviders],
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    viewport: { options: STORY_VIEWPORTS },
  },
};

export default preview;
