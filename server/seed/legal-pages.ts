/**
 * The terms and conditions and the privacy policy as static pages of the content service
 * (`static-page` with `ref=terms` or `ref=privacy-policy`), one document per catalog, really
 * translated. The footer links to both pages. Short on purpose: the operator's lawyers own the
 * wording; the platform serves whatever the content holds.
 */

export interface LegalSection {
  title: string
  body: string
}

export interface LegalTexts {
  termsTitle: string
  privacyTitle: string
  terms: LegalSection[]
  privacy: LegalSection[]
}

const en: LegalTexts = {
  termsTitle: 'Terms and conditions',
  privacyTitle: 'Privacy policy',
  terms: [
    {
      title: 'About these terms',
      body: 'These terms are the agreement between you and Croupier for the use of this site, its games and your player account. When they change, we ask you to accept the new version the next time you log in.',
    },
    {
      title: 'Who may play',
      body: 'You must be at least 18 years old and live in a country where we accept players. You may hold one account only, in your own name and with true details.',
    },
    {
      title: 'Your account',
      body: 'Keep your password to yourself and tell us at once if someone else may have used your account. We may ask for documents that show who you are and where your money comes from.',
    },
    {
      title: 'Deposits and withdrawals',
      body: "Use payment methods in your own name. Before paying out we may check your identity; winnings from a bonus are paid out under that bonus's own terms.",
    },
    {
      title: 'Responsible gambling',
      body: 'You can set deposit limits, take a time-out or exclude yourself at any time under My account. A time-out or an exclusion cannot be cancelled before it ends.',
    },
    {
      title: 'Closing your account',
      body: 'You may close your account at any time through support. We may close an account that breaks these terms; any balance that is yours is paid out to you.',
    },
  ],
  privacy: [
    {
      title: 'What we collect',
      body: 'Your name, date of birth, contact details, country of residence, payments and the games you play, and the device and approximate location you use the site from.',
    },
    {
      title: 'Why we use it',
      body: 'To run your account, to meet gambling and anti-money-laundering law, to protect players from harm and fraud, and — only if you agree — to send you offers.',
    },
    {
      title: 'Who sees it',
      body: 'Our payment, identity-check and game providers and the authorities that license us, each only as far as their task needs. We never sell your data.',
    },
    { title: 'How long we keep it', body: 'While your account is open, and afterwards as long as the law requires, usually five years.' },
    {
      title: 'Your rights',
      body: 'You may ask to see, correct or delete your data, object to marketing, and complain to your data protection authority. Contact support to use these rights.',
    },
  ],
}

const fi: LegalTexts = {
  termsTitle: 'Käyttöehdot',
  privacyTitle: 'Tietosuojakäytäntö',
  terms: [
    {
      title: 'Tietoa näistä ehdoista',
      body: 'Nämä ehdot ovat sinun ja Croupierin välinen sopimus tämän sivuston, sen pelien ja pelitilisi käytöstä. Kun ehdot muuttuvat, pyydämme sinua hyväksymään uuden version seuraavalla kirjautumiskerralla.',
    },
    {
      title: 'Kuka saa pelata',
      body: 'Sinun on oltava vähintään 18-vuotias ja asuttava maassa, josta hyväksymme pelaajia. Sinulla voi olla vain yksi tili, omalla nimelläsi ja oikeilla tiedoilla.',
    },
    {
      title: 'Tilisi',
      body: 'Pidä salasanasi omana tietonasi ja kerro meille heti, jos joku muu on voinut käyttää tiliäsi. Voimme pyytää asiakirjoja, jotka osoittavat, kuka olet ja mistä rahasi tulevat.',
    },
    {
      title: 'Talletukset ja kotiutukset',
      body: 'Käytä omalla nimelläsi olevia maksutapoja. Ennen kotiutusta voimme tarkistaa henkilöllisyytesi; bonuksesta saadut voitot maksetaan kyseisen bonuksen omien ehtojen mukaan.',
    },
    {
      title: 'Vastuullinen pelaaminen',
      body: 'Voit asettaa talletusrajat, pitää tauon tai sulkea itsesi pois pelaamisesta milloin tahansa kohdassa Oma tili. Taukoa tai pelikieltoa ei voi perua ennen kuin se päättyy.',
    },
    {
      title: 'Tilin sulkeminen',
      body: 'Voit sulkea tilisi milloin tahansa asiakastuen kautta. Voimme sulkea tilin, joka rikkoo näitä ehtoja; sinulle kuuluva saldo maksetaan sinulle.',
    },
  ],
  privacy: [
    {
      title: 'Mitä keräämme',
      body: 'Nimesi, syntymäaikasi, yhteystietosi, asuinmaasi, maksusi ja pelaamasi pelit sekä laitteen ja likimääräisen sijainnin, josta käytät sivustoa.',
    },
    {
      title: 'Miksi käytämme tietoja',
      body: 'Tilisi ylläpitämiseen, rahapeli- ja rahanpesulainsäädännön noudattamiseen, pelaajien suojaamiseen haitoilta ja petoksilta sekä – vain suostumuksellasi – tarjousten lähettämiseen.',
    },
    {
      title: 'Kuka tiedot näkee',
      body: 'Maksu-, henkilöllisyydentarkistus- ja pelipalveluiden tarjoajamme sekä meille luvan myöntäneet viranomaiset, kukin vain tehtävänsä edellyttämässä laajuudessa. Emme koskaan myy tietojasi.',
    },
    {
      title: 'Kuinka kauan säilytämme tiedot',
      body: 'Niin kauan kuin tilisi on avoinna, ja sen jälkeen niin kauan kuin laki edellyttää, yleensä viisi vuotta.',
    },
    {
      title: 'Oikeutesi',
      body: 'Voit pyytää saada nähdä, korjata tai poistaa tietosi, kieltää suoramarkkinoinnin ja tehdä valituksen tietosuojaviranomaiselle. Käytä näitä oikeuksia ottamalla yhteyttä asiakastukeen.',
    },
  ],
}

