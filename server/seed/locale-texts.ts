/**
 * Server-managed texts per catalog code: wording the content team changes without a client
 * release (served at /api/v1/locales/{lang}/default.json).
 */
type Texts = Record<'sms.max.attempts' | 'maintenance.body' | 'restricted.body', string>

const en: Texts = {
  'sms.max.attempts': 'You have reached the maximum number of SMS codes. Please try again later or contact support.',
  'maintenance.body': 'We are improving Croupier and will be back shortly.',
  'restricted.body': 'Croupier is not available in your country.',
}

const es: Texts = {
  'sms.max.attempts': 'Has alcanzado el número máximo de códigos SMS. Inténtalo más tarde o contacta con soporte.',
  'maintenance.body': 'Estamos mejorando Croupier y volveremos pronto.',
  'restricted.body': 'Croupier no está disponible en tu país.',
}

const fr: Texts = {
  'sms.max.attempts': 'Vous avez atteint le nombre maximal de codes SMS. Réessayez plus tard ou contactez le support.',
  'maintenance.body': 'Nous améliorons Croupier et serons de retour bientôt.',
  'restricted.body': "Croupier n'est pas disponible dans votre pays.",
}

const pt: Texts = {
  'sms.max.attempts': 'Atingiu o número máximo de códigos SMS. Tente mais tarde ou contacte o apoio.',
  'maintenance.body': 'Estamos a melhorar o Croupier e voltamos em breve.',
  'restricted.body': 'O Croupier não está disponível no seu país.',
}

export const localeTexts: Record<string, Texts> = {
  en,
  ca: en,
  nz: en,
  inen: en,
  fr,
  caf: fr,
  cl: es,
  pe: es,
  pt,
  br: {
    'sms.max.attempts': 'Você atingiu o número máximo de códigos SMS. Tente mais tarde ou fale com o suporte.',
    'maintenance.body': 'Estamos melhorando o Croupier e voltamos logo.',
    'restricted.body': 'O Croupier não está disponível no seu país.',
  },
  fi: {
    'sms.max.attempts': 'Olet käyttänyt kaikki tekstiviestikoodit. Yritä myöhemmin uudelleen tai ota yhteyttä asiakastukeen.',
    'maintenance.body': 'Parannamme Croupieria ja palaamme pian.',
    'restricted.body': 'Croupier ei ole saatavilla maassasi.',
  },
  no: {
    'sms.max.attempts': 'Du har nådd maksimalt antall SMS-koder. Prøv igjen senere eller kontakt kundeservice.',
    'maintenance.body': 'Vi forbedrer Croupier og er snart tilbake.',
    'restricted.body': 'Croupier er ikke tilgjengelig i ditt land.',
  },
  de: {
    'sms.max.attempts': 'Sie haben die maximale Anzahl an SMS-Codes erreicht. Bitte versuchen Sie es später erneut oder kontaktieren Sie den Support.',
    'maintenance.body': 'Wir verbessern Croupier und sind gleich wieder da.',
    'restricted.body': 'Croupier ist in Ihrem Land nicht verfügbar.',
  },
  ja: {
    'sms.max.attempts': 'SMSコードの送信回数が上限に達しました。しばらくしてから再度お試しいただくか、サポートにお問い合わせください。',
    'maintenance.body': 'Croupierは現在メンテナンス中です。まもなく再開します。',
    'restricted.body': 'Croupierはお住まいの国ではご利用いただけません。',
  },
  tl: {
    'sms.max.attempts': 'Naabot mo na ang pinakamaraming SMS code. Subukang muli mamaya o makipag-ugnayan sa support.',
    'maintenance.body': 'Pinapabuti namin ang Croupier at babalik kami agad.',
    'restricted.body': 'Hindi available ang Croupier sa iyong bansa.',
  },
  tr: {
    'sms.max.attempts': 'Maksimum SMS kodu sayısına ulaştınız. Lütfen daha sonra tekrar deneyin veya destekle iletişime geçin.',
    'maintenance.body': "Croupier'yi geliştiriyoruz, kısa süre içinde geri döneceğiz.",
    'restricted.body': 'Croupier ülkenizde kullanılamıyor.',
  },
  pl: {
    'sms.max.attempts': 'Osiągnięto maksymalną liczbę kodów SMS. Spróbuj później lub skontaktuj się z obsługą.',
    'maintenance.body': 'Ulepszamy Croupier i wkrótce wracamy.',
    'restricted.body': 'Croupier nie jest dostępny w Twoim kraju.',
  },
}
