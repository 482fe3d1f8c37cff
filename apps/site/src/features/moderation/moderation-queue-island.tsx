'use client';

import { ListingStatus, ModerationQueue, RejectionReason } from '@rooms/domain';
import { pathFor } from '@rooms/i18n';
import { useTranslation } from '@rooms/i18n/client';
import { InlineAlert } from '@rooms/ui/inline-alert';
import { ModerationActionDialog, moderationDialogProps } from '@rooms/ui/moderation-action-dialog';
import { AdvertReportItem } from '@rooms/ui/moderation-advert-report';
import { ConversationReportItem } from '@rooms/ui/moderation-conversation-report';
import { FlaggedProfileItem } from '@rooms/ui/moderation-flagged-profile';
import { HeldAdvertItem } from '@rooms/ui/moderation-held-advert';
import { ModerationItemList } from '@rooms/ui/moderation-parts';
import { ScamSignalItem } from '@rooms/ui/moderation-scam-signal';
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';

import { browserApi } from '../../client/browser-api';
import { alertProblemKey } from '../account-alerts/alert-problem';
import { listingStatusName } from '../my-adverts/my-adverts-query';

import { sendModerationAction } from './moderation-api';
import {
  advertReportViews,
  conversationReportView,
  heldAdvertWords,
  moderationTime,
  userView,
} from './moderation-view';
import styles from './moderation.module.css';

import type { ModerationRequest, ModerationUser, QueuePage } from './moderation-api';
import type { ModerationWords } from './moderation-view';
import type { Locale } from '@rooms/i18n';
import type { ModerationDialogValues } from '@rooms/ui/moderation-action-dialog';
import type { ModerationItemAction } from '@rooms/ui/moderation-parts';
import type { ReactNode } from 'react';

/** An action the dialog confirms. */
type ActionKind = ModerationRequest['kind'];

/** The open dialog: the action, what it is done to (its name in texts) and its ids. */
interface DialogState {
  readonly kind: ActionKind;
  readonly subject: string;
  readonly listingID?: number;
  readonly userID?: number;
  readonly reportIDs?: readonly number[];
  readonly conversationID?: number;
}

/** Statuses an advert can be approved from (the contract: Pending, PossibleAbuse, Rejected, Fraud). */
const APPROVABLE: ReadonlySet<number> = new Set([
  ListingStatus.Pending,
  ListingStatus.PossibleAbuse,
  ListingStatus.Rejected,
  ListingStatus.Fraud,
]);

/** Actions whose note is optional (approve; reject, unless the reason is Other). */
const NOTE_OPTIONAL: ReadonlySet<ActionKind> = new Set(['approve', 'reject']);

/** Props of {@link ModerationQueueIsland}. */
export interface ModerationQueueIslandProps {
  readonly locale: Locale;
  /** The page of the queue shown, as the server read it. */
  readonly data: QueuePage;
}

/**
 * The items of one back-office queue with their actions (issue 28), the one client part of the
 * overview: each action opens the confirmation dialog (reason, block duration, note), is sent
 * through the typed client (TanStack Query), then the page is read again (`router.refresh()`),
 * so the item leaves the queue and the figures follow; the outcome is announced. A refusal
 * (§8 code, e.g. 400 invalid_request, 403 http_403 for blocking staff) is shown in the dialog
 * in the user's language.
 */
