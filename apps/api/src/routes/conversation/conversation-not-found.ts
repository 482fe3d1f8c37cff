import { ErrorCode, RoomsError } from '@rooms/domain';

/**
 * The one refusal for a conversation the caller may not see (§8 `http_404` 'Not found'): the
 * same whether it does not exist, belongs to others or was deleted by the caller, so an id
 * reveals nothing.
 */
export function conversationNotFound(): RoomsError {
  return new RoomsError({ code: ErrorCode.Http404 });
}
