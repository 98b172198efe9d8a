import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helper';

/**
 * Every operation documents its success answer: the response schemas are what the OpenAPI
 * document shows and what serialises the answer (fast-json-stringify sends only the properties a
 * schema names), so an operation without one is undocumented and serialised the slow way.
 */
let t: TestApp;
let doc: {
  paths: Record<
    string,
    Record<string, { responses?: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }> }>
  >;
  components?: { schemas?: Record<string, unknown> };
};
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.call('GET', '/openapi.json');
  expect(res.status).toBe(200);
  doc = res.body;
});
afterAll(async () => {
  await t.close();
});

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

function operations() {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([method]) => METHODS.has(method))
      .map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })),
  );
}

function refsIn(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => refsIn(v, out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string') out.push(v);
      else refsIn(v, out);
    }
  }
  return out;
}

describe('OpenAPI document', () => {
  it('has a 2xx response schema for every operation', () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(60);
    const missing = ops
      .filter(({ op }) => {
        const success = Object.entries(op.responses ?? {}).filter(([code]) => /^2\d\d$/.test(code));
        return !success.some(([, r]) =>
          Object.values(r.content ?? {}).some((c) => c.schema && Object.keys(c.schema).length > 0),
        );
      })
      .map(({ name }) => name);
    expect(missing).toEqual([]);
  });

  it('describes every JSON answer as the envelope around result', () => {
    const notEnvelope = operations()
      .flatMap(({ name, op }) =>
        Object.entries(op.responses?.['200']?.content ?? {}).map(([type, c]) => ({
          name,
          type,
          schema: c.schema ?? {},
        })),
      )
      .filter(({ type }) => type === 'application/json')
      .filter(({ schema }) => {
        const props = Object.keys((schema as { properties?: object }).properties ?? {});
        return !['result', 'message', 'status'].every((p) => props.includes(p));
      })
      .map(({ name }) => name);
    expect(notEnvelope).toEqual([]);
  });

  it('resolves every $ref to a schema of the document', () => {
    const known = new Set(Object.keys(doc.components?.schemas ?? {}).map((name) => `#/components/schemas/${name}`));
    const dangling = [...new Set(refsIn(doc.paths))].filter((ref) => !known.has(ref));
    expect(dangling).toEqual([]);
  });
});
