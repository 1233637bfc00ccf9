import type { Db } from '../../server/db/connect.ts';
import { confusableUrls, htmlPayloads, longHtml, longText, notWebUrls, textPayloads, urlPayloads } from '../fixtures/hostile.ts';

export interface HostileIds {
  /** One news item per markup payload, newest first, then the very long one. */
  news: number[];
  activities: number[];
  alumni: number[];
  organizations: number[];
  /** Menu items whose link is a hostile address, by how they open. */
  menu: { route: number[]; external: number[]; iframe: number[] };
}

const text = (i: number) => textPayloads[i % textPayloads.length];
const url = (i: number) => urlPayloads[i % urlPayloads.length];
const allMarkup = htmlPayloads.join('\n');
// Published after every seeded row, so the hostile items lead the home page and the lists.
// Newer than every seeded row, so the hostile ones lead the lists; in the past, as a time to come is a scheduled
// publication the portal does not show yet.
const publishedAt = (i: number) => new Date(Date.now() - (i + 1) * 60_000).toISOString();

async function ids(db: Db, sql: string, rows: unknown[][]): Promise<number[]> {
  const out: number[] = [];
  for (const row of rows) out.push((await db.query<{ id: number }>(`${sql} returning id`, row))[0].id);
  return out;
}

/** Hostile rows in every table whose text the portal renders: articles, menus and dictionaries. */
export async function insertHostileContent(db: Db): Promise<HostileIds> {
  const newsRows = htmlPayloads.map((content, i) => [text(i), text(i + 1), url(i), content, text(i + 2), text(i + 3), publishedAt(i)]);
  newsRows.push([longText, longText, url(0), longHtml, longText, longText, publishedAt(htmlPayloads.length)]);
  const news = await ids(
    db,
    'insert into news (title, summary, cover, content, author, source, published_at) values ($1, $2, $3, $4, $5, $6, $7)',
    newsRows,
  );

  const three = [0, 1, 2];
  const activities = await ids(
    db,
    `insert into activity (title, summary, cover, content, place, organizer, start_time, end_time, capacity, signup_deadline, published_at)
     values ($1, $2, $3, $4, $5, $6, now() + interval '30 days', now() + interval '31 days', 10, now() + interval '20 days', $7)`,
    three.map((i) => [i === 2 ? longText : text(i), text(i + 1), url(i + 3), allMarkup, text(i + 2), text(i + 3), publishedAt(i)]),
  );
  const alumni = await ids(
    db,
    `insert into outstanding_alumni (name, honour, graduation_year, faculty, major, summary, photo, content, published_at)
     values ($1, $2, 2010, $3, $4, $5, $6, $7, $8)`,
    three.map((i) => [
      i === 2 ? longText : text(i),
      text(i + 1),
      text(i + 2),
      text(i + 3),
      text(i + 4),
      url(i + 6),
      allMarkup,
      publishedAt(i),
    ]),
  );
  const organizations = await ids(
    db,
    `insert into organization (name, kind, region, summary, cover, content, founded_at, leader, contact, published_at)
     values ($1, 'regional', $2, $3, $4, $5, '2010-01-01', $6, $7, $8)`,
    three.map((i) => [
      i === 2 ? longText : text(i),
      text(i + 1),
      text(i + 2),
      url(i + 9),
      allMarkup,
      text(i + 3),
      text(i + 4),
      publishedAt(i),
    ]),
  );

  // A top menu entry named with markup, holding the hostile addresses once per way of opening. Framing a web page
  // the menu lists is what the iframe page is for (the CSP's frame-src, from FRAME_HOSTS, decides whether it loads),
  // so iframe items get every address but real foreign pages; those come in through /iframe?url= instead.
  await db.query(
    `insert into site_column (id, pid, name, link_url, open_type, sort) values (900, 1, $1, '/article/collegeNews', 'route', 900)`,
    [text(0)],
  );
  const menu: HostileIds['menu'] = { route: [], external: [], iframe: [] };
  const links = { route: urlPayloads, external: urlPayloads, iframe: [...notWebUrls, ...confusableUrls] };
  for (const [k, kind] of (['route', 'external', 'iframe'] as const).entries()) {
    for (const [i, link] of links[kind].entries()) {
      const id = 901 + k * 100 + i;
      const name = kind === 'route' && i === 0 ? longText : text(i);
      await db.query('insert into site_column (id, pid, name, link_url, open_type, sort) values ($1, 900, $2, $3, $4, $1)', [
        id,
        name,
        link,
        kind,
      ]);
      menu[kind].push(id);
    }
  }

  // Dictionaries: the site's name and hero, footer links and labels, contacts, QR images.
  const label = (type: string, value: string, newLabel: string) =>
    db.query('update sys_dict set dict_label = $3 where dict_type = $1 and dict_value = $2', [type, value, newLabel]);
  await label('site_info', 'name', text(0));
  await label('site_info', 'subtitle', text(1));
  await label('site_info', 'slogan', text(2));
  await label('site_info', 'hero_text', longText);
  await label('site_info', 'hero_image', '//evil.example/hero.png');
  await label('site_info', 'logo', 'javascript:window.__xss=501');
  await label('site_qrcode', 'service_account', 'https://evil.example/qr.png');
  await label('site_qrcode', 'mini_program', '/\\evil.example/qr.png');
  await label('site_contact', 'phone', text(3));
  // Prefixed, so the two e-mail labels stay different.
  await db.query("update sys_dict set dict_label = $1 || dict_label where dict_type = 'site_contact' and dict_value = 'email'", [
    '"><img src=x onerror=window.__xss=502>',
  ]);
  await db.query("update sys_dict set dict_label = $1 where dict_type = 'site_filing'", [text(4)]);
  for (const [i, link] of urlPayloads.entries()) {
    await db.query('insert into sys_dict (dict_type, dict_value, dict_label, sort) values ($1, $2, $3, $4)', [
      'footer_school_links',
      link,
      text(i),
      100 + i,
    ]);
  }
  return { news, activities, alumni, organizations, menu };
}
