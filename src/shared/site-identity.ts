// Who the portal belongs to, from the site_info dictionary (站点设置): read by the app (titles, the 提示 dialog, the
// sign-in texts, the door) and by the server (the web app manifest, the page shell, the card numbers it issues), so
// another college is a matter of settings, not of code or a build.

/** site_info keys this module reads beyond the header's own (name, subtitle, logo ...). */
export const SITE_IDENTITY_KEYS = { shortName: 'short_name', miniProgram: 'mini_program_name', cardPrefix: 'card_prefix' } as const;

/** A card number's letter prefix: 2–8 Latin letters, kept upper-cased. */
const CARD_PREFIX = /^[A-Z]{2,8}$/;

/** The prefix as stored for what an editor typed (any case, spaces around), or null when it cannot be one. */
export function cardPrefixOf(typed: string): string | null {
  const prefix = typed.normalize('NFKC').trim().toUpperCase();
  return CARD_PREFIX.test(prefix) ? prefix : null;
}

export const CARD_PREFIX_RULE = '卡号前缀应为 2–8 个英文字母，如 XYK';

/** The console's check as the editor types (cardPrefixOf decides on save, and also takes full-width letters). */
export const CARD_PREFIX_PATTERN = '^\\s*[A-Za-z]{2,8}\\s*$';

/** The prefix a site without a valid one issues cards with (校友卡). */
export const FALLBACK_CARD_PREFIX = 'XYK';

export interface SiteIdentity {
  /** 学校名称 + 副标题: the site's full name (titles, the manifest's name) */
  fullName: string;
  /** the home-screen name (the manifest's short_name, apple-mobile-web-app-title) */
  shortName: string;
  /** the WeChat mini-program's name as the 提示 dialog and the sign-in texts say it */
  miniProgram: string;
  /** the letters card numbers start with */
  cardPrefix: string;
  /** the pages' description and the manifest's */
  description: string;
}

/** The identity from site_info's entries (value → label); an empty entry falls back on the one it shortens. */
export function siteIdentity(info: Readonly<Record<string, string | undefined>>): SiteIdentity {
  const label = (key: string) => (info[key] ?? '').trim();
  const fullName = `${label('name')}${label('subtitle')}` || '校友门户';
  const shortName = label(SITE_IDENTITY_KEYS.shortName) || fullName;
  return {
    fullName,
    shortName,
    miniProgram: label(SITE_IDENTITY_KEYS.miniProgram) || shortName,
    cardPrefix: cardPrefixOf(label(SITE_IDENTITY_KEYS.cardPrefix)) ?? FALLBACK_CARD_PREFIX,
    description: `${fullName}官方门户：学校新闻、校友活动、杰出校友、校友组织与校友服务。`,
  };
}
