'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useLocale, useTranslation } from '@rooms/i18n/client';
import { FormErrorSummary } from '@rooms/ui/form-error-summary';
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';

import { browserApi } from '../../client/browser-api';

import { messageSchema } from './message-schemas';
import { useMessageForm } from './use-message-form';

/** Props of {@link SendMessageForm}. */
export interface SendMessageFormProps {
  conversationID: number;
}

const FIELD_ID = 'conversation-message';

/**
 * The send box of a conversation (§7 `POST /conversation/send-message`): validated as typed,
 * one idempotency key per message (kept across retries of that message, so a retry never
 * stores it twice); after sending, the field empties and the page re-renders with the message.
 */
export function SendMessageForm({ conversationID }: SendMessageFormProps) {
  const locale = useLocale();
  const { t } = useTranslation('messages');
  const router = useRouter();
  const send = useMutation({
    mutationFn: ({ message, idempotencyKey }: { message: string; idempotencyKey: string }) =>
      browserApi(locale).POST('/conversation/send-message', {
        body: { conversationID, message, idempotencyKey },
      }),
  });
  const { form, fieldError, problems, focusKey, busy, onSubmit } = useMessageForm({
    fieldId: FIELD_ID,
    schema: messageSchema,
    initialMessage: '',
    clearOnSuccess: true,
    send: async (message, idempotencyKey) => {
      await send.mutateAsync({ message, idempotencyKey });
      router.refresh();
    },
  });
  const { ref, ...register } = form.register('message');
  return (
    <Box>
      <FormErrorSummary title={t('react.errorSummary')} problems={problems} focusKey={focusKey} />
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        aria-label={t('conversation.send.label')}
        sx={{ display: 'grid', gap: 1.5 }}
      >
        <TextField
          {...register}
          inputRef={ref}
          id={FIELD_ID}
          label={t('conversation.send.label')}
          multiline
          minRows={3}
          fullWidth
          error={fieldError !== undefined}
          helperText={fieldError}
          slotProps={{ htmlInput: { 'aria-required': true } }}
        />
        <Button
          type="submit"
          variant="contained"
          color="secondary"
          loading={busy}
          loadingPosition="start"
          sx={{ justifySelf: 'end', minHeight: 44 }}
        >
          {busy ? t('conversation.send.sending') : t('conversation.send.submit')}
        </Button>
      </Box>
    </Box>
  );
}
