import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';

import nextConfig from '../next.config';

import { API_MAX_BODY_BYTES, proxy } from './proxy';

function upload(contentLength: number): NextRequest {
  return new NextRequest(
    'http://localhost:3000/services/api/supplyflow/cra-upload-photo?listingID=7',
    {
      method: 'POST',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(contentLength),
      },
    },
  );
}

describe('proxy: the /services/api pass-through', () => {
  it('forwards calls to the API origin with path and query', () => {
    const response = proxy(upload(15 * 1024 * 1024));
    expect(response.headers.get('x-middleware-rewrite')).toBe(
      'http://localhost:4000/supplyflow/cra-upload-photo?listingID=7',
    );
    const image = proxy(
      new NextRequest('http://localhost:3000/services/api/image/abc/resize/341-241'),
    );
    expect(image.headers.get('x-middleware-rewrite')).toBe(
      'http://localhost:4000/image/abc/resize/341-241',
    );
  });

  it('refuses a body longer than Next.js buffers for the proxy with 413 in the §8 shape', async () => {
    const response = proxy(upload(API_MAX_BODY_BYTES + 1));
    expect(response.status).toBe(413);
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    expect(await response.json()).toEqual({
      code: 'image_too_large',
      message: 'The photo is larger than 15 MB',
    });
  });

  it('lets Next.js buffer exactly as much as it passes on', () => {
    expect(nextConfig.experimental?.proxyClientMaxBodySize).toBe(API_MAX_BODY_BYTES);
  });
});
