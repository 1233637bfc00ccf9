// Characters that make text read as something it is not. `校友聚会\u202egpj.exe` shows as `校友聚会exe.jpg`: a
// direction override reverses what follows it. One rule for every name, title and file name the portal takes:
//  - drawn as nothing, they only hide what a text holds (zero-width space and joiners, word joiner, invisible
//    operators, the byte order mark, soft hyphen, Mongolian vowel separator): removed from one-line fields;
//  - embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) reorder what follows: refused everywhere;
//  - line and paragraph separators (U+2028, U+2029) break a line that should be one: refused in one-line fields.
// Left alone: the plain direction marks (U+200E, U+200F, U+061C), which mixed-script text needs and which reorder
// nothing but neutral characters beside them.

const INVISIBLE = /[\u00ad\u180e\u200b-\u200d\u2060-\u2064\ufeff]/g;
const DIRECTION = /[\u202a-\u202e\u2066-\u2069]/;
const SEPARATOR = /[\u2028\u2029]/;

/** Why a text is refused: a direction control in it, or a line separator in a one-line field. */
export type HiddenCharacter = 'direction' | 'separator';

/** What in `text` is refused, or undefined when nothing is. */
export function hiddenCharacter(text: string, oneLine: boolean): HiddenCharacter | undefined {
  if (DIRECTION.test(text)) return 'direction';
  if (oneLine && SEPARATOR.test(text)) return 'separator';
  return undefined;
}

/** The text without the characters that draw nothing. */
export const withoutInvisible = (text: string): string => text.replace(INVISIBLE, '');

/** What the person is told, the field named by its title. */
export const hiddenCharacterMessage = (title: string, found: HiddenCharacter): string =>
  found === 'direction'
    ? `${title}含有改变文字方向的控制字符（如 U+202E），显示出来会与实际内容不同，请删除后重新输入`
    : `${title}只能是一行，不能含有换行符（U+2028、U+2029）`;
