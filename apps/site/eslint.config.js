import nextjs from '@rooms/eslint-config/nextjs';

export default [
  ...nextjs,
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          name: 'next/dynamic',
          message:
            'Use lazyComponent (src/client/lazy-component.tsx): the next/dynamic loader adds ~5 kB gzip to every first load.',
        },
      ],
    },
  },
];
