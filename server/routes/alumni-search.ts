import { envelopeSchema, ok, pageSchema } from '../http/envelope.ts';
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
import { privacySchema, type PrivacySettings } from '../../src/shared/alumni-search-forms.ts';
import {
  alumniQuerySchema,
  alumnusCardSchema,
  privacySettingsSchema,
  searchOptionsSchema,
  type AlumniQuery,
} from '../../src/shared/api/alumni-search.ts';
import type { RoutePlugin } from '../http/route-plugin.ts';

const privacyResponse = envelopeSchema(privacySettingsSchema);

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

  app.get<{ Querystring: AlumniQuery }>(
    '/api/alumsearch/list',
    {
      config: { access: 'login' },
      schema: {
        tags: ['校友查询'],
        summary: '查找校友（分页）；只含愿意被找到的已认证校友',
        querystring: alumniQuerySchema,
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
