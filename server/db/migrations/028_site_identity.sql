-- The college's short name, its mini-program's name and its card numbers' prefix become 站点设置 (site_info), no
-- longer the code's. A database seeded before this gets them here; a new one gets them from its seed (which runs
-- after the migrations, on an empty sys_dict), so nothing is added where site_info is not there yet.
-- Its cards were issued as BJCC-…, which the prefix keeps until the college changes it; the names start as its name.
insert into sys_dict (dict_type, dict_value, dict_label, sort)
select 'site_info', k.value, k.label, coalesce((select max(sort) from sys_dict where dict_type = 'site_info'), 0) + k.n
  from (
    values
      ('short_name', coalesce((select dict_label from sys_dict where dict_type = 'site_info' and dict_value = 'name' order by sort, id limit 1), ''), 1),
      ('mini_program_name', coalesce((select dict_label from sys_dict where dict_type = 'site_info' and dict_value = 'name' order by sort, id limit 1), ''), 2),
      ('card_prefix', 'BJCC', 3)
  ) as k (value, label, n)
 where exists (select 1 from sys_dict where dict_type = 'site_info')
   and not exists (select 1 from sys_dict d where d.dict_type = 'site_info' and d.dict_value = k.value);
