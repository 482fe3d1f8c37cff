import { AlertFrequency } from '@rooms/domain';

import { alertEmailPreview } from '../alert-email/alert-email-preview';
import { sampleAlertEmailProps } from '../samples';

/** react-email preview: the alert e-mail, Weekly (nl). */
export default alertEmailPreview(
  sampleAlertEmailProps({
    locale: 'nl',
    frequency: AlertFrequency.Weekly,
    matchCount: 4,
    nearMisses: true,
  }),
);
