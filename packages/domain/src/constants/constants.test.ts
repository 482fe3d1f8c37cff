import { describe, expect, it } from 'vitest';

import { SurfaceBand } from '../enums/bands';
import { InboxSort } from '../enums/conversation';
import { ViewMode } from '../enums/search';

import {
  BASE_BREAKPOINTS_PX,
  CONTAINER_MAX_WIDTH_FROM_PX,
  CONTAINER_MAX_WIDTH_PX,
  DRAWER_PHOTO_SIZE_PX,
  FALLBACK_IMAGE,
  HEADER_PHOTO_SIZE_PX,
  IMAGE_DEVICE_WIDTHS_PX,
  IMAGE_QUALITY,
  IMAGE_SIZES_PX,
  PROFILE_PHOTO_SIZE_PX,
  SITE_BREAKPOINTS_PX,
  TOOLTIP_DELAY_MS,
} from './layout';
import {
  DEFAULT_MAP_CENTRE,
  DEFAULT_REGION_BOX,
  DEFAULT_RESULT_DISPLAY,
  MAP_DEFAULT_VIEW_STYLE,
  MAP_DEFAULT_ZOOM,
  MAP_MAX_ZOOM,
  MAP_PADDING_PX,
  MAP_REGION_ZOOM,
} from './map-defaults';
import {
  ABUSE_COMMENT_MAX_LENGTH,
  CONVERSATION_MESSAGES_PAGE_SIZE,
  MESSAGE_MAX_LENGTH,
  NEW_MESSAGE_EMAIL_INTERVAL_MINUTES,
  REACTION_MESSAGE_MIN_LENGTH,
} from './messaging';
import { DEFAULT_PAGE_NO, INBOX_DEFAULT_SORT, INBOX_PAGE_SIZE } from './paging';
import { API_BASE_PATH, DEFAULT_LOG_LEVEL, HTTP_TIMEOUT_MS } from './runtime';
import {
  DEFAULT_RADIUS_KM,
  MAX_AGE,
  MIN_AGE,
  STUDENT_HOUSING_DEFAULT_MAX_RENT_EURO,
  TENANT_SEARCH_RADIUS_KM,
} from './search-defaults';
import {
  AFFILIATE_POSTBACK_OFFER_ID,
  AFFILIATE_WINDOW_DAYS,
  ANALYTICS_BUFFER_TIMEOUT_MS,
  ANALYTICS_SESSION_TIMEOUT_MS,
  ANONYMOUS_ALERTS_STORAGE_KEY,
  FIRST_SOURCE_COOKIE_DAYS,
  VAT_FACTOR,
  VISITOR_COOKIE_DAYS,
  VISITOR_COOKIE_NAME,
} from './tracking';

describe('§9 constants', () => {
  it('search and paging', () => {
    expect(DEFAULT_RADIUS_KM).toBe(10);
    expect(TENANT_SEARCH_RADIUS_KM).toBe(5);
    expect(STUDENT_HOUSING_DEFAULT_MAX_RENT_EURO).toEqual({ groningen: 500, rotterdam: 600 });
    expect(MIN_AGE).toBeLessThan(MAX_AGE);
    expect(DEFAULT_PAGE_NO).toBe(1);
    expect(INBOX_PAGE_SIZE).toBe(20);
    expect(INBOX_DEFAULT_SORT).toBe('recommended');
    expect(INBOX_DEFAULT_SORT).toBe(InboxSort.Recommended);
    expect(SurfaceBand.M6).toBe(6);
  });

  it('messaging', () => {
    expect(NEW_MESSAGE_EMAIL_INTERVAL_MINUTES).toBe(15);
    expect(REACTION_MESSAGE_MIN_LENGTH).toBeLessThan(MESSAGE_MAX_LENGTH);
    expect([MESSAGE_MAX_LENGTH, ABUSE_COMMENT_MAX_LENGTH]).toEqual([4000, 2000]);
    expect(CONVERSATION_MESSAGES_PAGE_SIZE).toBe(50);
  });

  it('map', () => {
    expect([MAP_DEFAULT_ZOOM, MAP_MAX_ZOOM, MAP_REGION_ZOOM]).toEqual([16, 99, 7]);
    expect(DEFAULT_REGION_BOX).toEqual({ nwLat: 54.22, nwLng: -3.27, seLat: 50.13, seLng: 12.55 });
    expect(DEFAULT_MAP_CENTRE).toEqual({ lat: 52.17, lng: 4.64 });
    expect(MAP_PADDING_PX).toEqual({ top: 15, right: 30, bottom: 18, left: 18 });
    expect(MAP_DEFAULT_VIEW_STYLE).toBe('map');
    expect(DEFAULT_RESULT_DISPLAY).toBe(ViewMode.List);
  });

  it('layout and images', () => {
    expect(Object.values(BASE_BREAKPOINTS_PX)).toEqual([0, 600, 900, 1200, 1536]);
    expect(SITE_BREAKPOINTS_PX).toMatchObject({ sm: 600, md: 1024, lg: 1360, xl: 1680 });
    expect([CONTAINER_MAX_WIDTH_PX, CONTAINER_MAX_WIDTH_FROM_PX]).toEqual([1200, 1360]);
    expect(TOOLTIP_DELAY_MS).toBe(700);
    expect([HEADER_PHOTO_SIZE_PX, DRAWER_PHOTO_SIZE_PX, PROFILE_PHOTO_SIZE_PX]).toEqual([
      30, 40, 150,
    ]);
    expect(FALLBACK_IMAGE).toEqual({
      key: 'no-user-image',
      width: 341,
      height: 241,
      format: 'webp',
    });
    expect(IMAGE_DEVICE_WIDTHS_PX).toEqual([640, 750, 828, 1080, 1200, 1920, 2048, 3840]);
    expect(IMAGE_SIZES_PX).toEqual([16, 32, 48, 64, 96, 128, 256, 384]);
    expect(IMAGE_QUALITY).toBe(75);
  });

  it('tracking and runtime', () => {
    expect([AFFILIATE_WINDOW_DAYS, FIRST_SOURCE_COOKIE_DAYS, AFFILIATE_POSTBACK_OFFER_ID]).toEqual([
      30, 30, 164,
    ]);
    expect([VISITOR_COOKIE_NAME, VISITOR_COOKIE_DAYS]).toEqual(['visitor_id', 365]);
    expect([ANALYTICS_SESSION_TIMEOUT_MS, ANALYTICS_BUFFER_TIMEOUT_MS, HTTP_TIMEOUT_MS]).toEqual([
      1_800_000, 10_000, 10_000,
    ]);
    expect(VAT_FACTOR).toBe(1.21);
    expect(ANONYMOUS_ALERTS_STORAGE_KEY).toMatch(/v2$/);
    expect(API_BASE_PATH).toBe('/services/api');
    expect(DEFAULT_LOG_LEVEL).toBe('info');
  });
});