const no: LegalTexts = {
  termsTitle: 'Vilkår og betingelser',
  privacyTitle: 'Personvernerklæring',
  terms: [
    {
      title: 'Om disse vilkårene',
      body: 'Disse vilkårene er avtalen mellom deg og Croupier om bruken av dette nettstedet, spillene og spillerkontoen din. Når de endres, ber vi deg godta den nye versjonen neste gang du logger inn.',
    },
    {
      title: 'Hvem som kan spille',
      body: 'Du må være minst 18 år og bo i et land der vi tar imot spillere. Du kan bare ha én konto, i ditt eget navn og med riktige opplysninger.',
    },
    {
      title: 'Kontoen din',
      body: 'Hold passordet ditt for deg selv, og si fra til oss med en gang hvis noen andre kan ha brukt kontoen din. Vi kan be om dokumenter som viser hvem du er og hvor pengene dine kommer fra.',
    },
    {
      title: 'Innskudd og uttak',
      body: 'Bruk betalingsmåter i ditt eget navn. Før utbetaling kan vi bekrefte identiteten din; gevinster fra en bonus utbetales etter bonusens egne vilkår.',
    },
    {
      title: 'Ansvarlig spill',
      body: 'Du kan når som helst sette innskuddsgrenser, ta en pause eller utelukke deg selv under Min konto. En pause eller en utelukkelse kan ikke oppheves før den er over.',
    },
    {
      title: 'Avslutte kontoen',
      body: 'Du kan når som helst avslutte kontoen din via kundestøtte. Vi kan avslutte en konto som bryter disse vilkårene; saldo som tilhører deg, blir utbetalt til deg.',
    },
  ],
  privacy: [
    {
      title: 'Hva vi samler inn',
      body: 'Navn, fødselsdato, kontaktopplysninger, bostedsland, betalinger og spillene du spiller, samt enheten og den omtrentlige plasseringen du bruker nettstedet fra.',
    },
    {
      title: 'Hvorfor vi bruker det',
      body: 'For å drive kontoen din, oppfylle lover om pengespill og hvitvasking, beskytte spillere mot skade og svindel og – bare hvis du samtykker – sende deg tilbud.',
    },
    {
      title: 'Hvem som ser det',
      body: 'Våre leverandører av betaling, identitetskontroll og spill, og myndighetene som gir oss lisens, hver bare så langt oppgaven krever. Vi selger aldri opplysningene dine.',
    },
    { title: 'Hvor lenge vi lagrer det', body: 'Så lenge kontoen din er åpen, og deretter så lenge loven krever, vanligvis fem år.' },
    {
      title: 'Dine rettigheter',
      body: 'Du kan be om å se, rette eller slette opplysningene dine, protestere mot markedsføring og klage til Datatilsynet. Kontakt kundestøtte for å bruke disse rettighetene.',
    },
  ],
}

