import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';

import { assertStoreKey, type ImageStore } from './image-store.js';

/** Where the {@link S3ImageStore} keeps objects and how it signs in. */
export interface S3ImageStoreOptions {
  bucket: string;
  /** AWS region name (S3-compatible services mostly accept 'us-east-1' or 'auto'). */
  region: string;
  /** Endpoint of an S3-compatible service; undefined for AWS S3 itself. */
  endpoint?: string | undefined;
  /** Path-style addresses (endpoint/bucket/key), needed by MinIO and most self-hosted services. */
  forcePathStyle: boolean;
  /** Prepended to every key (e.g. 'rooms/'); '' for none. */
  prefix: string;
  /** Static credentials; undefined: the AWS SDK's default chain (AWS_* variables, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  /**
   * Longest time of one request, connecting included, ms (default 15,000): a store that stops
   * answering fails the upload or image request instead of holding it (and its pool slot).
   */
  timeoutMs?: number;
  /** A ready client (tests); default: one built from the options above. */
  client?: S3Client;
}

/** Default {@link S3ImageStoreOptions.timeoutMs}. */
const DEFAULT_TIMEOUT_MS = 15_000;
/** Longest time to open a connection to the store, ms (within the request timeout). */
const CONNECT_TIMEOUT_MS = 3_000;
/** Attempts per call (the SDK retries throttling and network errors with backoff). */
const MAX_ATTEMPTS = 3;

/** Most keys one DeleteObjects request may name (S3 limit). */
const DELETE_BATCH = 1000;

/**
 * {@link ImageStore} on S3-compatible object storage (AWS S3, MinIO, Cloudflare R2 …), chosen
 * when `S3_BUCKET` is configured. Object `k` is `{prefix}{k}` in the bucket, written with its
 * content type. Keys are checked by {@link assertStoreKey} like the local store's.
 *
 * No real S3 service can be reached from the build machines, so CI runs the shared contract suite
 * (`image-store.contract.test.ts`) against this store talking to an in-memory fake S3 on
 * 127.0.0.1 (`testing/fake-s3-server.ts`: request shapes and S3's answers, no signature check).
 * Pointed at a real bucket with `IMAGE_STORE_CONTRACT_S3=true` and the S3_* variables, the same
 * suite runs against it under a fresh random prefix.
 */
export class S3ImageStore implements ImageStore {
  readonly kind = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(options: S3ImageStoreOptions) {
    this.bucket = options.bucket;
    this.prefix = options.prefix;
    this.client =
      options.client ??
      new S3Client({
        region: options.region,
        ...(options.endpoint !== undefined ? { endpoint: options.endpoint } : {}),
        forcePathStyle: options.forcePathStyle,
        ...(options.credentials !== undefined ? { credentials: options.credentials } : {}),
        maxAttempts: MAX_ATTEMPTS,
        requestHandler: {
          connectionTimeout: Math.min(CONNECT_TIMEOUT_MS, options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
          requestTimeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
          throwOnRequestTimeout: true,
        },
      });
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.objectKey(key),
        Body: bytes,
        ContentType: contentType,
        ContentLength: bytes.byteLength,
      }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
      );
      if (answer.Body === undefined) return Buffer.alloc(0);
      return Buffer.from(await answer.Body.transformToByteArray());
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
      );
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
    );
  }

  async deleteFolder(folder: string): Promise<void> {
    const prefix = `${this.objectKey(folder)}/`;
    let continuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: prefix,
          MaxKeys: DELETE_BATCH,
          ContinuationToken: continuationToken,
        }),
      );
      const keys = (page.Contents ?? []).flatMap((object) =>
        object.Key === undefined ? [] : [{ Key: object.Key }],
      );
      if (keys.length > 0) {
        await this.client.send(
          new DeleteObjectsCommand({
            Bucket: this.bucket,
            Delete: { Objects: keys, Quiet: true },
          }),
        );
      }
      continuationToken = page.IsTruncated === true ? page.NextContinuationToken : undefined;
    } while (continuationToken !== undefined);
  }

  private objectKey(key: string): string {
    assertStoreKey(key);
    return `${this.prefix}${key}`;
  }
}

/** Whether an SDK error means "no such object" (GetObject: NoSuchKey; HeadObject: 404 NotFound). */
function isNotFound(error: unknown): boolean {
  const candidate = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    candidate.name === 'NoSuchKey' ||
    candidate.name === 'NotFound' ||
    candidate.$metadata?.httpStatusCode === 404
  );
}
