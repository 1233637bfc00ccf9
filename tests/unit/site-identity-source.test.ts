import { describe, expect, it } from 'vitest';
import { identitySource, webManifest, withIdentity } from '../../server/http/site-identity.ts';
import { siteIdentity } from '../../src/shared/site-identity.ts';

const neutral = siteIdentity({});
const named = (name: string) => siteIdentity({ name, subtitle: '校友会', short_name: `${name}校友` });

describe('identitySource', () => {
  it('reads once per public data version, and serves the last identity when a read fails', async () => {
    let version = 0;
    const answers: Array<() => Promise<ReturnType<typeof named>>> = [
      async () => named('甲大学'),
      async () => {
        throw new Error('database away');
      },
      async () => named('乙大学'),
    ];
    let reads = 0;
    const source = identitySource(() => answers[reads++](), { current: () => version }, neutral);
    expect(source.current()).toBe(neutral);
    expect((await source.fresh()).fullName).toBe('甲大学校友会');
    expect((await source.fresh()).fullName).toBe('甲大学校友会');
    expect(reads).toBe(1);
    version++;
    expect((await source.fresh()).fullName).toBe('甲大学校友会');
    expect(reads).toBe(2);
    // The failure is not remembered: the next caller reads again.
    expect((await source.fresh()).fullName).toBe('乙大学校友会');
    expect(source.current().fullName).toBe('乙大学校友会');
    expect(reads).toBe(3);
  });
});

describe('the shell and the manifest, named', () => {
  const shell =
    '<head><meta name="description" content="校友门户" /><meta name="apple-mobile-web-app-title" content="校友门户" /><title>校友门户</title></head>';

  it('puts the names in place of the placeholders, escaped', () => {
    const identity = named('"<甲>"');
    const html = withIdentity(shell, identity);
    expect(html).toContain('<title>&quot;&lt;甲&gt;&quot;校友会</title>');
    expect(html).toContain('<meta name="apple-mobile-web-app-title" content="&quot;&lt;甲&gt;&quot;校友" />');
    expect(html).toContain('<meta name="description" content="&quot;&lt;甲&gt;&quot;校友会官方门户：');
    expect(withIdentity(shell, identity, '新闻 - 甲')).toContain('<title>新闻 - 甲</title>');
  });

  it('keeps the manifest’s static fields and names it', () => {
    const template = {
      name: '校友门户',
      short_name: '校友门户',
      description: '校友门户',
      display: 'standalone',
      icons: [{ src: '/i.png' }],
    };
    expect(webManifest(template, named('甲大学'))).toEqual({
      name: '甲大学校友会',
      short_name: '甲大学校友',
      description: '甲大学校友会官方门户：学校新闻、校友活动、杰出校友、校友组织与校友服务。',
      display: 'standalone',
      icons: [{ src: '/i.png' }],
    });
  });
});
