import {
  ContentRoute,
  contentPageMetadata,
  localeOf,
} from '../../../features/content/content-route';

import type { Metadata } from 'next';

/** Title, description, canonical and hreflang of the page in its language. */
export async function generateMetadata({
  params,
}: PageProps<'/[locale]/rent-out-room'>): Promise<Metadata> {
  return contentPageMetadata(await localeOf(params), 'rentOutRoom');
}

/** Rent out a room, with live figures (§2 `/kamer-verhuren`, `/en/rent-out-room`). */
export default async function RentOutRoomPage({ params }: PageProps<'/[locale]/rent-out-room'>) {
  return <ContentRoute locale={await localeOf(params)} page="rentOutRoom" />;
}
