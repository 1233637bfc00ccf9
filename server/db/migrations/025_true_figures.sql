-- Public figures come from the data the product keeps, not from stored numbers nothing kept true:
--  - a donation project's raised total and donor count are summed from its paid donations (the ledger);
--  - an organisation's member count is its approved join requests;
--  - the alumni map counts verified alumni by the province of their city (alumni_region_stat was seeded, never kept).
alter table donation_project drop column raised_amount;
alter table donation_project drop column donor_count;
alter table organization drop column member_count;
drop table alumni_region_stat;

-- News views: nothing ever counted them, so every stored figure is the seed's; they start again from zero.
update news set views = 0;

-- Who has viewed which article today, to count one view per visitor, article and day. A visitor is a hash of their
-- address and browser under the day's random salt; rows and salts of past days are deleted, after which no hash can
-- be recomputed from an address.
create table view_salt (
  day date primary key,
  salt text not null
);

create table news_view (
  day date not null,
  news_id integer not null references news (id),
  visitor text not null,
  primary key (day, news_id, visitor)
);
