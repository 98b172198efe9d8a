import { Type, type Static } from '@sinclair/typebox';
import { URL_PATTERN } from './urls';

const Text = (max: number, description?: string) =>
  Type.String({ maxLength: max, ...(description ? { description } : {}) });
const Url = Type.String({ maxLength: 2000, pattern: `^$|${URL_PATTERN}`, description: 'http(s) URL; empty for none' });

/**
 * The Impressum's structured part in one language (issue #30; § 5 DDG, § 2 DL-InfoV, § 36 VSBG):
 * what German law asks a law firm's site to state. Rendered at /docs/imprint above the free text.
 */
export const ImprintSchema = Type.Object({
  partnership: Text(300, 'The partnership as registered, e.g. "Kestner Vahl Rechtsanwälte PartG mbB"'),
  registerCourt: Text(200, 'The register court, e.g. "Amtsgericht München (Partnerschaftsregister)"'),
  registerNumber: Text(100, 'e.g. "PR 1234"'),
  partners: Text(2000, 'The partners entitled to represent the partnership'),
  professionalTitle: Text(200, 'e.g. "Rechtsanwalt / Rechtsanwältin"'),
  titleState: Text(200, 'The state that conferred the title, e.g. "Bundesrepublik Deutschland"'),
  bar: Text(200, 'The competent bar, e.g. "Rechtsanwaltskammer München"'),
  barAddress: Text(500),
  rules: Type.Array(Type.Object({ name: Text(300), url: Url }, { additionalProperties: false }), {
    maxItems: 20,
    description: 'The professional rules (BRAO, BORA, FAO, RVG, CCBE, BerHG) with links',
  }),
  insurer: Text(500, 'The professional liability insurer and its address (DL-InfoV § 2)'),
  insuranceScope: Text(500, 'The geographic scope of the cover'),
  vatId: Text(50),
  disputeResolution: Text(2000, 'The consumer dispute resolution statement (§ 36 VSBG)'),
});
export type Imprint = Static<typeof ImprintSchema>;

export const emptyImprint = (): Imprint => ({
  partnership: '',
  registerCourt: '',
  registerNumber: '',
  partners: '',
  professionalTitle: '',
  titleState: '',
  bar: '',
  barAddress: '',
  rules: [],
  insurer: '',
  insuranceScope: '',
  vatId: '',
  disputeResolution: '',
});

/** True when nothing is filled in (the page then shows only the free text). */
export const imprintIsEmpty = (i: Imprint) =>
  Object.entries(i).every(([, v]) => (Array.isArray(v) ? v.length === 0 : !String(v).trim()));
