import { describe, expect, it } from 'vitest';
import { IMAGE_PATH_PATTERN, isImagePath } from '../../src/shared/image-path.ts';
import { cleanName } from '../../server/repositories/uploads.ts';

const cases: [string, boolean][] = [
  ['/uploads/0123456789abcdef0123456789abcdef.png', true],
  ['/uploads/a.webp', true],
  ['/media/cover-01.svg', true],
  ['/media/scenery/spring/lake.jpg', true],
  ['/uploads/../../dev/wx-qrconnect', false],
  ['/uploads/..', false],
  ['/uploads/.hidden.png', false],
  ['/media/../server/index.ts', false],
  ['/media/a/../../etc/passwd', false],
  ['/uploads/%2e%2e/secret', false],
  ['/uploads/%2E%2E%2Fsecret', false],
  ['/uploads/..%2fsecret', false],
  ['/uploads\\..\\secret.png', false],
  ['/uploads/a.png\\b', false],
  ['/uploads/a.png?x=1', false],
  ['/uploads/a.png#top', false],
  ['/uploads/a.png/', false],
  ['/uploads/', false],
  ['/uploads//a.png', false],
  ['//evil.example/a.png', false],
  ['https://evil.example/a.png', false],
  ['/api/admin/dashboard', false],
  ['/dev/wx-qrconnect', false],
  ['uploads/a.png', false],
  ['/uploads/a b.png', false],
  ['/uploads/a.png\n', false],
  ['', false],
  [`/uploads/${'a'.repeat(200)}.png`, false],
];

describe('isImagePath', () => {
  it.each(cases)('%j → %s', (value, accepted) => {
    expect(isImagePath(value)).toBe(accepted);
    // The JSON schema pattern the forms carry decides the same (apart from the length cap, which is maxLength there).
    if (value.length <= 200) expect(new RegExp(IMAGE_PATH_PATTERN).test(value)).toBe(accepted);
  });

  it('refuses what is not a string', () => {
    expect(isImagePath(undefined)).toBe(false);
    expect(isImagePath(null)).toBe(false);
    expect(isImagePath(['/uploads/a.png'])).toBe(false);
  });
});

describe('cleanName', () => {
  it.each([
    ['封面.png', '封面.png'],
    ['../../x.png', 'x.png'],
    ['..\\..\\x.png', 'x.png'],
    ['a\u0000.png', 'a.png'],
    ['x'.repeat(300), 'x'.repeat(200)],
  ])('%j → %j', (name, clean) => expect(cleanName(name)).toBe(clean));
});
