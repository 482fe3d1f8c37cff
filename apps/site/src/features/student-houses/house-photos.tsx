'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { API_BASE_PATH, buildImagePath, STUDENT_HOUSE_LIMITS } from '@rooms/domain';
import { useLocale, useTranslation } from '@rooms/i18n/client';
import { useId, useRef, useState } from 'react';

import { browserApi } from '../../client/browser-api';
import { useHydrated } from '../../client/use-hydrated';

import { houseProblemsOf } from './house-problems';

import type { HousesTranslate, StudentHouse } from './student-house-types';

/** Preview size, px (the wizard's thumbnail size, an allowed resize). */
const PREVIEW = { width: 400, height: 300 } as const;

/**
 * The address of a house photo at the preview size, through the site's API pass-through.
 *
 * @param imageKey a key of the house's `photoKeys`
 */
export function housePhotoSrc(imageKey: string): string {
  return `${API_BASE_PATH}${buildImagePath(imageKey, PREVIEW)}`;
}

/**
 * A house's photos (issue 26): uploaded one by one as chosen (`POST /studenthouse/upload-photo`,
 * the image service's rules: sniffed by content, 15 MB), shown as previews, each removable
 * (`POST /studenthouse/update` without it; its image is deleted). At most
 * `STUDENT_HOUSE_LIMITS.photosMax`.
 *
 * @param props the house and what to call with the house after each change
 */
export function HousePhotos({
  house,
  onChange,
}: {
  house: StudentHouse;
  onChange: (house: StudentHouse) => void;
}) {
  const locale = useLocale();
  const { t: rawT } = useTranslation(['studentHouses', 'errors']);
  const t = rawT as unknown as HousesTranslate;
  const ids = useId();
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const api = browserApi(locale);
  const full = house.photoKeys.length >= STUDENT_HOUSE_LIMITS.photosMax;

  const upload = async (files: FileList) => {
    setProblem(null);
    setBusy(true);
    let current = house;
    for (const file of Array.from(files)) {
      const body = new FormData();
      body.append('file', file);
      try {
        const { data } = await api.POST('/studenthouse/upload-photo', {
          params: { query: { studentHouseID: house.id } },
          body: body as never,
        });
        if (data !== undefined) {
          current = data;
          onChange(data);
        }
      } catch (error) {
        setProblem(
          t('studentHouses:photos.failed', {
            reason: houseProblemsOf(error, t).general.join(' '),
          }),
        );
        break;
      }
    }
    setBusy(false);
    if (input.current) input.current.value = '';
    return current;
  };

  const remove = async (imageKey: string) => {
    setProblem(null);
    try {
      const { data } = await api.POST('/studenthouse/update', {
        body: {
          studentHouseID: house.id,
          name: house.name,
          cityId: house.cityId,
          streetId: house.streetId,
          houseNumber: house.houseNumber,
          postcode: house.postcode,
          facilities: house.facilities,
          houseRules: house.houseRules,
          photoKeys: house.photoKeys.filter((key) => key !== imageKey),
          locale,
        },
      });
      if (data !== undefined) onChange(data);
    } catch (error) {
      setProblem(houseProblemsOf(error, t).general.join(' '));
    }
  };

  return (
    <Box component="section" aria-labelledby={`${ids}-title`}>
      <Typography id={`${ids}-title`} component="h3" variant="h6" sx={{ mb: 1 }}>
        {t('studentHouses:photos.title')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Button
          variant="outlined"
          component="label"
          disabled={!hydrated || busy || full}
          sx={{ minHeight: 44 }}
        >
          {t('studentHouses:photos.add')}
          <input
            ref={input}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif"
            multiple
            hidden
            data-testid="house-photo-input"
            aria-describedby={`${ids}-hint`}
            onChange={(event) => {
              if (event.target.files && event.target.files.length > 0)
                void upload(event.target.files);
            }}
          />
        </Button>
        <Typography id={`${ids}-hint`} variant="body2" sx={{ color: 'text.secondary' }}>
          {t('studentHouses:photos.hint', { max: STUDENT_HOUSE_LIMITS.photosMax })}
        </Typography>
      </Box>
      <Box role="status" aria-live="polite" sx={{ mt: 1 }}>
        {busy ? <Alert severity="info">{t('studentHouses:photos.uploading')}</Alert> : null}
        {full ? <Alert severity="info">{t('studentHouses:photos.limit')}</Alert> : null}
      </Box>
      {problem === null ? null : (
        <Alert severity="error" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      )}
      {house.photoKeys.length === 0 ? (
        <Typography sx={{ mt: 2, color: 'text.secondary' }}>
          {t('studentHouses:photos.none')}
        </Typography>
      ) : (
        <Box
          component="ol"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            mt: 2,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              sm: 'repeat(4, minmax(0, 1fr))',
            },
          }}
        >
          {house.photoKeys.map((key, index) => (
            <Box component="li" key={key} sx={{ display: 'grid', gap: 1 }}>
              <Box
                component="img"
                src={housePhotoSrc(key)}
                alt={t('studentHouses:photos.alt', { n: index + 1, name: house.name })}
                sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 1 }}
              />
              <Button
                size="small"
                color="error"
                onClick={() => void remove(key)}
                sx={{ minHeight: 44 }}
              >
                {t('studentHouses:photos.remove', { n: index + 1 })}
              </Button>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