const de: LegalTexts = {
  termsTitle: 'Allgemeine Geschäftsbedingungen',
  privacyTitle: 'Datenschutzerklärung',
  terms: [
    {
      title: 'Über diese Bedingungen',
      body: 'Diese Bedingungen sind die Vereinbarung zwischen Ihnen und Croupier über die Nutzung dieser Website, ihrer Spiele und Ihres Spielerkontos. Wenn sie sich ändern, bitten wir Sie beim nächsten Login, die neue Fassung zu akzeptieren.',
    },
    {
      title: 'Wer spielen darf',
      body: 'Sie müssen mindestens 18 Jahre alt sein und in einem Land wohnen, aus dem wir Spieler annehmen. Sie dürfen nur ein Konto führen, auf Ihren eigenen Namen und mit wahren Angaben.',
    },
    {
      title: 'Ihr Konto',
      body: 'Behalten Sie Ihr Passwort für sich und sagen Sie uns sofort Bescheid, wenn jemand anderes Ihr Konto benutzt haben könnte. Wir können Dokumente anfordern, die zeigen, wer Sie sind und woher Ihr Geld stammt.',
    },
    {
      title: 'Einzahlungen und Auszahlungen',
      body: 'Verwenden Sie Zahlungsmittel, die auf Ihren eigenen Namen lauten. Vor einer Auszahlung können wir Ihre Identität prüfen; Gewinne aus einem Bonus werden nach den Bedingungen dieses Bonus ausgezahlt.',
    },
    {
      title: 'Verantwortungsvolles Spielen',
      body: 'Unter Mein Konto können Sie jederzeit Einzahlungslimits setzen, eine Auszeit nehmen oder sich selbst sperren. Eine Auszeit oder Sperre kann nicht vor ihrem Ende aufgehoben werden.',
    },
    {
      title: 'Ihr Konto schließen',
      body: 'Sie können Ihr Konto jederzeit über den Support schließen. Wir können ein Konto schließen, das gegen diese Bedingungen verstößt; ein Guthaben, das Ihnen gehört, wird Ihnen ausgezahlt.',
    },
  ],
  privacy: [
    {
      title: 'Was wir erheben',
      body: 'Ihren Namen, Ihr Geburtsdatum, Ihre Kontaktdaten, Ihr Wohnsitzland, Ihre Zahlungen und die Spiele, die Sie spielen, sowie das Gerät und den ungefähren Standort, von dem aus Sie die Website nutzen.',
    },
    {
      title: 'Wozu wir sie nutzen',
      body: 'Um Ihr Konto zu führen, die Gesetze zu Glücksspiel und Geldwäsche einzuhalten, Spieler vor Schaden und Betrug zu schützen und – nur mit Ihrer Zustimmung – Ihnen Angebote zu senden.',
    },
    {
      title: 'Wer sie sieht',
      body: 'Unsere Anbieter für Zahlungen, Identitätsprüfung und Spiele sowie die Behörden, die uns lizenzieren, jeweils nur so weit, wie ihre Aufgabe es erfordert. Wir verkaufen Ihre Daten niemals.',
    },
    {
      title: 'Wie lange wir sie speichern',
      body: 'Solange Ihr Konto besteht, und danach so lange, wie das Gesetz es verlangt, in der Regel fünf Jahre.',
    },
    {
      title: 'Ihre Rechte',
      body: 'Sie können Auskunft, Berichtigung oder Löschung Ihrer Daten verlangen, der Werbung widersprechen und sich bei Ihrer Datenschutzbehörde beschweren. Wenden Sie sich an den Support, um diese Rechte auszuüben.',
    },
  ],
}

const fr: LegalTexts = {
  termsTitle: 'Conditions générales',
  privacyTitle: 'Politique de confidentialité',
  terms: [
    {
      title: 'À propos de ces conditions',
      body: "Ces conditions constituent l'accord entre vous et Croupier pour l'utilisation de ce site, de ses jeux et de votre compte joueur. Lorsqu'elles changent, nous vous demandons d'accepter la nouvelle version lors de votre prochaine connexion.",
    },
    {
      title: 'Qui peut jouer',
      body: "Vous devez avoir au moins 18 ans et résider dans un pays où nous acceptons des joueurs. Vous ne pouvez détenir qu'un seul compte, à votre nom et avec des informations exactes.",
    },
    {
      title: 'Votre compte',
      body: "Gardez votre mot de passe pour vous et prévenez-nous immédiatement si quelqu'un d'autre a pu utiliser votre compte. Nous pouvons vous demander des documents prouvant votre identité et l'origine de vos fonds.",
    },
    {
      title: 'Dépôts et retraits',
      body: 'Utilisez des moyens de paiement à votre nom. Avant un retrait, nous pouvons vérifier votre identité ; les gains issus d’un bonus sont versés selon les conditions propres à ce bonus.',
    },
    {
      title: 'Jeu responsable',
      body: "Vous pouvez à tout moment fixer des limites de dépôt, faire une pause ou vous auto-exclure dans Mon compte. Une pause ou une exclusion ne peut pas être annulée avant son terme.",
    },
    {
      title: 'Clôturer votre compte',
      body: 'Vous pouvez clôturer votre compte à tout moment auprès du support. Nous pouvons clôturer un compte qui enfreint ces conditions ; le solde qui vous appartient vous est alors versé.',
    },
  ],
  privacy: [
    {
      title: 'Ce que nous collectons',
      body: "Votre nom, votre date de naissance, vos coordonnées, votre pays de résidence, vos paiements et les jeux auxquels vous jouez, ainsi que l'appareil et la localisation approximative depuis lesquels vous utilisez le site.",
    },
    {
      title: 'Pourquoi nous les utilisons',
      body: "Pour gérer votre compte, respecter la loi sur les jeux d'argent et la lutte contre le blanchiment, protéger les joueurs contre les risques et la fraude et – seulement avec votre accord – vous envoyer des offres.",
    },
    {
      title: 'Qui y a accès',
      body: "Nos prestataires de paiement, de vérification d'identité et de jeux, ainsi que les autorités qui nous délivrent notre licence, chacun dans la seule mesure nécessaire à sa mission. Nous ne vendons jamais vos données.",
    },
    {
      title: 'Combien de temps nous les conservons',
      body: "Tant que votre compte est ouvert, puis aussi longtemps que la loi l'exige, généralement cinq ans.",
    },
    {
      title: 'Vos droits',
      body: "Vous pouvez demander à consulter, corriger ou supprimer vos données, vous opposer à la prospection et déposer une plainte auprès de votre autorité de protection des données. Contactez le support pour exercer ces droits.",
    },
  ],
}

