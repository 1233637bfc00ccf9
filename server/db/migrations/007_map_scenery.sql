-- Alumni map: alumni per province; campus scenery: the gallery's photos.

create table alumni_region_stat (
  province text primary key,
  alumni_count integer not null default 0 check (alumni_count >= 0),
  updated_at timestamptz not null default now()
);

create table scenery_photo (
  id serial primary key,
  title text not null,
  description text not null,
  image text not null,
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  season text not null check (season in ('spring', 'summer', 'autumn', 'winter')),
  sort integer not null default 0
);
create index scenery_photo_sort on scenery_photo (sort, id);
