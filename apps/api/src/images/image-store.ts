/**
 * Where images are kept (issue 5 "Storage is local files under `.data/uploads/` by default and
 * S3-compatible object storage when configured (same interface, tested against the local one)").
 */
/**
 * An object store for image bytes. Keys are relative, '/'-separated paths of safe segments (see
 * {@link assertStoreKey}); an object, once written, is replaced only by writing its key again.
 * Implementations: `LocalImageStore` (files) and `S3ImageStore` (S3-compatible).
 */
export interface ImageStore {
  /** 'local' or 's3', for logs and the start message. */
  readonly kind: 'local' | 's3';
  /**
   * Writes an object, replacing what was there. A reader sees the old or the new bytes, never a
   * part.
   *
   * @param key the store key (e.g. `originals/AbC…`)
   * @param bytes the content
   * @param contentType its media type (kept by S3; the local store derives nothing from it)
   * @throws RangeError for a key that {@link assertStoreKey} refuses; I/O errors of the backend
   */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /**
   * Reads an object.
   *
   * @returns its bytes, or null when there is no such object
   */
  get(key: string): Promise<Buffer | null>;
  /** Whether an object exists. */
  exists(key: string): Promise<boolean>;
  /** Removes an object; nothing happens when there is none. */
  delete(key: string): Promise<void>;
  /**
   * Removes every object whose key starts with `folder/` (e.g. all derived sizes of an image);
   * nothing happens when there are none.
   */
  deleteFolder(folder: string): Promise<void>;
}

/** One segment of a store key: letters, digits, '_', '-' and '.', not starting with '.'. */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,199}$/;

/**
 * Checks a store key: 1-8 '/'-separated segments of letters, digits, '_', '-' and '.', none
 * starting with '.' (so no '..', no hidden files), no empty segment, no leading or trailing '/'.
 * Whatever a caller passes, the key stays inside the store's root.
 *
 * @throws RangeError naming the key when it is not allowed
 */
export function assertStoreKey(key: string): void {
  const segments = key.split('/');
  if (segments.length > 8 || !segments.every((segment) => SEGMENT.test(segment))) {
    throw new RangeError(`not an allowed image store key: ${JSON.stringify(key)}`);
  }
}