const es: LegalTexts = {
  termsTitle: 'Términos y condiciones',
  privacyTitle: 'Política de privacidad',
  terms: [
    {
      title: 'Sobre estos términos',
      body: 'Estos términos son el acuerdo entre usted y Croupier para el uso de este sitio, sus juegos y su cuenta de jugador. Cuando cambien, le pediremos que acepte la nueva versión la próxima vez que inicie sesión.',
    },
    {
      title: 'Quién puede jugar',
      body: 'Debe tener al menos 18 años y residir en un país donde aceptemos jugadores. Solo puede tener una cuenta, a su nombre y con datos verdaderos.',
    },
    {
      title: 'Su cuenta',
      body: 'No comparta su contraseña y avísenos de inmediato si otra persona pudo haber usado su cuenta. Podemos pedirle documentos que acrediten quién es y de dónde proviene su dinero.',
    },
    {
      title: 'Depósitos y retiros',
      body: 'Use medios de pago a su propio nombre. Antes de pagar un retiro podemos verificar su identidad; las ganancias de un bono se pagan según los términos propios de ese bono.',
    },
    {
      title: 'Juego responsable',
      body: 'En Mi cuenta puede fijar límites de depósito, tomar una pausa o autoexcluirse en cualquier momento. Una pausa o una autoexclusión no se puede anular antes de que termine.',
    },
    {
      title: 'Cerrar su cuenta',
      body: 'Puede cerrar su cuenta en cualquier momento a través de soporte. Podemos cerrar una cuenta que incumpla estos términos; el saldo que le pertenezca se le pagará.',
    },
  ],
  privacy: [
    {
      title: 'Qué datos recopilamos',
      body: 'Su nombre, fecha de nacimiento, datos de contacto, país de residencia, pagos y los juegos a los que juega, además del dispositivo y la ubicación aproximada desde los que usa el sitio.',
    },
    {
      title: 'Para qué los usamos',
      body: 'Para gestionar su cuenta, cumplir la ley de juegos de azar y contra el lavado de dinero, proteger a los jugadores de daños y fraudes y, solo si usted lo acepta, enviarle ofertas.',
    },
    {
      title: 'Quién los ve',
      body: 'Nuestros proveedores de pagos, verificación de identidad y juegos, y las autoridades que nos otorgan la licencia, cada uno solo en la medida que su tarea lo requiera. Nunca vendemos sus datos.',
    },
    {
      title: 'Cuánto tiempo los conservamos',
      body: 'Mientras su cuenta esté abierta y, después, durante el tiempo que exija la ley, normalmente cinco años.',
    },
    {
      title: 'Sus derechos',
      body: 'Puede pedir ver, corregir o eliminar sus datos, oponerse al marketing y reclamar ante su autoridad de protección de datos. Contacte con soporte para ejercer estos derechos.',
    },
  ],
}

