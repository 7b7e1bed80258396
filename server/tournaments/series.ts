/**
 * The operator's tournaments the platform starts with (production too: they are offers, as the
 * bonus campaigns are). Each is a series of back-to-back editions (a day or a week, UTC) on a few
 * games; the prize pool is in euro cents and shown in each market's currency. Texts are the
 * operator's, one per tournament language of the contract (EN, FI, NO, DE, FR, ES, PT, JA, TL, TR,
 * PL); a language without its own text gets the English one.
 */
import type { Db } from '../db/database.ts'

export const TOURNAMENT_LANGS = ['EN', 'FI', 'NO', 'DE', 'FR', 'ES', 'PT', 'JA', 'TL', 'TR', 'PL'] as const
export type TournamentLang = (typeof TOURNAMENT_LANGS)[number]

/** The tournament language of a player's language (`no` → NO); English for one without texts of its own. */
export function tournamentLangOf(languageCode: string): TournamentLang {
  const lang = languageCode.toUpperCase()
  return (TOURNAMENT_LANGS as readonly string[]).includes(lang) ? (lang as TournamentLang) : 'EN'
}

export interface TournamentSeed {
  id: string
  vertical: 'casino' | 'live-casino' | 'sports'
  period: 'day' | 'week'
  /** The first edition's start; the next begin one period after the one before, back to back. */
  firstStartsAt: string
  gameSlugs: readonly string[]
  prizePoolEuroMinor: number
  /** Percent of the pool per place, 1st first. */
  prizeShares: readonly number[]
  texts: Record<TournamentLang, { title: string; description: string }>
}