export function ModerationQueueIsland({ locale, data }: ModerationQueueIslandProps) {
  const { t } = useTranslation('moderation');
  const { t: tAdverts } = useTranslation('adverts');
  const { t: tMessages } = useTranslation('messages');
  const { t: tErrors } = useTranslation('errors');
  const router = useRouter();
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const [dialogKey, setDialogKey] = useState(0);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const typeNames: Readonly<Record<string, string>> = tAdverts('types', { returnObjects: true });
  const reasonNames: Readonly<Record<string, string>> = tMessages('report.reasons', {
    returnObjects: true,
  });
  const words: ModerationWords = {
    locale,
    t,
    listingType: (type) => typeNames[type] ?? String(type),
    abuseReason: (reason) => reasonNames[reason] ?? String(reason),
  };

  const action = useMutation({
    mutationFn: (request: ModerationRequest) => sendModerationAction(browserApi(locale), request),
    onMutate: () => {
      setDialogError(null);
      setDone(null);
    },
    onSuccess: (result, request) => {
      const subject = dialog?.subject ?? '';
      setDialog(null);
      setDone(
        result === null
          ? t('done', { returnObjects: true, subject })[request.kind]
          : t('done.block', {
              subject,
              adverts: result.advertsHidden,
              tenants: result.tenantsWarned,
            }),
      );
      router.refresh();
    },
    onError: (error) => setDialogError(tErrors(alertProblemKey(error))),
  });

  const open = (state: DialogState) => {
    setDialogError(null);
    setDialogKey((key) => key + 1);
    setDialog(state);
  };

  const submit = (values: ModerationDialogValues) => {
    if (dialog === null) return;
    const { kind, listingID = 0, userID = 0, reportIDs = [], conversationID = 0 } = dialog;
    const { note } = values;
    switch (kind) {
      case 'approve':
      case 'markFraud':
      case 'markPossibleAbuse':
        action.mutate({ kind, listingID, note });
        return;
      case 'reject':
        action.mutate({
          kind,
          listingID,
          // The dialog offers exactly the RejectionReason values and refuses an empty one.
          reason: (values.reason ?? RejectionReason.Other) as RejectionReason,
          note,
        });
        return;
      case 'block':
        action.mutate({ kind, userID, duration: values.duration, days: values.days, note });
        return;
      case 'unblock':
        action.mutate({ kind, userID, note });
        return;
      case 'dismiss':
        action.mutate({ kind, reportIDs, note });
        return;
      case 'dismissScamSignals':
        action.mutate({ kind, conversationID, note });
        return;
    }
  };

  /** The advert actions a status allows. */
  const advertActions = (listingID: number, title: string, status: number) => {
    const advert = { subject: title, listingID };
    const actions: ModerationItemAction[] = [];
    if (APPROVABLE.has(status)) {
      actions.push({
        key: 'approve',
        label: t('actions.approve'),
        tone: 'primary',
        onSelect: () => open({ kind: 'approve', ...advert }),
      });
    }
    if (status !== ListingStatus.Rejected) {
      actions.push({
        key: 'reject',
        label: t('actions.reject'),
        onSelect: () => open({ kind: 'reject', ...advert }),
      });
    }
    if (status !== ListingStatus.PossibleAbuse) {
      actions.push({
        key: 'markPossibleAbuse',
        label: t('actions.markPossibleAbuse'),
        onSelect: () => open({ kind: 'markPossibleAbuse', ...advert }),
      });
    }
    if (status !== ListingStatus.Fraud) {
      actions.push({
        key: 'markFraud',
        label: t('actions.markFraud'),
        tone: 'danger',
        onSelect: () => open({ kind: 'markFraud', ...advert }),
      });
    }
    return actions;
  };

  /** Block or unblock a user; nothing for a staff account (the API refuses it). */
  const userActions = (user: ModerationUser): ModerationItemAction[] => {
    if (user.isStaff) return [];
    const name = `${user.firstName} ${user.lastName}`.trim();
    const target = { subject: name, userID: user.userID };
    return user.isBlocked
      ? [
          {
            key: 'unblock',
            label: t('actions.unblock', { name: user.firstName }),
            onSelect: () => open({ kind: 'unblock', ...target }),
          },
        ]
      : [
          {
            key: 'block',
            label: t('actions.block', { name: user.firstName }),
            tone: 'danger',
            onSelect: () => open({ kind: 'block', ...target }),
          },
        ];
  };

  /** The link to a conversation's messages (a reported one, or one with scam signs). */
  const readMessages = (conversationID: number): ModerationItemAction => ({
    key: 'readMessages',
    label: t('actions.readMessages'),
    href: pathFor('moderationConversation', locale, { conversationID: String(conversationID) }),
  });

  const statusText = (status: number) => {
    const name = listingStatusName(status);
    return name === null ? String(status) : tAdverts(`status.${name}`);
  };

  let items: ReactNode[];
  switch (data.queue) {
    case ModerationQueue.HeldAdverts:
      items = data.page.items.map((item) => {
        const held = heldAdvertWords(item, words);
        return (
          <HeldAdvertItem
            key={item.holdID}
            listingID={item.listingID}
            title={item.title}
            facts={held.facts}
            held={held.held}
            rulesHeading={t('held.rulesHeading')}
            rules={held.rules}
            landlord={userView(item.landlord, t('user.landlord'), words)}
            actionsLabel={t('actions.groupLabel', { subject: item.title })}
            actions={[
              ...advertActions(item.listingID, item.title, item.status),
              ...userActions(item.landlord),
            ]}
          />
        );
      });
      break;
    case ModerationQueue.AdvertReports:
      items = data.page.items.map((item) => (
        <AdvertReportItem
          key={item.listingID}
          listingID={item.listingID}
          title={item.title}
          meta={[
            `${item.cityName} · ${statusText(item.status)}`,
            `${t('reports.count', { count: item.reports.length })} · ${t('reports.oldest', {
              time: moderationTime(item.oldestReportAt, locale),
            })}`,
          ]}
          reports={advertReportViews(item, words)}
          landlord={userView(item.landlord, t('user.landlord'), words)}
          actionsLabel={t('actions.groupLabel', { subject: item.title })}
          actions={[
            ...advertActions(item.listingID, item.title, item.status),
            ...userActions(item.landlord),
            {
              key: 'dismiss',
              label: t('actions.dismiss'),
              onSelect: () =>
                open({
                  kind: 'dismiss',
                  subject: item.title,
                  reportIDs: item.reports.map((report) => report.reportID),
                }),
            },
          ]}
        />
      ));
      break;
    case ModerationQueue.ConversationReports:
      items = data.page.items.map((item) => (
        <ConversationReportItem
          key={item.reportID}
          conversationID={item.conversationID}
          heading={t('reports.about', { title: item.listing.title })}
          report={conversationReportView(item, words)}
          reported={userView(item.reported, t('user.reported'), words)}
          actionsLabel={t('actions.groupLabel', { subject: item.listing.title })}
          actions={[
            readMessages(item.conversationID),
            ...userActions(item.reported),
            {
              key: 'dismiss',
              label: t('actions.dismiss'),
              onSelect: () =>
                open({
                  kind: 'dismiss',
                  subject: item.reported.firstName,
                  reportIDs: [item.reportID],
                }),
            },
          ]}
        />
      ));
      break;
    case ModerationQueue.ScamSignals:
      items = data.page.items.map((item) => (
        <ScamSignalItem
          key={item.conversationID}
          conversationID={item.conversationID}
          heading={t('reports.about', { title: item.listing.title })}
          meta={[
            t('scam.flagged', {
              count: item.flaggedMessages,
              time: moderationTime(item.oldestFlagAt, locale),
            }),
            t('scam.tenant', { name: item.tenant.firstName }),
          ]}
          signals={item.signals.map((signal) => ({
            signal,
            name: t(`scam.signals.${signal}`),
          }))}
          sender={userView(item.sender, t('scam.sender'), words)}
          actionsLabel={t('actions.groupLabel', { subject: item.listing.title })}
          actions={[
            readMessages(item.conversationID),
            ...userActions(item.sender),
            {
              key: 'dismissScamSignals',
              label: t('actions.dismissScamSignals'),
              onSelect: () =>
                open({
                  kind: 'dismissScamSignals',
                  subject: item.listing.title,
                  conversationID: item.conversationID,
                }),
            },
          ]}
        />
      ));
      break;
    case ModerationQueue.FlaggedProfiles:
      items = data.page.items.map((item) => (
        <FlaggedProfileItem
          key={item.tenant.userID}
          userID={item.tenant.userID}
          heading={
            // The moderator reads the profile as landlords see it (a page of its own).
            <a
              href={pathFor('tenantProfile', locale, {
                tenantID: String(item.tenant.userID),
                source: 'search',
              })}
            >
              {t('reports.profile', { name: item.tenant.firstName })}
            </a>
          }
          meta={[
            `${t('reports.count', { count: item.reports.length })} · ${t('reports.oldest', {
              time: moderationTime(item.oldestReportAt, locale),
            })}`,
          ]}
          reports={advertReportViews(item, words)}
          tenant={userView(item.tenant, t('user.tenant'), words)}
          actionsLabel={t('actions.groupLabel', { subject: item.tenant.firstName })}
          actions={[
            ...userActions(item.tenant),
            {
              key: 'dismiss',
              label: t('actions.dismiss'),
              onSelect: () =>
                open({
                  kind: 'dismiss',
                  subject: item.tenant.firstName,
                  reportIDs: item.reports.map((report) => report.reportID),
                }),
            },
          ]}
        />
      ));
      break;
  }

  const kind = dialog?.kind ?? 'approve';
  const subject = dialog?.subject ?? '';
  return (
    <div className={styles.island} data-testid="moderation-queue" data-queue={data.queue}>
      <div role="status" aria-live="polite" data-testid="moderation-done">
        {done === null ? null : (
          <InlineAlert severity="success" role="none" className={styles.done}>
            {done}
          </InlineAlert>
        )}
      </div>
      <ModerationItemList
        label={t(`listLabel.${data.queue}`)}
        emptyText={t(`empty.${data.queue}`)}
        count={items.length}
      >
        {items}
      </ModerationItemList>
      <ModerationActionDialog
        key={dialogKey}
        open={dialog !== null}
        busy={action.isPending}
        error={dialogError}
        {...moderationDialogProps(kind, subject, NOTE_OPTIONAL.has(kind), t)}
        onSubmit={submit}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}
