import { ReportList } from './moderation-advert-report';
import { ModerationItemFrame } from './moderation-parts';

import type { ModerationReportView } from './moderation-advert-report';
import type { ModerationItemAction, ModerationUserView } from './moderation-parts';

/** Props of {@link ConversationReportItem}: everything already in the page's language. */
export interface ConversationReportItemProps {
  readonly conversationID: number;
  /** E.g. "About the advert “Room in Amsterdam”". */
  readonly heading: string;
  readonly report: ModerationReportView;
  /** The user who was reported. */
  readonly reported: ModerationUserView;
  readonly actionsLabel: string;
  /** Read the messages (a link), dismiss, block the reported user. */
  readonly actions: readonly ModerationItemAction[];
}

/**
 * A reported conversation (issue 28, queue "reported conversations"): the advert it is about,
 * the report (reason, explanation, reporter and time), the reported user and the actions, among
 * them the link to the messages (which only staff can open, and which is logged). Hook-free.
 */
export function ConversationReportItem({
  conversationID,
  heading,
  report,
  reported,
  actionsLabel,
  actions,
}: ConversationReportItemProps) {
  return (
    <ModerationItemFrame
      testId="conversation-report"
      subjectId={conversationID}
      heading={heading}
      meta={[]}
      user={reported}
      actionsLabel={actionsLabel}
      actions={actions}
    >
      <ReportList reports={[report]} />
    </ModerationItemFrame>
  );
}

export default ConversationReportItem;
