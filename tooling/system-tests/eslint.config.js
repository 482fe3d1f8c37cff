import base from '@rooms/eslint-config/base';

export default base;
