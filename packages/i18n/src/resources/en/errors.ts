/**
 * English user-facing texts of the `errors` namespace: one key per code of the §8 error
 * catalogue (generic codes, timeout/abort and the business result codes).
 */
export const errors = {
  unknown: 'Something went wrong. Please try again.',
  invalid_request: 'The request is not valid. Please check what you entered and try again.',
  http_400: 'The request is not valid. Please check what you entered and try again.',
  http_401: 'Please log in to continue.',
  http_403: 'You do not have access to this page or action.',
  http_404: 'We could not find what you were looking for.',
  http_500: 'Something went wrong on our side. Please try again later.',
  http_501: 'This action is not available yet.',
  http_502: 'Our server cannot be reached right now. Please try again in a moment.',
  timeout: 'This is taking too long. Check your internet connection and try again.',
  aborted: 'The request was cancelled.',
  http_429: 'Too many attempts. Wait a little and try again.',
  reset_token_invalid: 'This password reset link is invalid or has expired. Request a new one.',
  registration_token_invalid:
    'This sign-up link is invalid, has already been used or has expired. Sign up again, or log in if your account is already active.',
  move_up_too_soon: 'You can move an advert up once every 24 hours. Please try again later.',
  image_too_large: 'This photo is larger than 15 MB. Choose a smaller photo.',
  image_too_many_pixels:
    'This photo has more than 50 megapixels. Make it smaller (fewer pixels) and try again.',
  image_unsupported: 'This file is not a photo we can use. Upload a JPEG, PNG, WebP or AVIF image.',
  image_heic_unsupported:
    'We cannot process HEIC photos (the iPhone format). Save the photo as a JPEG (on an iPhone: Settings > Camera > Formats > Most Compatible) and upload it again.',
  image_corrupt: 'This photo is damaged or was not uploaded completely. Please try again.',
  photo_limit_reached: 'An advert can have up to 20 photos. Delete a photo to add another one.',
  address_readonly:
    'The address of an advert cannot be changed once it has been published. Create a new advert for another address.',
  listing_incomplete:
    'Some steps of your advert are not finished yet. Complete them to publish it.',
  draft_limit_reached:
    'You already have 10 unfinished adverts. Finish or delete one to start a new one.',
  upload_quota_exceeded:
    'You have uploaded a lot of photos in a short time. Please wait and try again later.',
  conversation_blocked: 'You can no longer send messages to this person.',
  alert_limit_reached: 'You already have 50 search alerts. Delete one to save a new search.',
  alert_too_wide:
    'This search finds too many new listings a day for instant e-mails. Narrow it, or choose a daily digest.',
  withdrawal_period_over: 'The 14-day withdrawal period is over. You can still stop the renewal.',
  confirm_link_invalid:
    'This link no longer works: the advert was confirmed already or is no longer online. See My adverts.',
  stop_link_invalid: 'This stop link is invalid or has expired. Sign in to manage your subscription.',
  premium_required:
    'Only Premium members can react to this advert. With Premium you can react to every advert.',
  account_blocked:
    'Your account is blocked by our moderators. You can no longer sign in; see the e-mail we sent you to appeal.',
  '1000': 'Done!',
  '1015': 'We cannot find this advert. It may have been removed or taken offline.',
  '1078': 'Something went wrong. Please try again later.',
  '1115': 'You already have an active Premium membership.',
  '1116': 'Your payment could not be processed. Please try again or choose another payment method.',
  '1120': 'We cannot find this payment. If money was debited, please contact our support team.',
  '1122': 'The payment was cancelled.',
  '1123': 'The payment was refused. Please try another payment method.',
  '1124': 'Your payment is pending. We will let you know as soon as it is confirmed.',
  '1125': 'You still have an unpaid invoice. Please pay it before you buy something new.',
  '1127': 'The payment provider could not process your payment. Please try again.',
  '1128': 'Your payment is still being processed. Please wait a moment.',
  '1129': 'You have already saved this search alert.',
  '1135': 'Your payment session has expired. Please start the payment again.',
  '10064': 'The Dutch text of your advert contains words that are not allowed. Please change it.',
  '10065': 'The English text of your advert contains words that are not allowed. Please change it.',
  '10172': 'Your message cannot be sent. Please check its content and try again.',
} as const;