/** European Portuguese; Brazilian Portuguese below differs where a player would notice. */
const pt: LegalTexts = {
  termsTitle: 'Termos e condições',
  privacyTitle: 'Política de privacidade',
  terms: [
    {
      title: 'Sobre estes termos',
      body: 'Estes termos são o acordo entre si e a Croupier para a utilização deste site, dos seus jogos e da sua conta de jogador. Quando mudarem, pedimos-lhe que aceite a nova versão no seu próximo início de sessão.',
    },
    {
      title: 'Quem pode jogar',
      body: 'Tem de ter pelo menos 18 anos e residir num país onde aceitamos jogadores. Só pode ter uma conta, em seu nome e com dados verdadeiros.',
    },
    {
      title: 'A sua conta',
      body: 'Guarde a sua palavra-passe para si e avise-nos de imediato se outra pessoa puder ter usado a sua conta. Podemos pedir documentos que mostrem quem é e de onde vem o seu dinheiro.',
    },
    {
      title: 'Depósitos e levantamentos',
      body: 'Utilize meios de pagamento em seu nome. Antes de um levantamento podemos verificar a sua identidade; os ganhos de um bónus são pagos segundo os termos desse bónus.',
    },
    {
      title: 'Jogo responsável',
      body: 'Em A minha conta pode, a qualquer momento, definir limites de depósito, fazer uma pausa ou autoexcluir-se. Uma pausa ou uma autoexclusão não pode ser cancelada antes de terminar.',
    },
    {
      title: 'Encerrar a sua conta',
      body: 'Pode encerrar a sua conta a qualquer momento através do apoio ao cliente. Podemos encerrar uma conta que viole estes termos; o saldo que lhe pertence é-lhe pago.',
    },
  ],
  privacy: [
    {
      title: 'O que recolhemos',
      body: 'O seu nome, data de nascimento, contactos, país de residência, pagamentos e os jogos que joga, bem como o dispositivo e a localização aproximada a partir dos quais utiliza o site.',
    },
    {
      title: 'Para que os usamos',
      body: 'Para gerir a sua conta, cumprir a lei do jogo e do combate ao branqueamento de capitais, proteger os jogadores de danos e fraudes e — apenas se concordar — enviar-lhe ofertas.',
    },
    {
      title: 'Quem os vê',
      body: 'Os nossos fornecedores de pagamentos, verificação de identidade e jogos e as autoridades que nos licenciam, cada um apenas na medida em que a sua tarefa o exige. Nunca vendemos os seus dados.',
    },
    {
      title: 'Durante quanto tempo os guardamos',
      body: 'Enquanto a sua conta estiver aberta e, depois, durante o tempo que a lei exigir, normalmente cinco anos.',
    },
    {
      title: 'Os seus direitos',
      body: 'Pode pedir para ver, corrigir ou apagar os seus dados, opor-se ao marketing e apresentar queixa à autoridade de proteção de dados. Contacte o apoio ao cliente para exercer estes direitos.',
    },
  ],
}

const br: LegalTexts = {
  termsTitle: 'Termos e condições',
  privacyTitle: 'Política de privacidade',
  terms: [
    {
      title: 'Sobre estes termos',
      body: 'Estes termos são o acordo entre você e a Croupier para o uso deste site, dos seus jogos e da sua conta de jogador. Quando eles mudarem, pediremos que você aceite a nova versão no seu próximo login.',
    },
    {
      title: 'Quem pode jogar',
      body: 'Você precisa ter pelo menos 18 anos e morar em um país onde aceitamos jogadores. Você só pode ter uma conta, em seu nome e com dados verdadeiros.',
    },
    {
      title: 'Sua conta',
      body: 'Não compartilhe sua senha e avise-nos imediatamente se outra pessoa puder ter usado sua conta. Podemos pedir documentos que mostrem quem você é e de onde vem o seu dinheiro.',
    },
    {
      title: 'Depósitos e saques',
      body: 'Use meios de pagamento em seu próprio nome. Antes de um saque podemos verificar sua identidade; ganhos de um bônus são pagos conforme os termos desse bônus.',
    },
    {
      title: 'Jogo responsável',
      body: 'Em Minha conta você pode, a qualquer momento, definir limites de depósito, fazer uma pausa ou se autoexcluir. Uma pausa ou uma autoexclusão não pode ser cancelada antes do fim.',
    },
    {
      title: 'Encerrar sua conta',
      body: 'Você pode encerrar sua conta a qualquer momento pelo suporte. Podemos encerrar uma conta que viole estes termos; o saldo que pertence a você é pago a você.',
    },
  ],
  privacy: [
    {
      title: 'O que coletamos',
      body: 'Seu nome, data de nascimento, dados de contato, país de residência, pagamentos e os jogos que você joga, além do dispositivo e da localização aproximada de onde você usa o site.',
    },
    {
      title: 'Para que usamos',
      body: 'Para manter sua conta, cumprir as leis de jogos e de prevenção à lavagem de dinheiro, proteger os jogadores contra danos e fraudes e — somente se você concordar — enviar ofertas.',
    },
    {
      title: 'Quem vê os dados',
      body: 'Nossos fornecedores de pagamento, verificação de identidade e jogos e as autoridades que nos licenciam, cada um apenas na medida em que sua tarefa exige. Nunca vendemos seus dados.',
    },
    {
      title: 'Por quanto tempo guardamos',
      body: 'Enquanto sua conta estiver aberta e, depois, pelo tempo que a lei exigir, normalmente cinco anos.',
    },
    {
      title: 'Seus direitos',
      body: 'Você pode pedir para ver, corrigir ou excluir seus dados, se opor ao marketing e reclamar à autoridade de proteção de dados. Fale com o suporte para exercer esses direitos.',
    },
  ],
}

