import nextjs from '@rooms/eslint-config/nextjs';

export default nextjs;
