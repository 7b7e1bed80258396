/** Runtime settings, read once from the environment so tests can pass their own. */
import { BlockList, isIP } from 'node:net'
import { join } from 'node:path'
import { loadRateLimits, type RateLimits } from './http/rate-limit.ts'
import { SCHEDULE, type Schedule } from './sportsbook/fixtures.ts'
import proxyaddr from '@fastify/proxy-addr'

export type CaptchaProviderName = 'sandbox' | 'turnstile' | 'hcaptcha'

export interface CaptchaConfig {
  /** `sandbox` (development and tests: one published token passes) or a siteverify provider. */
  provider: CaptchaProviderName
  /** The public key the client's widget is rendered with (`sandbox` for the sandbox). */
  siteKey: string
  /** The provider's secret for server-side verification; absent for the sandbox. */
  secret: string | undefined
  /** The provider's siteverify endpoint (overridable: a test points it at a local fake). */
  verifyUrl: string
  /** The one token the sandbox accepts. Never used by a siteverify provider. */
  sandboxToken: string
}

export interface Config {
  production: boolean
  logLevel: string
  /**
   * Where players reach the site (`https://croupier.example`, no path). Links in e-mails and SMS,
   * the token issuer and the websocket's allowed Origin come from here, never from a request's
   * Host or X-Forwarded-Host.
   */
  publicOrigin: string
  /**
   * Addresses (IPs, CIDRs, or proxy-addr's `loopback` / `linklocal` / `uniquelocal`) whose
   * X-Forwarded-For and country header are believed. fastify's `trustProxy` is this list.
   */
  trustedProxies: string[]
  /** Proxy header carrying the visitor's two-letter country, lower-cased for fastify. */
  countryHeader: string
  /** Proxy headers carrying the visitor's region and city (the player station); lower-cased. */
  regionHeader: string
  cityHeader: string
  restrictedCountries: string[]
  maintenance: boolean
  /** When absent (development only) a secret is generated once and kept in the database. */
  jwtSecret: string | undefined
  captcha: CaptchaConfig
  /** Page origins besides publicOrigin a browser may open the websocket from (the dev servers). */
  extraSocketOrigins: string[]
  /** Built client (index.html + hashed assets); served when it exists. */
  clientDir: string
  /** Answer 500 when a response does not match the contract, so the mismatch cannot go unnoticed. */
  strictResponses: boolean
  bodyLimit: number
  /**
   * Payments: the secret the payment provider signs callbacks with (else generated once and kept
   * in the database), whether the platform plays the sandbox provider (outside production unless
   * PSP_SANDBOX=0; in production only with PSP_SANDBOX=1), and when a "pending" sandbox payment settles.
   */
  psp: { secret: string | undefined; sandbox: boolean; pendingSettleMs: number }
  /** Per-IP limits of the guessable operations (http/rate-limit.ts), counted in Redis when redisUrl is set. */
  rateLimits: RateLimits
  redisUrl: string | undefined
  /**
   * Pay N Play beyond the market's flag (spec 000 §5: "limited by an IP whitelist or a hide
   * flag"): hidden from everyone (PAYNPLAY_HIDDEN), or offered only to visitor addresses on a list
   * of IPs and CIDRs (PAYNPLAY_IP_ALLOW_LIST; empty: every address).
   */
  payAndPlay: { hidden: boolean; ipAllowList: string[] }
  /** The content event stream's heartbeat (CONTENT_HEARTBEAT_MS; the spec's 45 s). */
  contentHeartbeatMs: number
  /**
   * The sandbox sportsbook's fixture clock (SPORTSBOOK_SLOT_MS: a kick-off every slot, the result
   * half a slot later; 20 s by default). Every instance of one platform must use the same slot.
   */
  sportsbookSchedule: Schedule
}

/** Production settings that are missing or unusable; start.ts prints one line for each. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Refusing to start: ${problems.join('; ')}`)
  }
}

/** Both public captcha services answer the same siteverify form (secret, response, remoteip). */
export const siteverifyUrls: Record<Exclude<CaptchaProviderName, 'sandbox'>, string> = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
}

