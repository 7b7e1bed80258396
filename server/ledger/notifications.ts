/**
 * "This player's balance changed", as a PostgreSQL notification sent from inside the movement's
 * transaction. PostgreSQL delivers a notification only when its transaction commits, once however
 * often it was sent in that transaction, and to every listening connection: the platform instance
 * that moved the money and every other instance on the same database (server/wallet/balance-feed.ts).
 * A rolled-back or retried transaction therefore never announces a balance that does not exist.
 * The ledger's `post()` sends it in the same statement that writes the movement.
 */
export const WALLET_BALANCE_CHANNEL = 'wallet_balance'
