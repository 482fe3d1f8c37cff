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
