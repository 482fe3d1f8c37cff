import { pathFor } from '@rooms/i18n';
import { ErrorPage } from '@rooms/ui/error-page';
import { notFoundLinks } from '@rooms/ui/shell-content';

import { useStoryShell } from '../story-content';

import type { Meta, StoryObj } from '@storybook/react-vite';

const TRACE_ID = '9f86d081884c7d65';

function ErrorPageStory({ kind }: { kind: '404' | '500' }) {
  const { locale, t, shellT } = useStoryShell();
  if (kind === '404') {
    return (
      <ErrorPage
        code="404"
        title={t('notFound.title')}
        text={t('notFound.text')}
        links={notFoundLinks(locale, t)}
        traceId={TRACE_ID}
        traceIdText={t('error.traceId', { traceId: TRACE_ID })}
      />
    );
  }
  return (
    <ErrorPage
      code="500"
      title={t('error.title')}
      text={t('error.text')}
      hint={t('error.refresh')}
      retryLabel={shellT('errorPage.retry')}
      onRetry={() => undefined}
      homeAction={{ label: shellT('errorPage.home'), href: pathFor('home', locale) }}
      traceId={TRACE_ID}
      traceIdText={t('error.traceId', { traceId: TRACE_ID })}
    />
  );
}

/** The 404 and 500 pages (§2): heading, text, links or retry, and the trace id. */
const meta = {
  title: 'Components/ErrorPage',
  component: ErrorPageStory,
  args: { kind: '404' },
  argTypes: { kind: { control: 'inline-radio', options: ['404', '500'] } },
} satisfies Meta<typeof ErrorPageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch 404. */
export const NotFoundDutch: Story = { globals: { locale: 'nl' } };

/** English 404. */
export const NotFoundEnglish: Story = { globals: { locale: 'en' } };

/** Dutch 500. */
export const ServerErrorDutch: Story = { args: { kind: '500' }, globals: { locale: 'nl' } };

/** English 500 on a phone. */
export const ServerErrorEnglishPhone: Story = {
  args: { kind: '500' },
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
};
