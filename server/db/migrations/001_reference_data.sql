-- Reference data the app shell reads before anything renders: sites, markets, countries, terms,
-- editorial content and server-managed locale texts.
create table sites (
  id integer primary key,
  brand text not null unique
);

create table markets (
  id text primary key check (id ~ '^[A-Z]{2}$'),
  position integer not null,
  name text not null,
  is_market_enabled boolean not null,
  languages text[] not null,
  default_language text not null,
  locale_mapping jsonb not null,
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  origin_country_code text,
  region_language jsonb not null,
  remove_country_from_registration text[] not null,
  pay_and_play boolean not null
);

create table countries (
  code text primary key check (code ~ '^[A-Z]{2}$'),
  name text not null,
  isd text not null,
  currency text not null,
  active boolean not null,
  allowed boolean not null,
  lat double precision,
  lon double precision
);

create table terms_versions (
  version integer primary key,
  files jsonb not null,
  published_at timestamptz not null
);

create table content_documents (
  query text not null,
  catalog text not null,
  blocks jsonb not null,
  updated_at timestamptz not null default now(),
  primary key (query, catalog)
);

create table locale_texts (
  catalog text not null,
  key text not null,
  text text not null,
  primary key (catalog, key)
);

-- Platform-wide settings the server generates once, such as the token-signing secret, so that a
-- restart keeps players signed in.
create table settings (
  key text primary key,
  value text not null
);
