'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslation } from '@rooms/i18n/client';
import { UserAvatar } from '@rooms/ui/user-avatar';
import { useRef, useState } from 'react';

import { browserApi } from '../../client/browser-api';
import { advertProblemKeyOf } from '../my-adverts/my-adverts-errors';

import { PROFILE_PHOTO_PX, profilePhoto } from './tenant-profile-format';

import type { OwnTenantProfile } from './tenant-profile-values';

/** Props of {@link ProfilePhotoField}. */
export interface ProfilePhotoFieldProps {
  firstName: string;
  photoKey: string | null;
  /** Receives the profile the API answered after an upload or removal. */
  onChanged: (profile: OwnTenantProfile) => void;
}

/**
 * The profile photo (issue 26): shown 150×150 (the initial when there is none or it fails to
 * load), chosen with a file input and uploaded at once (`POST /tenant/profile/photo`, the image
 * rules of advert photos), removed with `DELETE /tenant/profile/photo`.
 */
export function ProfilePhotoField({ firstName, photoKey, onChanged }: ProfilePhotoFieldProps) {
  const locale = useLocale();
  const { t } = useTranslation(['tenantProfile', 'errors']);
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const run = async (call: () => Promise<{ data?: OwnTenantProfile }>) => {
    setBusy(true);
    setProblem(null);
    try {
      const { data } = await call();
      if (data !== undefined) onChanged(data);
    } catch (error) {
      setProblem(
        t('tenantProfile:photo.failed', { reason: t(advertProblemKeyOf(error) as never) }),
      );
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  const upload = (file: File) => {
    const body = new FormData();
    body.append('file', file);
    return run(() => browserApi(locale).POST('/tenant/profile/photo', { body: body as never }));
  };

  return (
    <Stack
      id="profile-photo"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <UserAvatar name={firstName} photo={profilePhoto(photoKey)} size={PROFILE_PHOTO_PX} />
      <Stack spacing={1} sx={{ minWidth: 0 }}>
        <Typography component="h2" variant="h6">
          {t('tenantProfile:photo.heading')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button component="label" variant="outlined" loading={busy} sx={{ minHeight: 44 }}>
            {photoKey === null ? t('tenantProfile:photo.choose') : t('tenantProfile:photo.replace')}
            <input
              ref={input}
              data-testid="profile-photo-input"
              type="file"
              accept="image/jpeg,image/png,image/webp,image/avif"
              hidden
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file !== undefined) void upload(file);
              }}
            />
          </Button>
          {photoKey === null ? null : (
            <Button
              variant="text"
              color="error"
              disabled={busy}
              onClick={() => void run(() => browserApi(locale).DELETE('/tenant/profile/photo'))}
              sx={{ minHeight: 44 }}
            >
              {t('tenantProfile:photo.remove')}
            </Button>
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t('tenantProfile:photo.hint')}
        </Typography>
        {problem === null ? null : (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}
      </Stack>
    </Stack>
  );
}
