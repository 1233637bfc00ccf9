/** `%text%` for LIKE / ILIKE (with `escape '\'`, PostgreSQL's default), the wildcards in `text` matched literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The one rule of what the public sees of a publishable table (alias `t`): published, its publication time come, not
 * deleted. Every public query of news, activities, outstanding alumni, organisations, notices, scenery, donation
 * projects, companies and positions filters with it; the console reads every row.
 */
export const visible = (t: string) => `(${t}.publish_state = 'published' and ${t}.published_at <= now() and ${t}.deleted_at is null)`;

/** Rows `visible` will show once their publication time comes: published for later, not deleted. */
export const scheduled = (t: string) => `(${t}.publish_state = 'published' and ${t}.published_at > now() and ${t}.deleted_at is null)`;
