import { AlertFrequency } from '@rooms/domain';

import { alertEmailPreview } from '../alert-email/alert-email-preview';
import { sampleAlertEmailProps } from '../samples';

/** react-email preview: the alert e-mail, Weekly (en). */
export default alertEmailPreview(
  sampleAlertEmailProps({
    locale: 'en',
    frequency: AlertFrequency.Weekly,
    matchCount: 4,
    nearMisses: true,
  }),
);
