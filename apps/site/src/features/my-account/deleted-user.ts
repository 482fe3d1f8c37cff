/** A conversation's other participant as the messaging calls answer it. */
interface OtherParty {
  firstName: string;
  isDeleted: boolean;
}

/**
 * A conversation (inbox row or details) with the other participant's name replaced by the
 * translated "Deleted user" when their account was deleted (issue 26: the messages stay, shown as
 * from a deleted user). Other conversations are returned as they are.
 *
 * @param conversation the answer of `/conversation/details` or an inbox item
 * @param deletedUser the name to show, e.g. "Deleted user" (`myAccount` `deletedUser`)
 * @returns the conversation to render
 */
export function withDeletedUserName<T extends { otherParty: OtherParty }>(
  conversation: T,
  deletedUser: string,
): T {
  if (!conversation.otherParty.isDeleted) return conversation;
  return { ...conversation, otherParty: { ...conversation.otherParty, firstName: deletedUser } };
}
