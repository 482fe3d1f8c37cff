'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  API_BASE_PATH,
  buildImagePath,
  MAX_LISTING_PHOTOS,
  nextStep,
  WizardStep,
} from '@rooms/domain';
import { useLocale, useTranslation } from '@rooms/i18n/client';
import { useId, useRef, useState } from 'react';

import { browserApi } from '../../client/browser-api';

import { wizardPath } from './wizard-paths';
import { serverProblemsOf } from './wizard-problems';

import type { WizardTranslate } from './wizard-problems';
import type { paths } from '@rooms/api-client';

/** A photo of the advert as `GET /supplyflow/cra-photos` gives it. */
export type ListingPhoto =
  paths['/supplyflow/cra-photos']['get']['responses'][200]['content']['application/json']['photos'][number];

/** Props of {@link MediaStep}. */
export interface MediaStepProps {
  listingID: number;
  listingType: number | null;
  photos: ListingPhoto[];
  backHref: string | null;
}

/** Thumbnail size on the page, px (the resize asks for twice that for dense screens). */
const THUMB = { width: 200, height: 150 } as const;

/** The photos in a new order with a new cover, as `cra-create-media` expects. */
function arrangement(photos: readonly ListingPhoto[], coverId: number | null) {
  return {
    photoIDs: photos.map((photo) => photo.id),
    coverPhotoID: coverId ?? photos[0]?.id ?? null,
  };
}

/** `photos` with the one at `from` moved to `to`. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

/**
 * Step media (§3 step 8, optional): photos uploaded one by one as they are chosen
 * (`POST /supplyflow/cra-upload-photo`; JPEG, PNG, WebP, AVIF up to 15 MB — the API sniffs and
 * refuses the rest in the user's language), shown as thumbnails, reordered by drag or with the
 * arrow buttons (keyboard), one marked as cover, deletable; every change is saved at once
 * (`POST /supplyflow/cra-create-media`). At most {@link MAX_LISTING_PHOTOS}.
 */
