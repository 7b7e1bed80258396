import type { AnyStateMachine } from 'xstate'
import { activityTimerMachine } from './activityTimer/activityTimer.machine'
import { authorizationMachine } from './authorization/authorization.machine'
import { countryCheckMachine } from './countryCheck/countryCheck.machine'
import { depositMachine } from './deposit/deposit.machine'
import { payAndPlayMachine } from './payAndPlay/payAndPlay.machine'
import { limitsMachine } from './limits/limits.machine'
import { responsibleGamblingMachine } from './responsibleGambling/responsibleGambling.machine'
import { localeTextsMachine } from './localeTexts/localeTexts.machine'
import { loginMachine } from './login/login.machine'
import { gameLaunchMachine } from './gameLaunch/gameLaunch.machine'
import { gameMenuMachine } from './gameMenu/gameMenu.machine'
import { lobbyMachine } from './lobby/lobby.machine'
import { logoutMachine } from './logout/logout.machine'
import { passwordResetMachine } from './passwordReset/passwordReset.machine'
import { registrationMachine } from './registration/registration.machine'
import { sessionMachine } from './session/session.machine'
import { termsAcceptanceMachine } from './termsAcceptance/termsAcceptance.machine'
import { walletMachine } from './wallet/wallet.machine'
import { withdrawalMachine } from './withdrawal/withdrawal.machine'
import { transactionHistoryMachine } from './transactionHistory/transactionHistory.machine'
import { withdrawalCancelMachine } from './withdrawalCancel/withdrawalCancel.machine'
import { rewardsMachine } from './rewards/rewards.machine'
import { campaignsMachine } from './campaigns/campaigns.machine'
import { claimConflictMachine } from './claimConflict/claimConflict.machine'
import { bonusCodeMachine } from './bonusCode/bonusCode.machine'
import { verificationMachine } from './verification/verification.machine'
import { eddQuestionnaireMachine } from './eddQuestionnaire/eddQuestionnaire.machine'
import { documentReminderMachine } from './documentReminder/documentReminder.machine'
import { changePasswordMachine } from './changePassword/changePassword.machine'
import { phoneChangeMachine } from './phoneChange/phoneChange.machine'
import { marketingPreferencesMachine } from './marketingPreferences/marketingPreferences.machine'
import { cookieConsentMachine } from './cookieConsent/cookieConsent.machine'
import { languageChangeMachine } from './languageChange/languageChange.machine'
import { addressChangeMachine } from './addressChange/addressChange.machine'
import { crmInboxMachine } from './crmInbox/crmInbox.machine'
import { cashbackMachine } from './cashback/cashback.machine'
import { tournamentsMachine } from './tournaments/tournaments.machine'
import { contentEventsMachine } from './contentEvents/contentEvents.machine'
import { sportsbookMachine } from './sportsbook/sportsbook.machine'

export interface RegisteredMachine {
  /** Equals the machine's own `id`; names its folder and its page in docs/statecharts/. */
  id: string
  title: string
  /** What the flow means for a player, in words a compliance reviewer reads without the code. */
  summary: string
  /** The sections of docs/spec the flow implements (`000 §4 (Login); DECISIONS 11`). */
  spec: string
  machine: AnyStateMachine
}

