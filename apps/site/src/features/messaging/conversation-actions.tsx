'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { ConversationAction, FolderFilter } from '@rooms/domain';
import { useLocale, useTranslation } from '@rooms/i18n/client';
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';

import { browserApi } from '../../client/browser-api';

import { messageProblemKeyOf } from './message-errors';
import { ReportConversationButton } from './report-conversation-button';

/** Props of {@link ConversationActions}. */
export interface ConversationActionsProps {
  conversationID: number;
  /** The caller's folder (§3 FolderFilter). */
  folder: number;
  isFavorite: boolean;
  /** Where to go after deleting (the inbox the conversation was opened from). */
  inboxPath: string;
  /** First name of the other participant (the report dialog names them). */
  otherName: string;
}

type Translate = (key: string) => string;

/** The actions that come in on/off pairs, by their text key under `conversation.actions`. */
type ToggleKey = 'read' | 'unread' | 'favorite' | 'unfavorite' | 'trash' | 'restore';

/**
 * The actions of §3 on a conversation through `POST /conversation/mark` (§4 moves it between
 * folders): read or unread, favourite or unfavourite, trash or restore, and delete for good
 * (after a confirmation; then back to the inbox), and reporting it (§7 `/conversation/abuse`),
 * offered until it was reported. The buttons follow the answer's state.
 */
export function ConversationActions({
  conversationID,
  folder: initialFolder,
  isFavorite: initialFavorite,
  inboxPath,
  otherName,
}: ConversationActionsProps) {
  const locale = useLocale();
  const { t } = useTranslation(['messages', 'errors']);
  const translate = t as unknown as Translate;
  const router = useRouter();
  // Opening the conversation marked it read (GET /conversation/details).
  const [state, setState] = useState({
    folder: initialFolder,
    isFavorite: initialFavorite,
    isUnread: false,
  });
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const mark = useMutation({
    mutationFn: async (action: ConversationAction) => {
      const { data } = await browserApi(locale).POST('/conversation/mark', {
        body: { conversationIDs: [conversationID], action },
      });
      const result = data?.conversations[0];
      if (result === undefined) throw new Error('empty answer of POST /conversation/mark');
      return result;
    },
    onMutate: () => setProblem(null),
    onSuccess: (result, action) => {
      if (action === ConversationAction.Delete) {
        router.push(inboxPath);
        router.refresh();
        return;
      }
      setState({ folder: result.folder, isFavorite: result.isFavorite, isUnread: result.isUnread });
      // Re-rendering would open (and so read) the conversation again: not after "unread".
      if (action !== ConversationAction.Unread) router.refresh();
    },
    onError: (error) => setProblem(translate(messageProblemKeyOf(error))),
  });
  const act = (action: ConversationAction) => () => mark.mutate(action);
  const inTrash = state.folder === FolderFilter.Trash;
  // Each pair offers the action that changes the current state.
  const toggles: readonly (readonly [ConversationAction, ToggleKey])[] = [
    state.isUnread ? [ConversationAction.Read, 'read'] : [ConversationAction.Unread, 'unread'],
    state.isFavorite
      ? [ConversationAction.Unfavorite, 'unfavorite']
      : [ConversationAction.Favorite, 'favorite'],
    inTrash ? [ConversationAction.Restore, 'restore'] : [ConversationAction.Trash, 'trash'],
  ];

  return (
    <Box>
      <Box
        role="group"
        aria-label={t('conversation.actions.label')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {toggles.map(([action, key]) => (
          <Button
            key={action}
            size="small"
            variant="outlined"
            onClick={act(action)}
            disabled={mark.isPending}
          >
            {t(`conversation.actions.${key}`)}
          </Button>
        ))}
        <Button
          size="small"
          variant="outlined"
          color="error"
          onClick={() => setConfirmDelete(true)}
          disabled={mark.isPending}
        >
          {t('conversation.actions.delete')}
        </Button>
        {state.folder === FolderFilter.PossibleAbuse ? null : (
          <ReportConversationButton
            conversationID={conversationID}
            otherName={otherName}
            disabled={mark.isPending}
          />
        )}
      </Box>
      {inTrash ? (
        <Alert severity="info" sx={{ mt: 1.5 }} data-testid="conversation-folder">
          {t('conversation.folder.trash')}
        </Alert>
      ) : null}
      <Box role="status" aria-live="polite">
        {problem !== null ? (
          <Alert severity="error" sx={{ mt: 1.5 }}>
            {problem}
          </Alert>
        ) : null}
      </Box>
      <Dialog open={confirmDelete} onClose={() => setConfirmDelete(false)}>
        <DialogContent>
          <DialogContentText>{t('conversation.actions.deleteConfirm')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmDelete(false)}>
            {t('conversation.actions.cancel')}
          </Button>
          <Button
            color="error"
            onClick={() => {
              setConfirmDelete(false);
              mark.mutate(ConversationAction.Delete);
            }}
          >
            {t('conversation.actions.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
