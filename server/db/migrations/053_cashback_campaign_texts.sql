-- A cashback campaign's texts in other languages than the operator's own, as bonus_campaign_texts
-- are a bonus campaign's (migration 049): GET /bonus/cashback-by-language/{language} reads them by
-- catalog code, and a language without a row reads the operator's texts.
create table cashback_campaign_texts (
  campaign_id text not null references cashback_campaigns (id),
  language text not null,
  title text not null,
  description text not null,
  primary key (campaign_id, language)
);