/** Every flow of the product. The statechart generator and the coverage report read this list. */
export const machineRegistry: readonly RegisteredMachine[] = [
  {
    id: 'countryCheck',
    spec: '000 §2 (Guards 1–3), §4 (Country check); 001 §7 Player (access context)',
    title: 'Country check',
    summary:
      'Before anything is shown, the platform is asked where the visitor is. The casino renders only for an allowed ' +
      'country; a restricted country sees only the restricted page and maintenance only the maintenance page. If the ' +
      'check cannot be made, the visitor sees an error page with Try again and never the casino.',
    machine: countryCheckMachine,
  },
  {
    id: 'authorization',
    spec: '000 §2 (Guard 8), §4 (Authorization: logout keeps markets and partners); 001 §7 Player (token refresh, logout)',
    title: 'Authorization',
    summary:
      'Tells whether a signed-in player is present. A session stored on the device is resumed only while its identity ' +
      'and access tokens have not expired; an expired one is removed. While a player is signed in the Session runs; ' +
      'when it ends (log out, inactivity, expired tokens), or the server refuses the token (401 or 403), the Logout ' +
      'runs and the player state is reset; only the list of markets and partners is kept.',
    machine: authorizationMachine,
  },
  {
    id: 'localeTexts',
    spec: '000 §9 (locales); 001 §7 Content (locale texts)',
    title: 'Locale texts',
    summary:
      'Loads the words of the site in the chosen language: the interface messages and the texts the content team ' +
      'manages on the server. A failed load is retried three times, after 2, 4 and 6 seconds; after that the site ' +
      'is shown in English. Choosing another language loads its texts from scratch.',
    machine: localeTextsMachine,
  },
  {
    id: 'registration',
    spec: '000 §4 (Registration steps); 001 §5 (validation), §7 Player (registration, verification codes), §8; DECISIONS 9, 10',
    title: 'Registration',
    summary:
      'The sign-up wizard: Details (e-mail, password, phone, country, terms), ContactInfo (name, date of birth, postal ' +
      'code), Verification (codes sent by SMS and e-mail) and Complete. A country the market does not register, or ' +
      'that the market risk setting refuses, ends in Unsupported; an existing player with the same details ends in ' +
      'Duplicated and no second account is made. Too many SMS codes reset the SMS state and send the player back to ' +
      'the start. When the market needs no verification, the new player is logged in at once with the first-login flag.',
    machine: registrationMachine,
  },
  {
    id: 'passwordReset',
    spec: '000 §4 (Password reset steps); 001 §5, §7 Player (password reset), §8',
    title: 'Password reset',
    summary:
      'A player who forgot their password gives the account e-mail; the platform texts a code to the account phone ' +
      'and e-mails a single-use link, and answers the same for unknown e-mails so nobody can find out who has an ' +
      'account. A right code (or a valid link) lets the player choose a new password, which the platform checks ' +
      '(8 to 128 characters, not a common password). A wrong, expired or refused code is shown under the code field; ' +
      'too many wrong codes send the player back to the start. The player can go back one step. An expired or used ' +
      'link sets no password. After success the player continues to the home page and logs in with the new password.',
    machine: passwordResetMachine,
  },
  {
    id: 'login',
    spec: '000 §2 (after login), §4 (Login); 001 §7 Player (login, start player cooling, migration), §8 (login refusals); DECISIONS 11',
    title: 'Login',
    summary:
      'A player signs in with e-mail and password. A refused login (wrong details, time-out, self-exclusion, too many ' +
      'attempts, a deactivated or closed account) is explained and never retried; a player in a time-out may start a ' +
      '1-day cooling-off from the message. Only when the platform cannot be reached is the login tried again, after ' +
      '3 seconds, at most 5 times. An account still on our previous platform is offered a move with the same password, ' +
      'which signs the player in. On success the tokens go to Authorization; when newer terms exist the player accepts ' +
      'them (or declines and is logged out) before reaching the site. The player lands on the page they came from, in ' +
      'their own market and language.',
    machine: loginMachine,
  },
  {
    id: 'session',
    spec: '000 §4 (Authorization), §9 (idle timeout); 001 §7 Player (token refresh, logout)',
    title: 'Session',
    summary:
      'Runs while a player is signed in: keeps the identity cookie, refreshes the access token before it expires, and ' +
      'after 30 minutes without activity shows the idle-player warning, logging the player out if nobody answers within ' +
      '3 minutes. A session ends by logging out, by inactivity or by expired or refused tokens; in every case the player ' +
      'is logged out on this device, even when the platform cannot be reached.',
    machine: sessionMachine,
  },
  {
    id: 'logout',
    spec: "000 §4 (Authorization: logout resets the whole player state but keeps markets and partners); 001 §7 Player (logout)",
    title: 'Logout',
    summary:
      'Runs once each time a session ends, whatever the reason (the player logged out, was inactive, or the platform ' +
      'refused the tokens), even while a page is still loading. The tokens and the terms-update and first-login flags ' +
      "are removed from the device, then the id-token cookie; the player's data (balance, profile, history) is " +
      'forgotten while the markets and countries stay; then the home page of the language and market the player was ' +
      'browsing opens.',
    machine: logoutMachine,
  },
  {
    id: 'termsAcceptance',
    spec: '000 §2 (Guard 9), §4 (Login: terms update); 001 §7 Player (terms version)',
    title: 'Terms acceptance',
    summary:
      'When newer terms and conditions exist than the player accepted, the player reads the latest version and accepts ' +
      'it before continuing: at login, before reaching the site, and on the terms page that every page except the home ' +
      'page and My account sends them to. The acceptance is recorded on the platform; only then does the player go on ' +
      'to the page they wanted. If it is not recorded they are asked again. A player who declines is logged out.',
    machine: termsAcceptanceMachine,
  },
  {
    id: 'wallet',
    spec: '000 §3 (Wallet); 001 §7 Wallet, Realtime, §8 (wallet 404, websocket error), §9 (20 s poll, websocket constants)',
    title: 'Wallet',
    summary:
      "While a player is signed in, their balances (main, locked, sports, casino and live-casino bonus, and the total) " +
      'are read at once and again every 20 seconds, and the realtime socket pushes every change as it happens, so the ' +
      'header shows a deposit without a reload. When the socket drops it reconnects up to 10 times, 3 seconds apart, ' +
      'and the player is told the balance may lag; once it is back the balance is read again so nothing sent while it ' +
      'was down is missed. A player with no wallet yet sees zero. A refused socket ends with the session.',
    machine: walletMachine,
  },
  {
    id: 'deposit',
    spec: '000 §3 (Deposit flow, payment methods), §4 (Deposit flow); 001 §4 (deposit rule), §7 Wallet; DECISIONS 14, 24',
    title: 'Deposit',
    summary:
      'The cashier first asks the platform whether the player may deposit: only with the deposit flag, payout not ' +
      'blocked and the brand not suspended, and not while documents are required. When it may not, the player reads ' +
      'one sentence saying why and what to do. A player whose KYC is PENDING_EXPIRED may deposit and is reminded to ' +
      'upload documents. The cashier shows the methods of the market, and how much the tightest deposit or spend limit ' +
      'still allows. An amount outside the method range is refused before anything is sent; the platform checks the ' +
      'rule and every limit again and refuses a deposit above one. The player pays on the provider page and comes back ' +
      'to the outcome as the platform records it: approved (the balance is read again), declined (no money moved, try ' +
      'again) or pending, read again every 3 seconds until the provider settles it.',
    machine: depositMachine,
  },
  {
    id: 'payAndPlay',
    spec: '000 §1, §4 (pay-and-play); 001 §7 Pay N Play; DECISIONS 21, 24',
    title: 'Pay N Play',
    summary:
      'A visitor in a market with Pay N Play (Finland, Sweden, the Netherlands) deposits before having an account. ' +
      'They type an amount and pay at their bank in a frame, in the market currency. The bank tells the platform who ' +
      'they are, and the platform credits the deposit to that person: a new player is created, or the existing one is ' +
      'found. An approved payment returns a one-time code that is checked. A new player then gives e-mail and mobile ' +
      'phone and accepts the terms. Then the visitor is signed in with the deposit on the balance. A declined payment ' +
      'moves no money, leaves them signed out and says why.',
    machine: payAndPlayMachine,
  },
  {
    id: 'withdrawal',
    spec: '000 §3 (Withdraw flow), §4 (Withdrawal eligibility, result to flow status); 001 §4, §7 Wallet; DECISIONS 13, 24',
    title: 'Withdrawal',
    summary:
      'The platform first checks whether the player may withdraw and how much. Its answer becomes the player’s status ' +
      'exactly as DECISIONS 13 maps it: success is allowed, documents preferred is allowed with a reminder, documents ' +
      'required, under review or required with restrictions ask for documents, a withdrawal or self limit reached, ' +
      'restricted and suspended (forbidden) explain themselves, and not enough funds, over the KYC limit, a failure or ' +
      'anything unknown is an error the player may retry. A daily limit of 0 means the withdrawal limit is reached; a ' +
      'balance above the limit lets the player withdraw up to the limit and says so. An amount above the limit or the ' +
      'balance is refused before anything is sent. A requested withdrawal moves from the main to the locked balance and ' +
      'stays pending until it is paid or cancelled.',
    machine: withdrawalMachine,
  },
  {
    id: 'withdrawalCancel',
    spec: '000 §3 (Wallet: cancelWithdrawalLoading); 001 §7 Wallet (cancel pending withdrawal), §8 (limit-reached warning)',
    title: 'Cancel a pending withdrawal',
    summary:
      'A pending withdrawal can be cancelled by the player; the money returns to the main balance as a new ledger ' +
      'transaction. Because money returned to play counts against the deposit limits, the platform may refuse: the ' +
      'player then sees the limit-reached warning with the platform’s message and the withdrawal stays pending. Any ' +
      'other failure can be retried.',
    machine: withdrawalCancelMachine,
  },
  {
    id: 'rewards',
    spec: '000 §3 (Bonus / reward, Bonus state), §4 (Reward claim); 001 §4 (reward claim conflict), §8 (bonus errors), §9 (reward order); DECISIONS 12',
    title: 'Rewards: claiming, conflicts, forfeiting',
    summary:
      'The player sees the offers they may claim and the bonuses they are wagering, each with its amount, wagering ' +
      'requirement and progress. Claiming an offer credits its bonus money. Only one bonus per vertical can be active: ' +
      'claiming a second one is refused by the platform, which names the active bonus, and the player is asked to ' +
      'forfeit it first — forfeit-then-claim, or forfeit-then-consent when the active bonus came with a bonus code. ' +
      'Confirming forfeits the active bonus at the progress the player was shown and then claims the offer; cancelling ' +
      'keeps it. An active bonus can also be forfeited on its own after a confirmation. A forfeit is refused when the ' +
      'progress has moved since the player looked, and the lists are read again so the current progress shows.',
    machine: rewardsMachine,
  },
  {
    id: 'campaigns',
    spec: '001 §3 (audience rule), §7 (Bonus: campaigns, consent, campaign claim and actions, optIn activate and deactivate); 000 §3 (audience targeting), §4 (reward claim with its conflict dialogs); DECISIONS 12',
    title: 'Promotions: opt in, consent, claim, dismiss',
    summary:
      'The promotions page lists the operator\'s bonus campaigns. A visitor sees the public ones and is asked to log ' +
      'in to take part. A player sees those meant for players, their deposit group or them by name, with where they ' +
      'stand in each: they opt in to a campaign that needs it (it is then offered in their rewards) or opt out again, ' +
      'and dismiss one they do not want. Claiming shows the terms first: agreeing claims the bonus and credits its ' +
      'money, declining is kept and hides the offer. If a bonus of the kind is already active the player is asked to ' +
      'forfeit it first — or, for one taken with a code, to consent to giving it up — and the campaign is then claimed. ' +
      'A refusal or failure is shown over the list, which stays usable.',
    machine: campaignsMachine,
  },
  {
    id: 'claimConflict',
    spec: '000 §4 (Reward claim: the conflict dialog state); 001 §4 (reward claim conflict); DECISIONS 12',
    title: 'Reward claim conflict: forfeit the active bonus, or keep it',
    summary:
      'Only one bonus per vertical can be active. When the player claims an offer in their rewards or a campaign in ' +
      'the promotions and the platform refuses because a bonus of that kind is active, naming it, the player is asked ' +
      'whether to forfeit it: forfeit-then-claim, or forfeit-then-consent when the active bonus came with a bonus code. ' +
      'The dialog shows what is left of its money and its wagering progress, which are lost. Confirming forfeits it at ' +
      'the progress the player was shown, and the rewards or promotions then claim the new bonus; keeping it claims ' +
      'nothing. A forfeit is refused when the progress has moved since, and the reason is shown.',
    machine: claimConflictMachine,
  },
  {
    id: 'bonusCode',
    spec: '000 §2 (bonusCode parameter, bonus-code page), §3 (Bonus state: bonusCode, manual claim), §4 (Bonus code, Manual claim); 001 §4, §8 (bonus code errors)',
    title: 'Claim a bonus by code',
    summary:
      'The bonus-code page first asks the platform whether this account may claim bonuses by code; if not, or if the ' +
      'check fails, it says so and offers nothing. Otherwise the player enters a code (a link with bonusCode fills it ' +
      'in). A code that is empty or has other characters than letters, digits, - and _ is refused before anything is ' +
      'sent. The platform checks the code for this player without claiming it: unknown, expired, already used or not ' +
      'for this player each has its own sentence. A valid code can then be claimed, which activates its bonus and ' +
      'credits its money; if an active bonus of the kind stands in the way the player reads why and may try again, or ' +
      'reset and enter another code.',
    machine: bonusCodeMachine,
  },
  {
    id: 'limits',
    spec: '000 §3 (Limits), §4 (Limits); 001 §4 (limit save messages), §7 Responsible gambling, §8 (limit errors per period); DECISIONS 17',
    title: 'Gambling limits',
    summary:
      'A player sets deposit, loss and spend limits per day, week and month. Lowering a limit applies at once; raising ' +
      'or removing one waits for the market cooling period (24 hours; 72 hours in Sweden; 7 days in the Netherlands) ' +
      "and shows as pending until then, and a pending change can be cancelled. After a save the player reads 'updated', " +
      "or 'update received' when the change is pending; a removal reads 'removal received' and a cancel 'canceled'. " +
      'A refusal (interval, too high, too low, locked) is shown under its own period. The platform enforces the limits ' +
      'on every deposit and bet, not only this page.',
    machine: limitsMachine,
  },
  {
    id: 'verification',
    spec: '000 §2 (/my-account/verification), §3 (Verification documents, Upload state), §4 (Document verification, Upload flow); 001 §7 (documents list, upload document returns an uploadUrl); DECISIONS 13–15',
    title: 'Verification documents: upload for review',
    summary:
      'The player sees each kind of verification document (proof of ID, of address, of payment, source of wealth, ' +
      'other) with its status: not requested, requested, under review, verified or expired, and why a file was ' +
      'rejected. For a kind the player chooses a file; one that is not a JPEG, PNG or PDF, is empty or is larger ' +
      'than 10 MB is refused under the field before anything is sent. Otherwise the platform gives a single-use ' +
      'upload URL for that kind and the file is sent to it; once received the kind is under review, which the ' +
      'withdrawal check then reads. A failed upload says why and can be tried again or given up. Instead of a ' +
      'file, the identity can be checked online: the player goes to the verification provider’s page and comes ' +
      'back to this page with the result.',
    machine: verificationMachine,
  },
  {
    id: 'eddQuestionnaire',
    spec: '000 §1 (enhanced due diligence questionnaire, starts on a reminder page), §3 (EDD questionnaire selection), §4 (KYC levels EDD_PENDING, EDD_UNDER_REVIEW; EDD); 001 §5 (EDD questionnaire rules), §7 (salary ranges, occupations, sources of funds, questionnaire answer); DECISIONS 13, 16',
    title: 'Enhanced due diligence questionnaire',
    summary:
      'When the compliance team asks for enhanced due diligence (KYC EDD_PENDING), withdrawals wait for it. The ' +
      'player first sees a reminder of why it is asked (anti-money-laundering rules), then opens the form: ' +
      'occupation, yearly salary range, source of funds, place of birth and nationality. Choosing Other for the ' +
      'occupation or the source of funds asks for the player’s own words, which are sent instead. A missing choice ' +
      'or the unchosen salary range is said under its field before anything is sent; the platform’s refusals come ' +
      'back under their fields too. Once stored the answer is under review (KYC EDD_UNDER_REVIEW) and a player who ' +
      'comes back sees that rather than the form.',
    machine: eddQuestionnaireMachine,
  },
  {
    id: 'documentReminder',
    spec: '000 §4 (Document reminder: INACTIVE, NOTIFY, UPLOADED; Document verification; KYC EDD_PENDING); DECISIONS 14',
    title: 'Document reminder',
    summary:
      'A signed-in player whose verification documents are asked for (or expired) and not uploaded, or whose ' +
      'enhanced due diligence questionnaire is asked for, sees a reminder on My account leading to the verification ' +
      'page or the questionnaire. The player may close it; once everything asked for is sent and under review, ' +
      'nothing is shown. If the documents cannot be read, no reminder shows (the verification page says more).',
    machine: documentReminderMachine,
  },
  {
    id: 'responsibleGambling',
    spec: '000 §3 (Exclusion request), §4 (Self-exclusion, Timeout); 001 §7 (Exclusion), §8 (Exclusion failure); DECISIONS 11, 18',
    title: 'Time-out and self-exclusion',
    summary:
      'A signed-in player takes a break for 1 to 42 days, or excludes themselves for 1 to 60 months (optionally ' +
      'counted from up to a week later) or indefinitely. Nothing is sent until a dialog has said plainly how long it ' +
      'lasts, that it cannot be cancelled and that the player will be logged out on every device, and the player has ' +
      'confirmed. Once the platform has recorded it the player is logged out and taken to the home page; logging in is ' +
      'refused with the days left (or "indefinitely") until it ends. If it cannot be recorded the dialog says so and ' +
      'offers to try again.',
    machine: responsibleGamblingMachine,
  },
  {
    id: 'lobby',
    spec: '000 §2 (Lobby behaviour), §3 (Lobby state), §4 (Lobby); 001 §7 Games (lobby, games by name, favourites), §9 (page sizes, favourites limit 30)',
    title: 'Game lobby',
    summary:
      'The casino and live-casino lobbies. The layout for the channel, language and market is requested (categories, ' +
      "rows, the filter panel's providers without the ones the spec excludes, the hero banner), and for a signed-in " +
      'player also their favourites and recently played games. A search term is sent a quarter of a second after the ' +
      'last keystroke and matches names case-insensitively as a substring; clearing it resets the results. Checked ' +
      'providers narrow the grid; the search filter counts as active while providers are checked or a term is typed. ' +
      'A signed-in player marks favourites, shown at once and undone if the platform refuses; a visitor is asked to ' +
      'log in. Signing in or out loads the lobby again. A page that arrived with the layout (the home page, for a ' +
      'visitor) shows it at once, without a call; signing in or out later loads it afresh.',
    machine: lobbyMachine,
  },
  {
    id: 'gameLaunch',
    spec: '000 §2 (Guard 7, game routes, frame messages), §3 (site header), §4 (Game launch); 001 §7 Games (game data by slug, launcher page, frame messages)',
    title: 'Game launch',
    summary:
      'Opens a game page. The game is first looked up by its address (guard 7): an unknown game, one the player may ' +
      'not play (no casino or live-casino access, a flagged player, a restricted country) or one opened under the ' +
      "other lobby's address sends the player to the home page. A visitor who opens a live table, or a game without " +
      'fun mode, is asked to log in and comes back to it afterwards. Otherwise the game title shows in the site header ' +
      'and the game is launched: for real money when signed in, in fun mode otherwise. The game runs in a frame; only ' +
      "messages from the launch address's origin are heard: ready, balance updates and round ends, which move the " +
      'balance shown. The launch uses the provider’s own call (Pragmatic, Pariplay, SOFTSWISS, Novomatic, Evolution ' +
      'URLs; Quickspin, Relax, Play’n GO, CreedRoomz, Yggdrasil credentials) or the generic one. While a dialog is ' +
      'open over the game (the in-game menu, the reality check) the frame is paused; it resumes when the last one ' +
      'closes, and a game that comes up with a dialog already open is paused at once. A failed launch can be tried again.',
    machine: gameLaunchMachine,
  },
  {
    id: 'gameMenu',
    spec: '000 §2 (Modals and panels: in-game modal INITIAL, MY_ACCOUNT, REWARD, SETTINGS, RESPONSIBLE_GAMBLING, BANKING, BONUS_CODE)',
    title: 'In-game menu',
    summary:
      'A menu over a running game. Opening it pauses the game; its first page lists the sections: my account (the ' +
      'balances and the transaction history), banking (deposit and withdraw), responsible gambling (the reality-check ' +
      'interval and the gambling limits) and settings (the language). Each section leads back to the first page; the ' +
      'menu closes from anywhere, and the game resumes unless the reality check still holds it. Rewards and bonus ' +
      'codes arrive with the bonus system.',
    machine: gameMenuMachine,
  },
  {
    id: 'transactionHistory',
    spec: '000 §3 (Transaction history state), §4 (Transaction history); 001 §7 Wallet (history, net position, pending withdrawals)',
    title: 'Transaction history',
    summary:
      'A player reads their transactions ten at a time, newest first, each transaction once (pages are merged by ' +
      'referenceId). More can be read only while the last page was full. A filter (category, from, to, hour, status) ' +
      'reads again from the first page; a filter whose from is after its to, or whose hour is not 0–23, is refused ' +
      'before anything is sent. While the page is open the first page and the pending withdrawals are read again every ' +
      '30 seconds, so a withdrawal that was paid shows as paid. The first read also brings the net position (deposits ' +
      'minus withdrawals), win/loss and the number of deposits.',
    machine: transactionHistoryMachine,
  },
  {
    id: 'activityTimer',
    spec: '000 §3 (Activity settings), §4 (Activity timer), §5 (reality check 30, 60, 120 minutes); 001 §7 Activity, §9 (60 s check); DECISIONS 20',
    title: 'Activity timer (reality check)',
    summary:
      'While a player is logged in, the platform is asked every minute how much of their chosen interval (30, 60 or ' +
      '120 minutes; 120 unless they chose otherwise) is left; the platform counts it from login, not the browser. When ' +
      'it runs out the reality check opens with how long the session has lasted and what was staked, won and the net ' +
      'result since login. It cannot be dismissed: the player continues (the timer starts again), opens the ' +
      'transaction history (the timer starts again too) or logs out. A player who switched the check off is never ' +
      'interrupted. The interval is changed on the responsible-gambling page and counts from the change.',
    machine: activityTimerMachine,
  },
  {
    id: 'changePassword',
    spec: '000 §3 (Account details: password form with loader and backendErrors); 001 §7 (POST password change with the device header), §8 (error.old_password.incorrect)',
    title: 'Change the password',
    summary:
      'On the account details page a signed-in player types the current password and the new one twice. Empty fields ' +
      'and a confirmation that differs are refused before anything is sent. The platform checks the current password ' +
      'and holds the new one to the sign-up rules (8 to 128 characters, not a common password, not the current one); ' +
      'its reasons show under their fields. When it is changed, every other device of the player is signed out and ' +
      'this one stays signed in. Other failures (too many tries, the platform down) show on the form and the player ' +
      'may send again.',
    machine: changePasswordMachine,
  },
  {
    id: 'phoneChange',
    spec: '000 §3 (Account details: phone smsVerificationId, body, prefix), §4 (Phone edit); 001 §7 (phone change, SMS request, SMS verify), §8 (sms.max.attempts.reached)',
    title: 'Change the phone number',
    summary:
      'On the account details page a signed-in player enters a new phone number. The platform checks it with the ' +
      'sign-up rules (the prefix of the player’s country, a plausible length, not the current number) and texts a ' +
      'code to it; the reasons for a refused number show under it. The code popup opens; a wrong or expired code is ' +
      'said under the code field and the player tries again, or asks for a new code (at most 3 SMS an hour). The ' +
      'number is changed only when the right code is given. Closing the popup abandons the change. Too many codes or ' +
      'wrong tries close the popup with the reason, and the number stays as it was.',
    machine: phoneChangeMachine,
  },
  {
    id: 'marketingPreferences',
    spec: '000 §1 (manage marketing preferences), §3 (Account details: marketing preferences); 001 §7 (GET and PATCH marketing preferences)',
    title: 'Marketing preferences',
    summary:
      'On the account details page the player sees every channel (e-mail, SMS, post, phone, push notifications) with ' +
      'every kind of message (bonus offers, newsletter, casino news, responsible gaming), each switched on or off. A ' +
      'player who never chose has the answer given at sign-up. Switching one saves it at once and the page says so; ' +
      'if saving fails the switch stays as it was, the page says so and the player may send the change again. If the ' +
      'preferences cannot be read the player may try again.',
    machine: marketingPreferencesMachine,
  },
  {
    id: 'cookieConsent',
    spec: '000 §1 (modals: cookie notification; manage cookie preferences), §2 (cookie consent: essentials, performanceFunctional, marketing; consent id); 001 §7 (GET and PATCH cookies consent)',
    title: 'Cookie notification',
    summary:
      'A visitor who has not chosen sees a banner at the top of every page, above the header: Accept all, Necessary only or ' +
      'Settings, where performance and functional cookies and marketing cookies are switched one by one (essential ' +
      'cookies are always on). The choice is kept on the device, so the banner does not come back; a signed-in ' +
      'player\'s choice is stored on the platform too and applies at the next sign-in on any device (a choice made ' +
      'before signing in is sent then, unless the platform already holds one). The footer\'s Cookie settings link ' +
      'reopens the switches; pressed while a stored choice is still being read (as the page starts, or just after ' +
      'signing in), it opens them once that choice is known, showing it.',
    machine: cookieConsentMachine,
  },
  {
    id: 'languageChange',
    spec: '001 §7 (/player/language); 000 §3 (account details)',
    title: 'Change the language',
    summary:
      'On the account details page a signed-in player picks one of the languages of their market and saves it. The ' +
      'platform stores it (later logins and messages use it) and the site opens the same page in that language, ' +
      'remembered on the device like the language picker. A language the market does not offer is refused with the ' +
      'reason, and a failure can be sent again.',
    machine: languageChangeMachine,
  },
  {
    id: 'addressChange',
    spec: '001 §7 (/player/address); 000 §3 (account details: address and province forms with loader and backendErrors; Canadian provinces)',
    title: 'Change the postal address',
    summary:
      'On the account details page a signed-in player enters a street address, a town or city and a postal code, ' +
      'and in Canada also picks the province or territory. Empty fields are named before anything is sent. The ' +
      'platform checks the postal code against the format of the player\'s country (and, in Canada, that it belongs ' +
      'to the province) and answers every problem at once, each shown under its field; a failure can be sent again. ' +
      'Once stored, the new address shows on the page. An approved proof of address showed the old address, so the ' +
      'platform asks for a proof of the new one: the success message then says so and leads to the verification documents.',
    machine: addressChangeMachine,
  },
  {
    id: 'crmInbox',
    spec: '001 §7 (player CRM session: a session id used to load an inbox script), §8 (CRM session 401 ignored, other errors thrown); 000 §2 (/my-account/inbox, /my-account/inbox/notifications)',
    title: 'Inbox',
    summary:
      'On the inbox page the site asks the CRM for a short-lived session of the signed-in player and loads the ' +
      'CRM\'s inbox with it: the player\'s messages (or only the notifications), newest first; opening one marks it ' +
      'read and the unread count on My account follows. A 401 from the CRM is ignored (the player is being signed ' +
      'out); any other failure, or an inbox that does not load within 15 seconds, is shown with Try again. A session ' +
      'that ends while the page is open is renewed once.',
    machine: crmInboxMachine,
  },
  {
    id: 'cashback',
    spec: '000 §3 (cashback claim: activate, deactivate, progress, claim; the reward shown, dismissed after 5 s); 001 §7 (cashback by campaign, loyalty cashback), §9 (cashback_notice_dismiss 5000 ms)',
    title: 'Cashback',
    summary:
      'On the rewards page a player activates a cashback campaign: from then on a share of their net losses on ' +
      'real-money play (stakes minus wins) accrues, shown as it grows. Deactivating stops it counting; what accrued ' +
      'stays. Claiming pays what accrued into the wallet as cash: the amount is shown for 5 seconds, then the notice ' +
      'goes and the progress, now starting over, is read again. Loyalty cashback works the same way without ' +
      'activation, at a percentage that follows the loyalty level. With nothing accrued there is nothing to claim.',
    machine: cashbackMachine,
  },
  {
    id: 'tournaments',
    spec: '001 §7 (Tournaments: GET /tournament/{a}/{b}/{lang} and /tournament/public/{a}/{b}/{lang}; CA → EN, CAF → FR); 000 §3 (lobby state: tournamentBoxes)',
    title: 'Tournaments',
    summary:
      'The casino and live casino lobbies show the operator\'s tournaments: each edition\'s name, the time left (or ' +
      'until it starts), the prize pool in the market\'s currency and the top places. A visitor sees the public list; a ' +
      'signed-in player also sees their own place and points. Points are the real money the player staked on the ' +
      'tournament\'s games during the edition. Signing in or out loads the list again, a shown list is read again every ' +
      'minute, and if it cannot be read the section says so and offers to try again.',
    machine: tournamentsMachine,
  },
  {
    id: 'contentEvents',
    spec: '001 §7 (Realtime: an event stream with a 45 s heartbeat is also used for content)',
    title: 'Content event stream',
    summary:
      'Every page listens to the platform\'s announcements of changed editorial content for its language and market. ' +
      'When the operator changes a document the page shows (a banner, the footer, a static page), the page reads it ' +
      'again at once, without a reload. The platform sends a heartbeat every 45 seconds; a stream that ends, fails, or ' +
      'stays silent for two heartbeats is opened again after a pause of one second that doubles with each failure in a ' +
      'row, up to a minute.',
    machine: contentEventsMachine,
  },
  {
    id: 'sportsbook',
    spec: '000 §2 (/sportsbook route, guard 5), §3 (sportsbook context: loader, contextData, error), §9 (max width 1920, top bar 56); 001 §7 (Sports: /auth/session/create, /sportsbook/login/context, /sportsbook/context, iframe context CreateIFrameContext v1, /webhooks/user-balance-update)',
    title: 'Sportsbook',
    summary:
      'The sportsbook opens in a frame on the site. For a signed-in player the sports session is created first (a ' +
      'cookie kept for a year), then the frame\'s context is loaded with the page the address asks for (a sport, ' +
      'region, competition or event; upcoming, live or the player\'s bets): the player bets in the frame with their ' +
      'own money. A visitor gets an anonymous frame that shows the events and odds; trying to bet opens the login. ' +
      'When the player\'s balance changes, the sportsbook is told the new balance and the frame shows it. If the ' +
      'sportsbook cannot be loaded the page says so and offers to try again.',
    machine: sportsbookMachine,
  },
]