export const DEFAULT_SANDBOX_CAPTCHA_TOKEN = 'croupier-dev-captcha'
/** A signing key shorter than this is refused in production (HS256 wants 256 bits). */
export const MIN_JWT_SECRET_LENGTH = 32
/** vite's dev and preview servers: in development the client comes from there. */
const devServerOrigins = ['http://127.0.0.1:5173', 'http://localhost:5173', 'http://127.0.0.1:4173', 'http://localhost:4173']

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)

/** `https://host[:port]` with nothing after it, or an explanation of what is wrong. */
function checkOrigin(value: string, production: boolean): string | null {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return `PUBLIC_ORIGIN is not a URL: ${value}`
  }
  if (url.origin !== value.replace(/\/$/, '')) return `PUBLIC_ORIGIN must be an origin only (scheme, host, port), not ${value}`
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)
  if (production && url.protocol !== 'https:' && !loopback) return `PUBLIC_ORIGIN must use https in production, not ${value}`
  return null
}

function checkProxies(entries: string[]): string | null {
  try {
    proxyaddr.compile(entries)
    return null
  } catch (error) {
    return `TRUSTED_PROXIES: ${(error as Error).message} (expected IPs, CIDRs, loopback, linklocal or uniquelocal, comma-separated)`
  }
}

/** An IP or CIDR list that `addressList` cannot read, said in one line; null when it reads. */
function checkAddressList(entries: string[]): string | null {
  try {
    addressList(entries)
    return null
  } catch (error) {
    return `${(error as Error).message} (expected IPv4 or IPv6 addresses and CIDRs, comma-separated)`
  }
}

/** IPs and CIDRs (`203.0.113.7`, `198.51.100.0/24`, `2001:db8::/32`) as a node:net BlockList. */
export function addressList(entries: readonly string[]): BlockList {
  const list = new BlockList()
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/')
    const family = isIP(address ?? '')
    if (!family || extra !== undefined) throw new Error(`${entry} is not an address or CIDR`)
    const type = family === 4 ? 'ipv4' : 'ipv6'
    if (bits === undefined) list.addAddress(address!, type)
    else {
      const prefix = Number(bits)
      if (!/^\d{1,3}$/.test(bits) || prefix > (family === 4 ? 32 : 128)) throw new Error(`${entry} has no valid prefix length`)
      list.addSubnet(address!, prefix, type)
    }
  }
  return list
}

function captchaFrom(env: NodeJS.ProcessEnv, production: boolean, problems: string[]): CaptchaConfig {
  const sandboxToken = env.CAPTCHA_TOKEN || DEFAULT_SANDBOX_CAPTCHA_TOKEN
  const named = (env.CAPTCHA_PROVIDER || (production ? 'turnstile' : 'sandbox')).toLowerCase()
  if (named !== 'sandbox' && named !== 'turnstile' && named !== 'hcaptcha') {
    problems.push(`CAPTCHA_PROVIDER must be turnstile or hcaptcha (sandbox outside production), not ${named}`)
    return { provider: 'sandbox', siteKey: 'sandbox', secret: undefined, verifyUrl: '', sandboxToken }
  }
  if (named === 'sandbox') {
    if (production) problems.push('CAPTCHA_PROVIDER=sandbox is for development and tests; production needs turnstile or hcaptcha')
    return { provider: 'sandbox', siteKey: 'sandbox', secret: undefined, verifyUrl: '', sandboxToken }
  }
  const secret = env.CAPTCHA_SECRET || undefined
  const siteKey = env.CAPTCHA_SITE_KEY || ''
  if (!secret) problems.push(`CAPTCHA_SECRET is missing (the ${named} secret key for server-side verification)`)
  if (!siteKey) problems.push(`CAPTCHA_SITE_KEY is missing (the ${named} site key the sign-up form renders its widget with)`)
  return { provider: named, siteKey, secret, verifyUrl: env.CAPTCHA_VERIFY_URL || siteverifyUrls[named], sandboxToken }
}

