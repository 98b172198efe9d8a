import type { Route } from './+types/vcard';
import type { LawyerTeam } from '#contract/entities.ts';
import { apiFind, isIdParam, loadFirm, loadOffice } from '../components/pages/api.server';
import { oneLine } from '../components/office';
import { plainText } from '../seo';
import { attachment, buildVCard } from '../components/pages/vcard';

/** A plain 404 (a download link has no page around it: React Router would answer the JSON `null`). */
const noSuchLawyer = () =>
  new Response('No such lawyer.\n', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' },
  });

/** /team/vcard/:id: the lawyer's contact card (.vcf) in the visitor's language; 404 for an unknown id. */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!isIdParam(params.id)) return noSuchLawyer();
  const [found, firm] = await Promise.all([
    apiFind<LawyerTeam>(context, `/user/lawyerTeam/${params.id}`),
    loadFirm(context),
  ]);
  if (!found) return noSuchLawyer();
  const lawyer = found.result;
  // The lawyer's own office (address and switchboard), not the firm's head office.
  const office = await loadOffice(context, lawyer.office);
  const officeTel = office?.phone ?? firm.tel;
  const origin = `${context.origin}${context.basePath}`;
  const photo = lawyer.photoUrl
    ? /^https?:\/\//.test(lawyer.photoUrl)
      ? lawyer.photoUrl
      : `${context.origin}${lawyer.photoUrl}`
    : null;
  const body = buildVCard({
    name: lawyer.name,
    org: firm.name || null,
    title: lawyer.jobs.map((j) => j.name).join(', ') || null,
    tel: lawyer.phoneNumber || officeTel,
    workTel: lawyer.phoneNumber ? officeTel : null,
    email: lawyer.email || firm.email,
    address: office?.lines.length ? oneLine(office) : firm.address,
    url: `${origin}/team/detail/${lawyer.id}?lang=${context.locale}`,
    photo,
    categories: lawyer.proFields.map((f) => f.name),
    note: [lawyer.officeName, plainText(lawyer.intro, 300)].filter(Boolean).join(' – ') || null,
  });
  const filename = `${lawyer.name.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'contact'}.vcf`;
  return new Response(body, {
    headers: {
      'Content-Type': 'text/vcard; charset=utf-8',
      'Content-Disposition': attachment(filename),
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