export const tournamentSeeds: readonly TournamentSeed[] = [
  {
    id: 'daily-spin-sprint',
    vertical: 'casino',
    period: 'day',
    firstStartsAt: '2026-01-01T00:00:00Z',
    gameSlugs: ['book-of-fortune', 'legend-of-atlantis', 'reef-frenzy', 'savage-lions', 'precious-gems'],
    prizePoolEuroMinor: 50_000,
    prizeShares: [50, 30, 20],
    texts: {
      EN: { title: 'Daily Spin Sprint', description: 'Every real-money spin on the tournament slots earns one point per cent staked. The top three share the prize pool: 50 %, 30 % and 20 %.' },
      FI: { title: 'Päivän pyöräytyskisa', description: 'Jokainen oikean rahan pyöräytys turnauksen peleissä tuo pisteen jokaisesta panostetusta sentistä. Kolme parasta jakavat palkintopotin: 50 %, 30 % ja 20 %.' },
      NO: { title: 'Dagens spinnsprint', description: 'Hvert spinn med ekte penger på turneringsspillene gir ett poeng per øre du satser. De tre beste deler premiepotten: 50 %, 30 % og 20 %.' },
      DE: { title: 'Täglicher Dreh-Sprint', description: 'Jeder Echtgeld-Dreh an den Turnierspielen bringt einen Punkt pro eingesetztem Cent. Die besten drei teilen sich den Preispool: 50 %, 30 % und 20 %.' },
      FR: { title: 'Sprint quotidien des tours', description: 'Chaque tour en argent réel sur les machines du tournoi rapporte un point par centime misé. Les trois premiers se partagent la cagnotte : 50 %, 30 % et 20 %.' },
      ES: { title: 'Sprint diario de giros', description: 'Cada giro con dinero real en las tragaperras del torneo suma un punto por céntimo apostado. Los tres primeros se reparten el bote: 50 %, 30 % y 20 %.' },
      PT: { title: 'Sprint diário de rodadas', description: 'Cada rodada com dinheiro real nas slots do torneio vale um ponto por cêntimo apostado. Os três primeiros dividem o prémio: 50 %, 30 % e 20 %.' },
      JA: { title: 'デイリー・スピン・スプリント', description: '対象スロットでのリアルマネーのスピンは、賭けた1セントごとに1ポイント。上位3名が賞金プールを50%、30%、20%で分け合います。' },
      TL: { title: 'Araw-araw na Spin Sprint', description: 'Bawat totoong-perang spin sa mga slot ng torneo ay may isang puntos bawat sentimong itinaya. Hahatiin ng nangungunang tatlo ang premyo: 50 %, 30 % at 20 %.' },
      TR: { title: 'Günlük Çevirme Yarışı', description: 'Turnuva slotlarındaki her gerçek para çevirmesi, yatırılan her kuruş için bir puan kazandırır. İlk üç, ödül havuzunu %50, %30 ve %20 olarak paylaşır.' },
      PL: { title: 'Codzienny sprint spinów', description: 'Każdy spin za prawdziwe pieniądze na automatach turnieju daje punkt za każdy postawiony cent. Najlepsza trójka dzieli pulę: 50 %, 30 % i 20 %.' },
    },
  },
  {
    id: 'weekly-slot-race',
    vertical: 'casino',
    period: 'week',
    // A Monday: editions run Monday 00:00 to Monday 00:00 UTC.
    firstStartsAt: '2026-01-05T00:00:00Z',
    gameSlugs: ['book-of-fortune', 'gates-to-skull-island', 'diamonds-of-the-vault', 'pyramid-of-the-desert', 'mighty-oracle-ultra', '100-wild-eagle'],
    prizePoolEuroMinor: 250_000,
    prizeShares: [40, 25, 15, 10, 10],
    texts: {
      EN: { title: 'Weekly Slot Race', description: 'A week on six slots: one point per cent staked for real money. The top five share the prize pool: 40 %, 25 %, 15 %, 10 % and 10 %.' },
      FI: { title: 'Viikon kolikkopelikisa', description: 'Viikko kuudessa kolikkopelissä: piste jokaisesta oikealla rahalla panostetusta sentistä. Viisi parasta jakavat palkintopotin: 40 %, 25 %, 15 %, 10 % ja 10 %.' },
      NO: { title: 'Ukentlig spilleautomatløp', description: 'En uke på seks spilleautomater: ett poeng per øre satset med ekte penger. De fem beste deler premiepotten: 40 %, 25 %, 15 %, 10 % og 10 %.' },
      DE: { title: 'Wöchentliches Slot-Rennen', description: 'Eine Woche an sechs Slots: ein Punkt pro Cent Echtgeldeinsatz. Die besten fünf teilen sich den Preispool: 40 %, 25 %, 15 %, 10 % und 10 %.' },
      FR: { title: 'Course hebdomadaire des machines', description: 'Une semaine sur six machines : un point par centime misé en argent réel. Les cinq premiers se partagent la cagnotte : 40 %, 25 %, 15 %, 10 % et 10 %.' },
      ES: { title: 'Carrera semanal de tragaperras', description: 'Una semana en seis tragaperras: un punto por céntimo apostado con dinero real. Los cinco primeros se reparten el bote: 40 %, 25 %, 15 %, 10 % y 10 %.' },
      PT: { title: 'Corrida semanal de slots', description: 'Uma semana em seis slots: um ponto por cêntimo apostado com dinheiro real. Os cinco primeiros dividem o prémio: 40 %, 25 %, 15 %, 10 % e 10 %.' },
      JA: { title: 'ウィークリー・スロット・レース', description: '6つのスロットで1週間:リアルマネーで賭けた1セントごとに1ポイント。上位5名が賞金プールを40%、25%、15%、10%、10%で分け合います。' },
      TL: { title: 'Lingguhang Karera ng Slot', description: 'Isang linggo sa anim na slot: isang puntos bawat sentimong itinaya ng totoong pera. Hahatiin ng nangungunang lima ang premyo: 40 %, 25 %, 15 %, 10 % at 10 %.' },
      TR: { title: 'Haftalık Slot Yarışı', description: 'Altı slotta bir hafta: gerçek parayla yatırılan her kuruş için bir puan. İlk beş, ödül havuzunu %40, %25, %15, %10 ve %10 olarak paylaşır.' },
      PL: { title: 'Tygodniowy wyścig automatów', description: 'Tydzień na sześciu automatach: punkt za każdy cent postawiony za prawdziwe pieniądze. Najlepsza piątka dzieli pulę: 40 %, 25 %, 15 %, 10 % i 10 %.' },
    },
  },
  {
    id: 'roulette-royale',
    vertical: 'live-casino',
    period: 'week',
    firstStartsAt: '2026-01-05T00:00:00Z',
    gameSlugs: ['prestige-azure-roulette', 'midnight-roulette', 'stadium-roulette', 'midnight-auto-roulette'],
    prizePoolEuroMinor: 100_000,
    prizeShares: [50, 30, 20],
    texts: {
      EN: { title: 'Roulette Royale', description: 'A week at the live roulette tables: one point per cent staked for real money. The top three share the prize pool: 50 %, 30 % and 20 %.' },
      FI: { title: 'Ruletti Royale', description: 'Viikko live-rulettipöydissä: piste jokaisesta oikealla rahalla panostetusta sentistä. Kolme parasta jakavat palkintopotin: 50 %, 30 % ja 20 %.' },
      NO: { title: 'Roulette Royale', description: 'En uke ved live-rulettbordene: ett poeng per øre satset med ekte penger. De tre beste deler premiepotten: 50 %, 30 % og 20 %.' },
      DE: { title: 'Roulette Royale', description: 'Eine Woche an den Live-Roulette-Tischen: ein Punkt pro Cent Echtgeldeinsatz. Die besten drei teilen sich den Preispool: 50 %, 30 % und 20 %.' },
      FR: { title: 'Roulette Royale', description: 'Une semaine aux tables de roulette en direct : un point par centime misé en argent réel. Les trois premiers se partagent la cagnotte : 50 %, 30 % et 20 %.' },
      ES: { title: 'Ruleta Royale', description: 'Una semana en las mesas de ruleta en vivo: un punto por céntimo apostado con dinero real. Los tres primeros se reparten el bote: 50 %, 30 % y 20 %.' },
      PT: { title: 'Roleta Royale', description: 'Uma semana nas mesas de roleta ao vivo: um ponto por cêntimo apostado com dinheiro real. Os três primeiros dividem o prémio: 50 %, 30 % e 20 %.' },
      JA: { title: 'ルーレット・ロワイヤル', description: 'ライブルーレットで1週間:リアルマネーで賭けた1セントごとに1ポイント。上位3名が賞金プールを50%、30%、20%で分け合います。' },
      TL: { title: 'Roulette Royale', description: 'Isang linggo sa mga live na mesa ng roulette: isang puntos bawat sentimong itinaya ng totoong pera. Hahatiin ng nangungunang tatlo ang premyo: 50 %, 30 % at 20 %.' },
      TR: { title: 'Rulet Royale', description: 'Canlı rulet masalarında bir hafta: gerçek parayla yatırılan her kuruş için bir puan. İlk üç, ödül havuzunu %50, %30 ve %20 olarak paylaşır.' },
      PL: { title: 'Ruletka Royale', description: 'Tydzień przy stołach ruletki na żywo: punkt za każdy cent postawiony za prawdziwe pieniądze. Najlepsza trójka dzieli pulę: 50 %, 30 % i 20 %.' },
    },
  },
]

/** Inserts the tournaments that are missing; one the operator changed is left as it is. */
export async function seedTournaments(tx: Db): Promise<void> {
  for (const [position, t] of tournamentSeeds.entries()) {
    const known = await tx.query<{ slug: string }>('select slug from games where slug = any($1::text[])', [t.gameSlugs])
    if (known.length !== t.gameSlugs.length) throw new Error(`Tournament ${t.id} names games the catalogue does not have.`)
    const inserted = await tx.query(
      `insert into tournaments (id, vertical, period, first_starts_at, game_slugs, prize_pool_euro_minor, prize_shares, position)
       values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict do nothing returning id`,
      [t.id, t.vertical, t.period, t.firstStartsAt, t.gameSlugs, t.prizePoolEuroMinor, t.prizeShares, position],
    )
    if (inserted.length === 0) continue
    for (const [lang, text] of Object.entries(t.texts)) {
      await tx.query('insert into tournament_texts (tournament_id, lang, title, description) values ($1, $2, $3, $4)', [t.id, lang, text.title, text.description])
    }
  }
}
