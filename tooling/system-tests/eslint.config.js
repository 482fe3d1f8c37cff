import base from '@rooms/eslint-config/base';

export default [
  ...base,
  // The consumer programs are a partner project's files: the consumer suite type-checks them
  // with their own tsconfig in a scratch project, against the published packages.
  { ignores: ['fixtures/**'] },
];
