import react from '@rooms/eslint-config/react';

export default react;