const ja: LegalTexts = {
  termsTitle: '利用規約',
  privacyTitle: 'プライバシーポリシー',
  terms: [
    {
      title: 'この規約について',
      body: 'この規約は、本サイト、そのゲームおよびお客様のプレイヤーアカウントの利用に関する、お客様とCroupierとの間の合意です。規約が変更された場合は、次回ログイン時に新しい版への同意をお願いします。',
    },
    {
      title: 'プレイできる方',
      body: '18歳以上で、当社がプレイヤーを受け入れている国にお住まいの方に限ります。アカウントはお一人様一つまで、ご本人の名義で正しい情報により登録してください。',
    },
    {
      title: 'お客様のアカウント',
      body: 'パスワードは他人に教えず、第三者がアカウントを使用した可能性がある場合はすぐにお知らせください。本人確認や資金の出所を示す書類の提出をお願いすることがあります。',
    },
    {
      title: '入金と出金',
      body: 'ご本人名義の決済方法をご利用ください。出金の前に本人確認を行うことがあります。ボーナスによる勝利金は、そのボーナスの条件に従って支払われます。',
    },
    {
      title: '責任あるギャンブル',
      body: 'マイアカウントから、いつでも入金上限の設定、一時休止、自己排除ができます。一時休止や自己排除は、期間が終わるまで取り消すことはできません。',
    },
    {
      title: 'アカウントの閉鎖',
      body: 'サポートを通じていつでもアカウントを閉鎖できます。本規約に違反したアカウントは当社が閉鎖することがあり、その場合もお客様の残高はお客様に支払われます。',
    },
  ],
  privacy: [
    {
      title: '収集する情報',
      body: '氏名、生年月日、連絡先、居住国、お支払い、プレイしたゲーム、およびサイトをご利用の端末とおおよその位置情報です。',
    },
    {
      title: '利用目的',
      body: 'アカウントの運営、賭博法およびマネーロンダリング防止法の遵守、プレイヤーを被害や不正から守るため、そしてお客様が同意された場合に限りオファーをお送りするためです。',
    },
    {
      title: '情報を閲覧する者',
      body: '決済、本人確認、ゲームの各提供事業者と当社にライセンスを与える当局が、それぞれの業務に必要な範囲でのみ閲覧します。お客様のデータを販売することはありません。',
    },
    { title: '保存期間', body: 'アカウントが開設されている間、およびその後法律で定められた期間、通常は5年間保存します。' },
    {
      title: 'お客様の権利',
      body: 'ご自身のデータの開示、訂正、削除を求めること、マーケティングへの利用を拒否すること、データ保護当局に苦情を申し立てることができます。これらの権利を行使するにはサポートにご連絡ください。',
    },
  ],
}

