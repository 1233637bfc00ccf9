// 朗读: what is handed to the browser's speech synthesis, decided here as pure functions.

/** Largest piece spoken as one utterance: Chrome stops a long utterance after about fifteen seconds. */
export const SPEECH_CHUNK_MAX = 180;

/** Whitespace folded and trimmed: the text of an article as read aloud. */
export function speakableText(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * `text` cut into utterances of at most `max` characters, at the end of a sentence where there is one (Chinese or
 * Western punctuation), else at a comma or a space, else anywhere.
 */
export function speechChunks(text: string, max = SPEECH_CHUNK_MAX): string[] {
  const chunks: string[] = [];
  let rest = speakableText(text);
  while (rest.length > max) {
    const window = rest.slice(0, max);
    const cut = lastBreak(window, /[。！？!?；;]/g) || lastBreak(window, /[，,、：:]/g) || lastBreak(window, /\s/g) || max;
    chunks.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) chunks.push(rest);
  return chunks;
}

/** The position just after the last match of `pattern` in `text`, or 0. */
function lastBreak(text: string, pattern: RegExp): number {
  let at = 0;
  for (const m of text.matchAll(pattern)) at = m.index + m[0].length;
  return at;
}

/** The voice to read Chinese with: zh-CN first, then any Chinese voice, else none (the browser's default). */
export function chineseVoice<V extends { lang: string }>(voices: readonly V[]): V | undefined {
  const lang = (v: V) => v.lang.toLowerCase().replace('_', '-');
  return voices.find((v) => lang(v) === 'zh-cn') ?? voices.find((v) => lang(v).startsWith('zh'));
}
