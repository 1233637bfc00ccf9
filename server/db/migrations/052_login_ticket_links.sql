-- A phone signing in opens the mini-program from the QR page in one tap (issue 48): WeChat's URL Scheme
-- (weixin://dl/business/?t=...) from a phone's own browser, its URL Link (https://wxaurl.cn/...) inside WeChat. WeChat
-- limits how many it makes a day, so each ticket keeps the ones made for it: a second tap reuses them.
alter table login_ticket add column if not exists mp_url_scheme text;
alter table login_ticket add column if not exists mp_url_link text;
