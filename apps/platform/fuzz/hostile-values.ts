// The hostile values the fuzz tier tries (issue 9 item 8): text, numbers, path segments and bodies
// no form sends, and the wrong type for each kind of field.
/** A number written into the JSON text as is (JSON.stringify cannot say 1e400). */
export class RawNumber {
  constructor(readonly text: string) {}
}

export const NUL = 'a\u0000b'
export const HOSTILE_STRINGS: readonly (readonly [string, string])[] = [
  ['NUL', NUL],
  ['control characters', '\u0001\u0008\u000b\u001b\u007f'],
  ['lone surrogate', '\ud800x'],
  ['SQL', "' OR 1=1 --"],
  ['bidi and emoji', '\u202e\ufeff\u{1d54f}'],
]
export const HOSTILE_NUMBERS: readonly (readonly [string, unknown])[] = [
  ['int4 overflow', 2_147_483_648],
  ['int4 underflow', -2_147_483_649],
  ['unsafe integer', new RawNumber('9007199254740993')],
  ['1e400', new RawNumber('1e400')],
  ['huge', 1e308],
  ['negative', -1],
  ['zero', 0],
  ['fractional', 0.5],
]
/** Path segments as sent on the wire (already percent-encoded). */
export const HOSTILE_SEGMENTS: readonly (readonly [string, string])[] = [
  ['NUL', '%00'],
  ['NUL inside', 'a%00b'],
  ['control characters', '%01%1B%7F'],
  ['encoded surrogate', '%ED%A0%80'],
  ['broken escape', '%E0%A4%A'],
  ['lone percent', '%'],
  ['101 characters', 'x'.repeat(101)],
  ['int4 overflow', '2147483648'],
  ['negative', '-1'],
  ['fractional', '1.5'],
  ['1e309', '1e309'],
  ['dot segments', '..%2F..'],
  ['space', '%20'],
]
export const NUMERIC_TEXT = ['2147483648', '-1', '1.5', '1e309', 'NaN', '']
export const MALFORMED_BODIES: readonly (readonly [string, string, string])[] = [
  ['truncated JSON', 'application/json', '{"a":'],
  ['unclosed object', 'application/json', '{'],
  ['trailing comma', 'application/json', '{"a":1,}'],
  ['bare word', 'application/json', 'nul'],
  ['NUL byte', 'application/json', '\u0000'],
  ['empty JSON', 'application/json', ''],
  ['JSON null', 'application/json', 'null'],
  ['JSON number', 'application/json', '1'],
  ['JSON string', 'application/json', '"x"'],
  ['JSON array', 'application/json', '[]'],
  ['__proto__', 'application/json', '{"__proto__":{"polluted":true}}'],
  ['constructor.prototype', 'application/json', '{"constructor":{"prototype":{"polluted":true}}}'],
  ['deep nesting', 'application/json', `${'['.repeat(20_000)}${']'.repeat(20_000)}`],
  ['1 MB string', 'application/json', JSON.stringify({ x: 'x'.repeat(1024 * 1024) })],
  ['text/plain', 'text/plain', 'hello'],
  ['form encoded', 'application/x-www-form-urlencoded', 'a=1&b=%00'],
  ['multipart without boundary', 'multipart/form-data', 'x'],
  ['XML', 'application/xml', '<a>1</a>'],
  ['JSON charset latin1', 'application/json; charset=latin1', '{}'],
]
export const ONE_MB = 'x'.repeat(1024 * 1024)

export type Variant = readonly [label: string, value: unknown]

export const WRONG_TYPES: Record<string, Variant[]> = {
  string: [
    ['number', 1],
    ['null', null],
    ['array', ['x']],
    ['object', {}],
  ],
  number: [
    ['string', '1'],
    ['null', null],
    ['boolean', true],
    ['array', [1]],
  ],
  boolean: [
    ['string', 'yes'],
    ['number', 2],
    ['null', null],
  ],
  object: [
    ['string', 'x'],
    ['array', []],
    ['null', null],
  ],
  array: [
    ['string', 'x'],
    ['object', {}],
    ['null', null],
  ],
  enum: [
    ['unknown option', 'not-an-option'],
    ['number', 1],
  ],
}
