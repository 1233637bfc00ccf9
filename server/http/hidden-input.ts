import type { FastifyInstance } from 'fastify';
import { hiddenCharacter, hiddenCharacterMessage } from '../../src/shared/hidden-characters.ts';
import { HttpError } from './errors.ts';

/**
 * The path of the first string holding a direction control, or undefined. Walked with a stack of its own, not by
 * recursion: a body nested ten thousand deep is as safe to look through as a flat one.
 */
function directionPath(value: unknown): string | undefined {
  const pending: Array<[unknown, string]> = [[value, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [v, at] = next;
    if (typeof v === 'string') {
      if (hiddenCharacter(v, false) === 'direction') return at;
    } else if (v !== null && typeof v === 'object') {
      for (const [k, child] of Object.entries(v).reverse()) pending.push([child, at ? `${at}.${k}` : k]);
    }
  }
  return undefined;
}

/**
 * Every route, forms or not (the mini-program's sign-up name, a review's reason, a search): a direction override
 * anywhere in what a client sends answers 400 naming the field (the form schemas say it again in each field's words).
 */
export function installHiddenCharacterCheck(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['查询参数', request.query],
      ['路径参数', request.params],
      ['请求体', request.body],
    ] as const) {
      const field = directionPath(value);
      if (field !== undefined)
        throw new HttpError(400, hiddenCharacterMessage(field ? `${part} ${field} ` : part, 'direction'), 400, field || undefined);
    }
  });
}
