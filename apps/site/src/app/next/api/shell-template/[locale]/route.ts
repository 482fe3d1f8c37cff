import { isLocale, LOCALES } from '@rooms/i18n';

import { shellTemplate } from '../../../../../shell/shell-template';

/** Built once per language by `next build` and served as a file (the template is deploy data). */
export const dynamic = 'force-static';

/** One answer per language. */
export function generateStaticParams(): { locale: string }[] {
  return LOCALES.map((locale) => ({ locale }));
}

/**
 * `GET /next/api/shell-template/<locale>` (issue 24): the signed-in header template of a
 * language (`shellTemplate`), JSON, fetched by the browser only for a signed-in visitor instead
 * of being part of every page's payload; 404 for an unknown language.
 */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ locale: string }> },
): Promise<Response> {
  const { locale } = await params;
  if (!isLocale(locale)) return Response.json({ code: 'not_found' }, { status: 404 });
  return Response.json(await shellTemplate(locale));
}