export function MediaStep({ listingID, listingType, photos: initial, backHref }: MediaStepProps) {
  const locale = useLocale();
  const { t: rawT } = useTranslation(['wizard', 'errors']);
  const t = rawT as unknown as WizardTranslate;
  const ids = useId();
  const input = useRef<HTMLInputElement>(null);
  const [photos, setPhotos] = useState(initial);
  const [busy, setBusy] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const api = browserApi(locale);
  const cover = photos.find((photo) => photo.isCover) ?? photos[0] ?? null;
  const next = nextStep(WizardStep.Media, listingType) ?? 'continue';

  const upload = async (files: FileList) => {
    setProblems([]);
    setNotice(null);
    const refused: string[] = [];
    let added = 0;
    for (const file of Array.from(files)) {
      setBusy(t('wizard:media.uploading', { name: file.name }));
      const body = new FormData();
      body.append('file', file);
      try {
        const { data } = await api.POST('/supplyflow/cra-upload-photo', {
          params: { query: { listingID } },
          body: body as never,
        });
        if (data !== undefined) {
          added += 1;
          setPhotos((before) => [...before, data]);
        }
      } catch (error) {
        refused.push(`${file.name}: ${serverProblemsOf(error, t, locale).general.join(' ')}`);
      }
    }
    setBusy(null);
    setProblems(refused);
    if (added > 0) setNotice(t('wizard:media.uploaded', { count: added }));
    if (input.current) input.current.value = '';
  };

  const arrange = async (order: ListingPhoto[], coverId: number | null) => {
    const before = photos;
    setPhotos(
      order.map((photo, position) => ({
        ...photo,
        position,
        isCover: photo.id === (coverId ?? order[0]?.id),
      })),
    );
    setProblems([]);
    try {
      const { data } = await api.POST('/supplyflow/cra-create-media', {
        body: { listingID, ...arrangement(order, coverId) },
      });
      if (data !== undefined) setPhotos(data.photos);
      setNotice(t('wizard:media.orderSaved'));
    } catch (error) {
      setPhotos(before);
      setProblems(serverProblemsOf(error, t, locale).general);
    }
  };

  const move = (from: number, to: number) =>
    void arrange(moved(photos, from, to), cover?.id ?? null);
  const full = photos.length >= MAX_LISTING_PHOTOS;

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Button
          variant="contained"
          component="label"
          disabled={busy !== null || full}
          sx={{ minHeight: 44 }}
        >
          {photos.length === 0 ? t('wizard:media.add') : t('wizard:media.addMore')}
          <input
            ref={input}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif"
            multiple
            hidden
            aria-describedby={`${ids}-hint`}
            onChange={(event) => {
              if (event.target.files && event.target.files.length > 0)
                void upload(event.target.files);
            }}
          />
        </Button>
        <Typography id={`${ids}-hint`} variant="body2" sx={{ color: 'text.secondary' }}>
          {t('wizard:media.dropHint')} ·{' '}
          {t('wizard:media.count', { count: photos.length, max: MAX_LISTING_PHOTOS })}
        </Typography>
      </Box>
      <Box role="status" aria-live="polite" sx={{ mt: 2 }}>
        {busy !== null ? <Alert severity="info">{busy}</Alert> : null}
        {notice !== null && busy === null ? <Alert severity="success">{notice}</Alert> : null}
        {full ? (
          <Alert severity="info">{t('wizard:media.full', { max: MAX_LISTING_PHOTOS })}</Alert>
        ) : null}
      </Box>
      {problems.length > 0 ? (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="media-problems">
          {problems.map((problem) => (
            <div key={problem}>{problem}</div>
          ))}
        </Alert>
      ) : null}
      {photos.length === 0 ? (
        <Typography sx={{ mt: 3, color: 'text.secondary' }}>{t('wizard:media.empty')}</Typography>
      ) : (
        <>
          <Typography variant="body2" sx={{ mt: 3, color: 'text.secondary' }}>
            {t('wizard:media.reorderHint')}
          </Typography>
          <Box
            component="ol"
            aria-label={t('wizard:steps.media.title')}
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              mt: 2,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: {
                xs: 'repeat(2, minmax(0, 1fr))',
                sm: 'repeat(3, minmax(0, 1fr))',
              },
            }}
          >
            {photos.map((photo, index) => {
              const position = index + 1;
              const isCover = photo.id === cover?.id;
              return (
                <Box
                  component="li"
                  key={photo.id}
                  draggable
                  onDragStart={() => setDragged(index)}
                  onDragOver={(event) => event.preventDefault()}
                  onDrop={(event) => {
                    event.preventDefault();
                    if (dragged !== null && dragged !== index) move(dragged, index);
                    setDragged(null);
                  }}
                  data-testid="wizard-photo"
                  sx={{
                    border: '1px solid',
                    borderColor: isCover ? 'primary.main' : 'divider',
                    borderRadius: 2,
                    overflow: 'hidden',
                    bgcolor: 'background.paper',
                    cursor: 'grab',
                    opacity: dragged === index ? 0.5 : 1,
                  }}
                >
                  <Box
                    component="img"
                    src={`${API_BASE_PATH}${buildImagePath(photo.imageKey, { width: THUMB.width * 2, height: THUMB.height * 2 })}`}
                    alt={t('wizard:media.photoAlt', { position })}
                    width={THUMB.width}
                    height={THUMB.height}
                    sx={{
                      display: 'block',
                      width: '100%',
                      height: 'auto',
                      aspectRatio: '4 / 3',
                      objectFit: 'cover',
                    }}
                  />
                  <Box
                    sx={{ p: 1, display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}
                  >
                    {isCover ? (
                      <Chip size="small" color="primary" label={t('wizard:media.cover')} />
                    ) : (
                      <Button size="small" onClick={() => void arrange(photos, photo.id)}>
                        {t('wizard:media.makeCover')}
                      </Button>
                    )}
                    <Box sx={{ ml: 'auto', display: 'flex', gap: 0.5 }}>
                      <Button
                        size="small"
                        sx={{ minWidth: 36 }}
                        disabled={index === 0}
                        aria-label={t('wizard:media.moveEarlier', { position })}
                        onClick={() => move(index, index - 1)}
                      >
                        ←
                      </Button>
                      <Button
                        size="small"
                        sx={{ minWidth: 36 }}
                        disabled={index === photos.length - 1}
                        aria-label={t('wizard:media.moveLater', { position })}
                        onClick={() => move(index, index + 1)}
                      >
                        →
                      </Button>
                      <Button
                        size="small"
                        color="error"
                        sx={{ minWidth: 36 }}
                        aria-label={t('wizard:media.remove', { position })}
                        onClick={() =>
                          void arrange(
                            photos.filter((other) => other.id !== photo.id),
                            isCover ? null : (cover?.id ?? null),
                          )
                        }
                      >
                        ✕
                      </Button>
                    </Box>
                  </Box>
                </Box>
              );
            })}
          </Box>
        </>
      )}
      <Box sx={{ mt: 4, display: 'flex', justifyContent: 'space-between', gap: 1.5 }}>
        {backHref === null ? (
          <span />
        ) : (
          <Button href={backHref} sx={{ minHeight: 44 }}>
            {t('wizard:form.back')}
          </Button>
        )}
        <Button
          variant="contained"
          href={wizardPath(locale, listingID, next)}
          sx={{ minHeight: 44 }}
        >
          {t('wizard:form.saveAndContinue')}
        </Button>
      </Box>
    </Box>
  );
}
