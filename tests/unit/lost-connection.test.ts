import { describe, expect, it } from 'vitest';
import { lostBeforeRunning } from '../../server/db/lost-connection.ts';

const pgError = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});

describe('lostBeforeRunning', () => {
  it.each([
    ['ended by an administrator or a fast shutdown', pgError('terminating connection due to administrator command', '57P01'), true],
    ['ended by the crash of another backend', pgError('terminating connection because of crash of another server process', '57P02'), true],
    ['known broken, nothing sent', pgError('Client has encountered a connection error and is not queryable'), true],
    ['closed, nothing sent', pgError('Client was closed and is not queryable'), true],
    ['cut mid-answer: a commit may have happened', pgError('Connection terminated unexpectedly'), false],
    ['the server starting up: asked again it would fail again', pgError('the database system is starting up', '57P03'), false],
    ['a constraint broken', pgError('duplicate key value violates unique constraint', '23505'), false],
    ['a statement cancelled by its timeout', pgError('canceling statement due to statement timeout', '57014'), false],
    ['no server at all', pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'), false],
    ['not an error', 'terminating connection', false],
  ])('%s', (_case, error, expected) => {
    expect(lostBeforeRunning(error)).toBe(expected);
  });
});
