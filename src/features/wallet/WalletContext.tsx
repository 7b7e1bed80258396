import { createContext, useContext, useEffect, useState, type ReactNode } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { walletMachine } from '../../../machines/wallet/wallet.machine'
import { walletFlow } from '../../flows/wallet'
import { useFlow } from '../../flows/useFlow'
import { useIsAuthorized } from '../session/useSession'

export type WalletRef = ActorRefFrom<typeof walletMachine>

const WalletContext = createContext<WalletRef | null>(null)

/**
 * One wallet for the whole site while a player is signed in: the header and the cashier read the
 * same actor, so a balance pushed over the socket shows everywhere at once. The wallet starts at
 * sign-in and stops at sign-out; pages below keep their place when it does.
 */
export function WalletProvider({ children }: { children: ReactNode }) {
  const authorized = useIsAuthorized()
  const [wallet, setWallet] = useState<WalletRef | null>(null)
  return (
    <WalletContext.Provider value={wallet}>
      {authorized ? <WalletRunner onStart={setWallet} /> : null}
      {children}
    </WalletContext.Provider>
  )
}

function WalletRunner({ onStart }: { onStart: (wallet: WalletRef | null) => void }) {
  const wallet = useFlow(walletFlow)
  useEffect(() => {
    onStart(wallet)
    return () => onStart(null)
  }, [wallet, onStart])
  return null
}

/** The signed-in player's wallet actor, or null for a visitor (and for the moment before it starts). */
export function useWallet(): WalletRef | null {
  return useContext(WalletContext)
}
