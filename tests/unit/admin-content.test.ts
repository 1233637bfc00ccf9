import { describe, expect, it } from 'vitest';
import {
  activityKind,
  CONTENT_STATE_FILTERS,
  companyKind,
  newsKind,
  organizationKind,
  sceneryKind,
} from '../../src/shared/admin/content-kinds.ts';
import { validateForm } from '../../src/shared/forms.ts';
import {
  contentFields,
  editingSchema,
  fromLocalInput,
  toBody,
  toEditorValues,
  toLocalInput,
} from '../../src/features/admin/content/fields.ts';
import { parseContentListSearch, STATE_FILTERS } from '../../src/features/admin/content/search.ts';
import { stateBadge } from '../../src/features/admin/content/state-badge.ts';

const controls = (kind: Parameters<typeof contentFields>[0]) => Object.fromEntries(contentFields(kind).map((f) => [f.name, f.control]));

describe('the console form of a content kind', () => {
  it('draws each field by its declaration and leaves the publishing columns to the buttons', () => {
    expect(controls(newsKind)).toEqual({
      title: 'text',
      summary: 'textarea',
      cover: 'picture',
      content: 'html',
      author: 'text',
      source: 'text',
    });
    expect(controls(activityKind)).toMatchObject({ startTime: 'datetime', capacity: 'number', signupDeadline: 'datetime' });
    expect(controls(organizationKind)).toMatchObject({ kind: 'select', foundedAt: 'date' });
    expect(controls(companyKind)).toMatchObject({
      industry: 'dictionary',
      scale: 'dictionary',
      logo: 'picture',
      summary: 'textarea',
      introduction: 'html',
      website: 'text',
    });
    expect(contentFields(sceneryKind).find((f) => f.name === 'season')?.options).toEqual([
      { value: 'spring', label: '春' },
      { value: 'summer', label: '夏' },
      { value: 'autumn', label: '秋' },
      { value: 'winter', label: '冬' },
    ]);
  });

  it('shows times as China Standard Time wall clocks and sends them as instants with their offset', () => {
    expect(toLocalInput('2027-01-10T01:00:00.000Z')).toBe('2027-01-10T09:00');
    expect(toLocalInput(null)).toBe('');
    expect(fromLocalInput('2027-01-10T09:00')).toBe('2027-01-10T09:00:00+08:00');
    expect(Date.parse(fromLocalInput('2027-01-10T09:00'))).toBe(Date.parse('2027-01-10T01:00:00.000Z'));
    expect(fromLocalInput('')).toBe('');
  });

  it('turns a record into the inputs and the inputs into the body, per field type', () => {
    const record = {
      id: 3,
      title: '校友返校日',
      summary: '摘要',
      cover: '/uploads/a.png',
      content: '<p>正文</p>',
      place: '礼堂',
      organizer: '校友总会',
      startTime: '2027-01-10T01:00:00.000Z',
      endTime: '2027-01-10T04:00:00.000Z',
      capacity: 120,
      signupDeadline: '2027-01-05T10:00:00.000Z',
      publishState: 'published',
      publishedAt: '2026-11-01T00:00:00.000Z',
    };
    const values = toEditorValues(activityKind, record);
    expect(values).toMatchObject({ startTime: '2027-01-10T09:00', capacity: 120, content: '<p>正文</p>' });
    expect(values).not.toHaveProperty('publishState');
    const body = toBody(activityKind, { ...values, title: '  校友返校日  ', capacity: '150' }, 'published');
    expect(body).toEqual({
      title: '校友返校日',
      summary: '摘要',
      cover: '/uploads/a.png',
      content: '<p>正文</p>',
      place: '礼堂',
      organizer: '校友总会',
      startTime: '2027-01-10T09:00:00+08:00',
      endTime: '2027-01-10T12:00:00+08:00',
      capacity: 150,
      signupDeadline: '2027-01-05T18:00:00+08:00',
      publishState: 'published',
    });
    // The body passes the kind's own schema, as the server checks it.
    expect(validateForm(activityKind.form, body)).toEqual({});
  });

  it('starts a new record empty and leaves blank optional fields out of the body', () => {
    const values = toEditorValues(companyKind);
    expect(values.name).toBe('');
    expect(toBody(companyKind, { ...values, name: '某公司' }, 'draft')).toEqual({ name: '某公司', publishState: 'draft' });
    expect(toEditorValues(organizationKind, { foundedAt: '2001-05-04' }).foundedAt).toBe('2001-05-04');
  });

  it('checks the inputs as typed: times in the form the inputs hold them, required fields named', () => {
    const schema = editingSchema(activityKind);
    expect(schema.required).not.toContain('publishState');
    const errors = validateForm(schema, { ...toEditorValues(activityKind), startTime: '2027-01-10T09:00' });
    expect(errors.startTime).toBeUndefined();
    expect(errors.title).toBe('请填写活动名称');
  });
});

describe('a list row’s state badge', () => {
  const now = Date.parse('2026-11-25T00:00:00Z');
  it('names drafts, publications, withdrawn and deleted rows', () => {
    const at = '2026-11-01T00:00:00.000Z';
    expect(stateBadge({ publishState: 'draft', publishedAt: at, deletedAt: null }, now)).toEqual({ tone: 'draft', text: '草稿' });
    expect(stateBadge({ publishState: 'published', publishedAt: at, deletedAt: null }, now)).toEqual({ tone: 'published', text: '已发布' });
    expect(stateBadge({ publishState: 'offline', publishedAt: at, deletedAt: null }, now)).toEqual({ tone: 'offline', text: '已下线' });
    expect(stateBadge({ publishState: 'published', publishedAt: at, deletedAt: at }, now)).toEqual({ tone: 'deleted', text: '已删除' });
  });
  it('says when a scheduled publication goes public, in China Standard Time', () => {
    expect(stateBadge({ publishState: 'published', publishedAt: '2026-12-01T01:00:00.000Z', deletedAt: null }, now)).toEqual({
      tone: 'scheduled',
      text: '定时发布 2026-12-01 09:00',
    });
  });
});

describe('the list page’s address', () => {
  it('keeps a keyword, a known state and a page past the first', () => {
    expect(parseContentListSearch({ keyword: ' 返校 ', state: 'deleted', page: '3' })).toEqual({
      keyword: '返校',
      state: 'deleted',
      page: 3,
    });
  });
  it('leaves out what it does not know', () => {
    expect(parseContentListSearch({ keyword: '  ', state: 'archived', page: '1' })).toEqual({});
    expect(parseContentListSearch({ page: '-2', state: 5 })).toEqual({});
    expect(parseContentListSearch({ page: 'x' })).toEqual({});
    expect(parseContentListSearch({ keyword: 'a'.repeat(80) }).keyword).toHaveLength(50);
  });
  it('offers the states the API filters by', () => {
    expect([...STATE_FILTERS]).toEqual([...CONTENT_STATE_FILTERS]);
  });
});
