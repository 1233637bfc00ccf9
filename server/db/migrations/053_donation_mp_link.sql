-- Paying a pledge from WeChat's browser (issue 48): the portal's pledge page opens the mini-program's 我的捐赠 at the
-- pledge with a URL Link (https://wxaurl.cn/...). WeChat limits how many it makes a day and each lives one day, so the
-- pledge keeps the one made for it, and until when it may be handed out; a later tap reuses it until then.
alter table donation add column if not exists mp_url_link text;
alter table donation add column if not exists mp_url_link_until timestamptz;
