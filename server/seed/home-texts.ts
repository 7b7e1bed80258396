/**
 * Home-page and footer wording per catalog code. Short, but really translated: the e2e tests and
 * reviewers switch locales and expect to see the language change. English variants (ca, nz, inen)
 * differ in currency and spelling where a player would notice.
 */
export interface HomeTexts {
  heroTitle: string
  heroBody: string
  heroCta: string
  /** Shown instead of heroCta to a signed-in player. */
  heroCtaAuthorized: string
  responsible: string
  footer: string
}

/**
 * `currency`: the one currency of the markets a regional catalog serves; null for plain English,
 * which serves markets in euros, pounds, kronor, lira and pesos alike, so it names none.
 */
const english = (currency: string | null, colour = 'color'): HomeTexts => ({
  heroTitle: 'Welcome to Croupier',
  heroBody: `Casino, live casino and sports in one place. Deposit in ${currency ?? 'your own currency'} and play in minutes.`,
  heroCta: 'Join now',
  heroCtaAuthorized: 'Deposit',
  responsible: 'Play responsibly. Set deposit limits, take a break or self-exclude at any time under My account. 18+ only.',
  footer: 'Croupier is operated under licence. Gambling can be addictive — play responsibly.',
})

export const homeTexts: Record<string, HomeTexts> = {
  en: english(null),
  ca: english('CAD', 'colour'),
  nz: english('NZD', 'colour'),
  inen: english('INR', 'colour'),
  fi: {
    heroTitle: 'Tervetuloa Croupieriin',
    heroBody: 'Kasino, live-kasino ja vedonlyönti samassa paikassa. Talleta euroina ja pelaa hetkessä.',
    heroCta: 'Liity nyt',
    heroCtaAuthorized: 'Talleta',
    responsible: 'Pelaa vastuullisesti. Aseta talletusrajat, pidä tauko tai sulje tilisi Oma tili -sivulla. Vain täysi-ikäisille.',
    footer: 'Croupier toimii pelilisenssin alaisena. Rahapelaaminen voi aiheuttaa riippuvuutta — pelaa vastuullisesti.',
  },
  no: {
    heroTitle: 'Velkommen til Croupier',
    heroBody: 'Kasino, live-kasino og sport på ett sted. Sett inn i NOK og spill på minutter.',
    heroCta: 'Bli med nå',
    heroCtaAuthorized: 'Sett inn',
    responsible: 'Spill ansvarlig. Sett innskuddsgrenser, ta en pause eller steng kontoen under Min konto. Kun 18+.',
    footer: 'Croupier drives under lisens. Pengespill kan skape avhengighet — spill ansvarlig.',
  },
  de: {
    heroTitle: 'Willkommen bei Croupier',
    heroBody: 'Casino, Live-Casino und Sportwetten an einem Ort. In Euro einzahlen und in Minuten spielen.',
    heroCta: 'Jetzt registrieren',
    heroCtaAuthorized: 'Einzahlen',
    responsible: 'Spielen Sie verantwortungsvoll. Setzen Sie Einzahlungslimits, machen Sie eine Pause oder sperren Sie sich unter Mein Konto. Ab 18.',
    footer: 'Croupier wird mit Lizenz betrieben. Glücksspiel kann süchtig machen — spielen Sie verantwortungsvoll.',
  },
  fr: {
    heroTitle: 'Bienvenue chez Croupier',
    heroBody: 'Casino, casino en direct et paris sportifs au même endroit. Déposez en euros et jouez en quelques minutes.',
    heroCta: 'Inscrivez-vous',
    heroCtaAuthorized: 'Déposer',
    responsible: 'Jouez de manière responsable. Fixez des limites de dépôt, faites une pause ou excluez-vous dans Mon compte. 18 ans et plus.',
    footer: 'Croupier est exploité sous licence. Le jeu peut créer une dépendance — jouez de manière responsable.',
  },
  caf: {
    heroTitle: 'Bienvenue chez Croupier',
    heroBody: 'Casino, casino en direct et paris sportifs au même endroit. Déposez en dollars canadiens et jouez en quelques minutes.',
    heroCta: 'Inscrivez-vous',
    heroCtaAuthorized: 'Faire un dépôt',
    responsible: 'Jouez de façon responsable. Fixez des limites de dépôt, prenez une pause ou excluez-vous dans Mon compte. 19 ans et plus.',
    footer: 'Croupier est exploité sous licence. Le jeu peut créer une dépendance — jouez de façon responsable.',
  },
  cl: {
    heroTitle: 'Bienvenido a Croupier',
    heroBody: 'Casino, casino en vivo y apuestas deportivas en un solo lugar. Deposita en pesos chilenos y juega en minutos.',
    heroCta: 'Regístrate',
    heroCtaAuthorized: 'Depositar',
    responsible: 'Juega con responsabilidad. Fija límites de depósito, tómate un descanso o autoexclúyete en Mi cuenta. Solo mayores de 18.',
    footer: 'Croupier opera bajo licencia. El juego puede ser adictivo: juega con responsabilidad.',
  },
  pe: {
    heroTitle: 'Bienvenido a Croupier',
    heroBody: 'Casino, casino en vivo y apuestas deportivas en un solo sitio. Deposita en soles y juega en minutos.',
    heroCta: 'Únete ahora',
    heroCtaAuthorized: 'Depositar',
    responsible: 'Juega responsablemente. Establece límites de depósito, toma una pausa o autoexclúyete en Mi cuenta. Solo mayores de 18 años.',
    footer: 'Croupier opera con licencia. El juego puede generar adicción: juega responsablemente.',
  },
  pt: {
    heroTitle: 'Bem-vindo ao Croupier',
    heroBody: 'Casino, casino ao vivo e apostas desportivas num só lugar. Deposite em euros e jogue em minutos.',
    heroCta: 'Registe-se já',
    heroCtaAuthorized: 'Depositar',
    responsible: 'Jogue com responsabilidade. Defina limites de depósito, faça uma pausa ou autoexclua-se em A minha conta. Só maiores de 18 anos.',
    footer: 'O Croupier opera sob licença. O jogo pode causar dependência — jogue com responsabilidade.',
  },
  br: {
    heroTitle: 'Bem-vindo ao Croupier',
    heroBody: 'Cassino, cassino ao vivo e apostas esportivas em um só lugar. Deposite em reais e jogue em minutos.',
    heroCta: 'Cadastre-se',
    heroCtaAuthorized: 'Depositar',
    responsible: 'Jogue com responsabilidade. Defina limites de depósito, faça uma pausa ou se autoexclua em Minha conta. Proibido para menores de 18 anos.',
    footer: 'O Croupier opera sob licença. Jogos de azar podem viciar — jogue com responsabilidade.',
  },
  ja: {
    heroTitle: 'Croupierへようこそ',
    heroBody: 'カジノ、ライブカジノ、スポーツベッティングをひとつの場所で。円で入金して、すぐにプレイできます。',
    heroCta: '今すぐ登録',
    heroCtaAuthorized: '入金する',
    responsible: '責任あるプレイを。マイアカウントで入金制限の設定、休止、自己排除ができます。18歳以上限定。',
    footer: 'Croupierはライセンスのもとで運営されています。ギャンブルには依存性があります。責任をもってお楽しみください。',
  },
  tl: {
    heroTitle: 'Maligayang pagdating sa Croupier',
    heroBody: 'Casino, live casino at sports sa iisang lugar. Mag-deposito sa piso at maglaro sa loob ng ilang minuto.',
    heroCta: 'Sumali na',
    heroCtaAuthorized: 'Mag-deposito',
    responsible: 'Maglaro nang responsable. Magtakda ng limitasyon sa deposito, magpahinga o i-self-exclude ang sarili sa Aking account. 18+ lamang.',
    footer: 'Ang Croupier ay pinapatakbo sa ilalim ng lisensya. Maaaring nakakaadik ang pagsusugal — maglaro nang responsable.',
  },
  tr: {
    heroTitle: "Croupier'ye hoş geldiniz",
    heroBody: 'Casino, canlı casino ve spor bahisleri tek bir yerde. Türk lirası ile yatırın ve dakikalar içinde oynayın.',
    heroCta: 'Hemen katılın',
    heroCtaAuthorized: 'Para yatır',
    responsible: 'Sorumlu oynayın. Hesabım bölümünden yatırım limitleri belirleyin, ara verin veya kendinizi hariç tutun. Yalnızca 18 yaş ve üzeri.',
    footer: 'Croupier lisans altında işletilmektedir. Kumar bağımlılık yapabilir — sorumlu oynayın.',
  },
  pl: {
    heroTitle: 'Witamy w Croupier',
    heroBody: 'Kasyno, kasyno na żywo i zakłady sportowe w jednym miejscu. Wpłać w złotówkach i graj w kilka minut.',
    heroCta: 'Dołącz teraz',
    heroCtaAuthorized: 'Wpłać',
    responsible: 'Graj odpowiedzialnie. Ustaw limity wpłat, zrób przerwę lub wyklucz się w sekcji Moje konto. Tylko dla osób 18+.',
    footer: 'Croupier działa na podstawie licencji. Hazard może uzależniać — graj odpowiedzialnie.',
  },
}
