'use client';

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useTranslation } from '@rooms/i18n/client';
import { FormErrorSummary } from '@rooms/ui/form-error-summary';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';

import {
  ABUSE_COMMENT_VALUES,
  abuseReasonProblemKey,
  abuseReportCommentProblemKey,
} from './abuse-report-schema';
import { fieldProblemText, MESSAGE_FORM_VALIDATION, messageProblemKeyOf } from './message-errors';

import type { AbuseReportValues } from './abuse-report-schema';
import type { MessageProblemKey, MessagesTranslate } from './message-errors';
import type { FormProblem } from '@rooms/ui/form-error-summary';

/** Props of {@link AbuseReportDialog}. */
export interface AbuseReportDialogProps {
  open: boolean;
  onClose: () => void;
  /** Dialog title and the sentence under it, translated. */
  title: string;
  intro: string;
  /** The §3 reasons offered, in order (numeric values; texts under `messages:report.reasons`). */
  reasons: readonly number[];
  /** The reason that needs an explanation (listing reason Other 6), or `null`. */
  commentRequiredFor: number | null;
  /** Sends the report; a rejection is shown in the dialog in the user's language (§8). */
  send: (report: { reason: number; comment: string }) => Promise<void>;
}

/**
 * The abuse-report dialog (§3 abuse reasons) for conversations and adverts: a reason (radio
 * group, keyboard-operable), an optional explanation (required with Other), checked as the user
 * goes with the API's rules, and the server's §8 answer in the user's language. The caller says
 * what happens after a successful send.
 */
export function AbuseReportDialog({
  open,
  onClose,
  title,
  intro,
  reasons,
  commentRequiredFor,
  send,
}: AbuseReportDialogProps) {
  const { t } = useTranslation(['messages', 'errors']);
  const translate = t as unknown as MessagesTranslate;
  const ids = useId();
  const reasonId = `${ids}-reason`;
  const commentId = `${ids}-comment`;
  const [serverProblem, setServerProblem] = useState<MessageProblemKey | null>(null);
  const form = useForm<AbuseReportValues, unknown, AbuseReportValues>({
    ...MESSAGE_FORM_VALIDATION,
    defaultValues: { reason: '', comment: '' },
  });
  const { errors, submitCount, isSubmitting } = form.formState;
  const reasonError = fieldProblemText(translate, errors.reason?.message, ABUSE_COMMENT_VALUES);
  const commentError = fieldProblemText(translate, errors.comment?.message, ABUSE_COMMENT_VALUES);
  const commentRequired = form.watch('reason') === String(commentRequiredFor);

  const problems: FormProblem[] = [];
  if (submitCount > 0) {
    if (reasonError !== undefined) problems.push({ message: reasonError, fieldId: reasonId });
    if (commentError !== undefined) problems.push({ message: commentError, fieldId: commentId });
  }
  if (serverProblem !== null) problems.push({ message: translate(serverProblem) });

  const onSubmit = form.handleSubmit(async ({ reason, comment }) => {
    setServerProblem(null);
    try {
      await send({ reason: Number(reason), comment });
    } catch (error) {
      setServerProblem(messageProblemKeyOf(error));
    }
  });
  const close = () => {
    form.reset();
    setServerProblem(null);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={`${ids}-title`} fullWidth maxWidth="sm">
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id={`${ids}-title`}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{intro}</DialogContentText>
          <FormErrorSummary
            title={t('report.errorSummary')}
            problems={problems}
            focusKey={submitCount}
          />
          <FormControl error={reasonError !== undefined} required sx={{ mb: 2 }}>
            <FormLabel id={`${reasonId}-label`}>{t('report.reasonLabel')}</FormLabel>
            <Controller
              control={form.control}
              name="reason"
              rules={{
                validate: (reason) => abuseReasonProblemKey(reason, reasons) ?? true,
                // Choosing the reason that needs an explanation can make the comment a problem.
                deps: ['comment'],
              }}
              render={({ field }) => (
                <RadioGroup
                  {...field}
                  aria-labelledby={`${reasonId}-label`}
                  onChange={(_, value) => field.onChange(value)}
                >
                  {reasons.map((reason, index) => (
                    <FormControlLabel
                      key={reason}
                      value={String(reason)}
                      control={
                        // The first radio is what the error summary's link focuses.
                        <Radio slotProps={index === 0 ? { input: { id: reasonId } } : undefined} />
                      }
                      label={translate(`messages:report.reasons.${reason}`)}
                    />
                  ))}
                </RadioGroup>
              )}
            />
            {reasonError !== undefined ? <FormHelperText>{reasonError}</FormHelperText> : null}
          </FormControl>
          <TextField
            {...form.register('comment', {
              validate: (comment, values) =>
                abuseReportCommentProblemKey({ ...values, comment }, commentRequiredFor) ?? true,
            })}
            id={commentId}
            label={commentRequired ? t('report.commentLabelRequired') : t('report.commentLabel')}
            required={commentRequired}
            multiline
            minRows={3}
            fullWidth
            error={commentError !== undefined}
            helperText={commentError ?? t('report.commentHint', ABUSE_COMMENT_VALUES)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('report.cancel')}</Button>
          <Button type="submit" color="error" variant="contained" loading={isSubmitting}>
            {isSubmitting ? t('report.sending') : t('report.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
