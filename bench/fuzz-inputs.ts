// The hostile values bench/fuzz.ts sends: strings for path and query parameters, values for body fields,
// and whole bodies. Kept small enough that every route of the API gets each of them within the fuzz's
// bounds.

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  minLength?: number;
  anyOf?: JsonSchema[];
}

const deepArray = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

/** For path and query parameters (URL-encoded by the caller). */
export function hostileStrings(): string[] {
  return [
    '0',
    '-1',
    '1.5',
    '1e309',
    '99999999999999999999',
    '2147483648',
    'NaN',
    '',
    ' ',
    'a'.repeat(5000),
    '<script>alert(1)</script>',
    "' or 1=1 --",
    '../../etc/passwd',
    '%00',
    '\u0000',
    '\u001b[31m',
    '\u202eevil\u200b',
    '😀'.repeat(50),
    '\ud800',
    '__proto__',
    'constructor',
    '[object Object]',
    'null',
    'true',
  ];
}

/** For one body field at a time, the others valid. */
export function hostileValues(): unknown[] {
  return [
    null,
    true,
    0,
    -1,
    1.5,
    2 ** 53,
    -(2 ** 31) - 1,
    '',
    'x'.repeat(200_000),
    '<script>alert(1)</script><img src=x onerror=alert(1)>',
    '[quote post=1]\n'.repeat(300),
    '@a '.repeat(5000),
    'a\u0000b',
    '\ud800\udfff\ud800',
    '\u202e\u200d'.repeat(100),
    [],
    ['a', 1, null, {}],
    Array.from({ length: 10_000 }, (_, i) => i),
    {},
    { __proto__: { admin: true } },
    JSON.parse('{"__proto__": {"role": "admin"}}'),
    { constructor: { prototype: { x: 1 } } },
    JSON.parse(deepArray(60)),
  ];
}

/** Whole JSON bodies, as text. */
export function hostileBodies(): string[] {
  return [
    deepArray(5000),
    deepObject(5000),
    deepArray(64),
    `{"content": ${deepArray(2000)}}`,
    '1e309',
    '"just a string"',
    'null',
    '[]',
    '123',
    `{"x": "${'y'.repeat(900_000)}"}`,
    '{"__proto__": {"isAdmin": true}}',
    '{"constructor": {"prototype": {"isAdmin": true}}}',
    '{"a": "\\u0000"}',
    '{"a": "\\ud800"}',
    `{${Array.from({ length: 20_000 }, (_, i) => `"k${i}": ${i}`).join(',')}}`,
  ];
}

/** A plausible valid value for a field, so one hostile field at a time reaches the route. */
export function sampleFor(name: string, schema: JsonSchema | undefined): unknown {
  const type = Array.isArray(schema?.type) ? schema?.type[0] : schema?.type;
  if (schema?.enum?.length) return schema.enum[0];
  if (name.endsWith('_id')) return 1;
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  if (type === 'object') return {};
  if (name.includes('email')) return 'someone@example.test';
  if (name.toLowerCase().includes('password')) return 'long-password-1';
  return 'plain text sample'.padEnd(schema?.minLength ?? 0, 'x');
}
