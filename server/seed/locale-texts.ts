/**
 * Server-managed texts per catalog code: wording the content team changes without a client
 * release (served at /api/v1/locales/{lang}/default.json). Kept by text, each in every language,
 * so a text cannot be added without its translations.
 */
type Language = 'en' | 'es' | 'fr' | 'pt' | 'br' | 'fi' | 'no' | 'de' | 'ja' | 'tl' | 'tr' | 'pl'

const texts = {
  'sms.max.attempts': {
    en: 'You have reached the maximum number of SMS codes. Please try again later or contact support.',
    es: 'Has alcanzado el número máximo de códigos SMS. Inténtalo más tarde o contacta con soporte.',
    fr: 'Vous avez atteint le nombre maximal de codes SMS. Réessayez plus tard ou contactez le support.',
    pt: 'Atingiu o número máximo de códigos SMS. Tente mais tarde ou contacte o apoio.',
    br: 'Você atingiu o número máximo de códigos SMS. Tente mais tarde ou fale com o suporte.',
    fi: 'Olet käyttänyt kaikki tekstiviestikoodit. Yritä myöhemmin uudelleen tai ota yhteyttä asiakastukeen.',
    no: 'Du har nådd maksimalt antall SMS-koder. Prøv igjen senere eller kontakt kundeservice.',
    de: 'Sie haben die maximale Anzahl an SMS-Codes erreicht. Bitte versuchen Sie es später erneut oder kontaktieren Sie den Support.',
    ja: 'SMSコードの送信回数が上限に達しました。しばらくしてから再度お試しいただくか、サポートにお問い合わせください。',
    tl: 'Naabot mo na ang pinakamaraming SMS code. Subukang muli mamaya o makipag-ugnayan sa support.',
    tr: 'Maksimum SMS kodu sayısına ulaştınız. Lütfen daha sonra tekrar deneyin veya destekle iletişime geçin.',
    pl: 'Osiągnięto maksymalną liczbę kodów SMS. Spróbuj później lub skontaktuj się z obsługą.',
  },
  'maintenance.body': {
    en: 'We are improving Croupier and will be back shortly.',
    es: 'Estamos mejorando Croupier y volveremos pronto.',
    fr: 'Nous améliorons Croupier et serons de retour bientôt.',
    pt: 'Estamos a melhorar o Croupier e voltamos em breve.',
    br: 'Estamos melhorando o Croupier e voltamos logo.',
    fi: 'Parannamme Croupieria ja palaamme pian.',
    no: 'Vi forbedrer Croupier og er snart tilbake.',
    de: 'Wir verbessern Croupier und sind gleich wieder da.',
    ja: 'Croupierは現在メンテナンス中です。まもなく再開します。',
    tl: 'Pinapabuti namin ang Croupier at babalik kami agad.',
    tr: "Croupier'yi geliştiriyoruz, kısa süre içinde geri döneceğiz.",
    pl: 'Ulepszamy Croupier i wkrótce wracamy.',
  },
  'restricted.body': {
    en: 'Croupier is not available in your country.',
    es: 'Croupier no está disponible en tu país.',
    fr: "Croupier n'est pas disponible dans votre pays.",
    pt: 'O Croupier não está disponível no seu país.',
    br: 'O Croupier não está disponível no seu país.',
    fi: 'Croupier ei ole saatavilla maassasi.',
    no: 'Croupier er ikke tilgjengelig i ditt land.',
    de: 'Croupier ist in Ihrem Land nicht verfügbar.',
    ja: 'Croupierはお住まいの国ではご利用いただけません。',
    tl: 'Hindi available ang Croupier sa iyong bansa.',
    tr: 'Croupier ülkenizde kullanılamıyor.',
    pl: 'Croupier nie jest dostępny w Twoim kraju.',
  },
} satisfies Record<string, Record<Language, string>>

type Texts = Record<keyof typeof texts, string>

/**
 * Every catalog code the markets use (see their localeMapping), and the language its texts are in
 * (the content service's fallback for pages by url reads it too: system/content.ts).
 */
export const catalogLanguage: Record<string, Language> = {
  en: 'en',
  ca: 'en',
  nz: 'en',
  inen: 'en',
  fr: 'fr',
  caf: 'fr',
  cl: 'es',
  pe: 'es',
  pt: 'pt',
  br: 'br',
  fi: 'fi',
  no: 'no',
  de: 'de',
  ja: 'ja',
  tl: 'tl',
  tr: 'tr',
  pl: 'pl',
}

function textsIn(language: Language): Texts {
  return Object.fromEntries(Object.entries(texts).map(([key, byLanguage]) => [key, byLanguage[language]])) as Texts
}

export const localeTexts: Record<string, Texts> = Object.fromEntries(
  Object.entries(catalogLanguage).map(([catalog, language]) => [catalog, textsIn(language)]),
)