const tl: LegalTexts = {
  termsTitle: 'Mga tuntunin at kundisyon',
  privacyTitle: 'Patakaran sa privacy',
  terms: [
    {
      title: 'Tungkol sa mga tuntuning ito',
      body: 'Ang mga tuntuning ito ang kasunduan mo at ng Croupier sa paggamit ng site na ito, ng mga laro nito at ng iyong player account. Kapag nagbago ang mga ito, hihilingin naming tanggapin mo ang bagong bersyon sa susunod mong pag-log in.',
    },
    {
      title: 'Sino ang maaaring maglaro',
      body: 'Dapat ay hindi bababa sa 18 taong gulang ka at nakatira sa bansang tumatanggap kami ng mga manlalaro. Isang account lang ang maaari mong magkaroon, nakapangalan sa iyo at may totoong impormasyon.',
    },
    {
      title: 'Ang iyong account',
      body: 'Huwag ibahagi ang iyong password at sabihan kami agad kung may ibang maaaring gumamit ng iyong account. Maaari kaming humingi ng mga dokumentong nagpapakita kung sino ka at kung saan galing ang iyong pera.',
    },
    {
      title: 'Mga deposito at withdrawal',
      body: 'Gumamit ng mga paraan ng pagbabayad na nakapangalan sa iyo. Bago magbayad, maaari naming beripikahin ang iyong pagkakakilanlan; ang mga panalo mula sa bonus ay binabayaran ayon sa sariling tuntunin ng bonus na iyon.',
    },
    {
      title: 'Responsableng pagsusugal',
      body: 'Sa Aking account, maaari kang magtakda ng limitasyon sa deposito, mag-time-out o i-exclude ang sarili anumang oras. Hindi maaaring kanselahin ang time-out o exclusion bago ito matapos.',
    },
    {
      title: 'Pagsasara ng iyong account',
      body: 'Maaari mong isara ang iyong account anumang oras sa pamamagitan ng support. Maaari naming isara ang account na lumalabag sa mga tuntuning ito; ibabayad sa iyo ang anumang balanse na sa iyo.',
    },
  ],
  privacy: [
    {
      title: 'Ano ang aming kinokolekta',
      body: 'Ang iyong pangalan, petsa ng kapanganakan, contact details, bansang tinitirhan, mga bayad at mga larong nilalaro mo, pati ang device at tinatayang lokasyon kung saan mo ginagamit ang site.',
    },
    {
      title: 'Bakit namin ito ginagamit',
      body: 'Para patakbuhin ang iyong account, sumunod sa batas sa sugal at laban sa money laundering, protektahan ang mga manlalaro mula sa pinsala at panloloko, at — kung papayag ka lang — padalhan ka ng mga alok.',
    },
    {
      title: 'Sino ang nakakakita nito',
      body: 'Ang aming mga provider ng bayad, pag-verify ng pagkakakilanlan at laro, at ang mga awtoridad na nagbibigay sa amin ng lisensya, bawat isa ayon lang sa kailangan ng kanilang gawain. Hindi namin kailanman ibinebenta ang iyong data.',
    },
    {
      title: 'Gaano katagal namin ito itinatago',
      body: 'Habang bukas ang iyong account, at pagkatapos nito hangga’t hinihingi ng batas, karaniwang limang taon.',
    },
    {
      title: 'Ang iyong mga karapatan',
      body: 'Maaari mong hilingin na makita, itama o burahin ang iyong data, tumutol sa marketing, at magreklamo sa iyong awtoridad sa proteksyon ng data. Makipag-ugnayan sa support para gamitin ang mga karapatang ito.',
    },
  ],
}

const tr: LegalTexts = {
  termsTitle: 'Şartlar ve koşullar',
  privacyTitle: 'Gizlilik politikası',
  terms: [
    {
      title: 'Bu şartlar hakkında',
      body: 'Bu şartlar, bu sitenin, oyunlarının ve oyuncu hesabınızın kullanımı için sizinle Croupier arasındaki sözleşmedir. Şartlar değiştiğinde, bir sonraki girişinizde yeni sürümü kabul etmenizi isteriz.',
    },
    {
      title: 'Kimler oynayabilir',
      body: 'En az 18 yaşında olmalı ve oyuncu kabul ettiğimiz bir ülkede yaşamalısınız. Kendi adınıza ve doğru bilgilerle yalnızca bir hesabınız olabilir.',
    },
    {
      title: 'Hesabınız',
      body: 'Şifrenizi kimseyle paylaşmayın ve hesabınızı başka birinin kullanmış olabileceğini düşünüyorsanız bize hemen bildirin. Kim olduğunuzu ve paranızın nereden geldiğini gösteren belgeler isteyebiliriz.',
    },
    {
      title: 'Para yatırma ve çekme',
      body: 'Kendi adınıza kayıtlı ödeme yöntemleri kullanın. Ödeme yapmadan önce kimliğinizi doğrulayabiliriz; bir bonustan elde edilen kazançlar o bonusun kendi şartlarına göre ödenir.',
    },
    {
      title: 'Sorumlu oyun',
      body: 'Hesabım bölümünden istediğiniz zaman para yatırma limitleri belirleyebilir, ara verebilir veya kendinizi oyundan men edebilirsiniz. Bir ara ya da men süresi bitmeden iptal edilemez.',
    },
    {
      title: 'Hesabınızı kapatma',
      body: 'Hesabınızı istediğiniz zaman destek ekibi aracılığıyla kapatabilirsiniz. Bu şartları ihlal eden bir hesabı kapatabiliriz; size ait bakiye size ödenir.',
    },
  ],
  privacy: [
    {
      title: 'Neleri topluyoruz',
      body: 'Adınız, doğum tarihiniz, iletişim bilgileriniz, ikamet ettiğiniz ülke, ödemeleriniz ve oynadığınız oyunlar ile siteyi kullandığınız cihaz ve yaklaşık konum.',
    },
    {
      title: 'Neden kullanıyoruz',
      body: 'Hesabınızı yürütmek, şans oyunları ve kara para aklamayla mücadele mevzuatına uymak, oyuncuları zarar ve dolandırıcılığa karşı korumak ve — yalnızca onay verirseniz — size teklifler göndermek için.',
    },
    {
      title: 'Kimler görür',
      body: 'Ödeme, kimlik doğrulama ve oyun sağlayıcılarımız ile bize lisans veren makamlar, her biri yalnızca görevinin gerektirdiği ölçüde. Verilerinizi asla satmayız.',
    },
    {
      title: 'Ne kadar süre saklıyoruz',
      body: 'Hesabınız açık olduğu sürece ve sonrasında yasanın gerektirdiği süre boyunca, genellikle beş yıl.',
    },
    {
      title: 'Haklarınız',
      body: 'Verilerinizi görmeyi, düzeltmeyi veya silmeyi isteyebilir, pazarlamaya itiraz edebilir ve veri koruma kurumuna şikâyette bulunabilirsiniz. Bu hakları kullanmak için destek ekibiyle iletişime geçin.',
    },
  ],
}

