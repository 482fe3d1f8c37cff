import nextPlugin from '@next/eslint-plugin-next';
import tseslint from 'typescript-eslint';

import react from './react.js';

/** Flat config for the Next.js site: React rules plus Next's core web vitals rules. */
export default tseslint.config(...react, {
  files: ['**/*.{ts,tsx}'],
  plugins: { '@next/next': nextPlugin },
  rules: {
    ...nextPlugin.configs.recommended.rules,
    ...nextPlugin.configs['core-web-vitals'].rules,
  },
});
