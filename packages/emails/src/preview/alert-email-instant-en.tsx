import { AlertFrequency } from '@rooms/domain';

import { alertEmailPreview } from '../alert-email/alert-email-preview';
import { sampleAlertEmailProps } from '../samples';

/** react-email preview: the alert e-mail, Instant (en). */
export default alertEmailPreview(
  sampleAlertEmailProps({
    locale: 'en',
    frequency: AlertFrequency.Instant,
    matchCount: 2,
    nearMisses: false,
  }),
);
