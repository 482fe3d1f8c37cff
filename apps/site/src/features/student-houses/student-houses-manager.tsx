'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslation } from '@rooms/i18n/client';
import { StudentHouseCard } from '@rooms/ui/student-house-card';
import { useRef, useState } from 'react';

import { browserApi } from '../../client/browser-api';
import { useHydrated } from '../../client/use-hydrated';

import { DeleteHouseDialog } from './delete-house-dialog';
import { facilityNames } from './facility-names';
import { HouseAutoReply } from './house-auto-reply';
import { HouseForm } from './house-form';
import { HousePhotos, housePhotoSrc } from './house-photos';
import { houseProblemsOf } from './house-problems';

import type { HousesTranslate, StudentHouse } from './student-house-types';

/** Props of {@link StudentHousesManager}. */
export interface StudentHousesManagerProps {
  /** The landlord's houses as the server read them. */
  initialHouses: StudentHouse[];
  /** How many houses a landlord may have. */
  maxHouses: number;
}

/** What the panel above the list shows: nothing, a new house's form, or one house to edit. */
type Editing = null | 'new' | number;

/**
 * The student houses page's interactive part (issue 26, §2 `/studenthouse`): the list of the
 * landlord's houses (`StudentHouseCard`: photo, address, facilities, linked advert count) with
 * edit and delete (confirmed), an empty state that explains student houses, and a panel with the
 * house form, its photos and its own automatic reply. After a new house is saved the panel stays
 * open on it, so photos and the reply can follow.
 */
export function StudentHousesManager({ initialHouses, maxHouses }: StudentHousesManagerProps) {
  const locale = useLocale();
  const { t: rawT } = useTranslation(['studentHouses', 'errors']);
  const t = rawT as unknown as HousesTranslate;
  const hydrated = useHydrated();
  const [houses, setHouses] = useState(initialHouses);
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<StudentHouse | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const edited =
    typeof editing === 'number' ? (houses.find((h) => h.id === editing) ?? null) : null;

  const open = (next: Editing) => {
    setEditing(next);
    setNotice(null);
    setProblem(null);
    // After the panel rendered: focus its heading, so keyboard and screen reader users follow.
    setTimeout(() => panel.current?.querySelector<HTMLElement>('h2')?.focus(), 0);
  };
  const replace = (house: StudentHouse) =>
    setHouses((before) =>
      before.some((h) => h.id === house.id)
        ? before.map((h) => (h.id === house.id ? house : h))
        : [...before, house],
    );

  const remove = async (house: StudentHouse) => {
    try {
      await browserApi(locale).DELETE('/studenthouse/delete', {
        params: { query: { studentHouseID: house.id } },
      });
      setHouses((before) => before.filter((h) => h.id !== house.id));
      if (editing === house.id) setEditing(null);
      setNotice(t('studentHouses:delete.done', { name: house.name }));
    } catch (error) {
      setProblem(houseProblemsOf(error, t).general.join(' '));
    }
    setDeleting(null);
  };

  const addButton = (
    <Button
      variant="contained"
      disabled={!hydrated || houses.length >= maxHouses}
      onClick={() => open('new')}
      sx={{ minHeight: 44 }}
    >
      {t('studentHouses:list.add')}
    </Button>
  );

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box role="status" aria-live="polite">
        {notice === null ? null : (
          <Alert severity="success" data-testid="student-house-notice">
            {notice}
          </Alert>
        )}
      </Box>
      {problem === null ? null : <Alert severity="error">{problem}</Alert>}
      {editing === null ? null : (
        <Paper
          ref={panel}
          variant="outlined"
          sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 4 }}
          data-testid="student-house-panel"
        >
          <Typography component="h2" variant="h5" tabIndex={-1}>
            {edited === null
              ? t('studentHouses:form.createTitle')
              : t('studentHouses:form.editTitle', { name: edited.name })}
          </Typography>
          <HouseForm
            key={edited?.id ?? 'new'}
            house={edited}
            onCancel={() => setEditing(null)}
            onSaved={(house, created) => {
              replace(house);
              setEditing(house.id);
              setNotice(created ? t('studentHouses:form.created') : t('studentHouses:form.saved'));
            }}
          />
          {edited === null ? null : (
            <>
              <HousePhotos house={edited} onChange={replace} />
              <HouseAutoReply studentHouseID={edited.id} />
            </>
          )}
        </Paper>
      )}
      {houses.length === 0 ? (
        editing === 'new' ? null : (
          <Box
            data-testid="student-houses-empty"
            sx={{
              p: { xs: 3, sm: 4 },
              border: 1,
              borderStyle: 'dashed',
              borderColor: 'divider',
              borderRadius: 2,
              textAlign: 'center',
            }}
          >
            <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
              {t('studentHouses:empty.title')}
            </Typography>
            <Typography sx={{ maxWidth: 560, mx: 'auto', mb: 3, color: 'text.secondary' }}>
              {t('studentHouses:empty.text')}
            </Typography>
            {addButton}
          </Box>
        )
      ) : (
        <>
          {editing === 'new' ? null : <Box>{addButton}</Box>}
          <Box sx={{ display: 'grid', gap: 2 }}>
            {houses.map((house) => (
              <StudentHouseCard
                key={house.id}
                name={house.name}
                address={t('studentHouses:list.address', {
                  street: house.streetName,
                  houseNumber: house.houseNumber,
                  postcode: house.postcode,
                  city: house.cityName,
                })}
                photoSrc={
                  house.photoKeys[0] === undefined ? null : housePhotoSrc(house.photoKeys[0])
                }
                photoAlt={t('studentHouses:photos.alt', { n: 1, name: house.name })}
                noPhotoText={t('studentHouses:list.noPhoto')}
                facilities={facilityNames(house.facilities, t)}
                facilitiesTitle={t('studentHouses:facilities.title')}
                noFacilitiesText={t('studentHouses:facilities.none')}
                linkedText={t('studentHouses:list.linked', { count: house.linkedListings })}
                actions={
                  <>
                    <Button
                      variant="outlined"
                      disabled={!hydrated}
                      onClick={() => open(house.id)}
                      aria-label={`${t('studentHouses:list.edit')}: ${house.name}`}
                      sx={{ minHeight: 44 }}
                    >
                      {t('studentHouses:list.edit')}
                    </Button>
                    <Button
                      color="error"
                      disabled={!hydrated}
                      onClick={() => setDeleting(house)}
                      aria-label={`${t('studentHouses:list.delete')}: ${house.name}`}
                      sx={{ minHeight: 44 }}
                    >
                      {t('studentHouses:list.delete')}
                    </Button>
                  </>
                }
              />
            ))}
          </Box>
        </>
      )}
      <DeleteHouseDialog house={deleting} onConfirm={remove} onClose={() => setDeleting(null)} />
    </Box>
  );
}
