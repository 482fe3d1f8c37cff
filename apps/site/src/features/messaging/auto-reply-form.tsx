'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useLocale, useTranslation } from '@rooms/i18n/client';
import { FormErrorSummary } from '@rooms/ui/form-error-summary';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';

import { browserApi } from '../../client/browser-api';

import { fieldProblemText, MESSAGE_FORM_VALIDATION, messageProblemKeyOf } from './message-errors';
import { autoReplyProblemKey, MESSAGE_VALIDATION_VALUES } from './message-schemas';

import type { MessageProblemKey, MessagesTranslate } from './message-errors';
import type { AutoReplyValues } from './message-schemas';
import type { FormProblem } from '@rooms/ui/form-error-summary';

/**
 * The landlord's automatic reply to new reactions (§7 `GET`/`POST /conversation/auto-reply`):
 * a switch and the text, checked as typed with the API's rule, saved with one press; the answer
 * (saved on or off) or the §8 problem is announced in the user's language.
 *
 * @param props the stored reply (`isEnabled`, `message`; a disabled empty one when never set)
 *   and the student house it is for (issue 26; absent for the general reply)
 */
export function AutoReplyForm({
  isEnabled,
  message,
  studentHouseID,
}: AutoReplyValues & { studentHouseID?: number }) {
  const locale = useLocale();
  // One form per student house may share a page with the general one.
  const fieldId = `auto-reply-message${studentHouseID === undefined ? '' : `-${studentHouseID}`}`;
  const { t } = useTranslation(['messages', 'errors']);
  const translate = t as unknown as MessagesTranslate;
  const [outcome, setOutcome] = useState<'on' | 'off' | null>(null);
  const [serverProblem, setServerProblem] = useState<MessageProblemKey | null>(null);
  const form = useForm<AutoReplyValues, unknown, AutoReplyValues>({
    ...MESSAGE_FORM_VALIDATION,
    defaultValues: { isEnabled, message },
  });
  const { errors, submitCount, isSubmitting } = form.formState;
  const fieldError = fieldProblemText(
    translate,
    errors.message?.message,
    MESSAGE_VALIDATION_VALUES,
  );
  const problems: FormProblem[] = [];
  if (submitCount > 0 && fieldError !== undefined) {
    problems.push({ message: fieldError, fieldId });
  }
  if (serverProblem !== null) problems.push({ message: translate(serverProblem) });

  const onSubmit = form.handleSubmit(async (values) => {
    setServerProblem(null);
    setOutcome(null);
    try {
      const { data } = await browserApi(locale).POST('/conversation/auto-reply', {
        body: { ...values, studentHouseID: studentHouseID ?? null },
      });
      form.reset({ isEnabled: data?.isEnabled ?? values.isEnabled, message: values.message });
      setOutcome(values.isEnabled ? 'on' : 'off');
    } catch (error) {
      setServerProblem(messageProblemKeyOf(error));
    }
  });
  const { ref, ...register } = form.register('message', {
    validate: (message, values) => autoReplyProblemKey({ ...values, message }) ?? true,
  });

  return (
    <Box>
      <FormErrorSummary
        title={t('autoReply.errorSummary')}
        problems={problems}
        focusKey={submitCount}
      />
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack spacing={2}>
          <Controller
            control={form.control}
            name="isEnabled"
            render={({ field }) => (
              <FormControlLabel
                label={t('autoReply.enabledLabel')}
                control={
                  <Switch
                    checked={field.value}
                    onChange={(_, checked) => {
                      field.onChange(checked);
                      setOutcome(null);
                      // Switching the reply on can make the text a problem: check it again.
                      if (form.formState.touchedFields.message || submitCount > 0) {
                        void form.trigger('message');
                      }
                    }}
                    onBlur={field.onBlur}
                  />
                }
              />
            )}
          />
          <TextField
            {...register}
            inputRef={ref}
            id={fieldId}
            label={t('autoReply.messageLabel')}
            multiline
            minRows={5}
            fullWidth
            error={fieldError !== undefined}
            helperText={fieldError ?? t('autoReply.messageHint', MESSAGE_VALIDATION_VALUES)}
          />
          <Button
            type="submit"
            variant="contained"
            loading={isSubmitting}
            sx={{ minHeight: 44, alignSelf: 'flex-start' }}
          >
            {isSubmitting ? t('autoReply.saving') : t('autoReply.save')}
          </Button>
        </Stack>
      </Box>
      <Box role="status" aria-live="polite" sx={{ mt: 2 }}>
        {outcome !== null ? (
          <Alert severity="success" data-testid="auto-reply-saved">
            {outcome === 'on' ? t('autoReply.saved') : t('autoReply.savedOff')}
          </Alert>
        ) : null}
      </Box>
    </Box>
  );
}
