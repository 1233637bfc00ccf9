import { queryOptions } from '@tanstack/react-query';
import { accountApi } from '../../api/account.ts';
import { messageApi } from '../../api/messages.ts';
import { PERSONAL_KEY } from '../../session/store.ts';
import { personalApi } from './api.ts';
import { cardStyle, templateId, templateList } from './card-style.ts';
import { imageAsDataUrl } from './data-url.ts';

export const MESSAGE_PAGE_SIZE = 10;

export const messagesQueryOptions = (pageNum: number) =>
  queryOptions({ queryKey: [PERSONAL_KEY, 'messages', pageNum], queryFn: () => messageApi.list(pageNum, MESSAGE_PAGE_SIZE) });

export const alumUserInfoQueryOptions = () => queryOptions({ queryKey: [PERSONAL_KEY, 'alumuser'], queryFn: accountApi.alumUserInfo });

export const orgMemberInfoQueryOptions = () => queryOptions({ queryKey: [PERSONAL_KEY, 'orgmember'], queryFn: accountApi.orgMemberInfo });

/**
 * The active default card template's style: the list call finds it, the detail call gives it in full (spec section 7),
 * or the list entry itself when it has no id; null when there is none.
 */
export const cardTemplateQueryOptions = () =>
  queryOptions({
    queryKey: [PERSONAL_KEY, 'cardtemplate'],
    queryFn: async () => {
      const [first] = templateList(await personalApi.cardTemplates());
      if (!first) return null;
      const id = templateId(first);
      return cardStyle((id && (await personalApi.cardTemplate(id))) || first);
    },
    staleTime: 10 * 60_000,
  });

/**
 * An image the card draws, as a data: URL, so the card can also be rendered to a PNG
 * (an SVG drawn into a canvas may not load anything else). Personal: the photo is one.
 */
export const cardImageQueryOptions = (src: string) =>
  queryOptions({ queryKey: [PERSONAL_KEY, 'cardimage', src], queryFn: () => imageAsDataUrl(src), staleTime: Infinity });

export const privacyPolicyQueryOptions = () =>
  queryOptions({ queryKey: ['sitedocument', 'privacyPolicy'], queryFn: () => personalApi.document('privacyPolicy') });

export const notifySettingsQueryOptions = () =>
  queryOptions({ queryKey: [PERSONAL_KEY, 'notifySettings'], queryFn: personalApi.notifySettings });

export const wxBindingQueryOptions = () => queryOptions({ queryKey: [PERSONAL_KEY, 'wxBinding'], queryFn: personalApi.wxBinding });
