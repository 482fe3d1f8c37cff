/**
 * The shape of a translation namespace in another language: the same nested keys as the
 * reference (English) resources, with any string as value. Used to type the Dutch resources so
 * that a missing or extra key is a type error (the parity test checks it at run time too).
 */
export type Messages<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : Messages<T[K]>;
};
