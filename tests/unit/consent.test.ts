import { describe, expect, it } from 'vitest';
import { appointmentSchema } from '../../src/shared/appointment-forms.ts';
import { consentGate, ID_CONSENT_MISSING, type ConsentAnswer } from '../../src/shared/consent.ts';
import { checkField } from '../../src/shared/forms.ts';
import { proofSchema } from '../../src/shared/proof-forms.ts';

const agreed: ConsentAnswer = { version: 2, agreed: true };
const notYet: ConsentAnswer = { version: 2, agreed: false };

describe('consentGate: what the signed-in layout draws', () => {
  it.each([
    ['signed out: the access guard decides, not this', false, { status: 'success', data: notYet }, 'pass'],
    ['signed out, nothing asked', false, { status: 'pending' }, 'pass'],
    ['the answer is on its way', true, { status: 'pending' }, 'wait'],
    ['agreed to the current version', true, { status: 'success', data: agreed }, 'pass'],
    ['not agreed to the current version', true, { status: 'success', data: notYet }, 'ask'],
    ['no answer to be had (offline, a fault): the page, the server keeps the records', true, { status: 'error' }, 'pass'],
    ['an answer without data', true, { status: 'success' }, 'pass'],
  ] as const)('%s → %s', (_, signedIn, answer, expected) => {
    expect(consentGate(signedIn, answer)).toBe(expected);
  });
});

describe('the separate consent tick of the ID-number forms', () => {
  it.each([
    ['booking', appointmentSchema],
    ['certificate request', proofSchema],
  ] as const)('%s: unticked is refused with the sentence, ticked passes, missing is named', (_, schema) => {
    expect(checkField(schema, 'idConsent', { idConsent: false })).toBe(ID_CONSENT_MISSING);
    expect(checkField(schema, 'idConsent', { idConsent: true })).toBe('');
    expect(checkField(schema, 'idConsent', {})).not.toBe('');
  });
});