/**
 * Reads the environment. In production a missing secret is an error listing every problem at once
 * (ConfigError), never a silent default: signing keys, the captcha secret and PUBLIC_ORIGIN.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production'
  const problems: string[] = []

  const configuredOrigin = env.PUBLIC_ORIGIN?.trim()
  if (production && !configuredOrigin) problems.push('PUBLIC_ORIGIN is missing (where players reach the site, e.g. https://croupier.example)')
  const originProblem = configuredOrigin ? checkOrigin(configuredOrigin, production) : null
  if (originProblem) problems.push(originProblem)
  const publicOrigin = configuredOrigin ? configuredOrigin.replace(/\/$/, '') : `http://127.0.0.1:${env.PORT ?? 8080}`

  // Development trusts only this machine; production trusts no one until told which proxies exist.
  const trustedProxies = env.TRUSTED_PROXIES !== undefined ? list(env.TRUSTED_PROXIES) : production ? [] : ['loopback']
  const proxyProblem = checkProxies(trustedProxies)
  if (proxyProblem) problems.push(proxyProblem)

  const jwtSecret = env.JWT_SECRET || undefined
  if (production && !jwtSecret) problems.push(`JWT_SECRET is missing (the token signing key, at least ${MIN_JWT_SECRET_LENGTH} characters)`)
  else if (production && jwtSecret!.length < MIN_JWT_SECRET_LENGTH) problems.push(`JWT_SECRET is too short (${jwtSecret!.length} characters; at least ${MIN_JWT_SECRET_LENGTH})`)

  const payAndPlayAllowList = list(env.PAYNPLAY_IP_ALLOW_LIST)
  const allowListProblem = checkAddressList(payAndPlayAllowList)
  if (allowListProblem) problems.push(`PAYNPLAY_IP_ALLOW_LIST: ${allowListProblem}`)

  const captcha = captchaFrom(env, production, problems)
  // Outside production only malformed values can get here: missing secrets have defaults there.
  if (problems.length > 0) throw new ConfigError(problems)

  return {
    production,
    logLevel: env.LOG_LEVEL ?? (env.VITEST ? 'silent' : 'info'),
    publicOrigin,
    trustedProxies,
    countryHeader: (env.COUNTRY_HEADER ?? 'X-Country').toLowerCase(),
    regionHeader: (env.REGION_HEADER ?? 'X-Region').toLowerCase(),
    cityHeader: (env.CITY_HEADER ?? 'X-City').toLowerCase(),
    restrictedCountries: list(env.RESTRICTED_COUNTRIES ?? 'US,FR').map((c) => c.toUpperCase()),
    maintenance: env.MAINTENANCE === '1' || env.MAINTENANCE === 'true',
    jwtSecret,
    captcha,
    extraSocketOrigins: production ? [] : devServerOrigins,
    clientDir: env.CLIENT_DIR ?? join(process.cwd(), 'dist', 'client'),
    strictResponses: !production,
    bodyLimit: 1024 * 1024,
    psp: {
      secret: env.PSP_SECRET || undefined,
      sandbox: env.PSP_SANDBOX ? env.PSP_SANDBOX === '1' : !production,
      pendingSettleMs: Number(env.PSP_PENDING_SETTLE_MS ?? 8000),
    },
    rateLimits: loadRateLimits(env),
    redisUrl: env.REDIS_URL || undefined,
    payAndPlay: { hidden: env.PAYNPLAY_HIDDEN === '1' || env.PAYNPLAY_HIDDEN === 'true', ipAllowList: payAndPlayAllowList },
    contentHeartbeatMs: Math.max(10, Number(env.CONTENT_HEARTBEAT_MS ?? 45_000) || 45_000),
    sportsbookSchedule: sportsbookSchedule(env.SPORTSBOOK_SLOT_MS),
  }
}

/** SCHEDULE with another slot: a whole number of milliseconds, at least 2 s so a slip can be sent. */
function sportsbookSchedule(slot: string | undefined): Schedule {
  if (slot === undefined || slot === '') return SCHEDULE
  const slotMs = Number(slot)
  if (!Number.isInteger(slotMs) || slotMs < 2_000) throw new Error(`SPORTSBOOK_SLOT_MS must be a whole number of milliseconds, at least 2000; it is "${slot}".`)
  return { ...SCHEDULE, slotMs, matchMs: Math.floor(slotMs / 2) }
}
