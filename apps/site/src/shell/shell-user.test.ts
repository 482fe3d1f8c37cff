import { RoomsError } from '@rooms/domain';
import { redirect } from 'next/navigation';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { getShellProfile, getShellUser } from './shell-user';

const getCurrentUser = vi.hoisted(() => vi.fn());
const apiGet = vi.hoisted(() => vi.fn());
vi.mock('../server/rooms-api', () => ({
  getCurrentUser,
  serverApi: () => Promise.resolve({ GET: apiGet }),
}));

const LARS = {
  userid: 2,
  useremail: 'landlord@rooms.test',
  usernamefirst: 'Lars',
  userphoto: 'users/2.jpg',
  haspremiumaccount: true,
  productshortdescription: null,
};

describe('getShellProfile', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    getCurrentUser.mockReset();
    apiGet.mockReset();
  });

  it('passes the signed-in user through, and null for anonymous visitors', async () => {
    getCurrentUser.mockResolvedValueOnce(LARS).mockResolvedValueOnce(null);
    expect(await getShellProfile('nl')).toBe(LARS);
    expect(await getShellProfile('nl')).toBeNull();
    expect(getCurrentUser).toHaveBeenCalledWith('nl');
  });

  it('renders anonymously, and logs, when the API fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new RoomsError({
      code: 'http_502',
      message: 'Server not accessible',
      status: 502,
    });
    getCurrentUser.mockRejectedValueOnce(failure);
    expect(await getShellProfile('en')).toBeNull();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('rendering anonymously'), failure);
  });

  it("passes Next.js's control-flow errors on", async () => {
    getCurrentUser.mockImplementationOnce(() => redirect('/elsewhere'));
    await expect(getShellProfile('nl')).rejects.toMatchObject({
      digest: expect.stringMatching(/^NEXT_REDIRECT/),
    });
    const dynamic = Object.assign(new Error('cookies'), { digest: 'DYNAMIC_SERVER_USAGE' });
    getCurrentUser.mockRejectedValueOnce(dynamic);
    await expect(getShellProfile('nl')).rejects.toBe(dynamic);
  });
});

describe('getShellUser', () => {
  it('gives the header shape with photo addresses and the unread conversations', async () => {
    getCurrentUser.mockResolvedValueOnce(LARS);
    apiGet.mockResolvedValueOnce({ data: { unreadCount: 4 } });
    const user = await getShellUser('nl');
    expect(user?.unreadMessages).toBe(4);
    expect(apiGet).toHaveBeenCalledWith('/conversation/my-conversations', {
      params: { query: { pageNo: 1, rowsPerPage: 1 } },
    });
    expect(user?.firstName).toBe('Lars');
    expect(user?.photo?.small.src).toBe('/services/api/image/users%2F2.jpg/resize/30-30');
    expect(user?.hasPremium).toBe(true);
  });

  it('shows no count, and logs, when the unread count cannot be read', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    getCurrentUser.mockResolvedValueOnce(LARS);
    apiGet.mockRejectedValueOnce(new Error('down'));
    expect((await getShellUser('en'))?.unreadMessages).toBe(0);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('unread'), expect.any(Error));
    log.mockRestore();
  });
});
