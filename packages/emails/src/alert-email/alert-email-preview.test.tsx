import { render } from '@react-email/render';
import { describe, expect, it } from 'vitest';

import DailyDigestEnglish from '../preview/alert-email-daily-digest-en';
import InstantDutch from '../preview/alert-email-instant-nl';

describe('the react-email preview templates', () => {
  it('render their sample with the texts of its language', async () => {
    const dutch = await render(<InstantDutch {...InstantDutch.PreviewProps} />);
    expect(dutch).toContain('Nieuw voor je zoekopdracht “Kamer in Groningen”');
    const english = await render(<DailyDigestEnglish {...DailyDigestEnglish.PreviewProps} />);
    expect(english).toContain('Your daily alert “Room in Groningen”');
    expect(english).toContain('Almost a match');
  });
});
