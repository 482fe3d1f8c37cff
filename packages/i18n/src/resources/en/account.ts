/**
 * English texts of the `account` namespace: sign-in, registration, password reset and
 * sign-out (§2 legacy login mode). The Dutch file beside it has the same keys (checked by the
 * parity test). `{{min}}`, `{{max}}`, `{{email}}`, `{{minutes}}` are filled in by the site.
 */
export const account = {
  meta: {
    loginTitle: 'Log in | Rooms',
    loginDescription:
      'Log in to Rooms to message landlords, keep your favourite rooms and manage your adverts.',
    registerTitle: 'Create an account | Rooms',
    registerDescription:
      'Create a free Rooms account to react to rooms and homes for rent across the Netherlands.',
    resetTitle: 'Forgot your password | Rooms',
    resetDescription: 'Request a link to choose a new password for your Rooms account.',
    resetConfirmTitle: 'Choose a new password | Rooms',
    signOutTitle: 'Log out | Rooms',
    registerConfirmTitle: 'Activate your account | Rooms',
  },
  aside: {
    title: 'Your next home starts here',
    points: {
      search: 'Rooms, studios and apartments all over the Netherlands',
      message: 'Message landlords directly',
      alerts: 'Save favourites and get alerts for new adverts',
    },
  },
  fields: {
    email: 'E-mail address',
    password: 'Password',
    newPassword: 'New password',
    firstName: 'First name',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    newPasswordHint: 'At least {{min}} characters. A few unrelated words make a strong password.',
  },
  validation: {
    emailRequired: 'Enter your e-mail address',
    emailInvalid: 'Enter a valid e-mail address, like name@example.com',
    emailTooLong: 'An e-mail address can be at most {{max}} characters long',
    passwordRequired: 'Enter your password',
    passwordTooShort: 'Your password needs at least {{min}} characters',
    passwordTooLong: 'Your password can be at most {{max}} characters long',
    firstNameRequired: 'Enter your first name',
    firstNameTooLong: 'Your first name can be at most {{max}} characters long',
    firstNameInvalid:
      'Use only letters, spaces, apostrophes, hyphens and full stops in your first name (no web addresses)',
  },
  errorSummary: {
    title: 'There is a problem',
  },
  login: {
    title: 'Log in',
    intro: 'Welcome back! Log in with your e-mail address and password.',
    returnNotice: 'Log in to continue to the page you wanted to see.',
    submit: 'Log in',
    submitting: 'Logging in…',
    forgotPassword: 'Forgot your password?',
    noAccount: 'New to Rooms?',
    registerLink: 'Create an account',
    invalidCredentials:
      'The e-mail address or password is incorrect. Check both, or reset your password.',
    blockedUntil: 'Your account is blocked until {{date}}.',
    blockedIndefinitely: 'Your account is blocked indefinitely.',
    appeal: 'Do you think this is a mistake? Write to <mail>{{email}}</mail>.',
  },
  register: {
    title: 'Create your account',
    intro: 'Free, and done in a minute.',
    invited: 'You were invited: after your first payment you both get {{days}} days of premium.',
    submit: 'Create account',
    submitting: 'Creating your account…',
    terms:
      'By creating an account you agree to our <terms>terms and conditions</terms> and our <privacy>privacy policy</privacy>.',
    hasAccount: 'Already have an account?',
    loginLink: 'Log in',
    sentTitle: 'Check your inbox',
    sentText:
      'We have sent an e-mail with the next step to <b>{{email}}</b>. Open the link in it within {{hours}} hours to activate your account. If this address already has an account, the e-mail tells you how to log in.',
    sentHint: 'No e-mail after a few minutes? Check your spam folder, or try again.',
    tryAgain: 'Use another e-mail address',
    confirmTitle: 'Activate your account',
    confirmIntro: 'One more step: activate your account and you are logged in straight away.',
    confirmSubmit: 'Activate account',
    confirmSubmitting: 'Activating…',
    signUpAgain: 'Sign up again',
  },
  reset: {
    title: 'Forgot your password?',
    intro: 'Enter the e-mail address of your account. We will send you a link to choose a new one.',
    submit: 'Send link',
    submitting: 'Sending…',
    sentTitle: 'Check your inbox',
    sentText:
      'If there is an account for <b>{{email}}</b>, we have just sent it a link to choose a new password. The link works once and is valid for {{minutes}} minutes.',
    sentHint: 'No e-mail after a few minutes? Check your spam folder, or try again.',
    tryAgain: 'Use another e-mail address',
    backToLogin: 'Back to log in',
    rememberPassword: 'Remembered it?',
    confirmTitle: 'Choose a new password',
    confirmIntro: 'Almost done. Choose a new password for your account.',
    confirmSubmit: 'Save new password',
    confirmSubmitting: 'Saving…',
    requestNewLink: 'Request a new link',
    doneTitle: 'Your password has been changed',
    doneText:
      'For your safety we have logged you out on all your devices. Log in with your new password.',
    doneLogin: 'Log in',
  },
  signOut: {
    title: 'Logging out',
    busy: 'One moment, we are logging you out…',
    failed: 'Logging out did not work.',
    retry: 'Try again',
    home: 'Go to the home page',
  },
} as const;
