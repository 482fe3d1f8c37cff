'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { pathFor } from '@rooms/i18n';
import { useLocale, useTranslation } from '@rooms/i18n/client';
import { FormErrorSummary } from '@rooms/ui/form-error-summary';
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';

import { browserApi } from '../../client/browser-api';

import { MESSAGE_VALIDATION_VALUES, reactionSchema } from './message-schemas';
import { useMessageForm } from './use-message-form';

import type { TenantArrivalSource } from '@rooms/domain';

/** Props of {@link ReactForm}. */
export interface ReactFormProps {
  listingID: number;
  /** Where the tenant found the advert (§3), from the page's query; the API defaults to search. */
  arrivalSource: TenantArrivalSource | undefined;
  /** The tenant's last reaction (`GET /conversation/listing-reaction`), to prefill; or `null`. */
  lastReactionMessage: string | null;
  /** The tenant's conversation about this advert, when they reacted before. */
  existingConversationPath: string | null;
}

const FIELD_ID = 'reaction-message';

/**
 * The reaction form (§2 `/react-to-listing/{listingID}`): the tenant's message, validated as
 * typed with the API's rule (10172 reasons shown in the user's language), prefilled with their
 * last reaction; sent once per submit with an idempotency key kept across retries, then on to
 * `/react-to-listing/success/{conversationID}`.
 */
export function ReactForm({
  listingID,
  arrivalSource,
  lastReactionMessage,
  existingConversationPath,
}: ReactFormProps) {
  const locale = useLocale();
  const { t } = useTranslation('messages');
  const router = useRouter();
  const [done, setDone] = useState(false);
  const react = useMutation({
    mutationFn: async ({
      message,
      idempotencyKey,
    }: {
      message: string;
      idempotencyKey: string;
    }) => {
      const { data } = await browserApi(locale).POST('/conversation/listing-reaction', {
        body: {
          listingID,
          message,
          idempotencyKey,
          ...(arrivalSource === undefined ? {} : { arrivalSource }),
        },
      });
      if (data === undefined)
        throw new Error('empty answer of POST /conversation/listing-reaction');
      return data;
    },
  });
  const { form, fieldError, problems, focusKey, busy, onSubmit } = useMessageForm({
    fieldId: FIELD_ID,
    schema: reactionSchema,
    initialMessage: lastReactionMessage ?? '',
    send: async (message, idempotencyKey) => {
      const { conversationID } = await react.mutateAsync({ message, idempotencyKey });
      setDone(true);
      router.push(
        pathFor('reactToListingSuccess', locale, { conversationID: String(conversationID) }),
      );
    },
  });
  const { ref, ...register } = form.register('message');

  return (
    <Box>
      {existingConversationPath !== null ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('react.alreadyReacted')}{' '}
          <Link href={existingConversationPath} underline="always" color="inherit">
            {t('react.toConversation')}
          </Link>
        </Alert>
      ) : lastReactionMessage !== null ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('react.prefilled')}
        </Alert>
      ) : null}
      <FormErrorSummary title={t('react.errorSummary')} problems={problems} focusKey={focusKey} />
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('react.heading')}>
        <Stack spacing={2}>
          <TextField
            {...register}
            // Server-rendered too, so the prefilled text is there before the script runs.
            defaultValue={lastReactionMessage ?? undefined}
            inputRef={ref}
            id={FIELD_ID}
            label={t('react.messageLabel')}
            multiline
            minRows={6}
            fullWidth
            error={fieldError !== undefined}
            helperText={fieldError ?? t('react.messageHint', MESSAGE_VALIDATION_VALUES)}
            slotProps={{ htmlInput: { 'aria-required': true } }}
          />
          <Button
            type="submit"
            variant="contained"
            color="secondary"
            size="large"
            loading={busy || done}
            loadingPosition="start"
            sx={{ minHeight: 48, alignSelf: 'flex-start' }}
          >
            {busy || done ? t('react.sending') : t('react.submit')}
          </Button>
        </Stack>
      </Box>
    </Box>
  );
}
