/**
 * Malformed requests derived from the OpenAPI description (GET /api/docs/json): for every operation,
 * broken bodies (wrong types, missing and extra fields, huge strings, NUL, lone surrogates, odd
 * numbers, bad JSON, bad multipart, wrong content types), bad path parameters (traversal, unknown
 * and non-uuids) and bad query strings. Deterministic: every random choice comes from a seeded generator.
 */
import { createRng } from '../db/seed/factories.ts';

type FuzzRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
};
type Parameter = { in: string; name: string; schema?: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
export type OpenApi = { paths: Record<string, Record<string, Operation>> };

const HUGE = 'x'.repeat(1_100_000);
const LARGE = 'ü'.repeat(60_000);
/** Values of the wrong kind for any field. */
const BAD_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  -0.0001,
  1e308,
  2 ** 53 + 1,
  'NaN',
  'Infinity',
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udfffy',
  '\u0007\u001b[31m',
  '\u007f',
  LARGE,
  [],
  [1, 2],
  {},
  { $gt: '' },
  '../../etc/passwd',
  "'; drop table users; --",
  '00000000-0000-0000-0000-000000000000',
];
const BAD_PATH_SEGMENTS = [
  '..%2f..%2fetc%2fpasswd',
  '..',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%E0%A4%A',
  '%F0%9F%98%80',
  'not-a-uuid',
  '-1',
  '1.5',
  '99999999999999999999999',
  'x'.repeat(5000),
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
];
const BAD_QUERY_VALUES = [
  '-1',
  '0',
  '1.5',
  '1e308',
  'NaN',
  'abc',
  '%00',
  '%ED%A0%80',
  'x'.repeat(20_000),
  '..%2f..%2fetc%2fpasswd',
];

const uuid = (random: () => number) =>
  'xxxxxxxx-xxxx-4xxx-8xxx-xxxxxxxxxxxx'.replace(/x/g, () => Math.floor(random() * 16).toString(16));

/** A plausible value for a schema, so that one field at a time can be broken. */
function sample(schema: JsonSchema | undefined, random: () => number): unknown {
  if (!schema) return 'text';
  if (schema.enum?.length) return schema.enum[0];
  if (schema.anyOf?.length) return sample(schema.anyOf[0], random);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object')
    return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, sample(v, random)]));
  if (type === 'array') return [sample(schema.items, random)];
  if (type === 'number' || type === 'integer') return 1;
  if (type === 'boolean') return true;
  if (schema.format === 'uuid') return uuid(random);
  if (schema.format === 'email') return 'shopper@example.com';
  return 'Nighty';
}

const json = { 'content-type': 'application/json' };

/** Every malformed body for one operation with a JSON body (or none). */
function bodyCases(schema: JsonSchema | undefined, random: () => number): Omit<FuzzRequest, 'method' | 'url'>[] {
  const valid = (sample(schema ?? { type: 'object' }, random) ?? {}) as Record<string, unknown>;
  const cases: Omit<FuzzRequest, 'method' | 'url'>[] = [
    { headers: {} },
    { headers: json, payload: '' },
    { headers: json, payload: '{"a":' },
    { headers: json, payload: '{"a":1,}' },
    { headers: json, payload: '\u0000' },
    { headers: json, payload: '[]' },
    { headers: json, payload: '"text"' },
    { headers: json, payload: '12' },
    { headers: json, payload: 'null' },
    { headers: json, payload: '{"__proto__":{"isAdmin":true}}' },
    { headers: json, payload: '{"constructor":{"prototype":{"isAdmin":true}}}' },
    { headers: json, payload: `{"a":"${HUGE}"}` },
    { headers: { 'content-type': 'text/plain' }, payload: 'hello' },
    { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1&b=2' },
    { headers: { 'content-type': 'application/xml' }, payload: '<a/>' },
    { headers: { 'content-type': 'multipart/form-data' }, payload: 'no boundary' },
    {
      headers: { 'content-type': 'multipart/form-data; boundary=zz' },
      payload: '--zz\r\nContent-Disposition: form-data; name="productName"\r\n\r\nNighty',
    },
    {
      headers: { 'content-type': 'multipart/form-data; boundary=zz' },
      payload: '--zz\r\nContent-Dispo\r\n\r\n\r\n--zz--',
    },
    {
      headers: { 'content-type': 'multipart/form-data; boundary=zz' },
      payload:
        '--zz\r\nContent-Disposition: form-data; name="displayImage"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nnot a png\r\n--zz--\r\n',
    },
    { headers: { ...json, 'content-length': '5' }, payload: '{"a":1}' },
    { headers: json, payload: JSON.stringify({ ...valid, unexpectedField: 'x', another: { deep: [1] } }) },
  ];
  for (const key of Object.keys(valid)) {
    const { [key]: _left, ...missing } = valid;
    cases.push({ headers: json, payload: JSON.stringify(missing) });
    for (const bad of BAD_VALUES) cases.push({ headers: json, payload: JSON.stringify({ ...valid, [key]: bad }) });
  }
  return cases;
}

/** The malformed requests for every operation of the description. */
export function deriveFuzzRequests(
  doc: OpenApi,
  seed: number,
  authFor: (path: string) => { headers: Record<string, string>; params: Record<string, string> },
): FuzzRequest[] {
  // The seed factories' mulberry32 generator, so a failing case can be replayed.
  const random = createRng(seed);
  const requests: FuzzRequest[] = [];
  for (const [template, operations] of Object.entries(doc.paths)) {
    const { headers: auth, params: known } = authFor(template);
    for (const [method, op] of Object.entries(operations)) {
      const upper = method.toUpperCase();
      const pathParams = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      const queryParams = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      const fill = (overrides: Record<string, string> = {}) =>
        template.replace(/\{(\w+)\}/g, (_, name: string) => overrides[name] ?? known[name] ?? uuid(random));
      const push = (url: string, extra: Omit<FuzzRequest, 'method' | 'url'> = { headers: {} }) =>
        requests.push({ method: upper, url, headers: { ...auth, ...extra.headers }, payload: extra.payload });

      for (const name of pathParams) for (const bad of BAD_PATH_SEGMENTS) push(fill({ [name]: bad }));
      for (const name of queryParams)
        for (const bad of BAD_QUERY_VALUES) push(`${fill()}?${name}=${bad}&${name}=${bad}`);
      push(`${fill()}?unknown=%00&__proto__=1`);
      if (upper === 'GET' || upper === 'DELETE') continue;
      const schema = op.requestBody?.content?.['application/json']?.schema;
      for (const body of bodyCases(schema, random)) push(fill(), body);
    }
  }
  return requests;
}
