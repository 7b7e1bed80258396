-- The home banner's art was /images/hero.webp, a file that never existed (the page path fallback
-- answered it with index.html). It is /images/hero.svg now (src/public/images/hero.svg); databases
-- seeded before this keep their content rows, so move them over.
update content_documents
set blocks = replace(blocks::text, '"/images/hero.webp"', '"/images/hero.svg"')::jsonb
where blocks::text like '%/images/hero.webp%';
