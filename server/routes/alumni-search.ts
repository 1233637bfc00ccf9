import { envelopeSchema, ok, pageQuerySchema, pageSchema } from '../http/envelope.ts';
import { HttpError } from '../http/errors.ts';
import { assertForm } from '../http/form.ts';
import {
  facultyName,
  majorWithFaculty,
  privacySettings,
  savePrivacySettings,
  searchAlumni,
  searchOptions,
} from '../repositories/alumni-search.ts';
import { toJsonSchema } from '../../src/shared/forms.ts';
import {
  privacySchema,
  SEARCH_NAME_MAX,
  SEARCH_YEAR_MAX,
  SEARCH_YEAR_MIN,
  type PrivacySettings,
} from '../../src/shared/alumni-search-forms.ts';
import { alumnusCardSchema, privacySettingsSchema, searchOptionsSchema } from '../../src/shared/api/alumni-search.ts';
import type { RoutePlugin } from '../http/route-plugin.ts';

const listQuerySchema = {
  type: 'object',
  properties: {
    ...pageQuerySchema.properties,
    name: { type: 'string', maxLength: SEARCH_NAME_MAX, description: '姓名（包含即可）' },
    graduationYear: { type: 'integer', minimum: SEARCH_YEAR_MIN, maximum: SEARCH_YEAR_MAX, description: '毕业年份' },
    facultyId: { type: 'integer', minimum: 1, maximum: 2147483647, description: '学院编号' },
    majorId: { type: 'integer', minimum: 1, maximum: 2147483647, description: '专业编号' },
  },
} as const;

const privacyResponse = envelopeSchema(privacySettingsSchema);

interface ListQuery {
  pageNum: number;
  pageSize: number;
  name?: string;
  graduationYear?: number;
  facultyId?: number;
  majorId?: number;
}

/** 校友查询: finding alumni who let themselves be found, and my own switches for it. */
const alumniSearchRoutes: RoutePlugin = async (app, { db }) => {
  app.get(
    '/api/alumsearch/options',
    {
      config: { access: 'login' },
      schema: { tags: ['校友查询'], summary: '查询条件：学院、专业、毕业年份', response: { 200: envelopeSchema(searchOptionsSchema) } },
    },
    async () => ok(await searchOptions(db)),
  );

  app.get<{ Querystring: ListQuery }>(
    '/api/alumsearch/list',
    {
      config: { access: 'login' },
      schema: {
        tags: ['校友查询'],
        summary: '查找校友（分页）；只含愿意被找到的已认证校友',
        querystring: listQuerySchema,
        response: { 200: pageSchema(alumnusCardSchema) },
      },
    },
    async (request) => {
      const { pageNum, pageSize, graduationYear, facultyId, majorId } = request.query;
      const filter: { faculty?: string; major?: string; graduationYear?: number; name?: string } = {
        graduationYear,
        name: request.query.name?.trim() ?? '',
      };
      let faculty: string | undefined;
      if (facultyId !== undefined) {
        faculty = await facultyName(db, facultyId);
        if (faculty === undefined) throw new HttpError(400, '所选学院不存在', 400, 'facultyId');
        filter.faculty = faculty;
      }
      if (majorId !== undefined) {
        const major = await majorWithFaculty(db, majorId);
        if (!major || (faculty !== undefined && major.faculty !== faculty))
          throw new HttpError(400, '所选专业不存在或不属于所选学院', 400, 'majorId');
        filter.faculty = major.faculty;
        filter.major = major.name;
      }
      const { list, total } = await searchAlumni(db, filter, pageNum, pageSize);
      return ok({ list, total, pageNum, pageSize });
    },
  );

  app.get(
    '/api/alumuser/privacy',
    { config: { access: 'login' }, schema: { tags: ['校友查询'], summary: '我的校友查询隐私设置', response: { 200: privacyResponse } } },
    async (request) => ok(await privacySettings(db, request.user!.id)),
  );

  app.put<{ Body: PrivacySettings }>(
    '/api/alumuser/privacy',
    {
      config: { changesPublicPages: false, access: 'login' },
      schema: {
        tags: ['校友查询'],
        summary: '修改我的校友查询隐私设置',
        body: toJsonSchema(privacySchema),
        response: { 200: privacyResponse },
      },
    },
    async (request) => {
      const body = assertForm<PrivacySettings>(privacySchema, request.body);
      return ok(await savePrivacySettings(db, request.user!.id, body), '已保存');
    },
  );
};

export default alumniSearchRoutes;
