/** `%text%` for LIKE / ILIKE (with `escape '\'`, PostgreSQL's default), the wildcards in `text` matched literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
