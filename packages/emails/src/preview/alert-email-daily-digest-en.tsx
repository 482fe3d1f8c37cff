import { AlertFrequency } from '@rooms/domain';

import { alertEmailPreview } from '../alert-email/alert-email-preview';
import { sampleAlertEmailProps } from '../samples';

/** react-email preview: the alert e-mail, Daily (en). */
export default alertEmailPreview(
  sampleAlertEmailProps({
    locale: 'en',
    frequency: AlertFrequency.Daily,
    matchCount: 23,
    nearMisses: true,
  }),
);
