/**
 * The fragment of the home page address after an account deletion (`/#account-deleted`): the
 * home page's notice is shown by CSS `:target` alone, so the static home page needs no script.
 */
export const ACCOUNT_DELETED_FRAGMENT = 'account-deleted';