const pl: LegalTexts = {
  termsTitle: 'Regulamin',
  privacyTitle: 'Polityka prywatności',
  terms: [
    {
      title: 'O regulaminie',
      body: 'Ten regulamin to umowa między tobą a Croupier dotycząca korzystania z tej strony, jej gier i twojego konta gracza. Gdy się zmieni, przy następnym logowaniu poprosimy cię o akceptację nowej wersji.',
    },
    {
      title: 'Kto może grać',
      body: 'Musisz mieć co najmniej 18 lat i mieszkać w kraju, z którego przyjmujemy graczy. Możesz mieć tylko jedno konto, na własne nazwisko i z prawdziwymi danymi.',
    },
    {
      title: 'Twoje konto',
      body: 'Nie udostępniaj nikomu hasła i od razu daj nam znać, jeśli ktoś inny mógł korzystać z twojego konta. Możemy poprosić o dokumenty potwierdzające, kim jesteś i skąd pochodzą twoje pieniądze.',
    },
    {
      title: 'Wpłaty i wypłaty',
      body: 'Korzystaj z metod płatności na własne nazwisko. Przed wypłatą możemy sprawdzić twoją tożsamość; wygrane z bonusu są wypłacane zgodnie z warunkami tego bonusu.',
    },
    {
      title: 'Odpowiedzialna gra',
      body: 'W zakładce Moje konto możesz w każdej chwili ustawić limity wpłat, zrobić przerwę lub wykluczyć się z gry. Przerwy ani wykluczenia nie można odwołać przed jego końcem.',
    },
    {
      title: 'Zamknięcie konta',
      body: 'Możesz w każdej chwili zamknąć konto przez obsługę klienta. Możemy zamknąć konto, które narusza ten regulamin; saldo należące do ciebie zostanie ci wypłacone.',
    },
  ],
  privacy: [
    {
      title: 'Jakie dane zbieramy',
      body: 'Imię i nazwisko, datę urodzenia, dane kontaktowe, kraj zamieszkania, płatności i gry, w które grasz, a także urządzenie i przybliżoną lokalizację, z której korzystasz ze strony.',
    },
    {
      title: 'Po co je wykorzystujemy',
      body: 'Aby prowadzić twoje konto, przestrzegać przepisów o grach hazardowych i przeciwdziałaniu praniu pieniędzy, chronić graczy przed szkodą i oszustwem oraz — tylko za twoją zgodą — wysyłać ci oferty.',
    },
    {
      title: 'Kto je widzi',
      body: 'Nasi dostawcy płatności, weryfikacji tożsamości i gier oraz organy, które udzielają nam licencji, każdy tylko w zakresie potrzebnym do jego zadania. Nigdy nie sprzedajemy twoich danych.',
    },
    {
      title: 'Jak długo je przechowujemy',
      body: 'Dopóki twoje konto jest otwarte, a potem tak długo, jak wymaga tego prawo, zwykle pięć lat.',
    },
    {
      title: 'Twoje prawa',
      body: 'Możesz poprosić o wgląd do swoich danych, ich poprawienie lub usunięcie, sprzeciwić się marketingowi i złożyć skargę do organu ochrony danych. Skontaktuj się z obsługą klienta, aby skorzystać z tych praw.',
    },
  ],
}

/** Each catalog's wording; English variants and the two French and Spanish markets share one. */
export const legalTexts: Record<string, LegalTexts> = {
  en,
  ca: en,
  nz: en,
  inen: en,
  fi,
  no,
  de,
  fr,
  caf: fr,
  cl: es,
  pe: es,
  pt,
  br,
  ja,
  tl,
  tr,
  pl,
}

/** The static pages' ids: the `ref` of a `static-page` query and the page's path under the locale. */
export const legalPages = { terms: 'terms', privacy: 'privacy-policy' } as const
