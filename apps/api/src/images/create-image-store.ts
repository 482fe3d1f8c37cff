import { LocalImageStore } from './local-image-store.js';

import type { ApiConfig } from '../env.js';
import type { ImageStore } from './image-store.js';

/**
 * The image store of a configuration: S3 when `S3_BUCKET` is set, else local files under
 * `UPLOADS_DIR` (default `DATA_DIR/uploads`, i.e. `.data/uploads/`). Creates no folder or
 * connection yet: the first write does. The S3 client is loaded only when S3 is configured.
 */
export async function createImageStore(config: ApiConfig): Promise<ImageStore> {
  if (config.S3_BUCKET !== undefined) {
    const { S3ImageStore } = await import('./s3-image-store.js');
    return new S3ImageStore({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      prefix: config.S3_PREFIX,
      timeoutMs: config.S3_TIMEOUT_MS,
      credentials:
        config.S3_ACCESS_KEY_ID !== undefined && config.S3_SECRET_ACCESS_KEY !== undefined
          ? {
              accessKeyId: config.S3_ACCESS_KEY_ID,
              secretAccessKey: config.S3_SECRET_ACCESS_KEY,
            }
          : undefined,
    });
  }
  return new LocalImageStore(config.UPLOADS_DIR);
}
