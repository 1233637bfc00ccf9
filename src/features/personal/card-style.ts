/** What the card takes from its template. The spec leaves the template's fields open, so each one has a default. */
export interface CardStyle {
  /** a same-origin image path drawn behind the card, or '' for the plain colour */
  background: string;
  textColor: string;
  accentColor: string;
  /** 'classic' (dark picture, light text) or 'light' (pale picture, dark text) */
  layout: 'classic' | 'light';
}

const defaults: Record<CardStyle['layout'], Omit<CardStyle, 'layout' | 'background'>> = {
  classic: { textColor: '#FFFFFF', accentColor: '#C8A45C' },
  light: { textColor: '#1F2328', accentColor: '#0F4C81' },
};

const colour = (value: unknown, fallback: string) =>
  typeof value === 'string' && /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value) ? value : fallback;

/** Reads whatever template the backend answers (the reference API's fields, others', or none) into a style. */
export function cardStyle(template: unknown): CardStyle {
  const t = (template && typeof template === 'object' ? template : {}) as Record<string, unknown>;
  const layout = t.layout === 'light' ? 'light' : 'classic';
  return {
    background: typeof t.background === 'string' ? t.background : '',
    textColor: colour(t.textColor, defaults[layout].textColor),
    accentColor: colour(t.accentColor, defaults[layout].accentColor),
    layout,
  };
}

/** The templates of a list answer: an array, or a page of them; anything else is none. */
export function templateList(data: unknown): unknown[] {
  if (Array.isArray(data)) return data;
  const list = data && typeof data === 'object' ? (data as { list?: unknown }).list : undefined;
  return Array.isArray(list) ? list : [];
}

/** The id the detail call takes, when the list entry has one. */
export function templateId(entry: unknown): string | undefined {
  const id = entry && typeof entry === 'object' ? (entry as { id?: unknown }).id : undefined;
  return (typeof id === 'number' && Number.isFinite(id)) || (typeof id === 'string' && /^\w+$/.test(id)) ? String(id) : undefined;
}
